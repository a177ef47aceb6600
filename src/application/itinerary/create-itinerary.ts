import type { ItineraryCommand } from '../../domain/itinerary/commands.js';
import { itineraryDecider } from '../../domain/itinerary/decider.js';
import { duplicateKeyOf } from '../../domain/itinerary/duplicate-key.js';
import type { ItineraryEvent } from '../../domain/itinerary/events.js';
import type { ItineraryState } from '../../domain/itinerary/state.js';
import type { Actor, ItineraryDetails } from '../../domain/itinerary/types.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { Handled } from '../shared/aggregate-repository.js';
import type { CommandContext } from '../shared/command-context.js';
import { identify, type DraftCollections } from './drafts.js';
import type { DuplicateClaims } from './duplicate-claims.js';
import type { ItineraryRepository } from './itinerary-repository.js';

export interface CreateItineraryInput extends DraftCollections {
  details: ItineraryDetails;
  /** Create even when the caller already owns one with the same destination and start date. */
  allowDuplicate?: boolean;
}

export type CreatedItinerary = Handled<ItineraryState, ItineraryEvent> & { itineraryId: string };

/** Creates a private itinerary owned by the actor, under the duplicate rule of docs/design.md §4. */
export class CreateItinerary {
  constructor(
    private readonly itineraries: ItineraryRepository,
    private readonly claims: DuplicateClaims,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, context: CommandContext, input: CreateItineraryInput): Promise<CreatedItinerary> {
    const { details, allowDuplicate = false, ...collections } = input;
    const itineraryId = this.ids.uuid();
    const body = identify({ type: 'CreateItinerary', itineraryId, details, ...collections }, () => this.ids.uuid());
    const command = { ...body, actor, now: this.clock.now().toISOString() } as ItineraryCommand;
    // Decided once before claiming, so an invalid request never leaves a claim behind.
    itineraryDecider.decide(command, itineraryDecider.initialState());
    const key = duplicateKeyOf(actor.userId, details);
    const claimedAt = await this.claims.claim(key, itineraryId, -1, context, allowDuplicate ? 'shared' : 'exclusive');
    this.claims.assertFresh(claimedAt);
    const handled = await this.itineraries.handle(itineraryId, command, context, { mustNotExist: true, occurredAt: command.now });
    return { ...handled, itineraryId };
  }
}
