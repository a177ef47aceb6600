import type { RecordedEvent } from '../ports/event-store.port.js';
import type { ProjectionStore } from '../ports/projection-store.port.js';
import { DOCUMENT_KINDS, noChanges, type DocumentKind, type ReadModelDocuments, type VersionedDocument } from './documents.js';
import type { Projection } from './projection.js';

/** A map that forgets its least recently used entry beyond `capacity`. */
class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string);
  }

  clear(): void {
    this.map.clear();
  }
}

type Caches = { [K in DocumentKind]: LruCache<ReadModelDocuments[K]> };
type Working = { [K in DocumentKind]: Map<string, ReadModelDocuments[K]> };

/**
 * Applies batches of events to the read models: loads the documents a batch touches (an LRU cache
 * of committed documents saves reloading hot ones), folds each event unless the document's revision
 * says it was applied already, and commits the changed documents with the batch's checkpoint.
 * A failed commit empties the cache, so it never holds what the store does not.
 */
export class ProjectionWriter {
  private readonly caches: Caches;
  private readonly byKind = new Map<DocumentKind, Projection>();

  constructor(
    private readonly store: ProjectionStore,
    projections: readonly Projection[],
    private readonly generation: number,
    cacheSize = 2_000,
  ) {
    for (const projection of projections) this.byKind.set(projection.kind, projection);
    this.caches = { itinerary: new LruCache(cacheSize), account: new LruCache(cacheSize) };
  }

  /** Applies `events` (in global order) and stores the position of the last one as the checkpoint. */
  async apply(events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const routed = events.map((event) => this.route(event));
    try {
      const working = await this.documentsFor(routed);
      const changes = noChanges();
      const changed = new Set<VersionedDocument>();
      for (const [i, target] of routed.entries()) {
        if (!target) continue;
        const { projection, id } = target;
        const documents = working[projection.kind] as Map<string, VersionedDocument>;
        const current = documents.get(id);
        const event = events[i]!;
        if (current && current.revision >= event.revision) continue;
        const next = (projection as Projection).apply(current as never, event);
        documents.set(id, next);
        changed.add(next);
      }
      for (const kind of DOCUMENT_KINDS) {
        (changes[kind] as VersionedDocument[]) = [...working[kind].values()].filter((doc) => changed.has(doc));
      }
      await this.store.commit(changes, { position: events[events.length - 1]!.position, generation: this.generation });
      for (const kind of DOCUMENT_KINDS) {
        for (const doc of changes[kind]) (this.caches[kind] as LruCache<VersionedDocument>).set(doc.id, doc);
      }
    } catch (error) {
      for (const kind of DOCUMENT_KINDS) this.caches[kind].clear();
      throw error;
    }
  }

  private route(event: RecordedEvent): { projection: Projection; id: string } | undefined {
    for (const projection of this.byKind.values()) {
      const id = projection.documentId(event);
      if (id !== undefined) return { projection, id };
    }
    return undefined;
  }

  /** The current document of every stream the batch touches: from the cache, else from the store. */
  private async documentsFor(routed: readonly ({ projection: Projection; id: string } | undefined)[]): Promise<Working> {
    const working: Working = { itinerary: new Map(), account: new Map() };
    const missing = new Map<DocumentKind, Set<string>>();
    for (const target of routed) {
      if (!target) continue;
      const kind = target.projection.kind;
      const documents = working[kind] as Map<string, VersionedDocument>;
      if (documents.has(target.id) || missing.get(kind)?.has(target.id)) continue;
      const cached = this.caches[kind].get(target.id);
      if (cached) documents.set(target.id, cached);
      else missing.set(kind, (missing.get(kind) ?? new Set()).add(target.id));
    }
    for (const [kind, ids] of missing) {
      const documents = working[kind] as Map<string, VersionedDocument>;
      for (const doc of await this.store.load(kind, [...ids])) documents.set(doc.id, doc);
    }
    return working;
  }
}
