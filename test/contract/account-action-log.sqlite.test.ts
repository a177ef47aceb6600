import { join } from 'node:path';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteAccountActionLog } from '../../src/adapters/outbound/sqlite/account-action-log.js';
import { tempDir } from '../support/temp-dir.js';
import { accountActionLogContract } from './account-action-log.contract.js';

accountActionLogContract('SQLite', async () => {
  const dir = tempDir('account-actions');
  const file = join(dir.path, 'test.db');
  const opened = [SqliteDatabase.open(file)];
  return {
    log: new SqliteAccountActionLog(opened[0]!),
    reopen: async () => {
      opened[0]!.close();
      opened[0] = SqliteDatabase.open(file);
      return new SqliteAccountActionLog(opened[0]);
    },
    dispose: async () => {
      opened[0]!.close();
      dir.remove();
    },
  };
});
