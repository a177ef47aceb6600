import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect } from 'chai';
import { WrongExpectedRevisionError, type EventToAppend } from '../../src/application/ports/event-store.port.js';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from '../../src/adapters/outbound/sqlite/event-store.js';
import { KnownStreamHeads } from '../../src/adapters/outbound/sqlite/tuning/known-stream-heads.js';
import { tempDir } from '../support/temp-dir.js';
import { lockHolder } from '../support/write-lock.js';
import { eventStoreContract } from './event-store.contract.js';

const openStore = (file: string, options: { busyTimeoutMs?: number } = {}) => {
  const database = SqliteDatabase.open(file, options);
  const store = new SqliteEventStore(database);
  return {
    store,
    database,
    dispose: async () => {
      await store.close();
      database.close();
    },
  };
};

/** The store as the API process has it: the plain one behind its tuning (composition/sqlite.module.ts). */
const openTunedStore = (file: string) => {
  const plain = openStore(file);
  return { ...plain, store: new KnownStreamHeads(plain.store, plain.database.connection) };
};

const event = (type: string): EventToAppend => ({
  id: randomUUID(),
  type,
  data: {},
  metadata: {
    actorId: 'a',
    clientId: 'c',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
});

describe('SQLite event store', () => {
  let dir: ReturnType<typeof tempDir>;
  beforeEach(() => (dir = tempDir('event-store')));
  afterEach(() => dir.remove());

  eventStoreContract('SQLite', async () => openStore(join(dir.path, `${randomUUID()}.db`)));
  eventStoreContract('SQLite with known stream heads (the API process)', async () => openTunedStore(join(dir.path, `${randomUUID()}.db`)));

  describe('embedded specifics', () => {
    it('opens the file in WAL mode with synchronous = FULL', async () => {
      const { database, dispose } = openStore(join(dir.path, 'itinerary.db'));
      try {
        expect(database.connection.pragma('journal_mode', { simple: true })).to.equal('wal');
        expect(database.connection.pragma('synchronous', { simple: true })).to.equal(2);
      } finally {
        await dispose();
      }
    });

    it('waits for a write lock held by another connection on a timer, serving the event loop meanwhile; appends made while it waits join the batch', async () => {
      const file = join(dir.path, 'itinerary.db');
      const { store, database, dispose } = openStore(file);
      const other = lockHolder(file);
      try {
        other.hold();
        const first = store.append('itinerary-1', [event('A')], 'no_stream');
        const second = store.append('itinerary-2', [event('B')], 'no_stream');
        // SQLite's busy handler would sleep on this thread, and this timer (the only way the lock is
        // ever released here) would not fire before the append failed.
        await new Promise((resolve) => setTimeout(resolve, 30));
        const third = store.append('itinerary-1', [event('C')], 0);
        other.release();
        const results = await Promise.all([first, second, third]);
        expect(results.map((r) => r.revision)).to.deep.equal([0, 0, 1]);
        expect(Number(results[2].position)).to.be.greaterThan(Number(results[0].position));
        expect(database.connection.pragma('busy_timeout', { simple: true })).to.equal(5000);
      } finally {
        other.close();
        await dispose();
      }
    });

    it('fails the appends once another connection held the write lock for the busy timeout, and appends again after', async () => {
      const file = join(dir.path, 'itinerary.db');
      const { store, dispose } = openStore(file, { busyTimeoutMs: 100 });
      const other = lockHolder(file);
      try {
        other.hold();
        const started = Date.now();
        const failure = await store.append('itinerary-1', [event('A')], 'no_stream').then(
          () => undefined,
          (error: unknown) => error,
        );
        expect((failure as { code?: string }).code).to.equal('SQLITE_BUSY');
        expect(Date.now() - started).to.be.at.least(100);
        other.release();
        const result = await store.append('itinerary-1', [event('A')], 'no_stream');
        expect(result.revision).to.equal(0);
      } finally {
        other.close();
        await dispose();
      }
    });

    it('has no head position while empty; positions are decimal integers', async () => {
      const { store, dispose } = openStore(join(dir.path, 'itinerary.db'));
      try {
        expect(await store.headPosition()).to.equal(undefined);
        const result = await store.append('itinerary-1', [event('A')], 'no_stream');
        expect(result.position).to.match(/^\d+$/);
        expect(await store.headPosition()).to.equal(result.position);
      } finally {
        await dispose();
      }
    });

    it('keeps events across a reopen and applies its migration once', async () => {
      const file = join(dir.path, 'itinerary.db');
      const first = openStore(file);
      await first.store.append('itinerary-1', [event('A')], 'no_stream');
      await first.dispose();
      const second = openStore(file);
      try {
        await second.store.append('itinerary-1', [event('B')], 0);
        const rows = second.database.connection
          .prepare("SELECT version FROM schema_migrations WHERE module = 'event-store'")
          .all();
        expect(rows).to.deep.equal([{ version: 1 }]);
      } finally {
        await second.dispose();
      }
    });

    it('reads events appended through another connection after it has read the stream to its end', async () => {
      const file = join(dir.path, 'itinerary.db');
      const reader = openTunedStore(file);
      const writer = openStore(file);
      const types = async (from = 0) => {
        const seen: string[] = [];
        for await (const e of reader.store.readStream('itinerary-1', { fromRevision: from })) seen.push(e.type);
        return seen;
      };
      try {
        await reader.store.append('itinerary-1', [event('A')], 'no_stream');
        expect(await types(1)).to.deep.equal([]);
        await writer.store.append('itinerary-1', [event('B')], 0);
        expect(await types(1)).to.deep.equal(['B']);
        // A second store on the same connection (the CLI's, a test's) appends behind the tuned one's back.
        const sibling = new SqliteEventStore(reader.database);
        await sibling.append('itinerary-1', [event('C')], 1);
        expect(await types(2)).to.deep.equal(['C']);
        expect(await types()).to.deep.equal(['A', 'B', 'C']);
      } finally {
        await writer.dispose();
        await reader.dispose();
      }
    });

    it('reads what another connection appended before this one appended to another stream', async () => {
      const file = join(dir.path, 'itinerary.db');
      const reader = openTunedStore(file);
      const writer = openStore(file);
      const typesAfterA = async () => {
        const seen: string[] = [];
        for await (const e of reader.store.readStream('itinerary-1', { fromRevision: 1 })) seen.push(e.type);
        return seen;
      };
      try {
        await reader.store.append('itinerary-1', [event('A')], 'no_stream');
        await writer.store.append('itinerary-1', [event('B')], 0);
        // The reader's own append comes after the writer's: its position skips one, which tells it.
        await reader.store.append('itinerary-2', [event('X')], 'no_stream');
        expect(await typesAfterA()).to.deep.equal(['B']);
      } finally {
        await writer.dispose();
        await reader.dispose();
      }
    });

    it('a subscription sees events written through another connection (the fallback poll)', async () => {
      const file = join(dir.path, 'itinerary.db');
      const reader = openStore(file);
      const writer = openStore(file);
      const seen: string[] = [];
      const subscription = reader.store.subscribeToAll({}, (e) => void seen.push(e.type));
      try {
        await writer.store.append('itinerary-1', [event('FromElsewhere')], 'no_stream');
        const deadline = Date.now() + 10_000;
        while (seen.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        expect(seen).to.deep.equal(['FromElsewhere']);
      } finally {
        await subscription.stop();
        await writer.dispose();
        await reader.dispose();
      }
    });

    it('commits appends issued together as a group, each one checked against the ones before it', async () => {
      const { store, dispose } = openStore(join(dir.path, 'itinerary.db'));
      try {
        const results = await Promise.allSettled([
          store.append('itinerary-1', [event('A')], 'no_stream'),
          store.append('itinerary-1', [event('B')], 0),
          store.append('itinerary-1', [event('C')], 0),
          store.append('itinerary-1', [{ ...event('D'), data: { n: 1n } }], 1),
          store.append('itinerary-1', [event('E')], 1),
        ]);
        expect(results.map((r) => r.status)).to.deep.equal(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
        expect((results[2] as PromiseRejectedResult).reason).to.be.instanceOf(WrongExpectedRevisionError);
        expect((results[3] as PromiseRejectedResult).reason).to.be.instanceOf(TypeError);
        const types: string[] = [];
        for await (const e of store.readStream('itinerary-1')) types.push(e.type);
        expect(types).to.deep.equal(['A', 'B', 'E']);
      } finally {
        await dispose();
      }
    });

    it('with known stream heads, every read after an acknowledged append sees it, while appends to the same streams are in flight', async () => {
      const { store, dispose } = openTunedStore(join(dir.path, 'itinerary.db'));
      // A slow reader lets the event loop turn between events, so that commits land in the middle of its read.
      const revisions = async (streamId: string, from = 0, slow = false) => {
        const seen: number[] = [];
        for await (const e of store.readStream(streamId, { fromRevision: from })) {
          seen.push(e.revision);
          if (slow) await new Promise((resolve) => setImmediate(resolve));
        }
        return seen;
      };
      try {
        // 12 writers on 3 streams: reads, appends and conflicts interleave within and across group commits.
        // Each writer reads on from what it has seen, as a cached aggregate catches up: a head
        // remembered too low would hide the others' events from it, and it would conflict forever.
        const writer = async (streamId: string, slow: boolean) => {
          let known = -1;
          for (let done = 0, tries = 0; done < 15; tries++) {
            expect(tries, `${streamId}: conflicts without end at revision ${known}`).to.be.below(1000);
            known = (await revisions(streamId, known + 1, slow)).at(-1) ?? known;
            try {
              known = (await store.append(streamId, [event('E')], known < 0 ? 'no_stream' : known)).revision;
              done++;
              // A turn later (slow readers finish meanwhile), the event is still there to read.
              await new Promise((resolve) => setImmediate(resolve));
              expect((await revisions(streamId, known))[0], `${streamId} read from ${known}`).to.equal(known);
            } catch (error) {
              if (!(error instanceof WrongExpectedRevisionError)) throw error;
            }
          }
        };
        let writing = true;
        // Readers that only read, slowly, whole streams: they finish after appends landed mid-read.
        const reader = async (streamId: string) => {
          while (writing) {
            await revisions(streamId, 0, true);
            await new Promise((resolve) => setImmediate(resolve));
          }
        };
        const readers = Array.from({ length: 6 }, (_, i) => reader(`itinerary-${i % 3}`));
        try {
          await Promise.all(Array.from({ length: 12 }, (_, i) => writer(`itinerary-${i % 3}`, i % 2 === 0)));
        } finally {
          writing = false;
          await Promise.allSettled(readers);
        }
        for (let i = 0; i < 3; i++) {
          expect(await revisions(`itinerary-${i}`, 59)).to.deep.equal([59]);
          expect(await revisions(`itinerary-${i}`)).to.deep.equal([...Array(60).keys()]);
        }
      } finally {
        await dispose();
      }
    });

    it('rejects a position that is not its own', async () => {
      const { store, dispose } = openStore(join(dir.path, 'itinerary.db'));
      try {
        const reading = (async () => {
          for await (const _ of store.readAll({ after: '12/34' })) void _;
        })();
        await reading.then(
          () => expect.fail('expected a RangeError'),
          (error: unknown) => expect(error).to.be.instanceOf(RangeError),
        );
      } finally {
        await dispose();
      }
    });
  });
});
