import 'reflect-metadata';
import { parentPort, workerData } from 'node:worker_threads';
import type { FromProjectorThread, ProjectorThreadData, ToProjectorThread } from './adapters/inbound/projector/thread-messages.js';
import { SqliteDatabase, sqliteFileIn } from './adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from './adapters/outbound/sqlite/event-store.js';
import { PersonalDataSealing } from './adapters/outbound/crypto/personal-data-sealing.js';
import { FileSecretStore } from './adapters/outbound/filesystem/file-secret-store.js';
import { sqlitePositionOrder } from './adapters/outbound/sqlite/position-order.js';
import { SqliteProjectionStore } from './adapters/outbound/sqlite/read-models/projection-store.js';
import { SqliteReadModelDatabase } from './adapters/outbound/sqlite/read-models/read-model-database.js';
import { tableSet } from './adapters/outbound/sqlite/read-models/schema.js';
import { createLogger } from './adapters/outbound/system/logger.js';
import { Projector } from './application/projections/projector.js';
import { readModelProjections } from './application/projections/read-model-projections.js';

/**
 * The embedded profile's projector on a thread of its own (adapters/inbound/projector/projector-thread.ts
 * starts it): the read-model writes run beside the API's event loop instead of on it. It has its own
 * connection to the SQLite file; the API tells it when it committed events.
 */
const port = parentPort!;
const { dataDir, logLevel, liveBatchIntervalMs } = workerData as ProjectorThreadData;
const post = (message: FromProjectorThread) => port.postMessage(message);

const database = SqliteDatabase.open(sqliteFileIn(dataDir));
const events = new SqliteEventStore(database);
// The projections read accounts' personal data opened with their keys, as the API's store does.
const opened = new PersonalDataSealing(events, new FileSecretStore(dataDir));
const store = new SqliteProjectionStore(new SqliteReadModelDatabase(database), tableSet('live'));
const logger = createLogger(logLevel).child({ component: 'projector', thread: true });
const projector = new Projector(opened, store, readModelProjections(), sqlitePositionOrder, logger, {
  onCheckpoint: (position) => post({ type: 'checkpoint', position }),
  minBatchIntervalMs: liveBatchIntervalMs,
});
const reportStatus = () => post({ type: 'status', running: projector.running });

port.on('message', (message: ToProjectorThread) => {
  if (message.type === 'appended') events.notifier.notify();
  else if (message.type === 'readersWaiting') projector.readersWaiting(message.waiting);
  else void stop();
});

/**
 * The API's connection leaves copying the WAL into the database file to this one (walAutoCheckpoint):
 * SQLite does it after this thread's commits once the WAL passed 1,000 pages, and this, once a
 * second, covers what the API wrote meanwhile (nothing to copy costs next to nothing).
 */
const checkpointWal = () => {
  try {
    database.connection.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    // The next second tries again; a checkpoint is housekeeping, not worth ending the thread for.
    logger.warn({ err: error }, 'WAL checkpoint failed');
  }
};

const heartbeat = setInterval(() => {
  reportStatus();
  checkpointWal();
}, 1_000);
const started = projector.start().then(() => post({ type: 'started' }));

async function stop(): Promise<void> {
  clearInterval(heartbeat);
  await started;
  await projector.stop();
  await events.close();
  database.close();
  port.close();
}
