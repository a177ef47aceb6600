import type { ItineraryState } from '../../domain/itinerary/state.js';
import type { Clock } from '../ports/clock.port.js';
import type { ItineraryViewCounter, ViewRecord } from '../ports/itinerary-stats.port.js';
import type { Lifecycle } from '../ports/lifecycle.port.js';
import type { Logger } from '../ports/logger.port.js';

export interface ViewRecorderOptions {
  /** The longest a noted view waits before it is written. */
  flushAfterMs: number;
  /** Views noted before a write starts at once. */
  maxBatch: number;
}

export const DEFAULT_VIEW_RECORDER_OPTIONS: ViewRecorderOptions = { flushAfterMs: 500, maxBatch: 500 };

const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Counts reads of itineraries as views without slowing the reads: a read only notes the view in
 * memory, and the noted views reach the counter in one batch (one transaction, one fsync) at most
 * `flushAfterMs` later, as soon as `maxBatch` are waiting, and on stop. A view noted twice before a
 * write (same itinerary, user and UTC day) is sent once; the counter deduplicates across batches.
 * A crash loses at most the views of the last interval; views are worth that little, never an event.
 * `flush()` writes what is noted and waits for it, so a test can observe views deterministically.
 */
export class ViewRecorder implements Lifecycle {
  readonly name = 'view-recorder';
  private pending = new Map<string, ViewRecord>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly counter: ItineraryViewCounter,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: ViewRecorderOptions = DEFAULT_VIEW_RECORDER_OPTIONS,
  ) {}

  /**
   * Notes that `userId` read the itinerary; never waits and never throws. Only reads by someone other
   * than the owner of an itinerary that is not private are views.
   */
  read(state: ItineraryState, userId: string): void {
    if (this.stopped || state.status !== 'active' || state.visibility === 'private' || state.ownerId === userId) return;
    const at = this.clock.now();
    const key = `${state.id}|${userId}|${utcDay(at)}`;
    if (this.pending.has(key)) return;
    this.pending.set(key, { itineraryId: state.id, userId, at });
    if (this.pending.size >= this.options.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushAfterMs);
  }

  /** Writes every view noted so far; resolves when they (and any earlier batch) are written. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  async start(): Promise<void> {}

  async stop(): Promise<void> {
    this.stopped = true;
    await this.flush();
  }

  private async write(batch: ViewRecord[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      await this.counter.recordViews(batch);
    } catch (err) {
      this.logger.error({ err, views: batch.length }, 'views could not be counted');
    }
  }
}
