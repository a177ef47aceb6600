import type { ItineraryPartKind } from './get-itinerary-part.js';

/** Items with a URL of their own: the parts of an itinerary, and its members (by user id). */
export type ItemKind = ItineraryPartKind | 'member';

/** Absolute URLs of what an itinerary response links to, all under BASE_URL. */
export interface ResourceUrls {
  itinerary(itineraryId: string): string;
  /** One item: the URL its GET, PATCH and DELETE share (`.../stop/<stopId>`, `.../member/<userId>`). */
  item(itineraryId: string, kind: ItemKind, itemId: string): string;
  /** A stored photo (day or cover), served by the media route. */
  media(mediaId: string): string;
  /** A sealed document's record. */
  document(itineraryId: string, documentId: string): string;
  /** A sealed document's bytes, served to members only. */
  documentContent(itineraryId: string, documentId: string): string;
  /** The trip page of a public or unlisted itinerary (docs/trip-views.md). */
  tripPage(itineraryId: string): string;
}

export function resourceUrls(baseUrl: string): ResourceUrls {
  const itinerary = (itineraryId: string): string => `${baseUrl}/v1/itinerary/${itineraryId}`;
  const document = (itineraryId: string, documentId: string): string =>
    `${itinerary(itineraryId)}/document/${encodeURIComponent(documentId)}`;
  return {
    itinerary,
    item: (itineraryId, kind, itemId) => `${itinerary(itineraryId)}/${kind}/${encodeURIComponent(itemId)}`,
    media: (mediaId) => `${baseUrl}/media/${encodeURIComponent(mediaId)}`,
    document,
    documentContent: (itineraryId, documentId) => `${document(itineraryId, documentId)}/content`,
    tripPage: (itineraryId) => `${baseUrl}/t/${itineraryId}`,
  };
}
