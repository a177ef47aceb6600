import type { EventHandler, EventStore, RecordedEvent, Subscription } from '../ports/event-store.port.js';
import type { PositionOrder } from '../ports/position-order.port.js';

export interface LogPage {
  events: RecordedEvent[];
  /** Where the next page starts (`--from`): the last event's position, or the page's own start when it is empty. */
  next: string | undefined;
}

export interface LogFilter {
  /** Events strictly after this position; undefined: from the first event. */
  after?: string;
  /** Only streams whose id starts with one of these; empty: every stream. */
  streamPrefixes?: string[];
}

/**
 * The whole event log in global order from a position, for operators and for replaying into other
 * systems: a page at a time, or followed live. Unredacted (no access checks: operators see everything).
 * The positions are the store's own, opaque: a consumer keeps the last one it processed and asks
 * for what comes after it, which makes a replay resumable and, with at-least-once processing on the
 * consumer's side, complete.
 */
export class EventLogFeed {
  constructor(
    private readonly store: EventStore,
    private readonly order: PositionOrder,
  ) {}

  /** Whether `position` is one this store could have issued (a bad one is refused before reading). */
  isPosition(position: string): boolean {
    try {
      return this.order.compare(position, position) === 0;
    } catch {
      return false;
    }
  }

  /** The position of the newest event: following from it shows only what comes next. */
  head(): Promise<string | undefined> {
    return this.store.headPosition();
  }

  async page(filter: LogFilter, limit: number): Promise<LogPage> {
    const events: RecordedEvent[] = [];
    for await (const event of this.store.readAll({ after: filter.after, maxCount: limit, streamPrefixes: filter.streamPrefixes })) {
      events.push(event);
      if (events.length >= limit) break;
    }
    return { events, next: events[events.length - 1]?.position ?? filter.after };
  }

  /** Every event after the position, the stored ones first and then live ones, one at a time. */
  follow(filter: LogFilter, handler: EventHandler): Subscription {
    return this.store.subscribeToAll({ after: filter.after, streamPrefixes: filter.streamPrefixes }, handler);
  }
}
