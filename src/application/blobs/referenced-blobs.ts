import { referencedBlobIds } from '../../domain/itinerary/blob-references.js';
import { ITINERARY_STREAM_PREFIX, type ItineraryRepository } from '../itinerary/itinerary-repository.js';
import type { EventStore } from '../ports/event-store.port.js';

/**
 * Every blob some itinerary refers to now, from the event store: the source of truth, which never
 * lags as a read model may. First the itinerary streams (one pass over their events), then each one
 * folded to its latest state (loadAt: uncached, so a sweep does not evict what requests keep warm).
 * Memory holds the stream ids and one state at a time.
 */
export async function referencedBlobsInEventStore(store: EventStore, itineraries: ItineraryRepository): Promise<Set<string>> {
  const streams = new Set<string>();
  for await (const event of store.readAll({ streamPrefixes: [ITINERARY_STREAM_PREFIX] })) streams.add(event.streamId);
  const referenced = new Set<string>();
  for (const streamId of streams) {
    const { state } = await itineraries.loadAt(streamId.slice(ITINERARY_STREAM_PREFIX.length), Number.POSITIVE_INFINITY);
    for (const blobId of referencedBlobIds(state)) referenced.add(blobId);
  }
  return referenced;
}
