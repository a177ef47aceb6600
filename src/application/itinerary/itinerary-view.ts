import type {
  DocumentKind,
  DocumentRecord,
  Expense,
  Flight,
  ImageRef,
  Hotel,
  ItineraryDetails,
  PackingItem,
  Role,
  Stop,
  Visibility,
} from '../../domain/itinerary/types.js';
import type { ResourceUrls } from './resource-urls.js';

/**
 * An itinerary as every API (REST, MCP) returns it: docs/interface.md "Resources" and docs/design.md §3. Every list
 * is present, [] when empty (docs/api.md); only the parts the caller may not see are left out.
 */
export interface ItineraryView extends ItineraryDetails {
  id: string;
  /** [] when none were set or they were cleared. */
  tags: string[];
  coverImageURL?: string;
  /** The credit a found photo's source asks to show with it (e.g. Pexels); absent for uploads. */
  coverImageAttribution?: Attribution;
  days: DayView[];
  /** Pro callers only. */
  packing?: PackingItem[];
  /** Pro callers only. */
  expenses?: Expense[];
  flights: Flight[];
  hotels: Hotel[];
  /** Pro callers only. */
  documents?: DocumentView[];
  visibility: Visibility;
  /** The caller's role. */
  role: Role;
  author: { id: string; displayName: string };
  createdAt: string;
  updatedAt: string;
  likesCount: number;
  viewsCount: number;
}

export interface DayView {
  id: string;
  title?: string;
  summary?: string;
  imageURL?: string;
  imageAttribution?: Attribution;
  stops: Stop[];
}

/** "Photo by … on Pexels", with the photo's page. */
export type Attribution = NonNullable<ImageRef['attribution']>;

export interface DocumentView {
  id: string;
  name: string;
  kind: DocumentKind;
  mimeType: string;
  size: number;
  url: string;
}

/** A sealed document as the API shows it: never its blob id or hash; its bytes at `url`, for members. */
export const documentView = (urls: ResourceUrls, itineraryId: string, d: DocumentRecord): DocumentView => ({
  id: d.id,
  name: d.name,
  kind: d.kind,
  mimeType: d.mimeType,
  size: d.size,
  url: urls.documentContent(itineraryId, d.id),
});
