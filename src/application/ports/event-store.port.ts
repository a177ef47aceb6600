/**
 * The EventStore port (docs/design.md §1). Two adapters implement it: SQLite (embedded) and EventStoreDB.
 * Semantics follow EventStoreDB so that both behave alike under one contract suite:
 * stream revisions are 0-based; a missing stream has no revision; the global order is total.
 */

export interface EventMetadata {
  actorId: string;
  clientId: string;
  correlationId: string;
  causationId: string;
  occurredAt: string;
  schemaVersion: number;
}

export interface EventToAppend {
  /** UUID; the store keeps it, so a retried append is recognisable. */
  id: string;
  type: string;
  data: object;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  streamId: string;
  revision: number;
  /**
   * Global position, opaque to callers: compare only through the store, persist as a string.
   * SQLite: a decimal integer. EventStoreDB: "<commit>/<prepare>" of its bigint $all position.
   */
  position: string;
  type: string;
  data: object;
  metadata: EventMetadata;
}

/** A revision number, or the two EventStoreDB-style wildcards. */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface AppendResult {
  /** Revision of the last event written. */
  revision: number;
  position: string;
}

export interface ReadStreamOptions {
  /** First revision to return (inclusive). Default 0. */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Return events strictly after this position. Omitted: from the start. */
  after?: string;
  maxCount?: number;
  /** Only streams whose id starts with one of these (e.g. "itinerary-"). Omitted or empty: all streams. */
  streamPrefixes?: string[];
}

export interface SubscribeOptions {
  /** Deliver events strictly after this checkpoint (catch-up), then live ones. Omitted: from the start. */
  after?: string;
  streamPrefixes?: string[];
}

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. No event is delivered after it. */
  stop(): Promise<void>;
  /**
   * Resolves with the error that ended the subscription (never on stop(); it never rejects).
   * A handler that throws ends it, without skipping the failing event: its owner restarts from
   * its checkpoint or gives up.
   */
  readonly failed: Promise<Error>;
}

/**
 * Called once per event, in global order; the next event waits for the returned promise.
 * A subscription that drops internally resubscribes from the last event handled, so a handler sees
 * every event at least once and, within one subscription, no event twice.
 */
export type EventHandler = (event: RecordedEvent) => Promise<void> | void;

export interface EventStore {
  /**
   * Appends atomically and resolves once the events are durable. Rejects with
   * WrongExpectedRevisionError when `expected` does not hold (nothing is written), and with a
   * RangeError for no events or a negative revision. Retrying an acknowledged append with the same
   * event ids resolves with the first result and writes nothing.
   */
  append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream in revision order; nothing (not an error) when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  subscribeToAll(options: SubscribeOptions, handler: EventHandler): Subscription;
  /** The position of the last event in the store, or undefined when empty (for lag and progress). */
  headPosition(): Promise<string | undefined>;
  /** Stops every subscription. A connection the store was given is left to its owner to close. */
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** The stream's actual revision; -1 when the stream does not exist. */
    readonly actual: number,
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
