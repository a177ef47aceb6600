import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventHandler,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../../../application/ports/event-store.port.js';
import { assertAppendable, revisionMatches } from '../shared/expected-revision.js';
import { OpenSubscriptions } from '../shared/open-subscriptions.js';

/**
 * The EventStore port in memory: one global log and an index per stream, for specs that state a
 * stream, run a command and check the events (no file, no server). It keeps the port's whole
 * contract (the suite every adapter passes): optimistic appends, idempotent retries, global order,
 * prefix filters, catch-up then live subscriptions. Nothing survives the process.
 */
export class InMemoryEventStore implements EventStore {
  private readonly log: RecordedEvent[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly appended = new Set<() => void>();
  private readonly subscriptions = new OpenSubscriptions();

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    assertAppendable(events, expected);
    const stream = this.streams.get(streamId) ?? [];
    const current = stream.length - 1;
    if (!revisionMatches(expected, current)) {
      const retried = this.retried(stream, events, expected);
      if (retried) return retried;
      throw new WrongExpectedRevisionError(streamId, expected, current);
    }
    for (const event of events) {
      const recorded: RecordedEvent = {
        ...structuredClone(event),
        streamId,
        revision: stream.length,
        position: String(this.log.length),
      };
      stream.push(recorded);
      this.log.push(recorded);
    }
    this.streams.set(streamId, stream);
    for (const wake of this.appended) wake();
    const last = stream[stream.length - 1]!;
    return { revision: last.revision, position: last.position };
  }

  async *readStream(streamId: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const from = options.fromRevision ?? 0;
    const events = (this.streams.get(streamId) ?? []).slice(from, options.maxCount === undefined ? undefined : from + options.maxCount);
    for (const event of events) yield structuredClone(event);
  }

  async *readAll(options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    let count = 0;
    for (let i = firstAfter(options.after); i < this.log.length; i++) {
      if (options.maxCount !== undefined && count >= options.maxCount) return;
      const event = this.log[i]!;
      if (!matches(event, options.streamPrefixes)) continue;
      count++;
      yield structuredClone(event);
    }
  }

  subscribeToAll(options: SubscribeOptions, handler: EventHandler): Subscription {
    let stopped = false;
    let wake: (() => void) | undefined;
    let fail!: (error: Error) => void;
    const failed = new Promise<Error>((resolve) => (fail = resolve));
    const running = (async () => {
      for (let next = firstAfter(options.after); !stopped; ) {
        if (next >= this.log.length) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            this.appended.add(resolve);
          });
          this.appended.delete(wake!);
          continue;
        }
        const event = this.log[next++]!;
        if (!matches(event, options.streamPrefixes)) continue;
        try {
          await handler(structuredClone(event));
        } catch (error) {
          fail(error instanceof Error ? error : new Error(String(error)));
          return;
        }
      }
    })();
    return this.subscriptions.track({
      failed,
      stop: async () => {
        stopped = true;
        wake?.();
        await running;
      },
    });
  }

  async headPosition(): Promise<string | undefined> {
    return this.log.at(-1)?.position;
  }

  async close(): Promise<void> {
    await this.subscriptions.stopAll();
  }

  /** The result of an append whose events are already there, as they were: a retry of an acknowledged write. */
  private retried(stream: RecordedEvent[], events: EventToAppend[], expected: ExpectedRevision): AppendResult | undefined {
    const start = expected === 'no_stream' ? 0 : typeof expected === 'number' ? expected + 1 : -1;
    if (start < 0) return undefined;
    const written = stream.slice(start, start + events.length);
    if (written.length !== events.length || written.some((event, i) => event.id !== events[i]!.id)) return undefined;
    const last = written[written.length - 1]!;
    return { revision: last.revision, position: last.position };
  }
}

const firstAfter = (position: string | undefined): number => (position === undefined ? 0 : Number(position) + 1);

const matches = (event: RecordedEvent, prefixes: readonly string[] | undefined): boolean =>
  !prefixes || prefixes.some((prefix) => event.streamId.startsWith(prefix));
