import type { ItineraryCommand } from '../../domain/itinerary/commands.js';
import { itineraryDecider } from '../../domain/itinerary/decider.js';
import { duplicateKeyOf, patchedKeyDetails, sameDuplicateKey } from '../../domain/itinerary/duplicate-key.js';
import type { ItineraryEvent } from '../../domain/itinerary/events.js';
import { readable } from '../../domain/itinerary/permissions.js';
import type { ItineraryState } from '../../domain/itinerary/state.js';
import type { Actor } from '../../domain/itinerary/types.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { Handled } from '../shared/aggregate-repository.js';
import type { CommandContext } from '../shared/command-context.js';
import { identify, type ItineraryDraft } from './drafts.js';
import type { DuplicateClaims } from './duplicate-claims.js';
import type { ItineraryRepository } from './itinerary-repository.js';

export type ChangeDraft = Exclude<ItineraryDraft, { type: 'CreateItinerary' }>;
export type ChangedItinerary = Handled<ItineraryState, ItineraryEvent>;
/** A change worked out from the itinerary as read; it refuses (notFound, forbidden, ...) by throwing. */
export type DerivedDraft = (state: ItineraryState, actor: Actor) => ChangeDraft;

/**
 * Every command on an existing itinerary: ids filled in, the actor's and the clock's part added, then
 * load -> decide -> append at `expectedRevision` (the If-Match; undefined applies to the latest).
 */
export class ChangeItinerary {
  constructor(
    private readonly itineraries: ItineraryRepository,
    private readonly claims: DuplicateClaims,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(
    itineraryId: string,
    draft: ChangeDraft,
    actor: Actor,
    context: CommandContext,
    expectedRevision?: number,
  ): Promise<ChangedItinerary> {
    const body = identify(draft, () => this.ids.uuid());
    const command = { ...body, actor, now: this.clock.now().toISOString() } as ItineraryCommand;
    // Whoever may not see the itinerary learns nothing from a stale If-Match: notFound comes first.
    const guard = (state: ItineraryState): void => void readable(state, actor);
    const pinned = await this.claimChangedKey(itineraryId, command, actor, context, expectedRevision);
    return this.itineraries.handle(itineraryId, command, context, { expectedRevision: pinned ?? expectedRevision, guard });
  }

  /**
   * A change no single command expresses (remove-day.ts), worked out from the itinerary as it was at
   * `expectedRevision` (or as it is now) and appended at exactly that revision: a change made in
   * between fails it with itineraryModified instead of being overwritten by what was worked out.
   */
  async executeDerived(
    itineraryId: string,
    derive: DerivedDraft,
    actor: Actor,
    context: CommandContext,
    expectedRevision?: number,
  ): Promise<ChangedItinerary> {
    const read =
      expectedRevision === undefined
        ? await this.itineraries.load(itineraryId)
        : await this.itineraries.loadAt(itineraryId, expectedRevision);
    return this.execute(itineraryId, derive(read.state, actor), actor, context, expectedRevision ?? read.revision);
  }

  /**
   * A patch that moves the itinerary to another duplicate key claims it before appending, at the
   * revision it was decided on (returned, to pin the append to it), so that a create racing with it
   * sees it. Returns undefined when no claim was needed.
   */
  private async claimChangedKey(
    itineraryId: string,
    command: ItineraryCommand,
    actor: Actor,
    context: CommandContext,
    expectedRevision: number | undefined,
  ): Promise<number | undefined> {
    if (command.type !== 'PatchItinerary' || !command.details) return undefined;
    if (command.details.destination === undefined && command.details.startDate === undefined) return undefined;
    const current = await this.itineraries.load(itineraryId);
    const { itinerary } = readable(current.state, actor);
    if (expectedRevision !== undefined && expectedRevision !== current.revision) return undefined;
    // Decided here first so that an invalid patch never leaves a claim behind.
    const events = itineraryDecider.decide(command, current.state);
    if (!events.some((e) => e.type === 'DetailsChanged')) return undefined;
    const before = duplicateKeyOf(itinerary.ownerId, itinerary);
    const after = duplicateKeyOf(itinerary.ownerId, patchedKeyDetails(itinerary, command.details));
    if (sameDuplicateKey(before, after)) return undefined;
    const claimedAt = await this.claims.claim(after, itineraryId, current.revision, context, 'shared');
    this.claims.assertFresh(claimedAt);
    return current.revision;
  }
}
