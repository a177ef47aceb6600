import { MongoClient } from 'mongodb';
import { MongoAccountActionLog } from '../../src/adapters/outbound/mongodb/account-action-log.js';
import { accountActionLogContract } from './account-action-log.contract.js';

const url = process.env.MONGODB_URL;

if (url) {
  // Accounts are random per test, so a shared database is fine.
  accountActionLogContract('MongoDB', async () => {
    const client = await MongoClient.connect(url);
    return { log: new MongoAccountActionLog(client.db()), reopen: async () => new MongoAccountActionLog(client.db()), dispose: () => client.close() };
  });
} else {
  describe('account action log contract: MongoDB', () => {
    it.skip('skipped: MongoDB contract suite (set MONGODB_URL to run it)');
  });
}
