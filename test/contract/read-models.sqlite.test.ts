import { join } from 'node:path';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteAccountLookup } from '../../src/adapters/outbound/sqlite/read-models/account-lookup.js';
import { SqliteItineraryList } from '../../src/adapters/outbound/sqlite/read-models/itinerary-list.js';
import { SqliteItinerarySearch } from '../../src/adapters/outbound/sqlite/read-models/itinerary-search.js';
import { SqliteItineraryStats } from '../../src/adapters/outbound/sqlite/read-models/itinerary-stats.js';
import { SqliteProjectionStore } from '../../src/adapters/outbound/sqlite/read-models/projection-store.js';
import { SqliteReadModelDatabase } from '../../src/adapters/outbound/sqlite/read-models/read-model-database.js';
import { SqliteReadModelRebuilds } from '../../src/adapters/outbound/sqlite/read-models/rebuilds.js';
import { tableSet } from '../../src/adapters/outbound/sqlite/read-models/schema.js';
import { tempDir } from '../support/temp-dir.js';
import { accountLookupContract } from './account-lookup.contract.js';
import { itineraryListContract } from './itinerary-list.contract.js';
import { itinerarySearchContract } from './itinerary-search.contract.js';
import { itineraryStatsContract } from './itinerary-stats.contract.js';
import { projectionStoreContract } from './projection-store.contract.js';
import type { ReadModelFactory } from './read-model-feed.js';

const sqlite: ReadModelFactory = async () => {
  const dir = tempDir('read-models');
  const database = SqliteDatabase.open(join(dir.path, 'itinerary.db'));
  const readModels = new SqliteReadModelDatabase(database);
  return {
    store: new SqliteProjectionStore(readModels, tableSet('live')),
    rebuilds: new SqliteReadModelRebuilds(readModels),
    list: new SqliteItineraryList(readModels),
    search: new SqliteItinerarySearch(readModels),
    stats: new SqliteItineraryStats(readModels),
    accounts: new SqliteAccountLookup(readModels),
    dispose: async () => {
      database.close();
      dir.remove();
    },
  };
};

projectionStoreContract('SQLite', sqlite);
itineraryListContract('SQLite', sqlite);
itinerarySearchContract('SQLite', sqlite);
itineraryStatsContract('SQLite', sqlite);
accountLookupContract('SQLite', sqlite);
