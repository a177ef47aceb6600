import type Database from 'better-sqlite3';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadStreamOptions,
  RecordedEvent,
} from '../../../../application/ports/event-store.port.js';
import { EventStoreDecorator } from '../../shared/event-store-decorator.js';

/** Streams whose last revision is remembered; beyond this the memory is dropped and refilled. */
const LIMIT = 20_000;

/**
 * Tuning, around the embedded event store: remembers the last revision of the streams this process
 * read or wrote, so that loading an aggregate with nothing new (nearly every load) asks SQLite one
 * cheap question per event-loop callback instead of one stream query per load. Buys 9 % of GET
 * itinerary's server CPU and 12 % of PATCH's (`npm run bench:http`, 25 November 2026, with and
 * without it, two passes each; docs/quality.md).
 *
 * What is remembered holds while the events table's last position is the one this process saw last.
 * That position is read at most once per event-loop callback (with the promise jobs it starts): a
 * request only arrives in an I/O callback, so one read sees every append acknowledged before any
 * request that callback serves was sent. An append through another connection (another process, the
 * CLI) moves it, and then everything is forgotten. This process's own appends need no read: positions
 * only grow, so an append whose first position follows the last one seen proves that nobody else
 * appended in between. A stream being appended to is forgotten until its appends have settled.
 */
export class KnownStreamHeads extends EventStoreDecorator {
  private readonly heads = new Map<string, number>();
  private readonly lastPosition: Database.Statement<[], number | null>;
  /** The events table's last position when the heads were last known to hold; -1: not known. */
  private position = -1;
  /**
   * Moves whenever what a reader saw may have been overtaken (an append here starting, an append
   * elsewhere seen): a read remembers its stream's head only if this did not move while it ran.
   */
  private epoch = 0;
  /** Appends started and not settled, by stream. */
  private readonly appending = new Map<string, number>();
  /** Whether the last position was read in this event-loop callback. */
  private readThisTurn = false;
  private readonly nextTurn = () => {
    this.readThisTurn = false;
  };

  constructor(inner: EventStore, connection: Database.Database) {
    super(inner);
    this.lastPosition = connection.prepare<[], number | null>('SELECT max(position) FROM events').pluck();
  }

  override async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    this.heads.delete(streamId);
    this.epoch++;
    this.appending.set(streamId, (this.appending.get(streamId) ?? 0) + 1);
    let result: AppendResult;
    try {
      result = await this.inner.append(streamId, events, expected);
    } finally {
      const left = this.appending.get(streamId)! - 1;
      if (left === 0) this.appending.delete(streamId);
      else this.appending.set(streamId, left);
    }
    const last = Number(result.position);
    // A retried append that was stored before reports positions from the past: nothing to learn.
    if (last <= this.position) return result;
    if (last - events.length + 1 !== this.position + 1) this.forget();
    this.position = last;
    if (!this.appending.has(streamId)) this.remember(streamId, result.revision);
    return result;
  }

  override async *readStream(streamId: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const from = options.fromRevision ?? 0;
    if (from > this.headOf(streamId)) return;
    const epoch = this.epoch;
    let last = from - 1;
    let count = 0;
    for await (const event of this.inner.readStream(streamId, options)) {
      last = event.revision;
      count++;
      yield event;
    }
    const whole = count < (options.maxCount ?? Infinity);
    if (whole && epoch === this.epoch && !this.appending.has(streamId)) this.remember(streamId, last);
  }

  /** The stream's last revision as far as known, Infinity when unknown. */
  private headOf(streamId: string): number {
    this.checkOncePerTurn();
    return this.heads.get(streamId) ?? Infinity;
  }

  private remember(streamId: string, revision: number): void {
    if (this.heads.size >= LIMIT) this.heads.clear();
    this.heads.set(streamId, revision);
  }

  private forget(): void {
    this.heads.clear();
    this.epoch++;
  }

  private checkOncePerTurn(): void {
    if (this.readThisTurn) return;
    this.readThisTurn = true;
    // Runs once this callback and its promise jobs are done, before the next callback: a read never outlives them.
    process.nextTick(this.nextTurn);
    const position = this.lastPosition.get() ?? 0;
    if (position === this.position) return;
    this.forget();
    this.position = position;
  }
}
