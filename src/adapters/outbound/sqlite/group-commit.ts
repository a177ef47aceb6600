import { LOCK_RETRY_MS, isBusy, withoutWaitingForLock, type SqliteDatabase } from './database.js';

/** What one queued write came to inside a committed batch. */
export type Settled<R> = { value: R } | { error: unknown };

export interface GroupCommitOptions<I, R> {
  /** One IMMEDIATE transaction over the batch, settling each item on its own (a savepoint each, when one may fail alone). */
  commit(items: I[]): Settled<R>[];
  /** After a commit, before the writers hear of it. */
  committed?(): void;
}

interface Queued<I, R> {
  item: I;
  resolve(value: R): void;
  reject(error: unknown): void;
}

/**
 * Writes queued during one turn of the event loop, committed by one transaction and settled after
 * it: with synchronous = FULL, concurrent writers share one fsync instead of queueing for one each.
 * While another connection holds the write lock (the projector thread writing read models, another
 * process), the batch waits on a timer rather than in SQLite's busy handler, which sleeps on the
 * calling thread: the event loop goes on serving, and what is queued meanwhile joins the batch,
 * behind it. After the database's busy timeout of this the batch fails with SQLITE_BUSY, as a
 * blocking wait would have.
 */
export class GroupCommit<I, R> {
  private queue: Queued<I, R>[] = [];
  /** When the waiting batch first found the write lock taken; undefined while it has not. */
  private lockedSince: number | undefined;

  constructor(
    private readonly database: SqliteDatabase,
    private readonly options: GroupCommitOptions<I, R>,
  ) {}

  add(item: I): Promise<R> {
    return new Promise((resolve, reject) => {
      if (this.queue.push({ item, resolve, reject }) === 1) setImmediate(() => this.flush());
    });
  }

  /** Commits what is queued; with `waitForLock` (on close), in SQLite's busy handler if need be. */
  flush({ waitForLock = false } = {}): void {
    const batch = this.queue;
    if (batch.length === 0) return;
    this.queue = [];
    let outcomes: Settled<R>[];
    try {
      const commit = () => this.options.commit(batch.map((queued) => queued.item));
      outcomes = waitForLock ? commit() : withoutWaitingForLock(this.database.connection, commit);
    } catch (error) {
      if (!waitForLock && isBusy(error) && this.retryLater(batch)) return;
      this.lockedSince = undefined;
      for (const queued of batch) queued.reject(error);
      return;
    }
    this.lockedSince = undefined;
    this.options.committed?.();
    batch.forEach((queued, i) => {
      const outcome = outcomes[i]!;
      if ('value' in outcome) queued.resolve(outcome.value);
      else queued.reject(outcome.error);
    });
  }

  /** Puts `batch` back ahead of what was queued since and tries again shortly; false once the busy timeout has passed. */
  private retryLater(batch: Queued<I, R>[]): boolean {
    const now = performance.now();
    this.lockedSince ??= now;
    if (now - this.lockedSince >= this.database.busyTimeoutMs) return false;
    this.queue = batch.concat(this.queue);
    setTimeout(() => this.flush(), LOCK_RETRY_MS);
    return true;
  }
}
