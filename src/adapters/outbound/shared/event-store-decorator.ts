import type {
  AppendResult,
  EventHandler,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../../../application/ports/event-store.port.js';

/**
 * An EventStore wrapped around another: every call passes straight through, and a decorator
 * (metrics, tuning) overrides only what it adds to.
 */
export abstract class EventStoreDecorator implements EventStore {
  constructor(protected readonly inner: EventStore) {}

  append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.inner.append(streamId, events, expected);
  }

  readStream(streamId: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent> {
    return this.inner.readStream(streamId, options);
  }

  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    return this.inner.readAll(options);
  }

  subscribeToAll(options: SubscribeOptions, handler: EventHandler): Subscription {
    return this.inner.subscribeToAll(options, handler);
  }

  headPosition(): Promise<string | undefined> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
