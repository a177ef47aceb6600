import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { MongoAccountLookup } from '../../src/adapters/outbound/mongodb/read-models/account-lookup.js';
import { MongoItineraryList } from '../../src/adapters/outbound/mongodb/read-models/itinerary-list.js';
import { MongoItinerarySearch } from '../../src/adapters/outbound/mongodb/read-models/itinerary-search.js';
import { MongoItineraryStats } from '../../src/adapters/outbound/mongodb/read-models/itinerary-stats.js';
import { MongoProjectionStore } from '../../src/adapters/outbound/mongodb/read-models/projection-store.js';
import { MongoReadModelDatabase } from '../../src/adapters/outbound/mongodb/read-models/read-model-database.js';
import { MongoReadModelRebuilds } from '../../src/adapters/outbound/mongodb/read-models/rebuilds.js';
import { accountLookupContract } from './account-lookup.contract.js';
import { itineraryListContract } from './itinerary-list.contract.js';
import { itinerarySearchContract } from './itinerary-search.contract.js';
import { itineraryStatsContract } from './itinerary-stats.contract.js';
import { projectionStoreContract } from './projection-store.contract.js';
import type { ReadModelFactory } from './read-model-feed.js';

const url = process.env.MONGODB_URL;
const suites = [projectionStoreContract, itineraryListContract, itinerarySearchContract, itineraryStatsContract, accountLookupContract];

if (url) {
  // Each fixture gets a database of its own, dropped afterwards, so a shared server is fine.
  const mongodb: ReadModelFactory = async () => {
    const client = await MongoClient.connect(url);
    const db = client.db(`rm_contract_${randomUUID().slice(0, 8)}`);
    const database = new MongoReadModelDatabase(db, true);
    await database.start();
    return {
      store: new MongoProjectionStore(database, 'live'),
      rebuilds: new MongoReadModelRebuilds(database),
      list: new MongoItineraryList(db),
      search: new MongoItinerarySearch(db),
      stats: new MongoItineraryStats(db),
      accounts: new MongoAccountLookup(db),
      dispose: async () => {
        await db.dropDatabase();
        await client.close();
      },
    };
  };
  for (const suite of suites) suite('MongoDB', mongodb);
} else {
  describe('Read-model contracts: MongoDB', () => {
    it.skip('skipped: MongoDB read-model contract suites (set MONGODB_URL to run them)');
  });
}
