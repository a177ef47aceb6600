import { join } from 'node:path';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteImportCache } from '../../src/adapters/outbound/sqlite/import-cache.js';
import { tempDir } from '../support/temp-dir.js';
import { importCacheContract } from './import-cache.contract.js';

importCacheContract('SQLite', async () => {
  const dir = tempDir('import-cache');
  const database = SqliteDatabase.open(join(dir.path, 'test.db'));
  return {
    cache: new SqliteImportCache(database),
    dispose: async () => {
      database.close();
      dir.remove();
    },
  };
});
