import { ContainerModule } from 'inversify';
import type { EventStore } from '../application/ports/event-store.port.js';
import { TOKENS } from '../tokens.js';
import { SqliteDatabase, sqliteFileIn, type SqliteDatabaseOptions } from '../adapters/outbound/sqlite/database.js';
import { AppendNotifier } from '../adapters/outbound/sqlite/catch-up-subscription.js';
import { SqliteEventStore } from '../adapters/outbound/sqlite/event-store.js';
import { KnownStreamHeads } from '../adapters/outbound/sqlite/tuning/known-stream-heads.js';

/**
 * The embedded profile's stores, all in one SQLite file under DATA_DIR. The database opens on first
 * use and closes when the container is unbound (after the stores that use it stopped).
 */
export const sqliteModule = (dataDir: string, options: SqliteDatabaseOptions = {}): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<SqliteDatabase>(TOKENS.SqliteDatabase)
      .toDynamicValue(() => SqliteDatabase.open(sqliteFileIn(dataDir), options))
      .inSingletonScope()
      .onDeactivation((database) => database.close());
    // Shared with the projector thread's host, which forwards each commit to the thread.
    bind(TOKENS.SqliteAppends).toConstantValue(new AppendNotifier());
    bind(SqliteEventStore).toSelf().inSingletonScope();
    // Tuning: aggregate loads skip the stream query when nothing is new (the figure is in its file).
    bind<EventStore>(TOKENS.EventStore)
      .toDynamicValue((c) => new KnownStreamHeads(c.get(SqliteEventStore), c.get<SqliteDatabase>(TOKENS.SqliteDatabase).connection))
      .inSingletonScope()
      .onDeactivation((store) => store.close());
  });
