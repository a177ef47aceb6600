import type { DomainError } from '../../domain/shared/domain-error.js';
import type { Decider, DomainEvent } from '../../domain/shared/event.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
} from '../ports/event-store.port.js';
import type { CommandContext } from './command-context.js';

/** An aggregate as read from its stream. revision is -1 for a stream with no events. */
export interface Loaded<State> {
  state: State;
  revision: number;
  /** occurredAt of the last event. */
  updatedAt?: string;
}

export interface Handled<State, Event> extends Loaded<State> {
  events: Event[];
}

export interface HandleOptions<State = unknown> {
  /** The client's If-Match (or MCP expectedRevision). Omitted: apply to the latest, retrying on a race. */
  expectedRevision?: number;
  /** A stream that must not exist yet (creation). */
  mustNotExist?: boolean;
  /**
   * Runs on the loaded state before the revision is compared, so that a caller who may not see the
   * aggregate gets its error (notFound) rather than a 412 that reveals the stream and its revision.
   */
  guard?: (state: State) => void;
  /**
   * occurredAt of a creation, to equal the createdAt its payload carries. Not for later writes: a
   * retried write must not be stamped earlier than the event it lost the race to.
   */
  occurredAt?: string;
}

/** Turns stored payloads of older schema versions into the current shape. */
export type Upcaster = (event: RecordedEvent) => { type: string; data: object };

const SCHEMA_VERSION = 1;
const LATEST_RETRIES = 5;
/**
 * Streams whose latest state each repository keeps in memory (least recently used forgotten first).
 * A hit saves reading and folding the stream's earlier events again; every load still reads what the
 * store holds beyond the cached revision, so the cache is only a speed-up, and it needs to hold the
 * working set of streams being read and written, not every aggregate: at 10,000 it kept every
 * itinerary of a 10k service alive (about 2 KB each, 20 MB), and V8 lets its heap grow to several
 * times what stays alive.
 */
const CACHE_SIZE = 1_000;

/**
 * Load -> decide -> append with the expected revision -> new state (docs/design.md §1).
 * Keeps the latest state of recently used streams in memory and catches up from the store on
 * every load, so the cache is never trusted beyond what the store confirms: several API instances
 * may share one store.
 */
export class AggregateRepository<Command, Event extends DomainEvent, State> {
  private readonly cache = new Map<string, Loaded<State>>();

  constructor(
    private readonly store: EventStore,
    private readonly decider: Decider<Command, Event, State>,
    private readonly streamPrefix: string,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    /** What a write on a stale revision fails with: each aggregate names its own conflict. */
    private readonly stale: (currentRevision: number) => DomainError,
    private readonly upcast: Upcaster = (e) => e,
  ) {}

  streamId(aggregateId: string): string {
    return `${this.streamPrefix}${aggregateId}`;
  }

  async load(aggregateId: string): Promise<Loaded<State>> {
    const streamId = this.streamId(aggregateId);
    const cached = this.cache.get(streamId);
    const loaded = await this.fold(streamId, cached ?? { state: this.decider.initialState(), revision: -1 });
    this.remember(streamId, loaded);
    return loaded;
  }

  /** The state as of `revision` (time travel for audits); never cached. */
  async loadAt(aggregateId: string, revision: number): Promise<Loaded<State>> {
    return this.fold(this.streamId(aggregateId), { state: this.decider.initialState(), revision: -1 }, revision);
  }

  async handle(
    aggregateId: string,
    command: Command,
    context: CommandContext,
    options: HandleOptions<State> = {},
  ): Promise<Handled<State, Event>> {
    for (let attempt = 0; ; attempt++) {
      const current = await this.load(aggregateId);
      options.guard?.(current.state);
      if (options.expectedRevision !== undefined && options.expectedRevision !== current.revision) {
        throw this.stale(current.revision);
      }
      const events = this.decider.decide(command, current.state);
      if (events.length === 0) return { ...current, events };
      const expected: ExpectedRevision = options.mustNotExist || current.revision < 0 ? 'no_stream' : current.revision;
      try {
        return await this.append(aggregateId, current, events, expected, context, options.occurredAt);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        // A pinned revision lost the race: the client's view is stale. An unpinned write retries.
        if (options.expectedRevision !== undefined || options.mustNotExist || attempt >= LATEST_RETRIES) {
          throw this.stale(error.actual);
        }
      }
    }
  }

  private async append(
    aggregateId: string,
    current: Loaded<State>,
    events: Event[],
    expected: ExpectedRevision,
    context: CommandContext,
    decidedAt?: string,
  ): Promise<Handled<State, Event>> {
    const streamId = this.streamId(aggregateId);
    const occurredAt = decidedAt ?? this.clock.now().toISOString();
    const result = await this.store.append(
      streamId,
      events.map((e) => ({
        id: this.ids.eventId(),
        type: e.type,
        data: e.data,
        metadata: { ...context, occurredAt, schemaVersion: SCHEMA_VERSION },
      })),
      expected,
    );
    const state = events.reduce((s, e) => this.decider.evolve(s, e), current.state);
    const handled = { state, revision: result.revision, updatedAt: occurredAt, events };
    this.remember(streamId, handled);
    return handled;
  }

  private async fold(streamId: string, from: Loaded<State>, upTo = Infinity): Promise<Loaded<State>> {
    let { state, revision, updatedAt } = from;
    for await (const recorded of this.store.readStream(streamId, { fromRevision: revision + 1 })) {
      if (recorded.revision > upTo) break;
      state = this.decider.evolve(state, this.upcast(recorded) as Event);
      revision = recorded.revision;
      updatedAt = recorded.metadata.occurredAt;
    }
    return { state, revision, updatedAt };
  }

  private remember(streamId: string, loaded: Loaded<State>): void {
    this.cache.delete(streamId);
    this.cache.set(streamId, { state: loaded.state, revision: loaded.revision, updatedAt: loaded.updatedAt });
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
  }
}
