import type { Db } from 'mongodb';
import type { Lifecycle } from '../../../../application/ports/lifecycle.port.js';
import {
  READ_MODEL_SCHEMA_VERSION,
  REBUILT,
  checkpoints,
  collectionName,
  ensureReadModelIndexes,
  ensureSharedIndexes,
  type CheckpointDocument,
  type CollectionSetName,
} from './collections.js';

/**
 * The read models' part of the MongoDB database. Started as a Lifecycle: creates the indexes and,
 * in the process that runs the projector, drops read models of an older schema version and resets
 * their checkpoint so that the projector rebuilds them from the first event.
 */
export class MongoReadModelDatabase implements Lifecycle {
  readonly name = 'mongodb-read-models';

  constructor(
    readonly db: Db,
    private readonly ownsProjection: boolean,
  ) {}

  async start(): Promise<void> {
    await ensureSharedIndexes(this.db);
    if (this.ownsProjection) {
      const live = await this.checkpoint('live');
      if (live?.schemaVersion !== READ_MODEL_SCHEMA_VERSION) {
        for (const base of REBUILT) await this.db.collection(collectionName(base, 'live')).drop().catch(ignoreMissing);
        await this.writeCheckpoint({
          _id: 'live',
          position: null,
          generation: (live?.generation ?? 0) + 1,
          schemaVersion: READ_MODEL_SCHEMA_VERSION,
        });
      }
    }
    await ensureReadModelIndexes(this.db, 'live');
  }

  async stop(): Promise<void> {}

  async checkpoint(set: CollectionSetName): Promise<CheckpointDocument | null> {
    return checkpoints(this.db).findOne({ _id: set });
  }

  async writeCheckpoint(document: CheckpointDocument): Promise<void> {
    const { _id, ...fields } = document;
    await checkpoints(this.db).updateOne({ _id }, { $set: fields }, { upsert: true });
  }
}

/** A drop of a collection that does not exist (NamespaceNotFound, code 26) is not a failure. */
export const ignoreMissing = (error: unknown): void => {
  if ((error as { code?: number }).code !== 26) throw error;
};
