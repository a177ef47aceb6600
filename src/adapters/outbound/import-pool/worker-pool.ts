import { Piscina } from 'piscina';
import type { Lifecycle } from '../../../application/ports/lifecycle.port.js';
import type { Logger } from '../../../application/ports/logger.port.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { isTaskStarted } from './task-start.js';

export interface WorkerPoolOptions {
  /** For logs and the lifecycle. */
  name: string;
  /** The threads' entry: a compiled .js file, or a .ts source run through scripts/tsx-worker.mjs. */
  entry: URL;
  threads: number;
  /** How long a task may run, from the moment a thread takes it up (the entry announces it: task-start.ts). */
  deadlineMs: number;
  /** How long a task may wait for a thread (the queue, a new thread's start-up) before it is refused with importBusy. */
  waitLimitMs?: number;
  /** Tasks that may wait for a thread; one more is refused (importBusy) rather than queued. */
  maxQueue: number;
  /** A thread's old generation: a page that needs more ends the thread, not the process. */
  maxOldGenerationSizeMb: number;
}

/** Runs a .ts entry under tsx (tests, `npm run`); only the sources have .ts entries, so this file is then in src/. */
const TSX_WORKER = new URL('../../../../scripts/tsx-worker.mjs', import.meta.url);

/** A task: plain data whose `type` says what to do (structured clone takes it to the thread). */
export interface PoolTask {
  type: string;
  [field: string]: unknown;
}

/** How long a full pool asks callers to wait before trying again. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Long enough for a full queue of tasks that each run to the deadline (8 x 2 s by default) and the
 * threads that replace them to start (under a second each from the bundle; about 0.7 s from the
 * sources under tsx, several on a loaded host); a caller is never left waiting longer.
 */
const DEFAULT_WAIT_LIMIT_MS = 30_000;

/**
 * A few worker threads (piscina) that run link import's CPU work off the API's event loop, each task
 * under a hard deadline: when it passes, the task's AbortSignal fires and piscina terminates the
 * thread running it and starts another, so a page that would run for minutes costs the deadline.
 * The deadline counts the task's own run, from the thread's word that it took the task up: counting
 * the wait too let one page cut off make the next ones fail while the replacing thread started up.
 * The wait is bounded apart. Threads start with the first task, not with the process. Every failure
 * of a task (deadline, memory, an exception on the page) is the link's: linkUnreadable; a full queue,
 * or a wait past its limit, is importBusy (503).
 */
export class WorkerPool implements Lifecycle {
  readonly name: string;
  private pool: Piscina | undefined;
  private lastTicket = 0;
  /** What to do when a thread takes a waiting task up, by ticket. */
  private readonly onStart = new Map<number, () => void>();

  constructor(
    private readonly options: WorkerPoolOptions,
    private readonly logger: Logger,
  ) {
    this.name = options.name;
  }

  /** Nothing to do: the threads start with the first task, so a process that imports nothing starts none. */
  async start(): Promise<void> {}

  async stop(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  /** Runs a task under the pool's deadline, or under `deadlineMs` for a task known to take longer (loading a dictionary). */
  async run<R>(task: PoolTask, deadlineMs = this.options.deadlineMs): Promise<R> {
    const pool = (this.pool ??= this.create());
    // Piscina refuses a task once maxQueue wait; checked here so that the refusal is told apart from a failed task.
    if (pool.queueSize >= this.options.maxQueue) throw this.busy();
    const ticket = ++this.lastTicket;
    const abort = new AbortController();
    let ended: 'waited' | 'cutOff' | undefined;
    const end = (how: typeof ended) => () => {
      ended = how;
      abort.abort();
    };
    let timer = setTimeout(end('waited'), this.options.waitLimitMs ?? DEFAULT_WAIT_LIMIT_MS);
    this.onStart.set(ticket, () => {
      clearTimeout(timer);
      timer = setTimeout(end('cutOff'), deadlineMs);
    });
    try {
      return (await pool.run({ ...task, ticket }, { signal: abort.signal })) as R;
    } catch (error) {
      throw this.failure(task, error, ended);
    } finally {
      clearTimeout(timer);
      this.onStart.delete(ticket);
    }
  }

  private create(): Piscina {
    const { entry, threads, maxQueue, maxOldGenerationSizeMb } = this.options;
    const typescript = entry.pathname.endsWith('.ts');
    const pool = new Piscina({
      filename: typescript ? TSX_WORKER.href : entry.href,
      argv: typescript ? [entry.href] : [],
      minThreads: threads,
      maxThreads: threads,
      maxQueue,
      resourceLimits: { maxOldGenerationSizeMb },
    });
    pool.on('message', (message: unknown) => {
      if (isTaskStarted(message)) this.onStart.get(message.taskStarted)?.();
    });
    return pool;
  }

  private failure(task: PoolTask, error: unknown, ended: 'waited' | 'cutOff' | undefined): DomainError {
    const { name, deadlineMs } = this.options;
    if (ended === 'waited') {
      this.logger.warn({ pool: name, task: task.type }, 'link import task waited too long for a thread');
      return this.busy();
    }
    if (ended === 'cutOff') {
      this.logger.warn({ pool: name, task: task.type, deadlineMs }, 'link import task cut off at its deadline; its thread was replaced');
      return new DomainError('linkUnreadable', 'The page took too long to read.');
    }
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      this.logger.warn({ pool: name, task: task.type }, 'link import task ran out of memory; its thread was replaced');
      return new DomainError('linkUnreadable', 'The page is too large to read.');
    }
    this.logger.error({ err: error, pool: name, task: task.type }, 'link import task failed');
    return new DomainError('linkUnreadable', 'The page could not be read.');
  }

  private busy(): DomainError {
    return new DomainError('importBusy', 'Too many links are being read right now; try again in a few seconds.', {
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    });
  }
}
