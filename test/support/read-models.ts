import { join } from 'node:path';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from '../../src/adapters/outbound/sqlite/event-store.js';
import { sqlitePositionOrder } from '../../src/adapters/outbound/sqlite/position-order.js';
import { SqliteProjectionStore } from '../../src/adapters/outbound/sqlite/read-models/projection-store.js';
import { SqliteReadModelDatabase } from '../../src/adapters/outbound/sqlite/read-models/read-model-database.js';
import { SqliteReadModelRebuilds } from '../../src/adapters/outbound/sqlite/read-models/rebuilds.js';
import { tableSet, type TableSetName } from '../../src/adapters/outbound/sqlite/read-models/schema.js';
import type { Logger } from '../../src/application/ports/logger.port.js';
import { AccountProjection } from '../../src/application/projections/account-projection.js';
import { ItineraryProjection } from '../../src/application/projections/itinerary-projection.js';
import type { Projection } from '../../src/application/projections/projection.js';
import { ReadModelRebuild } from '../../src/application/projections/rebuild.js';
import { tempDir } from './temp-dir.js';

export const projections = (): Projection[] => [new ItineraryProjection(), new AccountProjection()];

export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silentLogger,
};

/** An embedded event store and read models in one temp SQLite file, as one process holds them. */
export function embeddedReadModels(label: string) {
  const dir = tempDir(label);
  const database = SqliteDatabase.open(join(dir.path, 'itinerary.db'));
  const events = new SqliteEventStore(database);
  const readModels = new SqliteReadModelDatabase(database);
  return {
    dir,
    database,
    events,
    readModels,
    store: new SqliteProjectionStore(readModels, tableSet('live')),
    rebuild: new ReadModelRebuild(events, new SqliteReadModelRebuilds(readModels), projections(), sqlitePositionOrder),
    async close(): Promise<void> {
      await events.close();
      database.close();
      dir.remove();
    },
  };
}

/**
 * Rebuilds the read models of an embedded store aside (not switched in) and returns both snapshots:
 * a test asserts `live` deep-equals `rebuilt` to prove the projector lost and repeated nothing.
 */
export async function liveAndRebuilt(database: SqliteDatabase, events: SqliteEventStore) {
  const readModels = new SqliteReadModelDatabase(database);
  const rebuild = new ReadModelRebuild(events, new SqliteReadModelRebuilds(readModels), projections(), sqlitePositionOrder);
  const { target } = await rebuild.build();
  try {
    return { live: snapshotReadModels(database, 'live'), rebuilt: snapshotReadModels(database, 'next') };
  } finally {
    await target.discard();
  }
}

/** The same for the SQLite file of a DATA_DIR (e.g. after a test app stopped or was killed). */
export async function liveAndRebuiltIn(dataDir: string) {
  const database = SqliteDatabase.open(join(dataDir, 'itinerary.db'));
  const events = new SqliteEventStore(database);
  try {
    return await liveAndRebuilt(database, events);
  } finally {
    await events.close();
    database.close();
  }
}

/** Every row of a set of read-model tables, keyed by stream id rather than row number. */
export function snapshotReadModels(database: SqliteDatabase, set: TableSetName): Record<string, unknown[]> {
  const t = tableSet(set);
  const all = (sql: string) => database.connection.prepare(sql).all();
  return {
    docs: all(`SELECT id, revision, updated_at, state FROM ${t.docs} ORDER BY id`),
    summaries: all(
      `SELECT id, owner_id, title, destination, start_date, visibility, cover, created_at, updated_at, day_count,
         stop_count FROM ${t.summaries} ORDER BY id`,
    ),
    members: all(`SELECT * FROM ${t.members} ORDER BY itinerary_id, user_id`),
    search: all(
      `SELECT d.id, f.title, f.destination, f.tags, f.summary, f.stops
       FROM ${t.search} f JOIN ${t.docs} d ON d.seq = f.rowid ORDER BY d.id`,
    ),
    accounts: all(`SELECT * FROM ${t.accounts} ORDER BY id`),
  };
}
