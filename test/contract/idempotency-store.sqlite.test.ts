import { join } from 'node:path';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteIdempotencyStore } from '../../src/adapters/outbound/sqlite/idempotency-store.js';
import { tempDir } from '../support/temp-dir.js';
import { idempotencyStoreContract } from './idempotency-store.contract.js';

describe('SQLite idempotency store', () => {
  let dir: ReturnType<typeof tempDir>;
  before(() => (dir = tempDir('idempotency')));
  after(() => dir.remove());

  idempotencyStoreContract('SQLite', async () => {
    const database = SqliteDatabase.open(join(dir.path, 'itinerary.db'));
    return { store: new SqliteIdempotencyStore(database), dispose: async () => database.close() };
  });
});
