import { MongoClient } from 'mongodb';
import { MongoIdempotencyStore } from '../../src/adapters/outbound/mongodb/idempotency-store.js';
import { idempotencyStoreContract } from './idempotency-store.contract.js';

const url = process.env.MONGODB_URL;

if (url) {
  // Every test uses fresh random keys, so a shared database is fine.
  idempotencyStoreContract('MongoDB', async () => {
    const client = await MongoClient.connect(url);
    return { store: new MongoIdempotencyStore(client.db()), dispose: () => client.close() };
  });
} else {
  describe('IdempotencyStore contract: MongoDB', () => {
    it.skip('skipped: MongoDB contract suite (set MONGODB_URL to run it)');
  });
}
