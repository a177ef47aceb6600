import { inject, injectable, optional } from 'inversify';
import type { Statement } from 'better-sqlite3';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventHandler,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../../../application/ports/event-store.port.js';
import { assertAppendable, revisionMatches } from '../shared/expected-revision.js';
import { OpenSubscriptions } from '../shared/open-subscriptions.js';
import { TOKENS } from '../../../tokens.js';
import { AppendNotifier, CatchUpSubscription, type CatchUpSource } from './catch-up-subscription.js';
import type { Migration, SqliteDatabase } from './database.js';
import { GroupCommit, type Settled } from './group-commit.js';

const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'events',
    // position is the global order; AUTOINCREMENT never reuses a number. SQLite has one writer at a
    // time, so positions become visible in increasing order and a reader never sees a gap fill later.
    up: `CREATE TABLE events (
      position  INTEGER PRIMARY KEY AUTOINCREMENT,
      id        TEXT    NOT NULL UNIQUE,
      stream_id TEXT    NOT NULL,
      revision  INTEGER NOT NULL,
      type      TEXT    NOT NULL,
      data      TEXT    NOT NULL,
      metadata  TEXT    NOT NULL,
      UNIQUE (stream_id, revision)
    )`,
  },
];

interface EventRow {
  position: number;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

type Stored = Pick<EventRow, 'stream_id' | 'revision' | 'position'>;

interface PendingAppend {
  streamId: string;
  events: EventToAppend[];
  expected: ExpectedRevision;
}

const COLUMNS = 'position, id, stream_id, revision, type, data, metadata';
const PAGE_SIZE = 500;

/**
 * The embedded EventStore: one `events` table in the shared SQLite file.
 * Group commit (`GroupCommit`): the appends requested during one turn of the event loop are written
 * by one IMMEDIATE transaction, each in its own savepoint (so one append's conflict leaves the others
 * alone), and acknowledged after its COMMIT. With synchronous = FULL that commit is one fsync, the
 * cost of an append; concurrent requests share it instead of queueing for one each.
 * close() stops the subscriptions but leaves the shared database open for its owner to close.
 */
@injectable()
export class SqliteEventStore implements EventStore {
  readonly pollIntervalMs = 500;
  private readonly subscriptions = new OpenSubscriptions();
  private closed = false;
  private readonly statements;
  private readonly pageStatements = new Map<number, Statement<unknown[], EventRow>>();
  private readonly appendTransaction;
  private readonly appends: GroupCommit<PendingAppend, AppendResult>;

