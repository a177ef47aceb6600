import type { EventHandler, RecordedEvent, Subscription } from '../../../application/ports/event-store.port.js';

/** Tells waiting subscriptions that this process committed new events. */
export class AppendNotifier {
  private readonly listeners = new Set<() => void>();
  /** Grows on every commit, so a reader can tell whether anything landed since it last looked. */
  version = 0;

  notify(): void {
    this.version++;
    for (const listener of [...this.listeners]) listener();
  }

  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export interface CatchUpSource {
  /** Up to `limit` events strictly after `after` (from the start when undefined), in global order. */
  readPage(after: string | undefined, limit: number): RecordedEvent[];
  readonly notifier: AppendNotifier;
  /**
   * Longest wait for a notification before reading again anyway: another process writing the same
   * file cannot notify this one.
   */
  readonly pollIntervalMs: number;
}

const PAGE_SIZE = 500;

/**
 * Reads pages after the checkpoint until it is caught up, then sleeps until an append in this process
 * (or the fallback poll) wakes it. Catch-up and live delivery are one loop, so there is no hand-over
 * window in which an event could be lost or delivered twice.
 * A handler that throws ends the subscription: `failed` resolves with that error and no later event
 * is delivered, so a projector never skips past an event it could not apply.
 */
export class CatchUpSubscription implements Subscription {
  readonly failed: Promise<Error>;
  private stopped = false;
  private wake: (() => void) | undefined;
  private readonly finished: Promise<void>;

  constructor(
    private readonly source: CatchUpSource,
    after: string | undefined,
    private readonly handler: EventHandler,
  ) {
    let fail!: (error: Error) => void;
    this.failed = new Promise((resolve) => (fail = resolve));
    this.finished = this.run(after).catch((error: unknown) => {
      this.stopped = true;
      fail(error instanceof Error ? error : new Error(String(error)));
    });
  }

  stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    return this.finished;
  }

  private async run(after: string | undefined): Promise<void> {
    let checkpoint = after;
    while (!this.stopped) {
      const seen = this.source.notifier.version;
      const page = this.source.readPage(checkpoint, PAGE_SIZE);
      for (const event of page) {
        if (this.stopped) return;
        await this.handler(event);
        checkpoint = event.position;
      }
      if (page.length < PAGE_SIZE) await this.nextAppend(seen);
    }
  }

  private nextAppend(seen: number): Promise<void> {
    if (this.stopped || this.source.notifier.version !== seen) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        unlisten();
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.source.pollIntervalMs);
      const unlisten = this.source.notifier.listen(done);
      this.wake = done;
    });
  }
}
