import type { EventStore, EventToAppend, ExpectedRevision } from '../../src/application/ports/event-store.port.js';
import type { AccountEvent } from '../../src/domain/account/events.js';
import type { ItineraryCommand } from '../../src/domain/itinerary/commands.js';
import { itineraryDecider } from '../../src/domain/itinerary/decider.js';
import type { ItineraryState } from '../../src/domain/itinerary/state.js';
import type { Actor, Visibility } from '../../src/domain/itinerary/types.js';

/** A small seeded PRNG (mulberry32), so a mix is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface MixOptions {
  /** Stop after about this many events. */
  events: number;
  users?: number;
  /** Itineraries being edited at any one time: interleaves streams as live traffic does. */
  active?: number;
  seed?: number;
  /** Called after each append with the events written so far. */
  onAppended?: (written: number) => void;
}

export interface Append {
  streamId: string;
  events: EventToAppend[];
  expected: ExpectedRevision;
}

const CITIES = ['Rome', 'Lisbon', 'Kyoto', 'Zürich', 'Oaxaca', 'Reykjavík', 'Marrakesh', 'Hanoi', 'Cusco', 'Tallinn'];
const PLACES = ['Old Town', 'Cathedral', 'Night Market', 'Harbour', 'Museum of Art', 'Botanical Garden', 'Castle', 'Hot Springs'];
const WORDS = ['food', 'hiking', 'museums', 'beach', 'wine', 'architecture', 'family', 'budget'];

/** A deterministic uuid-shaped id from a counter. */
const uuidOf = (prefix: number, n: number): string => {
  const hex = n.toString(16).padStart(12, '0');
  return `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${hex}`;
};

interface Live {
  id: string;
  owner: Actor;
  editors: Actor[];
  state: ItineraryState;
  revision: number;
  stops: { dayId: string; stopId: string }[];
  days: string[];
}

/**
 * A realistic stream of appends: accounts sign up and rename themselves, itineraries are created and
 * then edited in short sessions (details, days and stops, covers, members, visibility, bookings,
 * packing, expenses), a few are deleted. Itinerary events come from the domain's own decide, so
 * every event is one the service could have written.
 */
