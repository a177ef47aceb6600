import { inject, injectable } from 'inversify';
import type { Statement } from 'better-sqlite3';
import type { Clock } from '../../../application/ports/clock.port.js';
import type { OAuthModelStore, OAuthPayload, OAuthStore } from '../../../application/ports/oauth-store.port.js';
import { TOKENS } from '../../../tokens.js';
import { whenUnlocked, type SqliteDatabase } from './database.js';

const MIGRATIONS = [
  {
    version: 1,
    name: 'oauth artifacts',
    up: `CREATE TABLE oauth_artifacts (
      model       TEXT    NOT NULL,
      id          TEXT    NOT NULL,
      payload     TEXT    NOT NULL,
      grant_id    TEXT,
      user_code   TEXT,
      uid         TEXT,
      expires_at  INTEGER,
      consumed_at INTEGER,
      PRIMARY KEY (model, id)
    );
    CREATE INDEX oauth_artifacts_grant ON oauth_artifacts (grant_id) WHERE grant_id IS NOT NULL;
    CREATE INDEX oauth_artifacts_uid ON oauth_artifacts (model, uid) WHERE uid IS NOT NULL;
    CREATE INDEX oauth_artifacts_user_code ON oauth_artifacts (model, user_code) WHERE user_code IS NOT NULL;
    CREATE INDEX oauth_artifacts_expiry ON oauth_artifacts (expires_at) WHERE expires_at IS NOT NULL;`,
  },
  {
    version: 2,
    name: 'oauth artifacts by account',
    // The expression is the one revokeByAccountId filters on, so SQLite uses the index for it.
    up: `CREATE INDEX oauth_artifacts_account ON oauth_artifacts (model, json_extract(payload, '$.accountId'))`,
  },
];

interface Row {
  id: string;
  payload: string;
  consumed_at: number | null;
}

/**
 * oidc-provider's artifacts in the embedded profile's SQLite file; expiry is checked on every read.
 * Writes wait for another connection's write lock on a timer (`whenUnlocked`), not on the event loop.
 */
@injectable()
export class SqliteOAuthStore implements OAuthStore {
  private readonly statements: ReturnType<typeof prepare>;

  constructor(
    @inject(TOKENS.SqliteDatabase) private readonly database: SqliteDatabase,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    database.migrate('oauth', MIGRATIONS);
    this.statements = prepare(database);
  }

  model(name: string): OAuthModelStore {
    const s = this.statements;
    const now = () => this.clock.now().getTime();
    const write = (statement: () => unknown) => whenUnlocked(this.database, statement).then(() => undefined);
    const toPayload = (row: Row | undefined): OAuthPayload | undefined => {
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as OAuthPayload;
      return row.consumed_at === null ? payload : { ...payload, consumed: Math.floor(row.consumed_at / 1000) };
    };
    return {
      upsert: (id, payload, expiresIn) =>
        write(() =>
          s.upsert.run({
            model: name,
            id,
            payload: JSON.stringify(payload),
            grant_id: payload.grantId ?? null,
            user_code: payload.userCode ?? null,
            uid: payload.uid ?? null,
            expires_at: expiresIn === undefined ? null : now() + expiresIn * 1000,
          }),
        ),
      find: async (id) => toPayload(s.find.get(name, id, now())),
      findByUid: async (uid) => toPayload(s.findByUid.get(name, uid, now())),
      findByUserCode: async (userCode) => toPayload(s.findByUserCode.get(name, userCode, now())),
      consume: (id) => write(() => s.consume.run(now(), name, id)),
      destroy: (id) => write(() => s.destroy.run(name, id)),
      revokeByGrantId: (grantId) => write(() => s.revokeByGrantId.run(name, grantId)),
      revokeByAccountId: (accountId) => write(() => s.revokeByAccountId.run(name, accountId)),
      revokeByAccountAndClient: (accountId, clientId) => write(() => s.revokeByAccountAndClient.run(name, accountId, clientId)),
      listByAccountId: async (accountId) =>
        s.listByAccountId.all(name, accountId, now()).map((row) => ({ id: row.id, payload: toPayload(row)! })),
      list: async () =>
        s.list.all(name, now()).map((row) => ({ id: row.id, payload: toPayload(row)! })),
    };
  }

  async sweep(): Promise<number> {
    return (await whenUnlocked(this.database, () => this.statements.sweep.run(this.clock.now().getTime()))).changes;
  }
}

const LIVE = '(expires_at IS NULL OR expires_at > ?)';
/** The expression of the index made by migration 2: queries on an account must spell it exactly so. */
const BY_ACCOUNT = "json_extract(payload, '$.accountId')";

function prepare(database: SqliteDatabase) {
  const db = database.connection;
  const one = (where: string): Statement<[string, string, number], Row> =>
    db.prepare(`SELECT id, payload, consumed_at FROM oauth_artifacts WHERE model = ? AND ${where} = ? AND ${LIVE}`);
  return {
    upsert: db.prepare(`INSERT INTO oauth_artifacts (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
      VALUES (@model, @id, @payload, @grant_id, @user_code, @uid, @expires_at, NULL)
      ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
        user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = NULL`),
    find: one('id'),
    findByUid: one('uid'),
    findByUserCode: one('user_code'),
    consume: db.prepare<[number, string, string]>(
      'UPDATE oauth_artifacts SET consumed_at = ? WHERE model = ? AND id = ? AND consumed_at IS NULL',
    ),
    destroy: db.prepare<[string, string]>('DELETE FROM oauth_artifacts WHERE model = ? AND id = ?'),
    revokeByGrantId: db.prepare<[string, string]>('DELETE FROM oauth_artifacts WHERE model = ? AND grant_id = ?'),
    revokeByAccountId: db.prepare<[string, string]>(`DELETE FROM oauth_artifacts WHERE model = ? AND ${BY_ACCOUNT} = ?`),
    revokeByAccountAndClient: db.prepare<[string, string, string]>(
      `DELETE FROM oauth_artifacts WHERE model = ? AND ${BY_ACCOUNT} = ? AND json_extract(payload, '$.clientId') = ?`,
    ),
    listByAccountId: db.prepare<[string, string, number], Row>(
      `SELECT id, payload, consumed_at FROM oauth_artifacts WHERE model = ? AND ${BY_ACCOUNT} = ? AND ${LIVE} ORDER BY id`,
    ),
    list: db.prepare<[string, number], Row>(
      `SELECT id, payload, consumed_at FROM oauth_artifacts WHERE model = ? AND ${LIVE} ORDER BY id`,
    ),
    sweep: db.prepare<[number]>('DELETE FROM oauth_artifacts WHERE expires_at IS NOT NULL AND expires_at <= ?'),
  };
}
