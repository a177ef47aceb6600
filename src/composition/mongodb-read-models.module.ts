import { ContainerModule } from 'inversify';
import type { Db } from 'mongodb';
import type { ProjectionStore } from '../application/ports/projection-store.port.js';
import { TOKENS } from '../tokens.js';
import { MongoAccountLookup } from '../adapters/outbound/mongodb/read-models/account-lookup.js';
import { MongoItineraryList } from '../adapters/outbound/mongodb/read-models/itinerary-list.js';
import { MongoItinerarySearch } from '../adapters/outbound/mongodb/read-models/itinerary-search.js';
import { MongoItineraryStats } from '../adapters/outbound/mongodb/read-models/itinerary-stats.js';
import { MongoProjectionStore } from '../adapters/outbound/mongodb/read-models/projection-store.js';
import { MongoReadModelDatabase } from '../adapters/outbound/mongodb/read-models/read-model-database.js';
import { MongoReadModelRebuilds } from '../adapters/outbound/mongodb/read-models/rebuilds.js';

/**
 * Read models in MongoDB (distributed profile), on the database bound under TOKENS.MongoDatabase.
 * Its Lifecycle creates the indexes on start; `ownsProjection` (RUN_PROJECTOR) lets it reset read
 * models of an older schema version.
 */
export const mongoReadModelsModule = (ownsProjection: boolean): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const db = (context: { get<T>(token: symbol): T }) => context.get<Db>(TOKENS.MongoDatabase);
    bind(MongoReadModelDatabase)
      .toDynamicValue((context) => new MongoReadModelDatabase(db(context), ownsProjection))
      .inSingletonScope();
    bind(TOKENS.Lifecycle).toService(MongoReadModelDatabase);
    bind(MongoItineraryStats)
      .toDynamicValue((context) => new MongoItineraryStats(db(context)))
      .inSingletonScope();
    bind(TOKENS.ItineraryStatsReader).toService(MongoItineraryStats);
    bind(TOKENS.ItineraryViewCounter).toService(MongoItineraryStats);
    bind(TOKENS.ItineraryLikes).toService(MongoItineraryStats);
    bind(TOKENS.ItineraryListReader)
      .toDynamicValue((context) => new MongoItineraryList(db(context)))
      .inSingletonScope();
    bind(TOKENS.ItinerarySearchReader)
      .toDynamicValue((context) => new MongoItinerarySearch(db(context)))
      .inSingletonScope();
    bind(TOKENS.AccountLookup)
      .toDynamicValue((context) => new MongoAccountLookup(db(context)))
      .inSingletonScope();
    bind<ProjectionStore>(TOKENS.ProjectionStore)
      .toDynamicValue((context) => new MongoProjectionStore(context.get(MongoReadModelDatabase), 'live'))
      .inSingletonScope();
    bind(TOKENS.ReadModelRebuilds)
      .toDynamicValue((context) => new MongoReadModelRebuilds(context.get(MongoReadModelDatabase)))
      .inSingletonScope();
  });
