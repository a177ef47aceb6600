import { ContainerModule } from 'inversify';
import type { ProjectionStore } from '../application/ports/projection-store.port.js';
import { TOKENS } from '../tokens.js';
import { SqliteAccountLookup } from '../adapters/outbound/sqlite/read-models/account-lookup.js';
import { SqliteItineraryList } from '../adapters/outbound/sqlite/read-models/itinerary-list.js';
import { SqliteItinerarySearch } from '../adapters/outbound/sqlite/read-models/itinerary-search.js';
import { SqliteItineraryStats } from '../adapters/outbound/sqlite/read-models/itinerary-stats.js';
import { SqliteProjectionStore } from '../adapters/outbound/sqlite/read-models/projection-store.js';
import { SqliteReadModelDatabase } from '../adapters/outbound/sqlite/read-models/read-model-database.js';
import { SqliteReadModelRebuilds } from '../adapters/outbound/sqlite/read-models/rebuilds.js';
import { tableSet } from '../adapters/outbound/sqlite/read-models/schema.js';

/** Read models in the shared SQLite file (embedded profile, or EventStoreDB without MONGODB_URL). */
export const sqliteReadModelsModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(SqliteReadModelDatabase).toSelf().inSingletonScope();
    bind(SqliteItineraryStats).toSelf().inSingletonScope();
    bind(TOKENS.ItineraryStatsReader).toService(SqliteItineraryStats);
    bind(TOKENS.ItineraryViewCounter).toService(SqliteItineraryStats);
    bind(TOKENS.ItineraryLikes).toService(SqliteItineraryStats);
    bind(TOKENS.ItineraryListReader).to(SqliteItineraryList).inSingletonScope();
    bind(TOKENS.ItinerarySearchReader).to(SqliteItinerarySearch).inSingletonScope();
    bind(TOKENS.AccountLookup).to(SqliteAccountLookup).inSingletonScope();
    bind<ProjectionStore>(TOKENS.ProjectionStore)
      .toDynamicValue((context) => new SqliteProjectionStore(context.get(SqliteReadModelDatabase), tableSet('live')))
      .inSingletonScope();
    bind(TOKENS.ReadModelRebuilds).to(SqliteReadModelRebuilds).inSingletonScope();
  });
