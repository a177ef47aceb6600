/**
 * Tuning of the projector's live batches: under a steady stream of appends, a batch starts at most
 * every `minIntervalMs`, so fewer and larger batches write each read-model row they share once (and
 * a commit by the projector thread's connection makes the API's connection drop its page cache:
 * fewer commits, fewer cache refills). Never while a reader waits for the checkpoint: then each batch
 * goes at once. At 50 ms it buys 15 % of PATCH's server CPU, projector thread included
 * (`npm run bench:http`, 25 November 2026, with it and with 0, two passes each; docs/quality.md).
 */
export class LiveBatchPacing {
  /** performance.now() when the last batch was started. */
  private lastBatchAt = -Infinity;
  private waitedFor = false;

  constructor(private readonly minIntervalMs: number) {}

  /** How long to hold back a batch that could start now (0 or less: start it now). */
  holdFor(): number {
    return this.waitedFor ? 0 : this.lastBatchAt + this.minIntervalMs - performance.now();
  }

  started(): void {
    this.lastBatchAt = performance.now();
  }

  /** Someone waits for the checkpoint (true), or nobody does any more; true means: send what is held back now. */
  readersWaiting(waiting: boolean): boolean {
    this.waitedFor = waiting;
    return waiting;
  }
}
