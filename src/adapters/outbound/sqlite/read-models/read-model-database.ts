import { inject, injectable } from 'inversify';
import { TOKENS } from '../../../../tokens.js';
import type { SqliteDatabase } from '../database.js';
import {
  READ_MODEL_MIGRATIONS,
  READ_MODEL_SCHEMA_VERSION,
  createTables,
  dropTables,
  tableSet,
  type TableSetName,
} from './schema.js';

export interface CheckpointRow {
  position: string | null;
  generation: number;
  schema_version: number;
}

/**
 * The read models' part of the shared SQLite file. On first use it migrates the checkpoint and
 * view-count tables and makes sure the live read-model tables exist at READ_MODEL_SCHEMA_VERSION;
 * older ones are dropped and the checkpoint reset, so the projector rebuilds them from the start.
 */
@injectable()
export class SqliteReadModelDatabase {
  readonly connection;
  private readonly checkpointStatement;

  constructor(@inject(TOKENS.SqliteDatabase) readonly database: SqliteDatabase) {
    database.migrate('read-models', READ_MODEL_MIGRATIONS);
    this.connection = database.connection;
    this.checkpointStatement = this.connection.prepare<[TableSetName], CheckpointRow>(
      'SELECT position, generation, schema_version FROM projection_checkpoints WHERE name = ?',
    );
    this.connection.transaction(() => this.ensureLiveTables()).immediate();
  }

  checkpointRow(set: TableSetName): CheckpointRow | undefined {
    return this.checkpointStatement.get(set);
  }

  writeCheckpointRow(set: TableSetName, row: CheckpointRow): void {
    this.connection
      .prepare(
        `INSERT INTO projection_checkpoints (name, position, generation, schema_version) VALUES (?, ?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET position = excluded.position, generation = excluded.generation,
           schema_version = excluded.schema_version`,
      )
      .run(set, row.position, row.generation, row.schema_version);
  }

  private ensureLiveTables(): void {
    const live = this.checkpointRow('live');
    if (live?.schema_version === READ_MODEL_SCHEMA_VERSION) return;
    const generation = (live?.generation ?? 0) + 1;
    const tables = tableSet('live');
    dropTables(this.connection, tables);
    createTables(this.connection, tables, generation);
    this.writeCheckpointRow('live', { position: null, generation, schema_version: READ_MODEL_SCHEMA_VERSION });
  }
}
