import { inject, injectable } from 'inversify';
import type { CachedImport, ImportCache } from '../../../application/ports/import-cache.port.js';
import { TOKENS } from '../../../tokens.js';
import { whenUnlocked, type Migration, type SqliteDatabase } from './database.js';

const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'link import cache',
    up: `CREATE TABLE import_cache (
      url              TEXT    PRIMARY KEY,
      pipeline_version INTEGER NOT NULL,
      stored_at        TEXT    NOT NULL,
      plan             TEXT    NOT NULL
    ) WITHOUT ROWID;`,
  },
];

interface Row {
  url: string;
  pipeline_version: number;
  stored_at: string;
  plan: string;
}

/** The shared link-import cache in the embedded profile's SQLite file; a write waits for another connection's write lock on a timer. */
@injectable()
export class SqliteImportCache implements ImportCache {
  private readonly select;
  private readonly upsert;

  constructor(@inject(TOKENS.SqliteDatabase) private readonly database: SqliteDatabase) {
    database.migrate('import-cache', MIGRATIONS);
    const db = database.connection;
    this.select = db.prepare<[string], Row>('SELECT url, pipeline_version, stored_at, plan FROM import_cache WHERE url = ?');
    this.upsert = db.prepare<[string, number, string, string]>(
      `INSERT INTO import_cache (url, pipeline_version, stored_at, plan) VALUES (?, ?, ?, ?)
       ON CONFLICT (url) DO UPDATE SET pipeline_version = excluded.pipeline_version, stored_at = excluded.stored_at, plan = excluded.plan`,
    );
  }

  async get(url: string): Promise<CachedImport | undefined> {
    const row = this.select.get(url);
    return row ? { url: row.url, pipelineVersion: row.pipeline_version, storedAt: row.stored_at, plan: JSON.parse(row.plan) } : undefined;
  }

  async put(entry: CachedImport): Promise<void> {
    await whenUnlocked(this.database, () => this.upsert.run(entry.url, entry.pipelineVersion, entry.storedAt, JSON.stringify(entry.plan)));
  }
}
