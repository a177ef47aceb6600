import { join } from 'node:path';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteWebhookStore } from '../../src/adapters/outbound/sqlite/webhook-store.js';
import { tempDir } from '../support/temp-dir.js';
import { webhookStoreContract } from './webhook-store.contract.js';

webhookStoreContract('SQLite', async () => {
  const dir = tempDir('webhook-store');
  const database = SqliteDatabase.open(join(dir.path, 'test.db'));
  return {
    store: new SqliteWebhookStore(database),
    dispose: async () => {
      database.close();
      dir.remove();
    },
  };
});
