import type { Db } from 'mongodb';
import type {
  ItineraryStats,
  ItineraryStatsReader,
  ItineraryViewCounter,
} from '../../../../application/ports/itinerary-stats.port.js';
import { viewCounts, viewDays } from './collections.js';

const DAY_MARKER_TTL_MS = 2 * 24 * 3600_000;
const DUPLICATE_KEY = 11000;

/**
 * Views counted without events: inserting the (itinerary, user, day) marker is the once-a-day test
 * (a duplicate key means already counted); the count is an atomic $inc. Markers expire by TTL index.
 */
export class MongoItineraryStats implements ItineraryStatsReader, ItineraryViewCounter {
  constructor(private readonly db: Db) {}

  async get(itineraryId: string): Promise<ItineraryStats> {
    const found = await viewCounts(this.db).findOne({ _id: itineraryId });
    return { likesCount: 0, viewsCount: found?.views ?? 0 };
  }

  async recordView(itineraryId: string, userId: string, at: Date): Promise<boolean> {
    const day = at.toISOString().slice(0, 10);
    try {
      await viewDays(this.db).insertOne({
        _id: `${itineraryId}|${userId}|${day}`,
        itineraryId,
        userId,
        day,
        expireAt: new Date(Date.parse(day) + DAY_MARKER_TTL_MS),
      });
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
    await viewCounts(this.db).updateOne({ _id: itineraryId }, { $inc: { views: 1 } }, { upsert: true });
    return true;
  }
}
