import type { ItineraryState } from './state.js';

/** The blobs an itinerary keeps alive: its cover, its days' photos and its sealed documents. */
export function referencedBlobIds(state: ItineraryState): string[] {
  if (state.status !== 'active') return [];
  return [
    ...(state.cover ? [state.cover.mediaId] : []),
    ...state.days.flatMap((day) => (day.image ? [day.image.mediaId] : [])),
    ...state.documents.map((document) => document.blobId),
  ];
}
