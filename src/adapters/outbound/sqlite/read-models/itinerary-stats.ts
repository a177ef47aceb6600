import { inject, injectable } from 'inversify';
import type {
  ItineraryStats,
  ItineraryStatsReader,
  ItineraryViewCounter,
} from '../../../../application/ports/itinerary-stats.port.js';
import { SqliteReadModelDatabase } from './read-model-database.js';

/**
 * Engagement counters. Views are written here directly (no events): a (itinerary, user, day) row
 * makes a repeat view on the same UTC day a no-op; the user's older day rows go in the same step.
 */
@injectable()
export class SqliteItineraryStats implements ItineraryStatsReader, ItineraryViewCounter {
  private readonly s;
  private readonly recordTransaction;

  constructor(@inject(SqliteReadModelDatabase) database: SqliteReadModelDatabase) {
    const db = database.connection;
    this.s = {
      views: db.prepare<[string], { views: number }>('SELECT views FROM itinerary_view_counts WHERE itinerary_id = ?'),
      forgetOlder: db.prepare<[string, string, string]>(
        'DELETE FROM itinerary_view_days WHERE itinerary_id = ? AND user_id = ? AND day < ?',
      ),
      markDay: db.prepare<[string, string, string]>(
        'INSERT OR IGNORE INTO itinerary_view_days (itinerary_id, user_id, day) VALUES (?, ?, ?)',
      ),
      count: db.prepare<[string]>(
        `INSERT INTO itinerary_view_counts (itinerary_id, views) VALUES (?, 1)
         ON CONFLICT (itinerary_id) DO UPDATE SET views = views + 1`,
      ),
    };
    this.recordTransaction = db.transaction((itineraryId: string, userId: string, day: string): boolean => {
      this.s.forgetOlder.run(itineraryId, userId, day);
      if (this.s.markDay.run(itineraryId, userId, day).changes === 0) return false;
      this.s.count.run(itineraryId);
      return true;
    });
  }

  async get(itineraryId: string): Promise<ItineraryStats> {
    return { likesCount: 0, viewsCount: this.s.views.get(itineraryId)?.views ?? 0 };
  }

  async recordView(itineraryId: string, userId: string, at: Date): Promise<boolean> {
    return this.recordTransaction.immediate(itineraryId, userId, at.toISOString().slice(0, 10));
  }
}
