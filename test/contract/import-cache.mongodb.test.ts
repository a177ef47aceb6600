import { MongoClient } from 'mongodb';
import { MongoImportCache } from '../../src/adapters/outbound/mongodb/import-cache.js';
import { importCacheContract } from './import-cache.contract.js';

const url = process.env.MONGODB_URL;

if (url) {
  // Entries use random URLs, so a shared database is fine.
  importCacheContract('MongoDB', async () => {
    const client = await MongoClient.connect(url);
    return { cache: new MongoImportCache(client.db()), dispose: () => client.close() };
  });
} else {
  describe('ImportCache contract: MongoDB', () => {
    it.skip('skipped: MongoDB contract suite (set MONGODB_URL to run it)');
  });
}
