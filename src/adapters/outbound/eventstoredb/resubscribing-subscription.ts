import type { AllStreamSubscription, EventStoreDBClient } from '@eventstore/db-client';
import { esdb } from './client-library.js';
import type {
  EventHandler,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../../../application/ports/event-store.port.js';
import { isAfter, isSystemEvent, matchesPrefixes, parsePosition, toRecorded } from './recorded-event.js';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 10_000;

/** Marks an error of the handler, which ends the subscription, apart from a drop, which does not. */
class HandlerFailed {
  constructor(readonly error: unknown) {}
}

/**
 * A filtered subscription to $all that survives drops: when the server or the network ends it, it
 * resubscribes from the last event handled, waiting longer after each failure in a row (up to 10 s).
 * Events at or before that checkpoint are skipped, so a resubscribe delivers nothing twice.
 * A handler error, or a refused permission, ends it: `failed` resolves with that error.
 */
export class ResubscribingSubscription implements Subscription {
  readonly failed: Promise<Error>;
  private stopped = false;
  private current: AllStreamSubscription | undefined;
  private wake: (() => void) | undefined;
  private readonly finished: Promise<void>;

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly options: SubscribeOptions,
    private readonly handler: EventHandler,
  ) {
    let fail!: (error: Error) => void;
    this.failed = new Promise((resolve) => (fail = resolve));
    this.finished = this.run().catch((failure: unknown) => {
      this.stopped = true;
      const error = failure instanceof HandlerFailed ? failure.error : failure;
      fail(error instanceof Error ? error : new Error(String(error)));
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    // Ends a wait for the next event; a running handler still finishes before `finished` resolves.
    this.current?.destroy();
    await this.finished;
  }

  private async run(): Promise<void> {
    let checkpoint = this.options.after === undefined ? undefined : parsePosition(this.options.after);
    let failures = 0;
    while (!this.stopped) {
      const prefixes = this.options.streamPrefixes?.length ? this.options.streamPrefixes : undefined;
      const subscription = this.client.subscribeToAll({
        fromPosition: checkpoint ?? esdb().START,
        filter: prefixes ? esdb().streamNameFilter({ prefixes }) : esdb().excludeSystemEvents(),
      });
      this.current = subscription;
      try {
        for await (const resolved of subscription) {
          if (this.stopped) break;
          const event = resolved.event;
          if (!event || isSystemEvent(event) || !matchesPrefixes(event.streamId, prefixes)) continue;
          if (checkpoint && !isAfter(event.position, checkpoint)) continue;
          await this.handle(toRecorded(event));
          checkpoint = event.position;
          failures = 0;
        }
      } catch (error) {
        if (error instanceof HandlerFailed || error instanceof esdb().AccessDeniedError) throw error;
        // Anything else is a drop (server restart, leader change, network, keep-alive timeout).
      } finally {
        this.current = undefined;
        await subscription.unsubscribe().catch(() => undefined);
      }
      if (!this.stopped) await this.pause(Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures++));
    }
  }

  private async handle(event: RecordedEvent): Promise<void> {
    try {
      await this.handler(event);
    } catch (error) {
      throw new HandlerFailed(error);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
