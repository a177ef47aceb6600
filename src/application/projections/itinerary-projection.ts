import type { ItineraryEvent } from '../../domain/itinerary/events.js';
import { evolve } from '../../domain/itinerary/evolve.js';
import { initialItineraryState } from '../../domain/itinerary/state.js';
import type { RecordedEvent } from '../ports/event-store.port.js';
import type { Upcaster } from '../shared/aggregate-repository.js';
import { ITINERARY_STREAM_PREFIX } from '../itinerary/itinerary-repository.js';
import type { ItineraryDocument } from './documents.js';
import { idInStream, type Projection } from './projection.js';

/** Folds an itinerary's events with the aggregate's own `evolve`, so read models never disagree with it. */
export class ItineraryProjection implements Projection<'itinerary'> {
  readonly kind = 'itinerary' as const;

  constructor(private readonly upcast: Upcaster = (e) => e) {}

  documentId(event: RecordedEvent): string | undefined {
    return idInStream(ITINERARY_STREAM_PREFIX, event.streamId);
  }

  apply(current: ItineraryDocument | undefined, event: RecordedEvent): ItineraryDocument {
    const state = evolve(current?.state ?? initialItineraryState(), this.upcast(event) as ItineraryEvent);
    return { id: this.documentId(event)!, revision: event.revision, updatedAt: event.metadata.occurredAt, state };
  }
}