export function* eventMix(options: MixOptions): Generator<Append> {
  const random = seededRandom(options.seed ?? 42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const userCount = options.users ?? Math.max(10, Math.round(options.events / 200));
  const activeCount = options.active ?? 100;
  let ids = 0;
  const nextId = (): string => uuidOf(options.seed ?? 42, ++ids);
  let at = Date.parse('2025-01-01T00:00:00Z');
  const now = (): string => new Date((at += 1000)).toISOString();
  const meta = (actorId: string) => ({
    actorId,
    clientId: 'mix',
    correlationId: nextId(),
    causationId: nextId(),
    occurredAt: now(),
    schemaVersion: 1,
  });

  let produced = 0;
  const users: Actor[] = [];
  const accountRevisions = new Map<string, number>();
  const accountAppend = (user: Actor, event: AccountEvent): Append => {
    const revision = accountRevisions.get(user.userId) ?? -1;
    accountRevisions.set(user.userId, revision + 1);
    produced++;
    return {
      streamId: `account-${user.userId}`,
      events: [{ id: nextId(), type: event.type, data: event.data, metadata: meta(user.userId) }],
      expected: revision < 0 ? 'no_stream' : revision,
    };
  };
  for (let i = 0; i < userCount; i++) {
    const user: Actor = { userId: nextId(), pro: random() < 0.3, firstParty: true };
    users.push(user);
    yield accountAppend(user, {
      type: 'AccountRegistered',
      data: {
        accountId: user.userId,
        email: `traveller${i}@example.com`,
        displayName: `Traveller ${i}`,
        passwordHash: 'scrypt$mix',
        registeredAt: new Date(at).toISOString(),
      },
    });
    if (user.pro) yield accountAppend(user, { type: 'PlanChanged', data: { plan: 'pro' } });
  }

  const active: Live[] = [];
  const run = (live: Live, actor: Actor, body: Record<string, unknown> & { type: string }): Append | undefined => {
    const command = { ...body, actor: { ...actor, pro: true }, now: new Date(at).toISOString() } as ItineraryCommand;
    let events;
    try {
      events = itineraryDecider.decide(command, live.state);
    } catch {
      return undefined;
    }
    if (events.length === 0) return undefined;
    const expected: ExpectedRevision = live.revision < 0 ? 'no_stream' : live.revision;
    const metadata = meta(actor.userId);
    for (const event of events) live.state = itineraryDecider.evolve(live.state, event);
    live.revision += events.length;
    produced += events.length;
    return {
      streamId: `itinerary-${live.id}`,
      events: events.map((e) => ({ id: nextId(), type: e.type, data: e.data, metadata })),
      expected,
    };
  };

  const create = (): Append | undefined => {
    const owner = pick(users);
    const city = pick(CITIES);
    const days = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, d) => ({
      id: nextId(),
      title: `Day ${d + 1} in ${city}`,
      stops: Array.from({ length: Math.floor(random() * 4) }, () => ({ id: nextId(), name: `${pick(PLACES)} of ${city}` })),
    }));
    const live: Live = {
      id: nextId(),
      owner,
      editors: [],
      state: itineraryDecider.initialState(),
      revision: -1,
      days: days.map((d) => d.id),
      stops: days.flatMap((d) => d.stops.map((s) => ({ dayId: d.id, stopId: s.id }))),
    };
    const append = run(live, owner, {
      type: 'CreateItinerary',
      itineraryId: live.id,
      details: {
        title: `${pick(['Weekend', 'Two weeks', 'Spring', 'Honeymoon', 'Road trip'])} in ${city}`,
        destination: city,
        center: { latitude: random() * 120 - 60, longitude: random() * 340 - 170 },
        startDate: `2026-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 10)}`,
        tags: [pick(WORDS), pick(WORDS)].filter((w, i, all) => all.indexOf(w) === i),
        summary: `A ${pick(WORDS)} trip to ${city}.`,
      },
      days,
    });
    if (append) active.push(live);
    return append;
  };

  const edit = (live: Live): Append | undefined => {
    const actor = live.editors.length > 0 && random() < 0.3 ? pick(live.editors) : live.owner;
    const r = random();
    if (r < 0.25 && live.days.length > 0) {
      const dayId = pick(live.days);
      const stopId = nextId();
      live.stops.push({ dayId, stopId });
      return run(live, actor, { type: 'AddStop', dayId, stop: { id: stopId, name: `${pick(PLACES)} ${ids % 97}` } });
    }
    if (r < 0.4 && live.stops.length > 0) {
      const { stopId } = pick(live.stops);
      return run(live, actor, { type: 'ChangeStop', stopId, patch: { note: `Book ahead (${ids})`, durationMinutes: 60 } });
    }
    if (r < 0.45 && live.stops.length > 0) {
      const index = Math.floor(random() * live.stops.length);
      const { stopId } = live.stops.splice(index, 1)[0]!;
      return run(live, actor, { type: 'RemoveStop', stopId });
    }
    if (r < 0.6) {
      return run(live, actor, {
        type: 'PatchItinerary',
        details: random() < 0.5 ? { summary: `Plans revised: ${pick(WORDS)} and ${pick(WORDS)}.` } : { tags: [pick(WORDS)] },
      });
    }
    if (r < 0.65) {
      return run(live, actor, { type: 'SetCoverImage', image: { mediaId: nextId(), contentType: 'image/jpeg' } });
    }
    if (r < 0.7) {
      const dayId = nextId();
      live.days.push(dayId);
      return run(live, actor, { type: 'SetDay', day: { id: dayId, title: `Extra day ${live.days.length}`, stops: [] } });
    }
    if (r < 0.75 && actor === live.owner) {
      const member = pick(users);
      if (member === live.owner) return undefined;
      const role = random() < 0.5 ? 'editor' : 'viewer';
      if (role === 'editor') live.editors.push(member);
      return run(live, actor, { type: 'AddMember', userId: member.userId, role });
    }
    if (r < 0.8 && actor === live.owner) {
      const visibility: Visibility = pick(['private', 'unlisted', 'public'] as const);
      return run(live, actor, { type: 'ChangeVisibility', visibility });
    }
    if (r < 0.85) {
      return run(live, actor, { type: 'AddPackingItem', item: { id: nextId(), name: pick(['Passport', 'Charger', 'Boots']) } });
    }
    if (r < 0.9) {
      return run(live, actor, {
        type: 'AddExpense',
        expense: { id: nextId(), title: 'Tickets', amount: Math.round(random() * 20000) / 100, currency: 'EUR' },
      });
    }
    if (r < 0.95) {
      return run(live, actor, { type: 'AddHotel', hotel: { id: nextId(), name: `Hotel ${pick(PLACES)}` } });
    }
    return run(live, actor, { type: 'AddFlight', flight: { id: nextId(), flightNumber: `LX${100 + (ids % 900)}` } });
  };

  while (produced < options.events) {
    if (random() < 0.002) {
      const user = pick(users);
      yield accountAppend(user, { type: 'DisplayNameChanged', data: { displayName: `Traveller ${pick(WORDS)} ${ids}` } });
      continue;
    }
    if (active.length < activeCount || random() < 0.02) {
      const append = create();
      if (append) yield append;
      continue;
    }
    const index = Math.floor(random() * active.length);
    const live = active[index]!;
    if (random() < 0.02) {
      active.splice(index, 1);
      if (random() < 0.3) {
        const append = run(live, live.owner, { type: 'DeleteItinerary' });
        if (append) yield append;
      }
      continue;
    }
    const append = edit(live);
    if (append) yield append;
  }
}

/** Appends a mix to a store; returns the number of events written. */
export async function appendMix(store: EventStore, options: MixOptions): Promise<number> {
  let count = 0;
  for (const append of eventMix(options)) {
    await store.append(append.streamId, append.events, append.expected);
    count += append.events.length;
    options.onAppended?.(count);
  }
  return count;
}
