import { inject, injectable } from 'inversify';
import type { AccountActionLog, RatedAction } from '../../../application/ports/account-action-log.port.js';
import { TOKENS } from '../../../tokens.js';
import { whenUnlocked, type Migration, type SqliteDatabase } from './database.js';

// The module keeps its first name: its version count lives under it in the database.
const MODULE = 'import-attempts';
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
  {
    version: 2,
    name: 'rated actions of every kind',
    up: `CREATE TABLE account_actions (
      action     TEXT    NOT NULL,
      account_id TEXT    NOT NULL,
      at         INTEGER NOT NULL  -- milliseconds since the epoch
    );
    CREATE INDEX account_actions_by_account ON account_actions (account_id, action, at);
    INSERT INTO account_actions (action, account_id, at) SELECT 'linkRead', account_id, at FROM import_attempts;
    DROP TABLE import_attempts;`,
  },
];

/** Rated actions in the embedded profile's SQLite file; an account's rows older than the window are dropped as it adds one. */
@injectable()
export class SqliteAccountActionLog implements AccountActionLog {
  private readonly select;
  private readonly insert;
  private readonly forget;

  constructor(@inject(TOKENS.SqliteDatabase) private readonly database: SqliteDatabase) {
    database.migrate(MODULE, MIGRATIONS);
    const db = database.connection;
    this.select = db.prepare<[string, string, number], { at: number }>('SELECT at FROM account_actions WHERE account_id = ? AND action = ? AND at > ? ORDER BY at');
    this.insert = db.prepare<[string, string, number]>('INSERT INTO account_actions (account_id, action, at) VALUES (?, ?, ?)');
    this.forget = db.prepare<[string, string, number]>('DELETE FROM account_actions WHERE account_id = ? AND action = ? AND at < ?');
  }

  async since(action: RatedAction, accountId: string, from: Date): Promise<Date[]> {
    return this.select.all(accountId, action, from.getTime()).map((row) => new Date(row.at));
  }

  async record(action: RatedAction, accountId: string, at: Date, forgetBefore: Date): Promise<void> {
    const db = this.database.connection;
    await whenUnlocked(this.database, () =>
      db.transaction(() => {
        this.forget.run(accountId, action, forgetBefore.getTime());
        this.insert.run(accountId, action, at.getTime());
      })(),
    );
  }
}
