/** How far the read models are behind the event store (metrics). */
export interface ProjectionLag {
  /** The last event applied to the read models; undefined when none was. */
  checkpoint?: string;
  /** The last event in the store; undefined when it is empty. */
  head?: string;
  /** head - checkpoint in the event store's unit (PositionOrder.distance); 0 when caught up. */
  distance: number;
}

/**
 * Read-after-write for read models: a route that just appended an event at `position` (or a test)
 * waits until the projector applied it. Implemented by the in-process projector, or by polling the
 * stored checkpoint where the projector runs elsewhere (distributed profile).
 */
export interface ProjectionProgress {
  /** Resolves true once the read models include `position`, false when `timeoutMs` passed first. */
  waitFor(position: string, timeoutMs?: number): Promise<boolean>;
  /** Waits for whatever is in the event store now. */
  catchUp(timeoutMs?: number): Promise<boolean>;
  lag(): Promise<ProjectionLag>;
}
