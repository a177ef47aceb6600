import type { Clock } from '../../src/application/ports/clock.port.js';

/**
 * A clock the tests move by hand, so expiry needs no waiting. It starts at the real time so that
 * MongoDB's TTL monitor (which uses the server's clock) never removes an entry the test expects.
 */
export class ManualClock implements Clock {
  private at = Date.now();
  now(): Date {
    return new Date(this.at);
  }
  advance(seconds: number): void {
    this.at += seconds * 1000;
  }
}
