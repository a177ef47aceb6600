import { MongoClient } from 'mongodb';
import { MongoSecretStore } from '../../src/adapters/outbound/mongodb/secret-store.js';
import { secretStoreContract } from './secret-store.contract.js';

const url = process.env.MONGODB_URL;

if (url) {
  // Every test uses fresh random names, so a shared database is fine.
  secretStoreContract('MongoDB', async () => {
    const client = await MongoClient.connect(url);
    return { store: new MongoSecretStore(client.db()), dispose: () => client.close() };
  });
} else {
  describe('SecretStore contract: MongoDB', () => {
    it.skip('skipped: MongoDB contract suite (set MONGODB_URL to run it)');
  });
}
