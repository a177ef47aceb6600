import type { ItineraryListItem } from '../../../../application/ports/itinerary-list.port.js';
import type { ImageRef, Role, Visibility } from '../../../../domain/itinerary/types.js';

/** The columns list and search queries select: a summary row, the caller's role and the counters. */
export const LIST_ITEM_COLUMNS = `s.id, s.owner_id, s.title, s.destination, s.start_date, s.visibility, s.cover,
  s.created_at, s.updated_at, s.day_count, s.stop_count, COALESCE(v.views, 0) AS views, COALESCE(l.likes, 0) AS likes`;

/** The counters of the summary row `s` (tables outside the rebuilt set), for LIST_ITEM_COLUMNS. */
export const COUNTER_JOINS = `LEFT JOIN itinerary_view_counts v ON v.itinerary_id = s.id
  LEFT JOIN itinerary_like_counts l ON l.itinerary_id = s.id`;

export interface ListItemRow {
  id: string;
  owner_id: string;
  title: string;
  destination: string;
  start_date: string | null;
  visibility: Visibility;
  cover: string | null;
  created_at: string;
  updated_at: string;
  day_count: number;
  stop_count: number;
  views: number;
  likes: number;
  role: Role;
}

export function toListItem(row: ListItemRow): ItineraryListItem {
  const item: ItineraryListItem = {
    id: row.id,
    ownerId: row.owner_id,
    title: row.title,
    destination: row.destination,
    visibility: row.visibility,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    dayCount: row.day_count,
    stopCount: row.stop_count,
    role: row.role,
    likesCount: row.likes,
    viewsCount: row.views,
  };
  if (row.start_date !== null) item.startDate = row.start_date;
  if (row.cover !== null) item.cover = JSON.parse(row.cover) as ImageRef;
  return item;
}
