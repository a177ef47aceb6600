import { join } from 'node:path';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteProcessCheckpoints } from '../../src/adapters/outbound/sqlite/process-checkpoints.js';
import { tempDir } from '../support/temp-dir.js';
import { processCheckpointsContract } from './process-checkpoints.contract.js';

processCheckpointsContract('SQLite', async () => {
  const dir = tempDir('process-checkpoints');
  const file = join(dir.path, 'test.db');
  const opened = [SqliteDatabase.open(file)];
  return {
    checkpoints: new SqliteProcessCheckpoints(opened[0]!),
    reopen: async () => {
      opened[0]!.close();
      opened[0] = SqliteDatabase.open(file);
      return new SqliteProcessCheckpoints(opened[0]);
    },
    dispose: async () => {
      opened[0]!.close();
      dir.remove();
    },
  };
});
