import type { ProcessCheckpoints } from '../../../application/ports/process-checkpoints.port.js';
import { whenUnlocked, type SqliteDatabase } from './database.js';

const MIGRATIONS = [
  {
    version: 1,
    name: 'process checkpoints',
    up: 'CREATE TABLE process_checkpoints (name TEXT PRIMARY KEY, position TEXT NOT NULL)',
  },
];

/** Process managers' checkpoints in the embedded profile's SQLite file. */
export class SqliteProcessCheckpoints implements ProcessCheckpoints {
  private readonly read;
  private readonly write;

  constructor(private readonly database: SqliteDatabase) {
    database.migrate('process-checkpoints', MIGRATIONS);
    this.read = database.connection.prepare<[string], { position: string }>('SELECT position FROM process_checkpoints WHERE name = ?');
    this.write = database.connection.prepare<[string, string]>(
      'INSERT INTO process_checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position',
    );
  }

  async load(name: string): Promise<string | undefined> {
    return this.read.get(name)?.position;
  }

  async save(name: string, position: string): Promise<void> {
    await whenUnlocked(this.database, () => this.write.run(name, position));
  }
}
