import type { EventStore, RecordedEvent, Subscription } from '../../../application/ports/event-store.port.js';
import type { FeedRun, WebhookEventFeed } from '../../../application/ports/webhook-event-feed.port.js';
import type { NewDelivery } from '../../../application/ports/webhook-store.port.js';
import type { SqliteWebhookStore } from './webhook-store.js';

export interface CatchUpFeedOptions {
  /** The checkpoint's name in the webhook tables. */
  name: string;
  /** Only streams whose id starts with it (the itinerary streams). */
  streamPrefix: string;
}

/** The head of an empty log: before its first position (the events table's AUTOINCREMENT keys start at 1). */
const EMPTY_LOG_HEAD = '0';

/**
 * The embedded profile's webhook event feed: a catch-up subscription to the SQLite log from a
 * checkpoint kept beside the deliveries, which a commit moves in the transaction that stores them:
 * acknowledging is storing, and a crash loses neither or both. Its first open stores the log's head
 * as the checkpoint. The subscription hands out the log in its global order, so per itinerary too.
 */
export class SqliteWebhookEventFeed implements WebhookEventFeed {
  constructor(
    private readonly events: EventStore,
    private readonly store: SqliteWebhookStore,
    private readonly options: CatchUpFeedOptions,
  ) {}

  async open(handler: (event: RecordedEvent) => Promise<void>): Promise<FeedRun> {
    const { name, streamPrefix } = this.options;
    let after = await this.store.checkpoint(name);
    if (after === undefined) {
      after = (await this.events.headPosition()) ?? EMPTY_LOG_HEAD;
      await this.store.enqueue([], { name, position: after });
    }
    const handedOut: string[] = [];
    const subscription = this.events.subscribeToAll({ after, streamPrefixes: [streamPrefix] }, (event) => {
      handedOut.push(event.position);
      return handler(event);
    });
    return new CatchUpRun(subscription, handedOut, this.store, name);
  }
}

class CatchUpRun implements FeedRun {
  readonly failed: Promise<Error>;

  constructor(
    private readonly subscription: Subscription,
    /** The positions of the events handed out and not committed yet, in log order. */
    private readonly handedOut: string[],
    private readonly store: SqliteWebhookStore,
    private readonly name: string,
  ) {
    this.failed = subscription.failed;
  }

  stop(): Promise<void> {
    return this.subscription.stop();
  }

  async commit(deliveries: NewDelivery[], events: number): Promise<void> {
    const position = this.handedOut.splice(0, events).at(-1);
    await this.store.enqueue(deliveries, position === undefined ? undefined : { name: this.name, position });
  }
}
