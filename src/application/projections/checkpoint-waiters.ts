import type { PositionOrder } from '../ports/position-order.port.js';
import type { ProjectionLag } from '../ports/projection-progress.port.js';

interface Waiter {
  position: string;
  resolve(reached: boolean): void;
}

/**
 * A projector's checkpoint as far as this process knows it, and the callers waiting for it to reach
 * a position (read-after-write on lists, tests, shutdown). `onWaiting` hears when someone starts
 * waiting (true) and when nobody waits any more (false), so the projector can stop holding batches back.
 */
export class CheckpointWaiters {
  private current: string | undefined;
  private waiters: Waiter[] = [];

  constructor(
    private readonly positions: PositionOrder,
    private readonly onWaiting: (waiting: boolean) => void = () => undefined,
  ) {}

  /** Resolves true once the checkpoint reaches `position`, false after `timeoutMs` or on release(). */
  waitFor(position: string, timeoutMs = Infinity): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: Waiter = {
        position,
        resolve: (reached) => {
          clearTimeout(timer);
          resolve(reached);
        },
      };
      this.setWaiters([...this.waiters, waiter]);
      if (Number.isFinite(timeoutMs)) {
        timer = setTimeout(() => {
          this.setWaiters(this.waiters.filter((w) => w !== waiter));
          resolve(false);
        }, timeoutMs);
      }
    });
  }

  advance(position: string | undefined): void {
    if (position === undefined) return;
    this.current = position;
    const waiting = this.waiters;
    this.setWaiters(waiting.filter((waiter) => !this.reached(waiter.position)));
    for (const waiter of waiting) if (this.reached(waiter.position)) waiter.resolve(true);
  }

  /** Answers every waiter false (the projector stopped). */
  release(): void {
    const waiting = this.waiters;
    this.setWaiters([]);
    for (const waiter of waiting) waiter.resolve(false);
  }

  /** Whether anyone waits. */
  get waiting(): boolean {
    return this.waiters.length > 0;
  }

  /** How far the checkpoint is behind the event store's `head`. */
  lag(head: string | undefined): ProjectionLag {
    const lag: ProjectionLag = { distance: 0 };
    if (this.current !== undefined) lag.checkpoint = this.current;
    if (head !== undefined) {
      lag.head = head;
      if (!this.reached(head)) lag.distance = this.positions.distance(this.current, head);
    }
    return lag;
  }

  private setWaiters(waiters: Waiter[]): void {
    const before = this.waiters.length > 0;
    this.waiters = waiters;
    if (before !== waiters.length > 0) this.onWaiting(!before);
  }

  private reached(position: string): boolean {
    return this.current !== undefined && this.positions.compare(this.current, position) >= 0;
  }
}
