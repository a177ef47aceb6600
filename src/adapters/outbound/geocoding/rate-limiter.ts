export interface RateLimiterClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: RateLimiterClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Starts tasks one at a time, at least `intervalMs` apart (Nominatim's policy: one request a second). */
export class RateLimiter {
  private queue: Promise<unknown> = Promise.resolve();
  private lastStart = -Infinity;

  constructor(
    private readonly intervalMs: number,
    private readonly clock: RateLimiterClock = realClock,
  ) {}

  schedule<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const wait = this.lastStart + this.intervalMs - this.clock.now();
      if (wait > 0) await this.clock.sleep(wait);
      this.lastStart = this.clock.now();
      return task();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
