import type { EventStoreDBClient, PersistentSubscriptionToAll, PersistentSubscriptionToAllSettings } from '@eventstore/db-client';
import type { RecordedEvent } from '../../../application/ports/event-store.port.js';
import type { FeedRun, WebhookEventFeed } from '../../../application/ports/webhook-event-feed.port.js';
import type { WebhookStore } from '../../../application/ports/webhook-store.port.js';
import { esdb } from './client-library.js';
import { PersistentSubscriptionRun } from './persistent-subscription-run.js';

export interface PersistentFeedOptions {
  /** The consumer group's name on the server. */
  group: string;
  /** Only streams whose id starts with it (the itinerary streams), filtered by the server. */
  streamPrefix: string;
}

/**
 * Events the server sends this consumer before it waits for their acknowledgement: at most one
 * batch of the fan-out, which commits when the flow pauses.
 */
const IN_FLIGHT = 100;

/**
 * How the group keeps each itinerary's events in log order (docs/change-feeds.md, "How it runs"):
 * - one consumer: DispatchToSingle, and a second one is refused (maxSubscriberCount 1), so a
 *   fan-out started twice by mistake waits for the first to go instead of sharing the events;
 * - the server sends the events it retries (unacknowledged when their consumer left, or timed out)
 *   in log order before any later one, and the consumer handles them one at a time;
 * - nothing is parked: the run never nacks with park or skip, and the retry limit is far beyond an
 *   outage (a parked event would be a lost webhook, and replaying it would send it out of order).
 */
const groupSettings = (): PersistentSubscriptionToAllSettings =>
  esdb().persistentSubscriptionToAllSettingsFromDefaults({
    // The first open begins at the log's head: endpoints hear of what happens after they exist.
    startFrom: esdb().END,
    consumerStrategyName: esdb().DISPATCH_TO_SINGLE,
    maxSubscriberCount: 1,
    // A batch of IN_FLIGHT events is handled and committed well within it; a slower one comes again.
    messageTimeout: 60_000,
    maxRetryCount: 100_000,
    resolveLinkTos: false,
  });

/**
 * The distributed profile's webhook event feed: an EventStoreDB persistent subscription to $all,
 * filtered on the stream prefix by the server, which keeps the group's position. Each open creates
 * the group unless it exists (a new deployment needs no setup step; the group starts at the log's
 * head as of its creation), then joins it, and resolves once the server confirms the consumer. A
 * commit stores the deliveries (MongoDB) and then acknowledges the events: the server sends an event
 * again until it is acknowledged. Needs EventStoreDB 21.10 or later, and a user allowed to create
 * persistent subscriptions (an admin or ops user; any user on an insecure node).
 */
export class EventStoreDbWebhookEventFeed implements WebhookEventFeed {
  constructor(
    private readonly client: EventStoreDBClient,
    private readonly store: WebhookStore,
    private readonly options: PersistentFeedOptions,
  ) {}

  async open(handler: (event: RecordedEvent) => Promise<void>): Promise<FeedRun> {
    const { group, streamPrefix } = this.options;
    try {
      await this.client.createPersistentSubscriptionToAll(group, groupSettings(), {
        filter: esdb().streamNameFilter({ prefixes: [streamPrefix] }),
      });
    } catch (error) {
      // Created by an earlier start: the server kept its settings and its position.
      if (!(error instanceof esdb().PersistentSubscriptionExistsError)) throw error;
    }
    const subscription = this.client.subscribeToPersistentSubscriptionToAll(group, { bufferSize: IN_FLIGHT });
    try {
      await confirmed(subscription);
    } catch (error) {
      // Refused: whatever the dying connection says later is no one's concern.
      subscription.on('error', () => undefined);
      await subscription.unsubscribe().catch(() => undefined);
      throw error;
    }
    return new PersistentSubscriptionRun(subscription, this.store, streamPrefix, handler);
  }
}

/**
 * Resolves once the server has taken the consumer in; rejects when it refuses it (the group is
 * full: the run before this one has not left yet, or another process consumes it).
 */
function confirmed(subscription: PersistentSubscriptionToAll): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error): void => {
      subscription.off('confirmation', onConfirmation).off('error', settle).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onConfirmation = (): void => settle();
    const onClose = (): void => settle(new Error('EventStoreDB closed the persistent subscription before confirming it'));
    subscription.on('confirmation', onConfirmation).on('error', settle).on('close', onClose);
  });
}
