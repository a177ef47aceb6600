import type Database from 'better-sqlite3';

/** Streams whose last revision is remembered; beyond this the memory is dropped and refilled. */
const LIMIT = 20_000;

/**
 * The last revision of recently read or written streams, so that an aggregate's catch-up read past
 * it needs no query. It holds while the events table's last position is the one this connection
 * saw last: an append through another connection (another process, the CLI, a second connection in
 * this one) moves it, and then everything is forgotten; this connection's appends report theirs
 * (`appending`). Writes to other tables (the projector thread's) leave it alone. A head is an upper
 * bound: an append that fails after reporting one leaves the stream below it, never above.
 * One per connection, shared by every event store on it.
 */
export class StreamHeads {
  private static readonly byConnection = new WeakMap<Database.Database, StreamHeads>();
  private readonly heads = new Map<string, number>();
  private readonly lastPosition: Database.Statement<[], number | null>;
  /** The events table's last position when the heads were last known to hold; -1: not known. */
  private position = -1;

  private constructor(connection: Database.Database) {
    this.lastPosition = connection.prepare<[], number | null>('SELECT max(position) FROM events').pluck();
  }

  static of(connection: Database.Database): StreamHeads {
    let heads = StreamHeads.byConnection.get(connection);
    if (!heads) StreamHeads.byConnection.set(connection, (heads = new StreamHeads(connection)));
    return heads;
  }

  /** The stream's last revision as far as known, Infinity when unknown. */
  get(streamId: string): number {
    this.check();
    return this.heads.get(streamId) ?? Infinity;
  }

  /** The stream has no event after `revision`, as of now on this connection. */
  set(streamId: string, revision: number): void {
    if (this.heads.size >= LIMIT) this.heads.clear();
    this.heads.set(streamId, revision);
  }

  /**
   * An append on this connection, inside its write transaction (so nobody else appends meanwhile):
   * checks before it inserts, then `appended` records the position it reached.
   */
  appending(): void {
    this.check();
  }

  appended(position: number): void {
    this.position = position;
  }

  /** A write transaction failed: what it reported may not have happened. */
  forget(): void {
    this.heads.clear();
    this.position = -1;
  }

  private check(): void {
    const position = this.lastPosition.get() ?? 0;
    if (position === this.position) return;
    this.heads.clear();
    this.position = position;
  }
}
