import { MongoClient } from 'mongodb';
import { MongoRateLimitStore } from '../../src/adapters/outbound/mongodb/rate-limit-store.js';
import { rateLimitStoreContract } from './rate-limit-store.contract.js';

const url = process.env.MONGODB_URL;

if (url) {
  // Every test uses fresh random keys, so a shared database is fine.
  rateLimitStoreContract('MongoDB', async () => {
    const client = await MongoClient.connect(url);
    return { store: (prefix) => new MongoRateLimitStore(client.db(), prefix), dispose: () => client.close() };
  });
} else {
  describe('rate-limit store contract: MongoDB', () => {
    it.skip('skipped: MongoDB contract suite (set MONGODB_URL to run it)');
  });
}
