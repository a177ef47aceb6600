/** Absolute URLs of what an itinerary response links to, all under BASE_URL. */
export interface ResourceUrls {
  itinerary(itineraryId: string): string;
  /** A stored photo (day or cover), served by the media route. */
  media(mediaId: string): string;
  /** A sealed document's bytes, served to members only. */
  documentContent(itineraryId: string, documentId: string): string;
}

export const resourceUrls = (baseUrl: string): ResourceUrls => ({
  itinerary: (itineraryId) => `${baseUrl}/v1/itinerary/${itineraryId}`,
  media: (mediaId) => `${baseUrl}/media/${encodeURIComponent(mediaId)}`,
  documentContent: (itineraryId, documentId) =>
    `${baseUrl}/v1/itinerary/${itineraryId}/document/${encodeURIComponent(documentId)}/content`,
});
