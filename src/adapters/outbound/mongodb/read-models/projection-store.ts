import type { AnyBulkWriteOperation, Collection, Document } from 'mongodb';
import { mongodb } from '../driver.js';
import type {
  AccountDocument,
  DocumentChanges,
  ReadModelKind,
  ItineraryDocument,
  ReadModelDocuments,
} from '../../../../application/projections/documents.js';
import { itineraryReadModel } from '../../../../application/projections/itinerary-summary.js';
import { foldWord, wordsOf } from '../../../../application/projections/search-terms.js';
import {
  ProjectionGenerationChangedError,
  type ProjectionCheckpoint,
  type ProjectionStore,
} from '../../../../application/ports/projection-store.port.js';
import {
  checkpoints,
  readModelCollections,
  type AccountReadDocument,
  type CollectionSetName,
  type ItineraryReadDocument,
  type ReadModelCollections,
} from './collections.js';
import type { MongoReadModelDatabase } from './read-model-database.js';

const DUPLICATE_KEY = 11000;

/**
 * The projector's view of one set of MongoDB read-model collections. MongoDB has no transaction
 * here (a batch can be larger than one is allowed to be), so each document is written with its
 * revision guard in the filter, and the checkpoint only after all of them: a crash in between
 * replays the batch, and the guard turns each replayed write into a no-op (an upsert that finds a
 * newer document fails with a duplicate key, which is exactly "already applied").
 */
export class MongoProjectionStore implements ProjectionStore {
  private readonly collections: ReadModelCollections;

  constructor(
    private readonly database: MongoReadModelDatabase,
    private readonly set: CollectionSetName,
  ) {
    this.collections = readModelCollections(database.db, set);
  }

  async readCheckpoint(): Promise<ProjectionCheckpoint> {
    const found = await this.database.checkpoint(this.set);
    // Before the projector's first start nothing is projected; generation 0 lets no commit through.
    if (!found) return { generation: 0 };
    return found.position === null ? { generation: found.generation } : { position: found.position, generation: found.generation };
  }

  async load<K extends ReadModelKind>(kind: K, ids: readonly string[]): Promise<ReadModelDocuments[K][]> {
    if (ids.length === 0) return [];
    if (kind === 'itinerary') {
      const found = await this.collections.itineraries
        .find({ _id: { $in: [...ids] } }, { projection: { _id: 1, revision: 1, updatedAt: 1, state: 1 } })
        .toArray();
      return found.map((d): ItineraryDocument => ({ id: d._id, revision: d.revision, updatedAt: d.updatedAt, state: d.state })) as ReadModelDocuments[K][];
    }
    const found = await this.collections.accounts.find({ _id: { $in: [...ids] } }).toArray();
    return found.map(
      (d): AccountDocument => ({ id: d._id, revision: d.revision, email: d.email, displayName: d.displayName, plan: d.plan }),
    ) as ReadModelDocuments[K][];
  }

  async commit(changes: DocumentChanges, checkpoint: Required<ProjectionCheckpoint>): Promise<void> {
    const current = await this.database.checkpoint(this.set);
    if (current?.generation !== checkpoint.generation) {
      throw new ProjectionGenerationChangedError(checkpoint.generation, current?.generation ?? -1);
    }
    await guardedWrites(this.collections.itineraries, changes.itinerary.map(toItineraryRead));
    await guardedWrites(this.collections.accounts, changes.account.map(toAccountRead));
    const moved = await checkpoints(this.database.db).updateOne(
      { _id: this.set, generation: checkpoint.generation },
      { $set: { position: checkpoint.position } },
    );
    if (moved.matchedCount === 0) {
      const now = await this.database.checkpoint(this.set);
      throw new ProjectionGenerationChangedError(checkpoint.generation, now?.generation ?? -1);
    }
  }
}

/** Replaces (or inserts) each document unless the stored one has the same or a newer revision. */
async function guardedWrites<T extends Document & { _id: string; revision: number }>(
  collection: Collection<T>,
  documents: T[],
): Promise<void> {
  if (documents.length === 0) return;
  const operations = documents.map(({ _id, ...fields }) => ({
    replaceOne: {
      filter: { _id, revision: { $lt: fields.revision } },
      replacement: fields,
      upsert: true,
    },
  })) as unknown as AnyBulkWriteOperation<T>[];
  try {
    await collection.bulkWrite(operations, { ordered: false });
  } catch (error) {
    const writeErrors = error instanceof mongodb().MongoBulkWriteError ? [error.writeErrors].flat() : [];
    if (writeErrors.length === 0 || writeErrors.some((e) => e.code !== DUPLICATE_KEY)) throw error;
  }
}

function toItineraryRead(doc: ItineraryDocument): ItineraryReadDocument {
  const model = itineraryReadModel(doc);
  const base = { _id: doc.id, revision: doc.revision, updatedAt: doc.updatedAt, state: doc.state };
  if (!model) return { ...base, active: false, members: [], words: [] };
  const text = Object.values(model.search).join(' ');
  return {
    ...base,
    active: true,
    summary: model.summary,
    members: model.members,
    visibility: model.summary.visibility,
    search: model.search,
    words: [...new Set(wordsOf(text).map(foldWord))],
  };
}

const toAccountRead = (doc: AccountDocument): AccountReadDocument => ({
  _id: doc.id,
  revision: doc.revision,
  email: doc.email,
  displayName: doc.displayName,
  plan: doc.plan,
});
