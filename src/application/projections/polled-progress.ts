import type { EventStore } from '../ports/event-store.port.js';
import type { PositionOrder } from '../ports/position-order.port.js';
import type { ProjectionLag, ProjectionProgress } from '../ports/projection-progress.port.js';
import type { ProjectionStore } from '../ports/projection-store.port.js';

const POLL_MS = 50;

/**
 * Progress of a projector running in another process (distributed profile): reads the stored
 * checkpoint, polling while a caller waits.
 */
export class PolledProjectionProgress implements ProjectionProgress {
  constructor(
    private readonly events: EventStore,
    private readonly store: ProjectionStore,
    private readonly positions: PositionOrder,
  ) {}

  async waitFor(position: string, timeoutMs = Infinity): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { position: checkpoint } = await this.store.readCheckpoint();
      if (checkpoint !== undefined && this.positions.compare(checkpoint, position) >= 0) return true;
      if (Date.now() + POLL_MS > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async catchUp(timeoutMs?: number): Promise<boolean> {
    const head = await this.events.headPosition();
    return head === undefined || this.waitFor(head, timeoutMs);
  }

  async lag(): Promise<ProjectionLag> {
    const [{ position: checkpoint }, head] = await Promise.all([this.store.readCheckpoint(), this.events.headPosition()]);
    const lag: ProjectionLag = { distance: 0 };
    if (checkpoint !== undefined) lag.checkpoint = checkpoint;
    if (head !== undefined) {
      lag.head = head;
      if (checkpoint === undefined || this.positions.compare(checkpoint, head) < 0) {
        lag.distance = this.positions.distance(checkpoint, head);
      }
    }
    return lag;
  }
}
