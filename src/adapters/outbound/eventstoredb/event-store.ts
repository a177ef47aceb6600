import type { AppendExpectedRevision, EventStoreDBClient } from '@eventstore/db-client';
import { esdb } from './client-library.js';
import { inject, injectable } from 'inversify';
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
import { TOKENS } from '../../../tokens.js';
import { assertAppendable } from '../shared/expected-revision.js';
import { OpenSubscriptions } from '../shared/open-subscriptions.js';
import {
  formatPosition,
  isAfter,
  isSystemEvent,
  matchesPrefixes,
  parsePosition,
  toEventData,
  toRecorded,
} from './recorded-event.js';
import { ResubscribingSubscription } from './resubscribing-subscription.js';

/**
 * The distributed EventStore on EventStoreDB. Streams, revisions and $all positions are the server's;
 * this class only maps them to the port. Retried appends with the same event ids are idempotent
 * server-side. readAll filters system events and prefixes in this process (the client's readAll has
 * no server-side filter); subscriptions filter on the server.
 */
@injectable()
export class EventStoreDbEventStore implements EventStore {
  private readonly subscriptions = new OpenSubscriptions();

  constructor(@inject(TOKENS.EventStoreDbClient) private readonly client: EventStoreDBClient) {}

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    assertAppendable(events, expected);
    try {
      const result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbExpected(expected),
      });
      const revision = Number(result.nextExpectedRevision);
      const position = result.position ? formatPosition(result.position) : await this.positionOf(streamId, revision);
      return { revision, position };
    } catch (error) {
      if (error instanceof esdb().WrongExpectedVersionError) {
        const actual = error.actualVersion === esdb().NO_STREAM ? -1 : Number(error.actualVersion);
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }
      throw error;
    }
  }

  async *readStream(streamId: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    if (options.maxCount === 0) return;
    const read = this.client.readStream(streamId, {
      fromRevision: BigInt(options.fromRevision ?? 0),
      ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
    });
    let exhausted = false;
    try {
      for await (const resolved of read) {
        if (resolved.event) yield toRecorded(resolved.event);
      }
      exhausted = true;
    } catch (error) {
      // The missing stream surfaces only once iteration starts.
      if ((error as { type?: unknown }).type === esdb().ErrorType.STREAM_NOT_FOUND) return;
      throw error;
    } finally {
      if (!exhausted) await read.cancel();
    }
  }

  async *readAll(options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    let remaining = options.maxCount ?? Infinity;
    if (remaining <= 0) return;
    const after = options.after === undefined ? undefined : parsePosition(options.after);
    // Reading $all from a position includes the event at it; the port's `after` is exclusive.
    const read = this.client.readAll({ fromPosition: after ?? esdb().START });
    let exhausted = false;
    try {
      for await (const { event } of read) {
        if (!event || isSystemEvent(event) || !matchesPrefixes(event.streamId, options.streamPrefixes)) continue;
        if (after && !isAfter(event.position, after)) continue;
        yield toRecorded(event);
        if (--remaining === 0) return;
      }
      exhausted = true;
    } finally {
      if (!exhausted) await read.cancel();
    }
  }

  subscribeToAll(options: SubscribeOptions, handler: EventHandler): Subscription {
    return this.subscriptions.track(new ResubscribingSubscription(this.client, options, handler));
  }

  async headPosition(): Promise<string | undefined> {
    const read = this.client.readAll({ direction: esdb().BACKWARDS, fromPosition: esdb().END, maxCount: 1 });
    for await (const { event } of read) if (event) return formatPosition(event.position);
    return undefined;
  }

  /** Stops the subscriptions; the client is its owner's to dispose of. */
  async close(): Promise<void> {
    await this.subscriptions.stopAll();
  }

  /** Older servers omit the position in the append result; the event itself carries it. */
  private async positionOf(streamId: string, revision: number): Promise<string> {
    for await (const event of this.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      return event.position;
    }
    throw new Error(`EventStoreDB lost track of ${streamId}@${revision} right after appending it.`);
  }
}

const toEsdbExpected = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'any') return esdb().ANY;
  if (expected === 'no_stream') return esdb().NO_STREAM;
  return BigInt(expected);
};
