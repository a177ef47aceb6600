import { randomUUID } from 'node:crypto';
import type { AccountLookup } from '../../src/application/ports/account-lookup.port.js';
import type { RecordedEvent } from '../../src/application/ports/event-store.port.js';
import type { ItineraryListReader } from '../../src/application/ports/itinerary-list.port.js';
import type { ItinerarySearchReader } from '../../src/application/ports/itinerary-search.port.js';
import type {
  ItineraryLikes,
  ItineraryStatsReader,
  ItineraryViewCounter,
} from '../../src/application/ports/itinerary-stats.port.js';
import type { ProjectionStore, ReadModelRebuilds } from '../../src/application/ports/projection-store.port.js';
import { ProjectionWriter } from '../../src/application/projections/projection-writer.js';
import type { AccountEvent } from '../../src/domain/account/events.js';
import type { ItineraryCommand } from '../../src/domain/itinerary/commands.js';
import { itineraryDecider } from '../../src/domain/itinerary/decider.js';
import type { ItineraryState } from '../../src/domain/itinerary/state.js';
import type { Actor, ItineraryDetails } from '../../src/domain/itinerary/types.js';
import { projections } from '../support/read-models.js';

/** Every read-model port of one store family, over one fresh, empty set of read models. */
export interface ReadModelFixture {
  store: ProjectionStore;
  rebuilds: ReadModelRebuilds;
  list: ItineraryListReader;
  search: ItinerarySearchReader;
  stats: ItineraryStatsReader & ItineraryViewCounter & ItineraryLikes;
  accounts: AccountLookup;
  dispose(): Promise<void>;
}

export type ReadModelFactory = () => Promise<ReadModelFixture>;

type CommandBody = Record<string, unknown> & { type: ItineraryCommand['type'] };

/**
 * Writes events into read models the way the projector does (a ProjectionWriter), without an event
 * store: itinerary events come from the domain's decide, one minute apart, so `updatedAt` orders them.
 */
export class ReadModelFeed {
  private position = 0;
  private at = Date.parse('2025-01-01T00:00:00Z');
  private readonly itineraries = new Map<string, { state: ItineraryState; revision: number }>();
  private readonly accounts = new Map<string, number>();
  private pending: RecordedEvent[] = [];

  constructor(private readonly store: ProjectionStore) {}

  user(): Actor {
    return { userId: randomUUID(), pro: true, firstParty: true };
  }

  /** Creates an itinerary and returns its id. */
  create(owner: Actor, details: Partial<ItineraryDetails> = {}, stops: string[] = []): string {
    const id = randomUUID();
    this.run(id, owner, {
      type: 'CreateItinerary',
      itineraryId: id,
      details: { title: 'A trip', destination: 'Somewhere', center: { latitude: 1, longitude: 2 }, ...details },
      days: [{ id: randomUUID(), title: 'Day 1', stops: stops.map((name) => ({ id: randomUUID(), name })) }],
    });
    return id;
  }

  run(itineraryId: string, actor: Actor, body: CommandBody): void {
    const stream = this.itineraries.get(itineraryId) ?? { state: itineraryDecider.initialState(), revision: -1 };
    this.at += 60_000;
    const command = { ...body, actor, now: new Date(this.at).toISOString() } as ItineraryCommand;
    for (const event of itineraryDecider.decide(command, stream.state)) {
      stream.state = itineraryDecider.evolve(stream.state, event);
      stream.revision++;
      this.record(`itinerary-${itineraryId}`, stream.revision, event.type, event.data, actor.userId);
    }
    this.itineraries.set(itineraryId, stream);
  }

  account(userId: string, event: AccountEvent): void {
    const revision = (this.accounts.get(userId) ?? -1) + 1;
    this.accounts.set(userId, revision);
    this.at += 60_000;
    this.record(`account-${userId}`, revision, event.type, event.data, userId);
  }

  register(user: Actor, email: string, displayName: string): void {
    this.account(user.userId, {
      type: 'AccountRegistered',
      data: { accountId: user.userId, email, displayName, passwordHash: 'x', registeredAt: new Date(this.at).toISOString() },
    });
  }

  /** Everything recorded so far, applied and checkpointed in one batch. */
  async flush(): Promise<RecordedEvent[]> {
    const batch = this.pending;
    this.pending = [];
    const { generation } = await this.store.readCheckpoint();
    await new ProjectionWriter(this.store, projections(), generation).apply(batch);
    return batch;
  }

  /** The events recorded so far, kept for a later flush (to replay them elsewhere). */
  get recorded(): readonly RecordedEvent[] {
    return this.pending;
  }

  private record(streamId: string, revision: number, type: string, data: object, actorId: string): void {
    this.pending.push({
      id: randomUUID(),
      streamId,
      revision,
      position: String(++this.position),
      type,
      data,
      metadata: {
        actorId,
        clientId: 'contract',
        correlationId: randomUUID(),
        causationId: randomUUID(),
        occurredAt: new Date(this.at).toISOString(),
        schemaVersion: 1,
      },
    });
  }
}

/** Fresh, empty read models and a feed over them for every test of a suite (disposed after each). */
export function freshReadModels(factory: ReadModelFactory): { fixture: ReadModelFixture; feed: ReadModelFeed } {
  const current = {} as { fixture: ReadModelFixture; feed: ReadModelFeed };
  beforeEach(async () => {
    current.fixture = await factory();
    current.feed = new ReadModelFeed(current.fixture.store);
  });
  afterEach(() => current.fixture.dispose());
  return current;
}
