import type { PersistentSubscriptionToAll, PersistentSubscriptionToAllResolvedEvent } from '@eventstore/db-client';
import type { RecordedEvent } from '../../../application/ports/event-store.port.js';
import type { FeedRun } from '../../../application/ports/webhook-event-feed.port.js';
import type { NewDelivery, WebhookStore } from '../../../application/ports/webhook-store.port.js';
import { esdb } from './client-library.js';
import { isSystemEvent, toRecorded } from './recorded-event.js';

/**
 * One connection to a persistent subscription group, as a run of the webhook event feed. Events are
 * handed out one at a time in the order the server sends them. A commit stores the deliveries first
 * and acknowledges after, so an event is acknowledged only once what it made is durable. When the
 * handler fails, the events handed out and not committed are nacked for a retry (the reason shows in
 * the server's statistics) and the connection dropped: the server sends them again, in log order,
 * to the next run. Whatever else ends the connection ends the run too (`failed`), and the server
 * retries its unacknowledged events the same way.
 */
export class PersistentSubscriptionRun implements FeedRun {
  readonly failed: Promise<Error>;
  private stopped = false;
  /** Handed out and not committed yet, in the order they came. */
  private readonly handedOut: PersistentSubscriptionToAllResolvedEvent[] = [];
  private readonly finished: Promise<void>;

  constructor(
    private readonly subscription: PersistentSubscriptionToAll,
    private readonly store: WebhookStore,
    private readonly streamPrefix: string,
    private readonly handler: (event: RecordedEvent) => Promise<void>,
  ) {
    let fail!: (error: Error) => void;
    this.failed = new Promise((resolve) => (fail = resolve));
    this.finished = this.run().catch((error: unknown) => {
      // What the connection says once stop() cut it is no failure.
      if (this.stopped) return;
      this.stopped = true;
      fail(error instanceof Error ? error : new Error(String(error)));
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // Ends a wait for the next event; a running handler still finishes before `finished` resolves.
    await this.subscription.unsubscribe();
    await this.finished;
  }

  async commit(deliveries: NewDelivery[], events: number): Promise<void> {
    const acknowledged = this.handedOut.splice(0, events);
    await this.store.enqueue(deliveries);
    // After stop() the connection is gone: the server sends these again, and their deliveries are stored already.
    if (this.stopped || acknowledged.length === 0) return;
    await this.subscription.ack(...acknowledged);
  }

  private async run(): Promise<void> {
    const subscription = this.subscription;
    try {
      for await (const resolved of subscription) {
        if (this.stopped) return;
        const event = resolved.event;
        // The server filters on the prefix; anything else that comes is no one's webhook.
        if (!event || isSystemEvent(event) || !event.streamId.startsWith(this.streamPrefix)) {
          await subscription.ack(resolved);
          continue;
        }
        this.handedOut.push(resolved);
        try {
          await this.handler(toRecorded(event));
        } catch (error) {
          await subscription.nack(esdb().RETRY, String(error), ...this.handedOut).catch(() => undefined);
          throw error;
        }
      }
    } finally {
      await subscription.unsubscribe().catch(() => undefined);
    }
    if (!this.stopped) throw new Error('EventStoreDB ended the persistent subscription');
  }
}
