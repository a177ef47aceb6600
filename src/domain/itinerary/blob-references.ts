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

/**
 * The blobs `before` kept alive that `after`, a later state of the same itinerary, no longer does: a
 * replaced or removed photo, a removed document, everything of a deleted itinerary. No command can
 * refer to a blob again once it is dropped (a photo or document is always a new blob), so these are
 * garbage even if other writes landed between the two states.
 */
export function releasedBlobIds(before: ItineraryState, after: ItineraryState): string[] {
  const kept = new Set(referencedBlobIds(after));
  return referencedBlobIds(before).filter((id) => !kept.has(id));
}
