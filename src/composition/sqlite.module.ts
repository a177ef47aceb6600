import { ContainerModule } from 'inversify';
import type { EventStore } from '../application/ports/event-store.port.js';
import { TOKENS } from '../tokens.js';
import { SqliteDatabase, sqliteFileIn, type SqliteDatabaseOptions } from '../adapters/outbound/sqlite/database.js';
import { AppendNotifier } from '../adapters/outbound/sqlite/catch-up-subscription.js';
import { SqliteEventStore } from '../adapters/outbound/sqlite/event-store.js';

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
    bind<EventStore>(TOKENS.EventStore)
      .to(SqliteEventStore)
      .inSingletonScope()
      .onDeactivation((store) => store.close());
  });
