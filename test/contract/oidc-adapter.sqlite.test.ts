import { join } from 'node:path';
import { expect } from 'chai';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteOAuthStore } from '../../src/adapters/outbound/sqlite/oauth-store.js';
import { tempDir } from '../support/temp-dir.js';
import { ManualClock } from '../support/manual-clock.js';
import { lockHolder } from '../support/write-lock.js';
import { oauthStoreContract } from './oidc-adapter.contract.js';

oauthStoreContract('SQLite', async (clock) => {
  const dir = tempDir('oauth-store');
  const database = SqliteDatabase.open(join(dir.path, 'test.db'));
  return {
    store: new SqliteOAuthStore(database, clock),
    dispose: async () => {
      database.close();
      dir.remove();
    },
  };
});

describe('OAuth store: SQLite durability', () => {
  it('keeps entries across closing and reopening the file (a restart)', async () => {
    const dir = tempDir('oauth-store-restart');
    const clock = new ManualClock();
    const file = join(dir.path, 'test.db');
    const first = SqliteDatabase.open(file);
    await new SqliteOAuthStore(first, clock).model('RefreshToken').upsert('rt', { grantId: 'g' }, 90 * 24 * 3600);
    first.close();
    const second = SqliteDatabase.open(file);
    try {
      expect(await new SqliteOAuthStore(second, clock).model('RefreshToken').find('rt')).to.deep.equal({ grantId: 'g' });
    } finally {
      second.close();
      dir.remove();
    }
  });

  it('writes while another connection holds the write lock, waiting on timers rather than on the event loop', async () => {
    const dir = tempDir('oauth-store-locked');
    const clock = new ManualClock();
    const file = join(dir.path, 'test.db');
    const database = SqliteDatabase.open(file);
    const other = lockHolder(file);
    try {
      const store = new SqliteOAuthStore(database, clock);
      const codes = store.model('AuthorizationCode');
      await other.whileLocked(() => codes.upsert('code', { grantId: 'g1' }, 60));
      await other.whileLocked(() => codes.consume('code'));
      expect((await codes.find('code'))!.consumed).to.be.a('number');
      await other.whileLocked(() => codes.destroy('code'));
      expect(await codes.find('code')).to.equal(undefined);
      await codes.upsert('other', { grantId: 'g2' }, 60);
      await other.whileLocked(() => codes.revokeByGrantId('g2'));
      expect(await codes.find('other')).to.equal(undefined);
      await codes.upsert('expiring', { grantId: 'g3' }, 1);
      clock.advance(2);
      expect(await other.whileLocked(() => store.sweep())).to.equal(1);
    } finally {
      other.close();
      database.close();
      dir.remove();
    }
  });
});
