/**
 * Event-store positions are opaque strings (EventStore port); only the store that issued them can
 * order them. Each event-store adapter family provides this beside its EventStore.
 */
export interface PositionOrder {
  /** Negative, zero or positive as `a` is before, at or after `b`. */
  compare(a: string, b: string): number;
  /**
   * How far `to` is ahead of `from` (undefined: the start), in the store's own unit: events for
   * SQLite, log bytes for EventStoreDB. For lag metrics and progress bars, never for correctness.
   */
  distance(from: string | undefined, to: string): number;
}