  constructor(
    @inject(TOKENS.SqliteDatabase) private readonly database: SqliteDatabase,
    /** Told of every commit of this store: its subscriptions, and whoever else listens (the projector thread). */
    @inject(TOKENS.SqliteAppends) @optional() readonly notifier: AppendNotifier = new AppendNotifier(),
  ) {
    database.migrate('event-store', MIGRATIONS);
    const db = database.connection;
    this.statements = {
      lastRevision: db.prepare<[string], { revision: number }>(
        'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
      ),
      insert: db.prepare<[string, string, number, string, string, string]>(
        'INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      byId: db.prepare<[string], Stored>('SELECT stream_id, revision, position FROM events WHERE id = ?'),
      streamPage: db.prepare<[string, number, number], EventRow>(
        `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
      ),
      head: db.prepare<[], { position: number | null }>('SELECT max(position) AS position FROM events'),
    };
    // Called inside the group's transaction, so better-sqlite3 makes it a savepoint.
    this.appendTransaction = db.transaction(this.appendNow.bind(this));
    // IMMEDIATE: take the write lock before reading revisions, so a writer in another process
    // cannot slip in between a check and its insert.
    const groupTransaction = db.transaction((batch: PendingAppend[]): Settled<AppendResult>[] =>
      batch.map(({ streamId, events, expected }) => {
        try {
          return { value: this.appendTransaction(streamId, events, expected) };
        } catch (error) {
          return { error };
        }
      }),
    );
    this.appends = new GroupCommit(database, {
      commit: (batch) => groupTransaction.immediate(batch),
      committed: () => this.notifier.notify(),
    });
  }

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    this.assertOpen();
    assertAppendable(events, expected);
    return this.appends.add({ streamId, events, expected });
  }

  async *readStream(streamId: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    let from = options.fromRevision ?? 0;
    let remaining = options.maxCount ?? Infinity;
    while (remaining > 0) {
      this.assertOpen();
      const rows = this.statements.streamPage.all(streamId, from, Math.min(remaining, PAGE_SIZE));
      for (const row of rows) yield toRecorded(row);
      if (rows.length < PAGE_SIZE) return;
      remaining -= rows.length;
      from = rows[rows.length - 1]!.revision + 1;
    }
  }

  async *readAll(options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    let after = options.after;
    let remaining = options.maxCount ?? Infinity;
    while (remaining > 0) {
      this.assertOpen();
      const page = this.readPage(after, Math.min(PAGE_SIZE, remaining), options.streamPrefixes);
      yield* page;
      if (page.length < PAGE_SIZE) return;
      remaining -= page.length;
      after = page[page.length - 1]!.position;
    }
  }

  subscribeToAll(options: SubscribeOptions, handler: EventHandler): Subscription {
    this.assertOpen();
    const source: CatchUpSource = {
      readPage: (after, limit) => this.readPage(after, limit, options.streamPrefixes),
      notifier: this.notifier,
      pollIntervalMs: this.pollIntervalMs,
    };
    return this.subscriptions.track(new CatchUpSubscription(source, options.after, handler));
  }

  async headPosition(): Promise<string | undefined> {
    this.assertOpen();
    const { position } = this.statements.head.get()!;
    return position === null ? undefined : String(position);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.appends.flush({ waitForLock: true });
    await this.subscriptions.stopAll();
  }

  private appendNow(streamId: string, events: EventToAppend[], expected: ExpectedRevision): AppendResult {
    const actual = this.statements.lastRevision.get(streamId)?.revision ?? -1;
    if (!revisionMatches(expected, actual)) {
      const retried = this.alreadyAppended(streamId, events, expected);
      if (retried) return retried;
      throw new WrongExpectedRevisionError(streamId, expected, actual);
    }
    let revision = actual;
    let position = 0;
    for (const event of events) {
      revision++;
      try {
        const { lastInsertRowid } = this.statements.insert.run(
          event.id,
          streamId,
          revision,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
        );
        position = Number(lastInsertRowid);
      } catch (error) {
        const retried = this.alreadyAppended(streamId, events, expected);
        if (retried) return retried;
        throw error;
      }
    }
    return { revision, position: String(position) };
  }

  /**
   * A retry of an append that was acknowledged (same event ids, written right after `expected`)
   * returns the first result instead of failing, as EventStoreDB's idempotent append does.
   */
  private alreadyAppended(streamId: string, events: EventToAppend[], expected: ExpectedRevision): AppendResult | undefined {
    const stored = events.map((e) => this.statements.byId.get(e.id));
    const first = stored[0];
    if (!first || first.stream_id !== streamId) return undefined;
    if (expected === 'no_stream' && first.revision !== 0) return undefined;
    if (typeof expected === 'number' && first.revision !== expected + 1) return undefined;
    const consecutive = stored.every((s, i) => s?.stream_id === streamId && s.revision === first.revision + i);
    if (!consecutive) return undefined;
    const last = stored[stored.length - 1]!;
    return { revision: last.revision, position: String(last.position) };
  }

  private readPage(after: string | undefined, limit: number, prefixes: string[] = []): RecordedEvent[] {
    const params: Record<string, string | number> = { after: parsePosition(after), limit };
    prefixes.forEach((prefix, i) => (params[`p${i}`] = prefix));
    const rows = this.pageStatement(prefixes.length).all(params);
    return rows.map(toRecorded);
  }

  private pageStatement(prefixCount: number): Statement<unknown[], EventRow> {
    let statement = this.pageStatements.get(prefixCount);
    if (!statement) {
      // Prefixes are compared literally (no LIKE wildcards); length() counts as substr() does.
      const matches = Array.from({ length: prefixCount }, (_, i) => `substr(stream_id, 1, length(@p${i})) = @p${i}`);
      const where = prefixCount === 0 ? '' : ` AND (${matches.join(' OR ')})`;
      statement = this.database.connection.prepare<unknown[], EventRow>(
        `SELECT ${COLUMNS} FROM events WHERE position > @after${where} ORDER BY position LIMIT @limit`,
      );
      this.pageStatements.set(prefixCount, statement);
    }
    return statement;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event store is closed.');
  }
}

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.id,
  streamId: row.stream_id,
  revision: row.revision,
  position: String(row.position),
  type: row.type,
  data: JSON.parse(row.data) as object,
  metadata: JSON.parse(row.metadata) as RecordedEvent['metadata'],
});

const parsePosition = (position: string | undefined): number => {
  if (position === undefined) return 0;
  if (!/^\d+$/.test(position)) throw new RangeError(`Not an embedded event store position: "${position}"`);
  return Number(position);
};
