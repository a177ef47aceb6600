import { expect } from 'chai';
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
import { lockHolder } from '../support/write-lock.js';
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

describe('SQLite itinerary stats, embedded specifics', () => {
  it("shows another process's likes within a second and its own at once", async function () {
    this.timeout(10_000);
    const dir = tempDir('stats');
    const file = join(dir.path, 'itinerary.db');
    const [here, elsewhere] = [SqliteDatabase.open(file), SqliteDatabase.open(file)];
    try {
      const stats = new SqliteItineraryStats(new SqliteReadModelDatabase(here));
      const other = new SqliteItineraryStats(new SqliteReadModelDatabase(elsewhere));
      expect(await stats.get('itinerary-1')).to.deep.equal({ likesCount: 0, viewsCount: 0 });
      await other.like('itinerary-1', 'user-1', new Date());
      const deadline = Date.now() + 1_500;
      while ((await stats.get('itinerary-1')).likesCount === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await stats.get('itinerary-1')).to.deep.equal({ likesCount: 1, viewsCount: 0 });
      await stats.like('itinerary-1', 'user-2', new Date());
      expect(await stats.get('itinerary-1')).to.deep.equal({ likesCount: 2, viewsCount: 0 });
    } finally {
      here.close();
      elsewhere.close();
      dir.remove();
    }
  });

  it('likes, unlikes and counts views while another connection holds the write lock, waiting on timers rather than on the event loop', async () => {
    const dir = tempDir('stats');
    const file = join(dir.path, 'itinerary.db');
    const database = SqliteDatabase.open(file);
    const other = lockHolder(file);
    const heldFor = other.whileLocked;
    try {
      const stats = new SqliteItineraryStats(new SqliteReadModelDatabase(database));
      expect(await heldFor(() => stats.like('itinerary-1', 'user-1', new Date()))).to.equal(true);
      expect(await heldFor(() => stats.recordViews([{ itineraryId: 'itinerary-1', userId: 'user-2', at: new Date() }]))).to.deep.equal([true]);
      expect(await stats.get('itinerary-1')).to.deep.equal({ likesCount: 1, viewsCount: 1 });
      expect(await heldFor(() => stats.unlike('itinerary-1', 'user-1'))).to.equal(true);
      expect(await stats.get('itinerary-1')).to.deep.equal({ likesCount: 0, viewsCount: 1 });
    } finally {
      other.close();
      database.close();
      dir.remove();
    }
  });
});
