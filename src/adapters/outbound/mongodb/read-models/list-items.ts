import type { Db } from 'mongodb';
import type { ItineraryListItem } from '../../../../application/ports/itinerary-list.port.js';
import type { Role } from '../../../../domain/itinerary/types.js';
import { likes, viewCounts, type ItineraryReadDocument } from './collections.js';

/** List rows for read documents: the caller's role (viewer for public ones of others) and the counters. */
export async function toListItems(
  db: Db,
  documents: ItineraryReadDocument[],
  userId: string,
): Promise<ItineraryListItem[]> {
  const ids = documents.map((d) => d._id);
  const [views, liked] = await Promise.all([
    viewCounts(db).find({ _id: { $in: ids } }).toArray(),
    likes(db)
      .aggregate<{ _id: string; n: number }>([
        { $match: { itineraryId: { $in: ids } } },
        { $group: { _id: '$itineraryId', n: { $sum: 1 } } },
      ])
      .toArray(),
  ]);
  const viewsOf = new Map(views.map((c) => [c._id, c.views] as const));
  const likesOf = new Map(liked.map((c) => [c._id, c.n] as const));
  return documents.map((d) => {
    const role: Role = d.members.find((m) => m.userId === userId)?.role ?? 'viewer';
    return { ...d.summary!, role, likesCount: likesOf.get(d._id) ?? 0, viewsCount: viewsOf.get(d._id) ?? 0 };
  });
}
