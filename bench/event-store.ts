/**
 * SQLite event store throughput (`npm run bench:eventstore`), durable settings as in production
 * (WAL, synchronous = FULL: one fsync per append).
 * - single: 100k appends of one event each to 1,000 streams, each with its expected revision, as the
 *   command handlers do (one command, one append), one after the other: every append pays its fsync;
 * - concurrent: the same from 100 writers at once, as an HTTP server under load (group commit);
 * - batched: the same 100k events as appends of 10, one after the other;
 * - readAll: every event in global order; readStream: every stream read whole, as aggregate loads.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SqliteDatabase } from '../src/adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from '../src/adapters/outbound/sqlite/event-store.js';
import type { EventToAppend } from '../src/application/ports/event-store.port.js';
import { tempDir } from '../test/support/temp-dir.js';
import { mergeResults, perSecond } from './results.js';

const EVENTS = 100_000;
const STREAMS = 1_000;
const BATCH = 10;
const WRITERS = 100;

const stopAdded = (n: number): EventToAppend => ({
  id: randomUUID(),
  type: 'StopAdded',
  data: {
    dayIndex: n % 7,
    stop: { id: randomUUID(), name: `Stop ${n}`, lat: 48.85 + (n % 100) / 1000, lng: 2.35, notes: 'Book ahead.' },
  },
  metadata: {
    actorId: `user-${n % 50}`,
    clientId: 'bench',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
});

/**
 * Appends EVENTS events over STREAMS streams, `perAppend` at a time, from `writers` concurrent writers
 * that each own STREAMS / writers streams; returns appends/s.
 */
async function appendAll(store: SqliteEventStore, perAppend: number, writers = 1): Promise<number> {
  const appendsPerWriter = EVENTS / perAppend / writers;
  const streamsPerWriter = STREAMS / writers;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const revisions = new Map<string, number>();
      for (let a = 0; a < appendsPerWriter; a++) {
        const stream = `itinerary-${w * streamsPerWriter + (a % streamsPerWriter)}`;
        const current = revisions.get(stream);
        const events = Array.from({ length: perAppend }, (_, i) => stopAdded(a * perAppend + i));
        const { revision } = await store.append(stream, events, current === undefined ? 'no_stream' : current);
        revisions.set(stream, revision);
      }
    }),
  );
  return perSecond(EVENTS / perAppend, started);
}

/** Runs `measure` on a store in a fresh file of `dir`, then closes both. */
async function withStore<T>(dir: string, name: string, measure: (store: SqliteEventStore) => Promise<T>): Promise<T> {
  const database = SqliteDatabase.open(join(dir, `${name}.db`));
  const store = new SqliteEventStore(database);
  try {
    return await measure(store);
  } finally {
    await store.close();
    database.close();
  }
}

async function benchmarkEventStore(): Promise<void> {
  const dir = tempDir('bench-event-store');
  try {
    const single = await withStore(dir.path, 'single', async (store) => {
      const appendsPerSecond = await appendAll(store, 1);
      let started = process.hrtime.bigint();
      let read = 0;
      for await (const _ of store.readAll()) read++;
      const readAllEventsPerSecond = perSecond(read, started);

      started = process.hrtime.bigint();
      let loaded = 0;
      for (let s = 0; s < STREAMS; s++) for await (const _ of store.readStream(`itinerary-${s}`)) loaded++;
      const readStreamEventsPerSecond = perSecond(loaded, started);
      if (read !== EVENTS || loaded !== EVENTS) throw new Error(`read ${read} and loaded ${loaded} of ${EVENTS}`);
      return { appendsPerSecond, readAllEventsPerSecond, readStreamEventsPerSecond };
    });
    const concurrentAppendsPerSecond = await withStore(dir.path, 'concurrent', (store) => appendAll(store, 1, WRITERS));
    const batchedAppendsPerSecond = await withStore(dir.path, 'batched', (store) => appendAll(store, BATCH));

    const figures = {
      events: EVENTS,
      streams: STREAMS,
      durability: 'WAL, synchronous=FULL',
      sequentialSingleEventAppendsPerSecond: single.appendsPerSecond,
      concurrentWriters: WRITERS,
      concurrentSingleEventAppendsPerSecond: concurrentAppendsPerSecond,
      batchedAppendsPerSecond,
      batchedEventsPerSecond: batchedAppendsPerSecond * BATCH,
      eventsPerBatch: BATCH,
      readAllEventsPerSecond: single.readAllEventsPerSecond,
      readStreamEventsPerSecond: single.readStreamEventsPerSecond,
    };
    console.table(figures);
    mergeResults('eventStore', figures);
  } finally {
    dir.remove();
  }
}

await benchmarkEventStore();
