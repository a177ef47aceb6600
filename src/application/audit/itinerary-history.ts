import { readable } from '../../domain/itinerary/permissions.js';
import type { ItineraryState } from '../../domain/itinerary/state.js';
import type { Actor } from '../../domain/itinerary/types.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { ItineraryRepository } from '../itinerary/itinerary-repository.js';
import type { AccountLookup } from '../ports/account-lookup.port.js';
import type { EventStore, RecordedEvent } from '../ports/event-store.port.js';
import type { Loaded } from '../shared/aggregate-repository.js';
import { decodeCursor, encodeCursor, type Page } from '../shared/page.js';
import { historyEntry, visibleData, type HistoryEntry } from './history-entry.js';

const CURSOR = 'history';

/**
 * Audits of an itinerary, straight from its event stream: its history page by page, and its state as
 * of any revision (time travel). Members who may write it (owner, editors) may audit it; viewers get
 * forbidden and everyone else notFound, by the current membership. Operators (CLI) use the
 * unchecked `events` and `stateAt`.
 */
export class ItineraryHistory {
  constructor(
    private readonly itineraries: ItineraryRepository,
    private readonly events: EventStore,
    private readonly accounts: AccountLookup,
  ) {}

  /** Oldest first; `cursor` continues after the last entry of the previous page. */
  async page(itineraryId: string, actor: Actor, options: { limit: number; cursor?: string }): Promise<Page<HistoryEntry>> {
    await this.auditable(itineraryId, actor);
    const from = options.cursor ? (decodeCursor(CURSOR, options.cursor, ['number'])[0] as number) + 1 : 0;
    const read: RecordedEvent[] = [];
    const stream = this.events.readStream(this.itineraries.streamId(itineraryId), { fromRevision: from, maxCount: options.limit + 1 });
    for await (const event of stream) read.push(event);
    const shown = read.slice(0, options.limit);
    const names = await this.accounts.getMany(shown.map((e) => e.metadata.actorId));
    const items = shown.map((e) => historyEntry(e, names.get(e.metadata.actorId)?.displayName, visibleData(e, actor.pro)));
    const last = items[items.length - 1];
    return read.length > options.limit && last ? { items, nextCursor: encodeCursor(CURSOR, [last.revision]) } : { items };
  }

  /**
   * The itinerary as of `revision`, for presenting to `actor`: the historical content with today's
   * membership, so the caller's role is their current one (members are not part of the view).
   */
  async asOf(itineraryId: string, revision: number, actor: Actor): Promise<Loaded<ItineraryState>> {
    const current = await this.auditable(itineraryId, actor);
    const past = await this.stateAt(itineraryId, revision);
    if (past.state.status !== 'active') throw noSuchRevision(revision);
    return { ...past, state: { ...past.state, members: current.members } };
  }

  /** The state as of `revision` (no access check: operators). notFound past the last revision. */
  async stateAt(itineraryId: string, revision: number): Promise<Loaded<ItineraryState>> {
    const past = await this.itineraries.loadAt(itineraryId, revision);
    if (past.revision !== revision) throw noSuchRevision(revision);
    return past;
  }

  /** Every event of the stream, oldest first, unredacted (operators). */
  async *entries(itineraryId: string): AsyncIterable<HistoryEntry> {
    for await (const event of this.events.readStream(this.itineraries.streamId(itineraryId))) {
      const name = (await this.accounts.get(event.metadata.actorId))?.displayName;
      yield historyEntry(event, name, event.data);
    }
  }

  private async auditable(itineraryId: string, actor: Actor) {
    const { state } = await this.itineraries.load(itineraryId);
    const { itinerary, role } = readable(state, actor);
    if (role === 'viewer') {
      throw new DomainError('forbidden', 'Only the owner and editors may audit this itinerary.');
    }
    return itinerary;
  }
}

const noSuchRevision = (revision: number): DomainError =>
  new DomainError('notFound', `The itinerary has no revision ${revision}.`);
