import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect } from 'chai';
import { validate, version as uuidVersion } from 'uuid';
import { SqliteDatabase } from '../../../src/adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from '../../../src/adapters/outbound/sqlite/event-store.js';
import { randomIds } from '../../../src/adapters/outbound/system/clock.js';
import type { Clock } from '../../../src/application/ports/clock.port.js';
import { ChangeItinerary } from '../../../src/application/itinerary/change-itinerary.js';
import { CreateItinerary, type CreateItineraryInput } from '../../../src/application/itinerary/create-itinerary.js';
import { DuplicateClaims } from '../../../src/application/itinerary/duplicate-claims.js';
import { createItineraryRepository } from '../../../src/application/itinerary/itinerary-repository.js';
import type { CommandContext } from '../../../src/application/shared/command-context.js';
import type { Actor } from '../../../src/domain/itinerary/types.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';
import { tempDir } from '../../support/temp-dir.js';

const GRACE_MS = 30_000;

/** A clock the test moves by hand. */
class ManualClock implements Clock {
  constructor(private at = Date.parse('2025-03-01T10:00:00Z')) {}
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): void {
    this.at += ms;
  }
}

/** What one process holds: its own connection, store, repository (with its own cache) and use cases. */
function openProcess(file: string, clock: Clock) {
  const database = SqliteDatabase.open(file);
  const store = new SqliteEventStore(database);
  const itineraries = createItineraryRepository(store, clock, randomIds);
  const claims = new DuplicateClaims(store, itineraries, clock, randomIds, GRACE_MS);
  return {
    store,
    itineraries,
    claims,
    create: new CreateItinerary(itineraries, claims, clock, randomIds),
    change: new ChangeItinerary(itineraries, claims, clock, randomIds),
    close: async () => {
      await store.close();
      database.close();
    },
  };
}

const actor = (userId = randomUUID(), pro = true): Actor => ({ userId, pro, firstParty: true });
const context = (who: Actor): CommandContext => ({
  actorId: who.userId,
  clientId: 'test-client',
  correlationId: randomUUID(),
  causationId: randomUUID(),
});
const input = (more: Partial<CreateItineraryInput['details']> = {}, allowDuplicate = false): CreateItineraryInput => ({
  details: { title: 'Rome', destination: 'Rome', center: { latitude: 41.9, longitude: 12.5 }, startDate: '2025-05-01', ...more },
  allowDuplicate,
});

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a DomainError');
}

