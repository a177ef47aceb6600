import { inject, injectable } from 'inversify';
import type { ReadModelRebuilds, RebuildTarget } from '../../../../application/ports/projection-store.port.js';
import { SqliteProjectionStore } from './projection-store.js';
import { SqliteReadModelDatabase } from './read-model-database.js';
import { READ_MODEL_SCHEMA_VERSION, createTables, dropTables, renameTables, tableSet } from './schema.js';

/**
 * Blue/green rebuilds in the shared SQLite file: the `_next` tables are filled beside the live ones,
 * then one IMMEDIATE transaction drops the live tables, renames the new ones into their place and
 * moves the live checkpoint and generation on. Readers see the old or the new read models, never a
 * mix; a projector running elsewhere notices the new generation on its next commit and resumes from
 * the rebuilt checkpoint. View counts live outside the rebuilt tables and are kept as they are.
 */
@injectable()
export class SqliteReadModelRebuilds implements ReadModelRebuilds {
  constructor(@inject(SqliteReadModelDatabase) private readonly database: SqliteReadModelDatabase) {}

  async prepare(): Promise<RebuildTarget> {
    const db = this.database.connection;
    const live = tableSet('live');
    const next = tableSet('next');
    db.transaction(() => {
      const generation = (this.database.checkpointRow('live')?.generation ?? 0) + 1;
      dropTables(db, next);
      createTables(db, next, generation);
      this.database.writeCheckpointRow('next', { position: null, generation, schema_version: READ_MODEL_SCHEMA_VERSION });
    }).immediate();
    return {
      store: new SqliteProjectionStore(this.database, next),
      switchOver: async () => {
        db.transaction(() => {
          const current = this.database.checkpointRow('live');
          const built = this.database.checkpointRow('next');
          if (!built || built.generation !== (current?.generation ?? 0) + 1) {
            throw new Error('the live read models changed generation during the rebuild (another rebuild?); run it again');
          }
          dropTables(db, live);
          renameTables(db, next, live);
          this.database.writeCheckpointRow('live', { ...built });
          db.prepare("DELETE FROM projection_checkpoints WHERE name = 'next'").run();
        }).immediate();
      },
      discard: async () => {
        db.transaction(() => {
          dropTables(db, next);
          db.prepare("DELETE FROM projection_checkpoints WHERE name = 'next'").run();
        }).immediate();
      },
    };
  }
}
