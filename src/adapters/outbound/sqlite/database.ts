import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';

/** One numbered schema step of a module. Versions start at 1 and only ever grow; never edit a shipped one. */
export interface Migration {
  version: number;
  name: string;
  up: string | ((db: Database.Database) => void);
}

export interface SqliteDatabaseOptions {
  /** How long a write waits for another process's write lock before SQLITE_BUSY. */
  busyTimeoutMs?: number;
  /**
   * Whether a commit that grows the WAL past 1,000 pages copies it into the database file (SQLite's
   * default). Off where another connection does it (the projector thread): that copy and its fsync
   * then never hold up this connection's thread.
   */
  walAutoCheckpoint?: boolean;
}

/** The one SQLite file of the embedded profile (docs/design.md §1), relative to DATA_DIR. */
export const sqliteFileIn = (dataDir: string): string => join(dataDir, 'itinerary.db');

/**
 * The SQLite file that every embedded adapter shares (events, read models, OAuth, idempotency).
 * Each adapter calls `migrate(itsModuleName, itsMigrations)` once when it is constructed; the
 * versions of different modules are independent of each other.
 */
export class SqliteDatabase {
  readonly connection: Database.Database;
  /** How long a write waits for another connection's write lock before it fails. */
  readonly busyTimeoutMs: number;

  private constructor(connection: Database.Database, busyTimeoutMs: number) {
    this.connection = connection;
    this.busyTimeoutMs = busyTimeoutMs;
  }

  static open(file: string, options: SqliteDatabaseOptions = {}): SqliteDatabase {
    mkdirSync(dirname(file), { recursive: true });
    const connection = new Database(file);
    // WAL lets readers (projector, other processes) run beside the single writer. FULL makes the
    // WAL fsync on every commit, so an acknowledged transaction survives a crash or power loss;
    // NORMAL would only survive a process crash.
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = FULL');
    const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
    connection.pragma(`busy_timeout = ${busyTimeoutMs}`);
    if (options.walAutoCheckpoint === false) connection.pragma('wal_autocheckpoint = 0');
    connection.pragma('foreign_keys = ON');
    connection.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      module     TEXT    NOT NULL,
      version    INTEGER NOT NULL,
      name       TEXT    NOT NULL,
      applied_at TEXT    NOT NULL,
      PRIMARY KEY (module, version)
    )`);
    return new SqliteDatabase(connection, busyTimeoutMs);
  }

  /** Applies the migrations of `module` not applied yet, each in its own transaction, in version order. */
  migrate(module: string, migrations: readonly Migration[]): void {
    const applied = this.connection.prepare<[string, number], { one: 1 }>(
      'SELECT 1 AS one FROM schema_migrations WHERE module = ? AND version = ?',
    );
    const record = this.connection.prepare(
      'INSERT INTO schema_migrations (module, version, name, applied_at) VALUES (?, ?, ?, ?)',
    );
    const sorted = [...migrations].sort((a, b) => a.version - b.version);
    for (const migration of sorted) {
      // IMMEDIATE takes the write lock before the check, so two processes starting together
      // cannot both apply the same step.
      this.connection
        .transaction(() => {
          if (applied.get(module, migration.version)) return;
          if (typeof migration.up === 'string') this.connection.exec(migration.up);
          else migration.up(this.connection);
          record.run(module, migration.version, migration.name, new Date().toISOString());
        })
        .immediate();
    }
  }

  close(): void {
    if (this.connection.open) this.connection.close();
  }
}

/** Runs `work` with the connection's pragma `name` set to `value`, and sets it back afterwards. */
export function withPragma<T>(connection: Database.Database, name: string, value: number, work: () => T): T {
  const previous = connection.pragma(name, { simple: true }) as number;
  connection.pragma(`${name} = ${value}`);
  try {
    return work();
  } finally {
    connection.pragma(`${name} = ${previous}`);
  }
}

/**
 * Runs `write`, one IMMEDIATE transaction, without SQLite's busy handler: when another connection
 * holds the write lock, BEGIN fails at once with SQLITE_BUSY (see `isBusy`) instead of sleeping on
 * this thread until the lock is free. For a caller on the event loop that can try again from a timer
 * and serve requests meanwhile.
 */
export function withoutWaitingForLock<T>(connection: Database.Database, write: () => T): T {
  return withPragma(connection, 'busy_timeout', 0, write);
}

/** Whether `error` is SQLite saying that another connection holds a lock this one needs. */
export const isBusy = (error: unknown): boolean =>
  error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');

/** How often a writer on the event loop tries again for a write lock another connection holds. */
export const LOCK_RETRY_MS = 1;

/**
 * Runs `write`, one IMMEDIATE transaction, once the write lock is free: while another connection
 * holds it, tries again every millisecond from a timer, so the event loop serves meanwhile where
 * SQLite's busy handler would sleep on it. Fails with SQLITE_BUSY after the database's busy timeout,
 * as a blocking wait would.
 */
export async function whenUnlocked<T>(database: SqliteDatabase, write: () => T): Promise<T> {
  const since = performance.now();
  for (;;) {
    try {
      return withoutWaitingForLock(database.connection, write);
    } catch (error) {
      if (!isBusy(error) || performance.now() - since >= database.busyTimeoutMs) throw error;
    }
    await sleep(LOCK_RETRY_MS);
  }
}
