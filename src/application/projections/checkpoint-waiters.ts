import type { PositionOrder } from '../ports/position-order.port.js';
import type { ProjectionLag } from '../ports/projection-progress.port.js';

interface Waiter {
  position: string;
  resolve(reached: boolean): void;
}

/**
 * A projector's checkpoint as far as this process knows it, and the callers waiting for it to reach
 * a position (read-after-write on lists, tests, shutdown).
 */
export class CheckpointWaiters {
  private current: string | undefined;
  private waiters: Waiter[] = [];

  constructor(private readonly positions: PositionOrder) {}

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
      this.waiters.push(waiter);
      if (Number.isFinite(timeoutMs)) {
        timer = setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs);
      }
    });
  }

  advance(position: string | undefined): void {
    if (position === undefined) return;
    this.current = position;
    const waiting = this.waiters;
    this.waiters = [];
    for (const waiter of waiting) {
      if (this.reached(waiter.position)) waiter.resolve(true);
      else this.waiters.push(waiter);
    }
  }

  /** Answers every waiter false (the projector stopped). */
  release(): void {
    for (const waiter of this.waiters.splice(0)) waiter.resolve(false);
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

  private reached(position: string): boolean {
    return this.current !== undefined && this.positions.compare(this.current, position) >= 0;
  }
}
