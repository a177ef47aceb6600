import type { EventStore, RecordedEvent, Subscription } from '../ports/event-store.port.js';
import type { Lifecycle } from '../ports/lifecycle.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { PositionOrder } from '../ports/position-order.port.js';
import type { ProjectionLag, ProjectionProgress } from '../ports/projection-progress.port.js';
import { ProjectionGenerationChangedError, type ProjectionStore } from '../ports/projection-store.port.js';
import { CheckpointWaiters } from './checkpoint-waiters.js';
import type { Projection } from './projection.js';
import { LiveBatchPacing } from './tuning/live-batch-pacing.js';
import { DOCUMENT_CACHE_SIZE, ProjectionWriter } from './projection-writer.js';

export interface ProjectorOptions {
  /** Events applied (and checkpointed) together at most; a smaller batch is applied as soon as delivery pauses. */
  batchSize?: number;
  /** Documents kept in memory between batches. */
  cacheSize?: number;
  /** First and longest wait before resubscribing after a failure (doubling in between). */
  retryMinMs?: number;
  retryMaxMs?: number;
  /** Told each new checkpoint once its batch is stored (a projector thread reports it to the API). */
  onCheckpoint?: (position: string) => void;
  /**
   * The shortest time between the starts of two live batches (0: each as soon as delivery pauses),
   * except while someone waits for the checkpoint (tuning/live-batch-pacing.ts).
   */
  minBatchIntervalMs?: number;
}

/** One subscription and what it delivered but not yet committed; a failure ends it and a new run starts. */
interface Run {
  subscription?: Subscription;
  writer: ProjectionWriter;
  buffer: RecordedEvent[];
  flushing: Promise<void>;
  flushScheduled: boolean;
  /** The timer of a batch held back by minBatchIntervalMs. */
  heldBack?: NodeJS.Timeout;
  error?: Error;
}

/**
 * Keeps the read models up to date: subscribes to all events after the stored checkpoint (catch-up,
 * then live), applies them in batches through a ProjectionWriter, each batch with its checkpoint.
 * Any failure (a dropped subscription, a store error, a rebuild that switched the read models) ends
 * the run; the next run starts from the stored checkpoint with an empty cache, so nothing is lost,
 * and what is delivered again is skipped by the per-document revision guard.
 */
export class Projector implements Lifecycle, ProjectionProgress {
  readonly name = 'projector';
  private run: Run | undefined;
  private readonly checkpoint: CheckpointWaiters;
  private stopping = false;
  private restartTimer: NodeJS.Timeout | undefined;
  private steadyTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private readonly batchSize: number;
  private readonly cacheSize: number;
  private readonly retryMinMs: number;
  private readonly retryMaxMs: number;
  private readonly onCheckpoint: (position: string) => void;
  private readonly pacing: LiveBatchPacing;

  constructor(
    private readonly events: EventStore,
    private readonly store: ProjectionStore,
    private readonly projections: readonly Projection[],
    positions: PositionOrder,
    private readonly logger: Logger,
    options: ProjectorOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1_000;
    this.cacheSize = options.cacheSize ?? DOCUMENT_CACHE_SIZE;
    this.retryMinMs = options.retryMinMs ?? 100;
    this.retryMaxMs = options.retryMaxMs ?? 10_000;
    this.onCheckpoint = options.onCheckpoint ?? (() => undefined);
    this.pacing = new LiveBatchPacing(options.minBatchIntervalMs ?? 0);
    this.checkpoint = new CheckpointWaiters(positions, (waiting) => this.readersWaiting(waiting));
  }

  /** Subscribes and returns; catching up goes on in the background (see waitFor / catchUp). */
  async start(): Promise<void> {
    this.stopping = false;
    await this.startRun();
  }

  /** Stops delivery, commits what was delivered, and leaves the checkpoint stored. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    clearTimeout(this.steadyTimer);
    const run = this.run;
    this.run = undefined;
    if (run) {
      await run.subscription?.stop();
      clearTimeout(run.heldBack);
      await this.flush(run).catch(() => undefined);
    }
    this.checkpoint.release();
  }

  /**
   * Someone waits for the checkpoint (true), in this process or, for a projector thread, in the API's;
   * or nobody does any more (false). While anyone waits, no batch is held back: one that is goes now.
   */
  readersWaiting(waiting: boolean): void {
    if (this.pacing.readersWaiting(waiting) && this.run?.heldBack) this.runScheduledFlush(this.run);
  }

