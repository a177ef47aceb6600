import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type {
  IdempotencyBegin,
  IdempotencyScope,
  IdempotencyStore,
  IdempotencyTimes,
  StoredResponse,
} from '../../../application/ports/idempotency-store.port.js';
import { TOKENS } from '../../../tokens.js';
import { whenUnlocked, type Migration, type SqliteDatabase } from './database.js';
import { withoutOwnFsync } from './tuning/without-own-fsync.js';
import { GroupCommit } from './group-commit.js';

const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'idempotency keys',
    up: `CREATE TABLE idempotency_keys (
      user_id     TEXT    NOT NULL,
      method      TEXT    NOT NULL,
      path        TEXT    NOT NULL,
      key         TEXT    NOT NULL,
      fingerprint TEXT    NOT NULL,
      attempt_id  TEXT,
      lease_until INTEGER,
      status      INTEGER,
      headers     TEXT,
      body        BLOB,
      expires_at  INTEGER NOT NULL,
      PRIMARY KEY (user_id, method, path, key)
    ) WITHOUT ROWID;
    CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);`,
  },
];

interface Row {
  fingerprint: string;
  attempt_id: string | null;
  lease_until: number | null;
  status: number | null;
  headers: string | null;
  body: Buffer | null;
  expires_at: number;
}

type Key = [string, string, string, string];
type Completion = [status: number, headers: string, body: Buffer, ...key: Key, attemptId: string];
const keyOf = (s: IdempotencyScope): Key => [s.userId, s.method, s.path, s.key];
const WHERE = 'user_id = ? AND method = ? AND path = ? AND key = ?';

/**
 * Idempotency records in the shared SQLite file. begin() is one IMMEDIATE transaction, so the check
 * and the claim are atomic across every process using the file.
 * Durability without an fsync per request: a claim (begin) and a release commit without one of their
 * own, as a claim lost in a power cut was either followed by nothing durable (a retry runs afresh) or
 * made durable by the fsync of what followed it (the event append, or its completion: the WAL is
 * written in order); a lost release only makes a retry wait for the lease. The stored response must
 * be durable before it is sent, so completions do fsync, but the ones requested during one turn of
 * the event loop share one transaction and one fsync (`GroupCommit`), as event appends do. No write
 * here waits for another connection's write lock on the event loop (`whenUnlocked`).
 */
@injectable()
export class SqliteIdempotencyStore implements IdempotencyStore {
  private readonly statements;
  private readonly beginTransaction;
  private readonly completions: GroupCommit<Completion, void>;

  constructor(@inject(TOKENS.SqliteDatabase) private readonly database: SqliteDatabase) {
    database.migrate('idempotency', MIGRATIONS);
    const db = database.connection;
    this.statements = {
      get: db.prepare<Key, Row>(`SELECT * FROM idempotency_keys WHERE ${WHERE}`),
      start: db.prepare<[...Key, string, string, number, number]>(
        `INSERT OR REPLACE INTO idempotency_keys (user_id, method, path, key, fingerprint, attempt_id, lease_until, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      takeOver: db.prepare<[string, number, ...Key]>(
        `UPDATE idempotency_keys SET attempt_id = ?, lease_until = ? WHERE ${WHERE}`,
      ),
      complete: db.prepare<Completion>(
        `UPDATE idempotency_keys SET status = ?, headers = ?, body = ?, attempt_id = NULL, lease_until = NULL
         WHERE ${WHERE} AND attempt_id = ?`,
      ),
      release: db.prepare<[...Key, string]>(`DELETE FROM idempotency_keys WHERE ${WHERE} AND attempt_id = ?`),
      purge: db.prepare<[number]>('DELETE FROM idempotency_keys WHERE expires_at <= ?'),
    };
    this.beginTransaction = db.transaction(this.beginNow.bind(this));
    const completeTransaction = db.transaction((batch: Completion[]) => {
      for (const completion of batch) this.statements.complete.run(...completion);
    });
    this.completions = new GroupCommit(database, {
      commit: (batch) => {
        completeTransaction.immediate(batch);
        return batch.map(() => ({ value: undefined }));
      },
    });
  }

  async begin(scope: IdempotencyScope, fingerprint: string, times: IdempotencyTimes): Promise<IdempotencyBegin> {
    return whenUnlocked(this.database, () =>
      withoutOwnFsync(this.database.connection, () => this.beginTransaction.immediate(scope, fingerprint, times)),
    );
  }

  complete(scope: IdempotencyScope, attemptId: string, response: StoredResponse): Promise<void> {
    const body = Buffer.from(response.body.buffer, response.body.byteOffset, response.body.byteLength);
    const completion: Completion = [response.status, JSON.stringify(response.headers), body, ...keyOf(scope), attemptId];
    return this.completions.add(completion);
  }

  async release(scope: IdempotencyScope, attemptId: string): Promise<void> {
    await whenUnlocked(this.database, () =>
      withoutOwnFsync(this.database.connection, () => this.statements.release.run(...keyOf(scope), attemptId)),
    );
  }

  async purgeExpired(now: Date): Promise<number> {
    return (await whenUnlocked(this.database, () => this.statements.purge.run(now.getTime()))).changes;
  }

  private beginNow(scope: IdempotencyScope, fingerprint: string, times: IdempotencyTimes): IdempotencyBegin {
    const key = keyOf(scope);
    const now = times.now.getTime();
    const row = this.statements.get.get(...key);
    const attemptId = randomUUID();
    if (!row || row.expires_at <= now) {
      this.statements.start.run(...key, fingerprint, attemptId, times.leaseUntil.getTime(), times.expiresAt.getTime());
      return { outcome: 'started', attemptId };
    }
    if (row.fingerprint !== fingerprint) return { outcome: 'mismatch' };
    if (row.status !== null) {
      return {
        outcome: 'replay',
        response: { status: row.status, headers: JSON.parse(row.headers ?? '{}'), body: row.body ?? Buffer.alloc(0) },
      };
    }
    if ((row.lease_until ?? 0) > now) return { outcome: 'inProgress' };
    this.statements.takeOver.run(attemptId, times.leaseUntil.getTime(), ...key);
    return { outcome: 'started', attemptId };
  }
}
