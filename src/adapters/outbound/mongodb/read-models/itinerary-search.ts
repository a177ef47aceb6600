import type { Db, Document } from 'mongodb';
import type { ItineraryListItem } from '../../../../application/ports/itinerary-list.port.js';
import type { ItinerarySearchQuery, ItinerarySearchReader } from '../../../../application/ports/itinerary-search.port.js';
import { foldWord, searchTerms } from '../../../../application/projections/search-terms.js';
import { decodeCursor, encodeCursor, type Page } from '../../../../application/shared/page.js';
import { readModelCollections, type ItineraryReadDocument } from './collections.js';
import { toListItems } from './list-items.js';

const CURSOR = 'search';

/**
 * The text index ($text, weighted like the SQLite bm25 columns) finds and scores candidates, which
 * must hold every term as a whole word (`words`; $text alone ORs terms). Best score first, then id;
 * keyset over (score, id). Whole words only: MongoDB text search has no prefix matching.
 */
export class MongoItinerarySearch implements ItinerarySearchReader {
  constructor(private readonly db: Db) {}

  async search(query: ItinerarySearchQuery): Promise<Page<ItineraryListItem>> {
    const terms = searchTerms(query.text);
    const after = query.cursor ? (decodeCursor(CURSOR, query.cursor, ['number', 'string']) as [number, string]) : undefined;
    if (terms.length === 0) return { items: [] };
    const pipeline: Document[] = [
      {
        $match: {
          $text: { $search: terms.join(' ') },
          active: true,
          words: { $all: terms.map(foldWord) },
          $or: [{ visibility: 'public' }, { 'members.userId': query.userId }],
        },
      },
      { $addFields: { score: { $meta: 'textScore' } } },
      ...(after ? [{ $match: { $or: [{ score: { $lt: after[0] } }, { score: after[0], _id: { $gt: after[1] } }] } }] : []),
      { $sort: { score: -1, _id: 1 } },
      { $limit: query.limit + 1 },
      { $project: { state: 0, search: 0, words: 0 } },
    ];
    const found = await readModelCollections(this.db, 'live')
      .itineraries.aggregate<ItineraryReadDocument & { score: number }>(pipeline)
      .toArray();
    const page = found.slice(0, query.limit);
    const items = await toListItems(this.db, page, query.userId);
    const last = page[page.length - 1];
    return found.length > query.limit && last ? { items, nextCursor: encodeCursor(CURSOR, [last.score, last._id]) } : { items };
  }
}
