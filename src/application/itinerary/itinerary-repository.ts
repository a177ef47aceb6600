import type { ItineraryCommand } from '../../domain/itinerary/commands.js';
import { itineraryDecider } from '../../domain/itinerary/decider.js';
import type { ItineraryEvent } from '../../domain/itinerary/events.js';
import type { ItineraryState } from '../../domain/itinerary/state.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { EventStore } from '../ports/event-store.port.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import { AggregateRepository } from '../shared/aggregate-repository.js';

/** Itinerary streams are `itinerary-<uuid>` (docs/design.md §1); projections subscribe to this prefix. */
export const ITINERARY_STREAM_PREFIX = 'itinerary-';

export type ItineraryRepository = AggregateRepository<ItineraryCommand, ItineraryEvent, ItineraryState>;

/** One instance per process (bound as a singleton): its cache is what makes reads cheap. */
export const createItineraryRepository = (store: EventStore, clock: Clock, ids: IdGenerator): ItineraryRepository =>
  new AggregateRepository(store, itineraryDecider, ITINERARY_STREAM_PREFIX, clock, ids, (currentRevision) =>
    new DomainError('itineraryModified', 'The itinerary has changed since it was read; read it again.', { currentRevision }),
  );
