import type { DocumentChanges, ReadModelKind, ReadModelDocuments } from '../projections/documents.js';

/**
 * Where the projector resumes. The generation changes whenever a rebuild switches the read models,
 * so a projector that started on older read models can tell that its cache and position are stale.
 */
export interface ProjectionCheckpoint {
  /** The last event applied; undefined when none was. */
  position?: string;
  generation: number;
}

/** The write side of the read models, as the projector uses it. */
export interface ProjectionStore {
  readCheckpoint(): Promise<ProjectionCheckpoint>;
  /** The stored documents among `ids` (missing ones are simply absent). */
  load<K extends ReadModelKind>(kind: K, ids: readonly string[]): Promise<ReadModelDocuments[K][]>;
  /**
   * Stores the changed documents, each only when its revision is above the stored one, with every
   * read model derived from them, and then the checkpoint: in one transaction where the store has
   * them (SQLite), else documents first, so a crash in between only means a harmless replay.
   * Throws ProjectionGenerationChangedError (nothing stored) when `checkpoint.generation` is stale.
   */
  commit(changes: DocumentChanges, checkpoint: Required<ProjectionCheckpoint>): Promise<void>;
}

/** Read models set aside for a rebuild: filled through `store`, then switched in. */
export interface RebuildTarget {
  readonly store: ProjectionStore;
  /**
   * Makes the rebuilt read models the live ones (atomically where the store can), carries over data
   * that is not derived from events (view counts), and moves the live generation on.
   */
  switchOver(): Promise<void>;
  /** Drops the set-aside read models (a failed or abandoned rebuild). */
  discard(): Promise<void>;
}

export interface ReadModelRebuilds {
  /** Fresh, empty read models beside the live ones; a leftover of an unfinished rebuild is dropped first. */
  prepare(): Promise<RebuildTarget>;
}

export class ProjectionGenerationChangedError extends Error {
  constructor(readonly expected: number, readonly actual: number) {
    super(`read models were switched by a rebuild (generation ${expected} -> ${actual})`);
    this.name = 'ProjectionGenerationChangedError';
  }
}
