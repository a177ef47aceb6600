import type { Db, MongoBulkWriteError } from 'mongodb';
import { mongodb } from '../driver.js';
import type {
  ItineraryLikes,
  ItineraryStats,
  ItineraryStatsReader,
  ItineraryViewCounter,
  ViewRecord,
} from '../../../../application/ports/itinerary-stats.port.js';
import { likes, viewCounts, viewDays } from './collections.js';

const DAY_MARKER_TTL_MS = 2 * 24 * 3600_000;
const DUPLICATE_KEY = 11000;

/**
 * Views counted without events: upserting the (itinerary, user, day) marker is the once-a-day test
 * (only an inserted marker counts); the counts are atomic $inc, one per itinerary of a batch.
 * Markers expire by TTL index. Likes are one document per (itinerary, user), counted by the
 * itineraryId index rather than kept in a counter, so no crash between two writes can skew a count.
 */
export class MongoItineraryStats implements ItineraryStatsReader, ItineraryViewCounter, ItineraryLikes {
  constructor(private readonly db: Db) {}

  async get(itineraryId: string): Promise<ItineraryStats> {
    const [views, likesCount] = await Promise.all([
      viewCounts(this.db).findOne({ _id: itineraryId }),
      likes(this.db).countDocuments({ itineraryId }),
    ]);
    return { likesCount, viewsCount: views?.views ?? 0 };
  }

  async recordViews(views: readonly ViewRecord[]): Promise<boolean[]> {
    if (views.length === 0) return [];
    const upserted = await this.markDays(views);
    const counted = views.map((_, index) => Object.hasOwn(upserted, index));
    const increments = new Map<string, number>();
    views.forEach((view, index) => {
      if (counted[index]) increments.set(view.itineraryId, (increments.get(view.itineraryId) ?? 0) + 1);
    });
    if (increments.size > 0) {
      await viewCounts(this.db).bulkWrite(
        [...increments].map(([id, n]) => ({
          updateOne: { filter: { _id: id }, update: { $inc: { views: n } }, upsert: true },
        })),
        { ordered: false },
      );
    }
    return counted;
  }

  /** Upserts each view's day marker; the indexes of the operations that inserted one. */
  private async markDays(views: readonly ViewRecord[]): Promise<Record<number, unknown>> {
    const operations = views.map(({ itineraryId, userId, at }) => {
      const day = at.toISOString().slice(0, 10);
      const expireAt = new Date(Date.parse(day) + DAY_MARKER_TTL_MS);
      return {
        updateOne: {
          filter: { _id: `${itineraryId}|${userId}|${day}` },
          update: { $setOnInsert: { itineraryId, userId, day, expireAt } },
          upsert: true,
        },
      };
    });
    try {
      return (await viewDays(this.db).bulkWrite(operations, { ordered: false })).upsertedIds;
    } catch (error) {
      // Two instances upserting one marker at once: the loser's duplicate key means "already counted".
      if (error instanceof mongodb().MongoBulkWriteError && allDuplicates(error)) return error.result.upsertedIds;
      throw error;
    }
  }

  async like(itineraryId: string, userId: string, at: Date): Promise<boolean> {
    const result = await likes(this.db).updateOne(
      { _id: `${itineraryId}|${userId}` },
      { $setOnInsert: { itineraryId, userId, likedAt: at } },
      { upsert: true },
    );
    return result.upsertedCount === 1;
  }

  async unlike(itineraryId: string, userId: string): Promise<boolean> {
    return (await likes(this.db).deleteOne({ _id: `${itineraryId}|${userId}` })).deletedCount === 1;
  }
}

function allDuplicates(error: MongoBulkWriteError): boolean {
  const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
  return errors.every((e) => e.code === DUPLICATE_KEY);
}
