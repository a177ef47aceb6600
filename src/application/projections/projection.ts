import type { RecordedEvent } from '../ports/event-store.port.js';
import type { ReadModelKind, ReadModelDocuments } from './documents.js';

/**
 * Folds the events of one kind of stream into one document per stream. Pure: the projector loads the
 * document, applies the revision guard, and stores what `apply` returns.
 */
export interface Projection<K extends ReadModelKind = ReadModelKind> {
  readonly kind: K;
  /** The id of the document this event belongs to, or undefined when the projection ignores it. */
  documentId(event: RecordedEvent): string | undefined;
  /** The document after the event; `current` is undefined before the stream's first event. */
  apply(current: ReadModelDocuments[K] | undefined, event: RecordedEvent): ReadModelDocuments[K];
}

/** The id of a stream `<prefix><id>`, or undefined for other streams. */
export const idInStream = (prefix: string, streamId: string): string | undefined =>
  streamId.startsWith(prefix) && streamId.length > prefix.length ? streamId.slice(prefix.length) : undefined;
