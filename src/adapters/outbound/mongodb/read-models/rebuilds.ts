import type { ReadModelRebuilds, RebuildTarget } from '../../../../application/ports/projection-store.port.js';
import { READ_MODEL_SCHEMA_VERSION, REBUILT, checkpoints, collectionName, ensureReadModelIndexes } from './collections.js';
import { MongoProjectionStore } from './projection-store.js';
import { ignoreMissing, type MongoReadModelDatabase } from './read-model-database.js';

/**
 * Blue/green rebuilds in MongoDB: the `_next` collections are filled beside the live ones (indexes
 * first), then each is renamed over its live twin with dropTarget, an atomic step per collection,
 * and the live checkpoint moves to the rebuilt one with a new generation. Between the renames a
 * reader can see a rebuilt itinerary collection beside the previous accounts collection, each
 * consistent in itself. The projector sees the new generation and resumes from the rebuilt checkpoint.
 */
export class MongoReadModelRebuilds implements ReadModelRebuilds {
  constructor(private readonly database: MongoReadModelDatabase) {}

  async prepare(): Promise<RebuildTarget> {
    const { db } = this.database;
    await this.dropNext();
    await ensureReadModelIndexes(db, 'next');
    const live = await this.database.checkpoint('live');
    const generation = (live?.generation ?? 0) + 1;
    await this.database.writeCheckpoint({ _id: 'next', position: null, generation, schemaVersion: READ_MODEL_SCHEMA_VERSION });
    return {
      store: new MongoProjectionStore(this.database, 'next'),
      switchOver: async () => {
        const [current, built] = await Promise.all([this.database.checkpoint('live'), this.database.checkpoint('next')]);
        if (!built || built.generation !== (current?.generation ?? 0) + 1) {
          throw new Error('the live read models changed generation during the rebuild (another rebuild?); run it again');
        }
        for (const base of REBUILT) {
          await db.collection(collectionName(base, 'next')).rename(collectionName(base, 'live'), { dropTarget: true });
        }
        await this.database.writeCheckpoint({ ...built, _id: 'live' });
        await checkpoints(db).deleteOne({ _id: 'next' });
      },
      discard: () => this.dropNext(),
    };
  }

  private async dropNext(): Promise<void> {
    for (const base of REBUILT) await this.database.db.collection(collectionName(base, 'next')).drop().catch(ignoreMissing);
    await checkpoints(this.database.db).deleteOne({ _id: 'next' });
  }
}