  /** Subscribed and applying events: false once stopped, and between a failure and the retry (readiness). */
  get running(): boolean {
    return !this.stopping && this.run !== undefined && this.run.error === undefined;
  }

  waitFor(position: string, timeoutMs = Infinity): Promise<boolean> {
    return this.checkpoint.waitFor(position, timeoutMs);
  }

  async catchUp(timeoutMs?: number): Promise<boolean> {
    const head = await this.events.headPosition();
    return head === undefined || this.waitFor(head, timeoutMs);
  }

  /** Failures in a row since the last batch was applied; 0 while all is well (health checks). */
  get consecutiveFailures(): number {
    return this.failures;
  }

  async lag(): Promise<ProjectionLag> {
    return this.checkpoint.lag(await this.events.headPosition());
  }

  private async startRun(): Promise<void> {
    const checkpoint = await this.store.readCheckpoint();
    this.advance(checkpoint.position);
    const run: Run = {
      writer: new ProjectionWriter(this.store, this.projections, checkpoint.generation, this.cacheSize),
      buffer: [],
      flushing: Promise.resolve(),
      flushScheduled: false,
    };
    this.run = run;
    const subscription = this.events.subscribeToAll({ after: checkpoint.position }, (event) => this.deliver(run, event));
    run.subscription = subscription;
    void subscription.failed.then((error) => this.fail(run, error));
    // A run that lasts a while without failing is back to normal, even when no event came to prove it.
    clearTimeout(this.steadyTimer);
    this.steadyTimer = setTimeout(() => {
      if (this.run === run && !run.error) this.failures = 0;
    }, 3 * this.retryMaxMs);
    this.steadyTimer.unref();
    this.logger.info({ checkpoint: checkpoint.position ?? null, generation: checkpoint.generation }, 'projector subscribed');
  }

  private async deliver(run: Run, event: RecordedEvent): Promise<void> {
    if (run.error) throw run.error;
    run.buffer.push(event);
    if (run.buffer.length >= this.batchSize) {
      await this.flush(run);
      // A long catch-up is delivered in microtasks; let the process serve requests between batches.
      await new Promise((resolve) => setImmediate(resolve));
    } else if (!run.flushScheduled) {
      // Delivery of a catch-up page runs without yielding to the event loop, so this fires once it pauses.
      run.flushScheduled = true;
      const wait = this.pacing.holdFor();
      if (wait > 0) run.heldBack = setTimeout(() => this.runScheduledFlush(run), wait);
      else setImmediate(() => this.runScheduledFlush(run));
    }
    if (run.error) throw run.error;
  }

  private runScheduledFlush(run: Run): void {
    clearTimeout(run.heldBack);
    run.heldBack = undefined;
    // Already done: a held-back batch sent early by readersWaiting.
    if (!run.flushScheduled) return;
    run.flushScheduled = false;
    this.flush(run).catch(() => undefined);
  }

  private flush(run: Run): Promise<void> {
    run.flushing = run.flushing.then(async () => {
      if (run.error || run.buffer.length === 0) return;
      const batch = run.buffer;
      run.buffer = [];
      this.pacing.started();
      try {
        await run.writer.apply(batch);
      } catch (error) {
        this.fail(run, error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      this.failures = 0;
      this.advance(batch[batch.length - 1]!.position);
    });
    return run.flushing;
  }

  /** Ends the run (never waiting for it from inside its own handler) and schedules the next one. */
  private fail(run: Run, error: Error): void {
    if (run.error) return;
    run.error = error;
    run.buffer = [];
    if (this.run !== run) return;
    this.run = undefined;
    void run.subscription?.stop().catch(() => undefined);
    this.restartAfter(error);
  }

  private restartAfter(error: unknown): void {
    if (this.stopping) return;
    const switched = error instanceof ProjectionGenerationChangedError;
    const delay = switched ? 0 : Math.min(this.retryMaxMs, this.retryMinMs * 2 ** this.failures++);
    if (switched) this.logger.info({ err: error }, 'read models were rebuilt; projector resubscribes');
    else this.logger.error({ err: error, retryInMs: delay }, 'projector failed; resubscribing from the stored checkpoint');
    this.restartTimer = setTimeout(() => {
      this.startRun().catch((startError: unknown) => this.restartAfter(startError));
    }, delay);
  }

  private advance(position: string | undefined): void {
    if (position === undefined) return;
    this.checkpoint.advance(position);
    this.onCheckpoint(position);
  }
}
