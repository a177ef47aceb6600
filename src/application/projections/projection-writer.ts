import type { RecordedEvent } from '../ports/event-store.port.js';
import type { ProjectionStore } from '../ports/projection-store.port.js';
import { READ_MODEL_KINDS, noChanges, type ReadModelKind, type ReadModelDocuments, type VersionedDocument } from './documents.js';
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

  has(key: string): boolean {
    return this.map.has(key);
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

type Caches = { [K in ReadModelKind]: LruCache<ReadModelDocuments[K]> };
type Working = { [K in ReadModelKind]: Map<string, ReadModelDocuments[K]> };
type Routed = { projection: Projection; id: string } | undefined;

/** A document changed in memory and not stored yet; `touched` is when (in events folded) it last changed. */
interface Dirty {
  doc: VersionedDocument;
  touched: number;
}

/**
 * Stored documents of each kind a writer keeps between batches unless told otherwise. Live projection
 * mostly meets the documents of recent writes again (the itinerary being edited), and a miss only adds
 * an id to the one lookup per kind a batch makes. 500 covers that working set; 2,000 kept about 4 MB
 * of documents (some 2 KB an itinerary) alive in the projector for good.
 */
export const DOCUMENT_CACHE_SIZE = 500;

/**
 * Applies events to the read models: loads the documents they touch (an LRU cache of stored
 * documents saves reloading hot ones), folds each event unless the document's revision says it was
 * applied already, and stores the changed documents with the checkpoint of the last event.
 * A failure forgets everything held in memory, so the writer never trusts what the store does not hold.
 */
export class ProjectionWriter {
  private readonly caches: Caches;
  private readonly dirty: { [K in ReadModelKind]: Map<string, Dirty> } = { itinerary: new Map(), account: new Map() };
  private readonly byKind = new Map<ReadModelKind, Projection>();
  /** Events folded so far: the clock of `touched`. */
  private folded = 0;
  private position: string | undefined;

  constructor(
    private readonly store: ProjectionStore,
    projections: readonly Projection[],
    private readonly generation: number,
    cacheSize = DOCUMENT_CACHE_SIZE,
  ) {
    for (const projection of projections) this.byKind.set(projection.kind, projection);
    this.caches = { itinerary: new LruCache(cacheSize), account: new LruCache(cacheSize) };
  }

  /** Applies `events` (in global order) and stores them with the position of the last one as the checkpoint. */
  async apply(events: readonly RecordedEvent[]): Promise<void> {
    await this.fold(events);
    await this.commit();
  }

  /** Folds `events` into the documents in memory; nothing is stored until `commit`. */
  async fold(events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const routed = events.map((event) => this.route(event));
    try {
      const loaded = await this.loadMissing(routed);
      for (const [i, target] of routed.entries()) {
        this.folded++;
        if (!target) continue;
        const { projection, id } = target;
        const kind = projection.kind;
        const current = this.dirty[kind].get(id)?.doc ?? this.caches[kind].get(id) ?? loaded[kind].get(id);
        const event = events[i]!;
        if (current && current.revision >= event.revision) continue;
        this.dirty[kind].set(id, { doc: projection.apply(current as never, event), touched: this.folded });
      }
      this.position = events[events.length - 1]!.position;
    } catch (error) {
      this.forget();
      throw error;
    }
  }

  /**
   * Stores the changed documents and the checkpoint of the last event folded. With `idleFor`, only
   * documents unchanged for that many events are stored and the others stay in memory: a rebuild
   * writes each document about once, and its checkpoint counts only once the last commit is done.
   */
  async commit(idleFor?: number): Promise<void> {
    if (this.position === undefined) return;
    const changes = noChanges();
    for (const kind of READ_MODEL_KINDS) {
      for (const { doc, touched } of this.dirty[kind].values()) {
        if (idleFor === undefined || this.folded - touched >= idleFor) (changes[kind] as VersionedDocument[]).push(doc);
      }
    }
    try {
      await this.store.commit(changes, { position: this.position, generation: this.generation });
    } catch (error) {
      this.forget();
      throw error;
    }
    for (const kind of READ_MODEL_KINDS) {
      for (const doc of changes[kind]) {
        this.dirty[kind].delete(doc.id);
        (this.caches[kind] as LruCache<VersionedDocument>).set(doc.id, doc);
      }
    }
  }

  private forget(): void {
    for (const kind of READ_MODEL_KINDS) {
      this.caches[kind].clear();
      this.dirty[kind].clear();
    }
  }

  private route(event: RecordedEvent): Routed {
    for (const projection of this.byKind.values()) {
      const id = projection.documentId(event);
      if (id !== undefined) return { projection, id };
    }
    return undefined;
  }

  /** The stored documents the batch touches that are neither changed in memory nor cached. */
  private async loadMissing(routed: readonly Routed[]): Promise<Working> {
    const loaded: Working = { itinerary: new Map(), account: new Map() };
    const missing = new Map<ReadModelKind, Set<string>>();
    for (const target of routed) {
      if (!target) continue;
      const kind = target.projection.kind;
      if (this.dirty[kind].has(target.id) || this.caches[kind].has(target.id)) continue;
      missing.set(kind, (missing.get(kind) ?? new Set()).add(target.id));
    }
    for (const [kind, ids] of missing) {
      const documents = loaded[kind] as Map<string, VersionedDocument>;
      for (const doc of await this.store.load(kind, [...ids])) documents.set(doc.id, doc);
    }
    return loaded;
  }
}
