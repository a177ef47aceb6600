/**
 * Projection rebuild throughput (`npm run bench:rebuild`): 1M events of a realistic mix (accounts,
 * itineraries created and edited in interleaved sessions, members, visibility, bookings, a few
 * deletions) in an embedded SQLite store, then `projections:rebuild`'s code path rebuilds every read
 * model from them, aside, and switches them in; production durability (WAL, synchronous = FULL).
 * Written and read through the personal-data sealing the service puts in front of its store, so the
 * accounts' events are sealed and opened (one key file per account) as in production.
 * Goal: at least 50,000 events/s. The generated store is kept under bench/tmp/ for the next run.
 * REBUILD_EVENTS overrides the count.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { PersonalDataSealing } from '../src/adapters/outbound/crypto/personal-data-sealing.js';
import { FileSecretStore } from '../src/adapters/outbound/filesystem/file-secret-store.js';
import { SqliteDatabase } from '../src/adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from '../src/adapters/outbound/sqlite/event-store.js';
import { sqlitePositionOrder } from '../src/adapters/outbound/sqlite/position-order.js';
import { SqliteReadModelDatabase } from '../src/adapters/outbound/sqlite/read-models/read-model-database.js';
import { SqliteReadModelRebuilds } from '../src/adapters/outbound/sqlite/read-models/rebuilds.js';
import { ReadModelRebuild } from '../src/application/projections/rebuild.js';
import { appendMix } from '../test/support/event-mix.js';
import { projections } from '../test/support/read-models.js';
import { loadAverage, mergeResults, perSecond, printFigure } from './results.js';

const EVENTS = Number(process.env.REBUILD_EVENTS ?? 1_000_000);
const GOAL = 50_000;
/** 2: the mix is written through the personal-data sealing. */
const MIX_VERSION = 2;
const DIR = fileURLToPath(new URL('./tmp/', import.meta.url));

/** The store with EVENTS events, generated once (without fsyncs: setup, not the measurement). */
async function eventStoreFile(): Promise<string> {
  const file = `${DIR}rebuild-mix${MIX_VERSION}-${EVENTS}.db`;
  if (existsSync(file)) return file;
  mkdirSync(DIR, { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const database = SqliteDatabase.open(partial);
  database.connection.pragma('synchronous = OFF');
  rmSync(secretsOf(partial), { recursive: true, force: true });
  const store = new PersonalDataSealing(new SqliteEventStore(database), new FileSecretStore(secretsOf(partial)));
  const started = process.hrtime.bigint();
  let written = 0;
  const progress = setInterval(() => console.log(`  generating: ${written} events`), 10_000);
  try {
    written = await appendMix(store, { events: EVENTS, seed: 2026, onAppended: (n) => (written = n) });
  } finally {
    clearInterval(progress);
  }
  console.log(`  generated ${written} events (${perSecond(written, started)}/s)`);
  await store.close();
  database.connection.pragma('wal_checkpoint(TRUNCATE)');
  database.close();
  renameSync(partial, file);
  rmSync(secretsOf(file), { recursive: true, force: true });
  renameSync(secretsOf(partial), secretsOf(file));
  return file;
}

/** The DATA_DIR-like directory whose secrets/ holds the accounts' keys of a generated store. */
const secretsOf = (file: string): string => `${file}.data`;

async function rebuildBenchmark(): Promise<void> {
  const file = await eventStoreFile();
  const database = SqliteDatabase.open(file);
  const events = new PersonalDataSealing(new SqliteEventStore(database), new FileSecretStore(secretsOf(file)));
  const readModels = new SqliteReadModelDatabase(database);
  try {
    let read = 0;
    const readStarted = process.hrtime.bigint();
    for await (const _ of events.readAll()) read++;
    const readAllPerSecond = perSecond(read, readStarted);

    const rebuild = new ReadModelRebuild(events, new SqliteReadModelRebuilds(readModels), projections(), sqlitePositionOrder);
    const cpuBefore = process.cpuUsage();
    const started = process.hrtime.bigint();
    const { events: rebuilt } = await rebuild.run();
    const eventsPerSecond = perSecond(rebuilt, started);
    const cpu = process.cpuUsage(cpuBefore);
    // On a shared machine wall time includes waiting for a CPU; events per CPU-second does not.
    const eventsPerCpuSecond = Math.round(rebuilt / ((cpu.user + cpu.system) / 1e6));
    const seconds = Number((rebuilt / eventsPerSecond).toFixed(2));
    const documents = database.connection.prepare('SELECT count(*) AS n FROM rm_itinerary_docs').get() as { n: number };
    const figures = {
      events: rebuilt,
      itineraries: documents.n,
      seconds,
      eventsPerSecond,
      goalEventsPerSecond: GOAL,
      meetsGoal: eventsPerSecond >= GOAL,
      eventsPerCpuSecond,
      readAllEventsPerSecond: readAllPerSecond,
      loadAverage: Number(os.loadavg()[0]!.toFixed(2)),
      cpus: os.cpus().length,
    };
    console.log(`rebuild of ${rebuilt} events in ${seconds} s, load average ${loadAverage().join(' ')}`);
    printFigure('projection rebuild', eventsPerSecond, ' events/s', { min: GOAL });
    printFigure('projection rebuild per CPU-second', eventsPerCpuSecond, ' events/s');
    printFigure('readAll alone', readAllPerSecond, ' events/s');
    mergeResults('rebuild', figures);
  } finally {
    await events.close();
    database.close();
  }
}

await rebuildBenchmark();
