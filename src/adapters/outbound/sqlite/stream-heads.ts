import type Database from 'better-sqlite3';

/** Streams whose last revision is remembered; beyond this the memory is dropped and refilled. */
const LIMIT = 20_000;

/**
 * The last revision of recently read or written streams, so that an aggregate's catch-up read past
 * it needs no query. It holds while SQLite's data_version of the connection stays the same: that
 * changes whenever another connection (another process, the CLI) commits, and then everything is
 * forgotten. Writes on this connection report their heads here. A head is an upper bound: a
 * transaction that fails after reporting one leaves the stream below it, never above.
 * One per connection, shared by every event store on it.
 */
export class StreamHeads {
  private static readonly byConnection = new WeakMap<Database.Database, StreamHeads>();
  private readonly heads = new Map<string, number>();
  private readonly dataVersion: Database.Statement<[], number>;
  private version = -1;

  private constructor(connection: Database.Database) {
    this.dataVersion = connection.prepare<[], number>('PRAGMA data_version').pluck();
  }

  static of(connection: Database.Database): StreamHeads {
    let heads = StreamHeads.byConnection.get(connection);
    if (!heads) StreamHeads.byConnection.set(connection, (heads = new StreamHeads(connection)));
    return heads;
  }

  /** The stream's last revision as far as known, Infinity when unknown. */
  get(streamId: string): number {
    const version = this.dataVersion.get()!;
    if (version !== this.version) {
      this.heads.clear();
      this.version = version;
    }
    return this.heads.get(streamId) ?? Infinity;
  }

  /** The stream has no event after `revision`, as of now on this connection. */
  set(streamId: string, revision: number): void {
    if (this.heads.size >= LIMIT) this.heads.clear();
    this.heads.set(streamId, revision);
  }
}
