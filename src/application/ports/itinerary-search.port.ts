import type { Page } from '../shared/page.js';
import type { ItineraryListItem } from './itinerary-list.port.js';

export interface ItinerarySearchQuery {
  userId: string;
  /** What the user typed; adapters turn it into their own query language, never pass it through. */
  text: string;
  limit: number;
  cursor?: string;
}

/**
 * Full-text search over title, destination, tags, summary and stop names of the itineraries the
 * caller may find: public ones and those the caller is a member of (unlisted ones only for members).
 * Best match first. A public itinerary of someone else has role "viewer".
 */
export interface ItinerarySearchReader {
  search(query: ItinerarySearchQuery): Promise<Page<ItineraryListItem>>;
}