describe('Itinerary use cases', () => {
  let dir: ReturnType<typeof tempDir>;
  let clock: ManualClock;
  let app: ReturnType<typeof openProcess>;
  beforeEach(() => {
    dir = tempDir('itinerary-use-cases');
    clock = new ManualClock();
    app = openProcess(join(dir.path, 'itinerary.db'), clock);
  });
  afterEach(async () => {
    await app.close();
    dir.remove();
  });

  describe('create', () => {
    it('fills missing ids with UUIDs and keeps the ones sent', async () => {
      const owner = actor();
      const created = await app.create.execute(owner, context(owner), {
        ...input(),
        days: [{ stops: [{ name: 'Colosseum' }, { id: 'mine', name: 'Forum' }] }],
        packing: [{ name: 'Hat' }],
      });
      expect(created.revision).to.equal(0);
      const state = created.state as Extract<typeof created.state, { status: 'active' }>;
      expect(state.id).to.equal(created.itineraryId);
      expect(state.days[0]!.id).to.match(/^[0-9a-f-]{36}$/);
      expect(state.days[0]!.stops.map((s) => s.id)).to.have.length(2);
      expect(state.days[0]!.stops[1]!.id).to.equal('mine');
      expect(state.packing[0]!.id).to.match(/^[0-9a-f-]{36}$/);
    });

    it('refuses a duplicate (destination trimmed and case-folded, same start date) with existingId', async () => {
      const owner = actor();
      const first = await app.create.execute(owner, context(owner), input());
      const error = await rejection(app.create.execute(owner, context(owner), input({ destination: '  rOME ' })));
      expect(error.code).to.equal('duplicateItinerary');
      expect(error.details).to.deep.equal({ existingId: first.itineraryId });
    });

    it('treats an absent start date as equal only to an absent one', async () => {
      const owner = actor();
      await app.create.execute(owner, context(owner), input({ startDate: undefined }));
      await app.create.execute(owner, context(owner), input());
      const error = await rejection(app.create.execute(owner, context(owner), input({ startDate: undefined })));
      expect(error.code).to.equal('duplicateItinerary');
    });

    it('allows the same key for another owner, another date, or with allowDuplicate', async () => {
      const owner = actor();
      await app.create.execute(owner, context(owner), input());
      const other = actor();
      await app.create.execute(other, context(other), input());
      await app.create.execute(owner, context(owner), input({ startDate: '2025-05-02' }));
      const again = await app.create.execute(owner, context(owner), input({}, true));
      expect(again.revision).to.equal(0);
    });

    it('still refuses after an allowDuplicate copy was deleted while the first one lives', async () => {
      const owner = actor();
      const first = await app.create.execute(owner, context(owner), input());
      const copy = await app.create.execute(owner, context(owner), input({}, true));
      await app.change.execute(copy.itineraryId, { type: 'DeleteItinerary' }, owner, context(owner));
      const error = await rejection(app.create.execute(owner, context(owner), input()));
      expect(error.details).to.deep.equal({ existingId: first.itineraryId });
    });

    it('frees the key when the itinerary is deleted', async () => {
      const owner = actor();
      const first = await app.create.execute(owner, context(owner), input());
      await app.change.execute(first.itineraryId, { type: 'DeleteItinerary' }, owner, context(owner));
      const second = await app.create.execute(owner, context(owner), input());
      expect(second.itineraryId).to.not.equal(first.itineraryId);
    });

    it('leaves no claim behind for an invalid request', async () => {
      const owner = actor();
      await rejection(app.create.execute(owner, context(owner), input({ center: { latitude: 99, longitude: 0 } })));
      const created = await app.create.execute(owner, context(owner), input());
      expect(created.revision).to.equal(0);
    });

    it('gives exactly one winner to identical creates racing in one process', async () => {
      const owner = actor();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => app.create.execute(owner, context(owner), input())),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
      expect(won).to.have.length(1);
      expect(lost.map((r) => (r.reason as DomainError).code)).to.deep.equal(Array(9).fill('duplicateItinerary'));
    });

    it('gives exactly one winner to identical creates racing in two processes on one file', async () => {
      const other = openProcess(join(dir.path, 'itinerary.db'), clock);
      try {
        const owner = actor();
        const results = await Promise.allSettled(
          Array.from({ length: 10 }, (_, i) => (i % 2 ? other : app).create.execute(owner, context(owner), input())),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(1);
      } finally {
        await other.close();
      }
    });

    it('holds a claim whose itinerary was never written for the grace period only', async () => {
      const owner = actor();
      const key = { ownerId: owner.userId, destination: 'rome', startDate: '2025-05-01' };
      const crashedId = randomUUID();
      await app.claims.claim(key, crashedId, -1, context(owner), 'exclusive');
      const error = await rejection(app.create.execute(owner, context(owner), input()));
      expect(error.details).to.deep.equal({ existingId: crashedId });
      clock.advance(GRACE_MS + 1);
      const created = await app.create.execute(owner, context(owner), input());
      expect(created.revision).to.equal(0);
    });
  });

  describe('patch and the duplicate key', () => {
    it('moves the key: the old one is free, the new one is held', async () => {
      const owner = actor();
      const rome = await app.create.execute(owner, context(owner), input());
      await app.change.execute(
        rome.itineraryId,
        { type: 'PatchItinerary', details: { destination: 'Milan', startDate: null } },
        owner,
        context(owner),
        0,
      );
      await app.create.execute(owner, context(owner), input());
      const error = await rejection(app.create.execute(owner, context(owner), input({ destination: 'milan', startDate: undefined })));
      expect(error.details).to.deep.equal({ existingId: rome.itineraryId });
    });

    it('a patch refused for a stale If-Match claims nothing', async () => {
      const owner = actor();
      const rome = await app.create.execute(owner, context(owner), input());
      const stale = await rejection(
        app.change.execute(rome.itineraryId, { type: 'PatchItinerary', details: { destination: 'Milan' } }, owner, context(owner), 7),
      );
      expect(stale.code).to.equal('itineraryModified');
      const created = await app.create.execute(owner, context(owner), input({ destination: 'Milan' }));
      expect(created.revision).to.equal(0);
    });
  });

  describe('change', () => {
    it('answers notFound, not itineraryModified, to a stranger with a stale revision', async () => {
      const owner = actor();
      const rome = await app.create.execute(owner, context(owner), input());
      const stranger = actor();
      const error = await rejection(
        app.change.execute(rome.itineraryId, { type: 'PatchItinerary', details: { title: 'x' } }, stranger, context(stranger), 5),
      );
      expect(error.code).to.equal('notFound');
    });

    it('generates the id of a new stop and records the command context on the event', async () => {
      const owner = actor();
      const rome = await app.create.execute(owner, context(owner), { ...input(), days: [{ id: 'd1', stops: [] }] });
      const ctx = context(owner);
      const changed = await app.change.execute(rome.itineraryId, { type: 'AddStop', dayId: 'd1', stop: { name: 'Pantheon' } }, owner, ctx, 0);
      expect(changed.revision).to.equal(1);
      const events = [];
      for await (const e of app.store.readStream(`itinerary-${rome.itineraryId}`)) events.push(e);
      expect(events[1]!.type).to.equal('StopAdded');
      expect((events[1]!.data as { stop: { id: string } }).stop.id).to.match(/^[0-9a-f-]{36}$/);
      expect(events[1]!.metadata).to.include(ctx);
    });

    it('gives events time-ordered ids (UUIDv7), in the order they were appended, and itineraries random ones (v4)', async () => {
      const owner = actor();
      const rome = await app.create.execute(owner, context(owner), { ...input(), days: [{ id: 'd1', stops: [] }] });
      for (const name of ['Pantheon', 'Forum', 'Colosseum']) {
        await app.change.execute(rome.itineraryId, { type: 'AddStop', dayId: 'd1', stop: { name } }, owner, context(owner));
      }
      const ids: string[] = [];
      for await (const e of app.store.readAll()) ids.push(e.id);
      expect(ids.length).to.be.greaterThan(4);
      expect(ids.every(validate)).to.equal(true);
      expect(ids.map((id) => uuidVersion(id))).to.deep.equal(ids.map(() => 7));
      expect([...ids].sort()).to.deep.equal(ids);
      expect(uuidVersion(rome.itineraryId)).to.equal(4);
    });
  });
});
