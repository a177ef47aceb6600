import type { Role } from '../../domain/itinerary/types.js';
import type { ItinerarySummary } from '../projections/itinerary-summary.js';
import type { Page } from '../shared/page.js';
import type { ItineraryStats } from './itinerary-stats.port.js';

/** One row of a list or a search: the summary, the caller's role and the engagement counters. */
export interface ItineraryListItem extends ItinerarySummary, ItineraryStats {
  role: Role;
}

export interface ItineraryListQuery {
  userId: string;
  /** Only itineraries where the caller has this role. */
  role?: Role;
  limit: number;
  cursor?: string;
}

/**
 * The caller's own and shared itineraries (never strangers' public ones), newest change first
 * (updatedAt descending, then id). Throws InvalidCursorError for a foreign cursor.
 */
export interface ItineraryListReader {
  list(query: ItineraryListQuery): Promise<Page<ItineraryListItem>>;
}
