import type Database from 'better-sqlite3';

/** Streams whose last revision is remembered; beyond this the memory is dropped and refilled. */
const LIMIT = 20_000;

/**
 * The last revision of recently read or written streams, so that an aggregate's catch-up read past
 * it needs no query. It holds while the events table's last position is the one this connection
 * saw last: an append through another connection (another process, the CLI, a second connection in
 * this one) moves it, and then everything is forgotten. Writes to other tables (the projector
 * thread's) leave it alone. A head is an upper bound: an append that fails after reporting one leaves
 * the stream below it, never above.
 * The last position is read at most once per event-loop callback (with the promise jobs it starts;
 * process.nextTick forgets the read once they have run): a request only arrives in an I/O callback, so
 * every request served by that callback arrived before that read, which therefore sees every append
 * acknowledged before any of them was sent (one read serves the two or three aggregate loads of a
 * request, measured: one per GET). This connection's appends need no read at all: positions only grow, so an append whose
 * first position follows the last one seen proves that nobody else appended in between.
 * One per connection, shared by every event store on it.
 */
export class StreamHeads {
  private static readonly byConnection = new WeakMap<Database.Database, StreamHeads>();
  private readonly heads = new Map<string, number>();
  private readonly lastPosition: Database.Statement<[], number | null>;
  /** The events table's last position when the heads were last known to hold; -1: not known. */
  private position = -1;
  /** Whether the last position was read in this event-loop callback. */
  private readThisTurn = false;
  private readonly nextTurn = () => {
    this.readThisTurn = false;
  };

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
   * This connection appended positions `first` to `last`, inside its write transaction (so nobody
   * else appends meanwhile). A gap before `first` is someone else's appends: what is known is dropped.
   */
  appended(first: number, last: number): void {
    if (first !== this.position + 1) this.heads.clear();
    this.position = last;
  }

  /** A write transaction failed: what it reported may not have happened. */
  forget(): void {
    this.heads.clear();
    this.position = -1;
  }

  private check(): void {
    if (this.readThisTurn) return;
    this.readThisTurn = true;
    // Runs once this callback and its promise jobs are done, before the next callback: a read never outlives them.
    process.nextTick(this.nextTurn);
    const position = this.lastPosition.get() ?? 0;
    if (position === this.position) return;
    this.heads.clear();
    this.position = position;
  }
}
