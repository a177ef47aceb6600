import type { Db } from 'mongodb';
import type { ItineraryListItem } from '../../../../application/ports/itinerary-list.port.js';
import type { Role } from '../../../../domain/itinerary/types.js';
import { viewCounts, type ItineraryReadDocument } from './collections.js';

/** List rows for read documents: the caller's role (viewer for public ones of others) and the counters. */
export async function toListItems(db: Db, documents: ItineraryReadDocument[], userId: string): Promise<ItineraryListItem[]> {
  const ids = documents.map((d) => d._id);
  const counts = new Map(
    (await viewCounts(db).find({ _id: { $in: ids } }).toArray()).map((c) => [c._id, c.views] as const),
  );
  return documents.map((d) => {
    const role: Role = d.members.find((m) => m.userId === userId)?.role ?? 'viewer';
    return { ...d.summary!, role, likesCount: 0, viewsCount: counts.get(d._id) ?? 0 };
  });
}
