import { join } from 'node:path';
import { expect } from 'chai';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteIdempotencyStore } from '../../src/adapters/outbound/sqlite/idempotency-store.js';
import { tempDir } from '../support/temp-dir.js';
import { lockHolder } from '../support/write-lock.js';
import { idempotencyStoreContract } from './idempotency-store.contract.js';

describe('SQLite idempotency store', () => {
  let dir: ReturnType<typeof tempDir>;
  before(() => (dir = tempDir('idempotency')));
  after(() => dir.remove());

  idempotencyStoreContract('SQLite', async () => {
    const database = SqliteDatabase.open(join(dir.path, 'itinerary.db'));
    return { store: new SqliteIdempotencyStore(database), dispose: async () => database.close() };
  });

  it('claims, completes and releases while another connection holds the write lock, waiting on timers rather than on the event loop', async () => {
    const file = join(dir.path, 'locked.db');
    const database = SqliteDatabase.open(file);
    const store = new SqliteIdempotencyStore(database);
    const other = lockHolder(file);
    const heldFor = other.whileLocked;
    try {
      const now = Date.now();
      const times = { now: new Date(now), leaseUntil: new Date(now + 60_000), expiresAt: new Date(now + 86_400_000) };
      const scope = (key: string) => ({ userId: 'u', method: 'PATCH', path: '/v1/itinerary/x', key });
      const first = await heldFor(() => store.begin(scope('k1'), 'f', times));
      expect(first.outcome).to.equal('started');
      const response = { status: 200, headers: { etag: '"1"' }, body: new TextEncoder().encode('{}') };
      await heldFor(() => store.complete(scope('k1'), (first as { attemptId: string }).attemptId, response));
      expect((await store.begin(scope('k1'), 'f', times)).outcome).to.equal('replay');
      const second = await store.begin(scope('k2'), 'f', times);
      await heldFor(() => store.release(scope('k2'), (second as { attemptId: string }).attemptId));
      expect((await store.begin(scope('k2'), 'f', times)).outcome).to.equal('started');
      other.hold();
      const purged = store.purgeExpired(new Date(now + 2 * 86_400_000));
      await new Promise((resolve) => setTimeout(resolve, 20));
      other.release();
      expect(await purged).to.equal(2);
      expect(database.connection.pragma('busy_timeout', { simple: true })).to.equal(5000);
    } finally {
      other.close();
      database.close();
    }
  });
});
