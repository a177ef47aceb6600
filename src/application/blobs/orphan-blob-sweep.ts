import type { Lifecycle } from '../ports/lifecycle.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { OrphanBlobCleanup, OrphanCleanupReport } from './orphan-blob-cleanup.js';

export interface OrphanSweepSchedule {
  /** The first sweep, after start (not at once: a restart loop must not sweep each time). */
  firstAfterMs: number;
  everyMs: number;
}

export const DEFAULT_ORPHAN_SWEEP: OrphanSweepSchedule = { firstAfterMs: 10 * 60_000, everyMs: 6 * 3600_000 };

/**
 * Runs the orphan blob cleanup on a timer: the referenced ids first (from a caught-up source, see
 * referencedBlobsInEventStore), then the cleanup, which spares blobs younger than its grace period.
 * Routes delete what they replace or fail to use at once; this collects what they missed (a crash
 * between storing and appending, a failed delete, a deleted itinerary). Several processes may sweep
 * the same store: deletes are idempotent.
 */
export class OrphanBlobSweep implements Lifecycle {
  readonly name = 'orphan-blob-sweep';
  private timers: NodeJS.Timeout[] = [];
  private running?: Promise<OrphanCleanupReport | undefined>;

  constructor(
    private readonly cleanup: OrphanBlobCleanup,
    private readonly referencedIds: () => Promise<ReadonlySet<string>>,
    private readonly logger: Logger,
    private readonly schedule: OrphanSweepSchedule = DEFAULT_ORPHAN_SWEEP,
  ) {}

  async start(): Promise<void> {
    const first = setTimeout(() => {
      void this.sweep();
      const every = setInterval(() => void this.sweep(), this.schedule.everyMs);
      every.unref();
      this.timers.push(every);
    }, this.schedule.firstAfterMs);
    first.unref();
    this.timers.push(first);
  }

  /** Lets a running sweep finish (it uses the stores that stop after this). */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await this.running;
  }

  /** One sweep; a call while one runs joins it. Undefined when it failed (logged; the next one retries). */
  sweep(): Promise<OrphanCleanupReport | undefined> {
    this.running ??= this.sweepOnce().finally(() => (this.running = undefined));
    return this.running;
  }

  private async sweepOnce(): Promise<OrphanCleanupReport | undefined> {
    try {
      const report = await this.cleanup.run(await this.referencedIds());
      this.logger.info({ ...report }, 'orphan blob sweep');
      return report;
    } catch (err) {
      this.logger.warn({ err }, 'orphan blob sweep failed; the next one retries');
      return undefined;
    }
  }
}
