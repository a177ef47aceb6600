import { MongoClient } from 'mongodb';
import { MongoOAuthStore } from '../../src/adapters/outbound/mongodb/oauth-store.js';
import { oauthStoreContract } from './oidc-adapter.contract.js';

const url = process.env.MONGODB_URL;

if (url) {
  oauthStoreContract('MongoDB', async (clock) => {
    const client = await MongoClient.connect(url);
    return { store: new MongoOAuthStore(client.db(), clock), dispose: () => client.close() };
  });
} else {
  describe('OAuth store (oidc-provider adapter) contract: MongoDB', () => {
    it.skip('skipped: MongoDB contract suite (set MONGODB_URL to run it)');
  });
}
