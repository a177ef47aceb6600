import { MongoClient } from 'mongodb';
import { MongoWebhookStore } from '../../src/adapters/outbound/mongodb/webhook-store.js';
import { webhookStoreContract } from './webhook-store.contract.js';

const url = process.env.MONGODB_URL;

if (url) {
  // Endpoints have random ids and the tests look only at their own, so a shared database is fine.
  webhookStoreContract('MongoDB', async () => {
    const client = await MongoClient.connect(url);
    return { store: new MongoWebhookStore(client.db()), dispose: () => client.close() };
  });
} else {
  describe('WebhookStore contract: MongoDB', () => {
    it.skip('skipped: MongoDB contract suite (set MONGODB_URL to run it)');
  });
}
