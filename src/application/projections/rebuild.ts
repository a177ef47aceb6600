import type { EventStore, RecordedEvent } from '../ports/event-store.port.js';
import type { PositionOrder } from '../ports/position-order.port.js';
import type { ReadModelRebuilds, RebuildTarget } from '../ports/projection-store.port.js';
import type { Projection } from './projection.js';
import { ProjectionWriter } from './projection-writer.js';

/**
 * Every this many events, the rebuilt documents that have not changed for as long are stored, so most
 * documents are written once; the ones still changing stay in memory (streams are mostly written in bursts).
 */
const IDLE_EVENTS = 50_000;

export interface RebuildProgress {
  /** Events read so far. */
  events: number;
  /** How far through the store, and its extent when the rebuild began, in PositionOrder.distance units. */
  done: number;
  total: number;
}

export interface BuiltReadModels {
  target: RebuildTarget;
  events: number;
}

export interface RebuildOptions {
  onProgress?: (progress: RebuildProgress) => void;
  batchSize?: number;
}

/**
 * Rebuilds every read model from the first event (projections:rebuild): folds the whole store into
 * fresh read models set aside, then switches them in. Events appended meanwhile are not lost: the
 * rebuilt checkpoint is where the live projector resumes after the switch.
 */
export class ReadModelRebuild {
  constructor(
    private readonly events: EventStore,
    private readonly rebuilds: ReadModelRebuilds,
    private readonly projections: readonly Projection[],
    private readonly positions: PositionOrder,
  ) {}

  async run(options: RebuildOptions = {}): Promise<{ events: number }> {
    const { target, events } = await this.build(options);
    await target.switchOver();
    return { events };
  }

  /** Fills the set-aside read models and returns them not yet switched in (tests compare them with the live ones). */
  async build({ onProgress, batchSize = 5_000 }: RebuildOptions = {}): Promise<BuiltReadModels> {
    const head = await this.events.headPosition();
    const total = head === undefined ? 0 : this.positions.distance(undefined, head);
    const target = await this.rebuilds.prepare();
    try {
      const { generation } = await target.store.readCheckpoint();
      const writer = new ProjectionWriter(target.store, this.projections, generation, 0);
      let batch: RecordedEvent[] = [];
      let count = 0;
      const fold = async (): Promise<void> => {
        if (batch.length === 0) return;
        const last = batch[batch.length - 1]!;
        await writer.fold(batch);
        // Few, large transactions: each commit also flushes the search index into a new segment.
        if (Math.floor((count + batch.length) / IDLE_EVENTS) > Math.floor(count / IDLE_EVENTS)) await writer.commit(IDLE_EVENTS);
        count += batch.length;
        batch = [];
        onProgress?.({ events: count, done: Math.min(total, this.positions.distance(undefined, last.position)), total });
      };
      for await (const event of this.events.readAll()) {
        batch.push(event);
        if (batch.length >= batchSize) await fold();
      }
      await fold();
      await writer.commit();
      onProgress?.({ events: count, done: total, total });
      return { target, events: count };
    } catch (error) {
      await target.discard();
      throw error;
    }
  }
}
