import { join } from 'node:path';
import { expect } from 'chai';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import type { CachedImport } from '../../src/application/ports/import-cache.port.js';
import { SqliteImportCache } from '../../src/adapters/outbound/sqlite/import-cache.js';
import { tempDir } from '../support/temp-dir.js';
import { lockHolder } from '../support/write-lock.js';
import { importCacheContract, samplePlan } from './import-cache.contract.js';

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

describe('SQLite import cache, embedded specifics', () => {
  it('stores a plan while another connection holds the write lock, waiting on a timer rather than on the event loop', async () => {
    const dir = tempDir('import-cache-locked');
    const file = join(dir.path, 'test.db');
    const database = SqliteDatabase.open(file);
    const other = lockHolder(file);
    try {
      const cache = new SqliteImportCache(database);
      const entry: CachedImport = {
        url: 'https://example.test/trip',
        pipelineVersion: 1,
        storedAt: '2026-01-01T00:00:00.000Z',
        plan: samplePlan('Lisbon in 3 days'),
      };
      await other.whileLocked(() => cache.put(entry));
      expect(await cache.get(entry.url)).to.deep.equal(entry);
    } finally {
      other.close();
      database.close();
      dir.remove();
    }
  });
});
