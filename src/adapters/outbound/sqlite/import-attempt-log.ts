import { inject, injectable } from 'inversify';
import type { ImportAttemptLog } from '../../../application/ports/import-attempt-log.port.js';
import { TOKENS } from '../../../tokens.js';
import { whenUnlocked, type Migration, type SqliteDatabase } from './database.js';

const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'link import attempts',
    up: `CREATE TABLE import_attempts (
      account_id TEXT    NOT NULL,
      at         INTEGER NOT NULL  -- milliseconds since the epoch
    );
    CREATE INDEX import_attempts_by_account ON import_attempts (account_id, at);`,
  },
];

/** Link-import attempts in the embedded profile's SQLite file; an account's rows older than the window are dropped as it adds one. */
@injectable()
export class SqliteImportAttemptLog implements ImportAttemptLog {
  private readonly select;
  private readonly insert;
  private readonly forget;

  constructor(@inject(TOKENS.SqliteDatabase) private readonly database: SqliteDatabase) {
    database.migrate('import-attempts', MIGRATIONS);
    const db = database.connection;
    this.select = db.prepare<[string, number], { at: number }>('SELECT at FROM import_attempts WHERE account_id = ? AND at > ? ORDER BY at');
    this.insert = db.prepare<[string, number]>('INSERT INTO import_attempts (account_id, at) VALUES (?, ?)');
    this.forget = db.prepare<[string, number]>('DELETE FROM import_attempts WHERE account_id = ? AND at < ?');
  }

  async since(accountId: string, from: Date): Promise<Date[]> {
    return this.select.all(accountId, from.getTime()).map((row) => new Date(row.at));
  }

  async record(accountId: string, at: Date, forgetBefore: Date): Promise<void> {
    const db = this.database.connection;
    await whenUnlocked(this.database, () =>
      db.transaction(() => {
        this.forget.run(accountId, forgetBefore.getTime());
        this.insert.run(accountId, at.getTime());
      })(),
    );
  }
}
