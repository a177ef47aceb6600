import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { EventStore } from '../../../application/ports/event-store.port.js';
import type { Lifecycle } from '../../../application/ports/lifecycle.port.js';
import type { Logger } from '../../../application/ports/logger.port.js';
import type { PositionOrder } from '../../../application/ports/position-order.port.js';
import type { ProjectionLag, ProjectionProgress } from '../../../application/ports/projection-progress.port.js';
import { CheckpointWaiters } from '../../../application/projections/checkpoint-waiters.js';
import type { FromProjectorThread, ProjectorThreadData, ToProjectorThread } from './thread-messages.js';
import { projectorThreadLimits } from './tuning/thread-young-generation.js';

/** Commits of the API's own connection, as the SQLite event store announces them. */
export interface AppendSignal {
  listen(listener: () => void): () => void;
}

/** How long stop() lets the thread store its last batch before ending it. */
const STOP_TIMEOUT_MS = 10_000;
/** Wait before starting a thread again after it ended on its own (it never should). */
const RESTART_DELAY_MS = 1_000;

/**
 * The embedded profile's projector, run on a worker thread (src/projector-thread-main.ts) so that
 * writing the read models never holds up a request on this event loop. This side is what the API
 * sees of it: its lifecycle, the checkpoint it reports (read-after-write waits, lag), and the
 * append notifications it forwards to the thread.
 */
export class ProjectorThread implements Lifecycle, ProjectionProgress {
  readonly name = 'projector';
  private worker: Worker | undefined;
  private readonly checkpoint: CheckpointWaiters;
  private threadRunning = false;
  private stopping = false;
  private unlisten: (() => void) | undefined;
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly entry: URL,
    private readonly data: ProjectorThreadData,
    private readonly events: EventStore,
    private readonly appends: AppendSignal,
    positions: PositionOrder,
    private readonly logger: Logger,
  ) {
    this.checkpoint = new CheckpointWaiters(positions, (waiting) => this.send({ type: 'readersWaiting', waiting }));
  }

  /** Resolves once the thread's projector subscribed (the API is ready then), rejects if it cannot start. */
  async start(): Promise<void> {
    this.stopping = false;
    this.unlisten = this.appends.listen(() => this.send({ type: 'appended' }));
    await this.spawn();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    this.unlisten?.();
    const worker = this.worker;
    if (worker) {
      const ended = once(worker, 'exit');
      this.send({ type: 'stop' });
      const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
      await ended;
      clearTimeout(timer);
    }
    this.checkpoint.release();
  }

  /** Subscribed and applying events (readiness): false before it started, after it stopped, and while it retries. */
  get running(): boolean {
    return !this.stopping && this.worker !== undefined && this.threadRunning;
  }

  waitFor(position: string, timeoutMs?: number): Promise<boolean> {
    return this.checkpoint.waitFor(position, timeoutMs);
  }

  async catchUp(timeoutMs?: number): Promise<boolean> {
    const head = await this.events.headPosition();
    return head === undefined || this.waitFor(head, timeoutMs);
  }

  async lag(): Promise<ProjectionLag> {
    return this.checkpoint.lag(await this.events.headPosition());
  }

  /** Starts the thread; resolves once its projector subscribed, rejects if it fails before. */
  private spawn(): Promise<void> {
    const worker = startWorker(this.entry, this.data);
    this.worker = worker;
    return new Promise((resolve, reject) => {
      let started = false;
      worker.on('message', (message: FromProjectorThread) => {
        if (message.type === 'checkpoint') this.checkpoint.advance(message.position);
        else if (message.type === 'status') this.threadRunning = message.running;
        else if (message.type === 'started') {
          started = true;
          this.threadRunning = true;
          // A thread started again after one ended: it has yet to hear of those waiting.
          if (this.checkpoint.waiting) this.send({ type: 'readersWaiting', waiting: true });
          resolve();
        }
      });
      worker.once('error', (error) => {
        if (!started) reject(error);
        else this.logger.error({ err: error }, 'projector thread failed');
      });
      worker.once('exit', (code) => {
        if (this.worker === worker) this.worker = undefined;
        if (!started) return reject(new Error(`the projector thread exited with ${code} before it started`));
        this.restartAfter(new Error(`the projector thread ended with ${code}`));
      });
    });
  }

  private restartAfter(error: unknown): void {
    if (this.stopping) return;
    this.logger.error({ err: error, retryInMs: RESTART_DELAY_MS }, 'projector thread failed; starting it again');
    this.restartTimer = setTimeout(() => this.spawn().catch((next: unknown) => this.restartAfter(next)), RESTART_DELAY_MS);
  }

  private send(message: ToProjectorThread): void {
    this.worker?.postMessage(message);
  }
}

/** A worker on `entry`: a compiled .js file, or a .ts source through scripts/tsx-worker.mjs. */
function startWorker(entry: URL, workerData: ProjectorThreadData): Worker {
  const resourceLimits = projectorThreadLimits;
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData, resourceLimits });
  return new Worker(new URL('../scripts/tsx-worker.mjs', entry), { workerData, resourceLimits, argv: [entry.href] });
}
