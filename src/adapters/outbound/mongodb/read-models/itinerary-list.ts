import type { Db, Filter } from 'mongodb';
import type { ItineraryListItem, ItineraryListQuery, ItineraryListReader } from '../../../../application/ports/itinerary-list.port.js';
import { decodeCursor, encodeCursor, type Page } from '../../../../application/shared/page.js';
import { readModelCollections, type ItineraryReadDocument } from './collections.js';
import { toListItems } from './list-items.js';

const CURSOR = 'list';

/** The caller's itineraries by the multikey index on members.userId, newest first, keyset over (updatedAt, _id). */
export class MongoItineraryList implements ItineraryListReader {
  constructor(private readonly db: Db) {}

  async list(query: ItineraryListQuery): Promise<Page<ItineraryListItem>> {
    const member = query.role ? { userId: query.userId, role: query.role } : { userId: query.userId };
    const filter: Filter<ItineraryReadDocument> = { active: true, members: { $elemMatch: member } };
    if (query.cursor) {
      const [updatedAt, id] = decodeCursor(CURSOR, query.cursor, ['string', 'string']) as [string, string];
      filter.$or = [{ updatedAt: { $lt: updatedAt } }, { updatedAt, _id: { $lt: id } }];
    }
    const found = await readModelCollections(this.db, 'live')
      .itineraries.find(filter, { projection: { state: 0, search: 0, words: 0 } })
      .sort({ updatedAt: -1, _id: -1 })
      .limit(query.limit + 1)
      .toArray();
    const items = await toListItems(this.db, found.slice(0, query.limit), query.userId);
    const last = items[items.length - 1];
    return found.length > query.limit && last ? { items, nextCursor: encodeCursor(CURSOR, [last.updatedAt, last.id]) } : { items };
  }
}
