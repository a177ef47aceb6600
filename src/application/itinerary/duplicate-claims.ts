import { createHash } from 'node:crypto';
import { duplicateKeyOf, sameDuplicateKey, type DuplicateKey } from '../../domain/itinerary/duplicate-key.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import { WrongExpectedRevisionError, type EventStore, type ExpectedRevision } from '../ports/event-store.port.js';
import type { CommandContext } from '../shared/command-context.js';
import type { ItineraryRepository } from './itinerary-repository.js';

/** Not `itinerary-`: projections that follow itinerary streams must not see claims. */
export const DUPLICATE_CLAIM_STREAM_PREFIX = 'itineraryKey-';
export const ITINERARY_KEY_CLAIMED = 'ItineraryKeyClaimed';

export interface ItineraryKeyClaimed {
  itineraryId: string;
  ownerId: string;
  destination: string;
  startDate: string | null;
  /** The itinerary's revision the claimant's write expects (-1: a create). */
  baseRevision: number;
  claimedAt: string;
}

/** How long a claim whose write has not landed yet still holds its key. */
export const DEFAULT_CLAIM_GRACE_MS = 30_000;
const ATTEMPTS = 10;

/**
 * The duplicate rule (docs/design.md §4) made race-free across processes without a transaction spanning
 * two streams. Every duplicate key has a claim stream; whoever writes an itinerary under a key first
 * appends a claim there. An exclusive claim (create without allowDuplicate) appends with the revision
 * it read, after finding that no other claimant holds the key, so of two racing creates one append
 * fails, re-reads, and sees the winner. Claims are checked lazily against the claimant's current
 * state: it holds while it is active with that key, or while its write has not landed yet (revision
 * still `baseRevision`) for a grace period. Deleted itineraries and changed keys release by themselves.
 * See docs/architecture.md.
 */
export class DuplicateClaims {
  constructor(
    private readonly store: EventStore,
    private readonly itineraries: ItineraryRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly graceMs = DEFAULT_CLAIM_GRACE_MS,
  ) {}

  static streamId(key: DuplicateKey): string {
    const digest = createHash('sha256').update(JSON.stringify([key.ownerId, key.destination, key.startDate]));
    return `${DUPLICATE_CLAIM_STREAM_PREFIX}${digest.digest('hex')}`;
  }

  /**
   * Claims `key` for `itineraryId`. Exclusive: refuses with duplicateItinerary (existingId) when another
   * itinerary holds the key. Shared: always appends, so later exclusive claims see this itinerary.
   * Returns when the claim was made; the caller's write must land well within the grace period.
   */
  async claim(
    key: DuplicateKey,
    itineraryId: string,
    baseRevision: number,
    context: CommandContext,
    mode: 'exclusive' | 'shared',
  ): Promise<Date> {
    const streamId = DuplicateClaims.streamId(key);
    for (let attempt = 1; ; attempt++) {
      const { claims, revision } = await this.read(streamId);
      const claimedAt = this.clock.now();
      if (mode === 'exclusive') {
        const existingId = await this.holder(claims, key, itineraryId, claimedAt.getTime());
        if (existingId !== undefined) {
          throw new DomainError(
            'duplicateItinerary',
            'You already have an itinerary for this destination and start date; send allowDuplicate=true to create another.',
            { existingId },
          );
        }
      }
      const data: ItineraryKeyClaimed = { itineraryId, ...key, baseRevision, claimedAt: claimedAt.toISOString() };
      const expected: ExpectedRevision = mode === 'shared' ? 'any' : revision < 0 ? 'no_stream' : revision;
      try {
        await this.store.append(
          streamId,
          [
            {
              id: this.ids.eventId(),
              type: ITINERARY_KEY_CLAIMED,
              data,
              metadata: { ...context, occurredAt: data.claimedAt, schemaVersion: 1 },
            },
          ],
          expected,
        );
        return claimedAt;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  /** Throws when a claim is too old to rely on: another writer may already treat it as stale. */
  assertFresh(claimedAt: Date): void {
    if (this.clock.now().getTime() - claimedAt.getTime() > this.graceMs / 2) {
      throw new DomainError('conflict', 'The request took too long to complete; send it again.');
    }
  }

  private async read(streamId: string): Promise<{ claims: ItineraryKeyClaimed[]; revision: number }> {
    const claims: ItineraryKeyClaimed[] = [];
    let revision = -1;
    for await (const event of this.store.readStream(streamId)) {
      if (event.type === ITINERARY_KEY_CLAIMED) claims.push(event.data as ItineraryKeyClaimed);
      revision = event.revision;
    }
    return { claims, revision };
  }

  /** An itinerary other than `self` that holds the key: an existing one first, else one being written. */
  private async holder(claims: ItineraryKeyClaimed[], key: DuplicateKey, self: string, now: number): Promise<string | undefined> {
    const latest = new Map<string, ItineraryKeyClaimed>();
    for (const claim of claims) {
      latest.delete(claim.itineraryId);
      latest.set(claim.itineraryId, claim);
    }
    let pending: string | undefined;
    for (const claim of [...latest.values()].reverse()) {
      if (claim.itineraryId === self) continue;
      const { state, revision } = await this.itineraries.load(claim.itineraryId);
      if (state.status === 'active' && sameDuplicateKey(duplicateKeyOf(state.ownerId, state), key)) {
        return claim.itineraryId;
      }
      const writing = revision === claim.baseRevision && now - Date.parse(claim.claimedAt) < this.graceMs;
      if (writing) pending ??= claim.itineraryId;
    }
    return pending;
  }
}
