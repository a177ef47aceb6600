import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { EventStoreDBClient, PersistentSubscriptionToAllResolvedEvent, PersistentSubscriptionToAllSettings } from '@eventstore/db-client';
import { expect } from 'chai';
import { esdb } from '../../../../src/adapters/outbound/eventstoredb/client-library.js';
import { EventStoreDbWebhookEventFeed } from '../../../../src/adapters/outbound/eventstoredb/webhook-event-feed.js';
import type { RecordedEvent } from '../../../../src/application/ports/event-store.port.js';
import type { NewDelivery, WebhookStore } from '../../../../src/application/ports/webhook-store.port.js';
import { until } from '../../../support/until.js';

/**
 * The EventStoreDB feed against a stand-in for the client's persistent subscription (what it asks of
 * the server, in what order): the server's side is the contract suite's, with EVENTSTORE_URL
 * (test/contract/webhook-event-feed.eventstoredb.test.ts).
 */

/** The client's PersistentSubscriptionToAll: an object stream of resolved events, with what the feed sent back. */
class FakeSubscription extends PassThrough {
  readonly sent: string[] = [];

  constructor() {
    super({ objectMode: true });
  }

  async ack(...events: PersistentSubscriptionToAllResolvedEvent[]): Promise<void> {
    this.sent.push(`ack ${events.map((e) => e.event!.type).join(',')}`);
  }

  async nack(action: string, reason: string, ...events: PersistentSubscriptionToAllResolvedEvent[]): Promise<void> {
    this.sent.push(`nack ${action} ${events.map((e) => e.event!.type).join(',')} (${reason})`);
  }

  async unsubscribe(): Promise<void> {
    this.sent.push('unsubscribe');
    this.end();
  }
}

let commitPosition = 0n;
const resolved = (streamId: string, type: string): PersistentSubscriptionToAllResolvedEvent => {
  commitPosition += 10n;
  const event = { streamId, id: randomUUID(), revision: 0n, type, data: {}, metadata: {}, isJson: true, created: new Date(), position: { commit: commitPosition, prepare: commitPosition } };
  return { event, retryCount: 0 } as unknown as PersistentSubscriptionToAllResolvedEvent;
};

const PREFIX = 'itinerary-';

describe('EventStoreDB webhook event feed (a stand-in server)', () => {
  let subscription: FakeSubscription;
  let created: Array<{ group: string; settings: PersistentSubscriptionToAllSettings; prefixes: unknown }>;
  let refuse: 'exists' | 'other' | undefined;
  let log: string[];
  let feed: EventStoreDbWebhookEventFeed;

  beforeEach(() => {
    subscription = new FakeSubscription();
    created = [];
    refuse = undefined;
    log = [];
    const client = {
      createPersistentSubscriptionToAll: async (group: string, settings: PersistentSubscriptionToAllSettings, options: { filter: { prefixes: unknown } }) => {
        if (refuse === 'exists') throw Object.create(esdb().PersistentSubscriptionExistsError.prototype) as Error;
        if (refuse === 'other') throw new Error('access denied');
        created.push({ group, settings, prefixes: options.filter.prefixes });
      },
      subscribeToPersistentSubscriptionToAll: () => {
        setImmediate(() => subscription.emit('confirmation'));
        return subscription;
      },
    } as unknown as EventStoreDBClient;
    const store = {
      enqueue: async (deliveries: NewDelivery[]) => void log.push(`store ${deliveries.map((d) => d.type).join(',')}`),
    } as unknown as WebhookStore;
    feed = new EventStoreDbWebhookEventFeed(client, store, { group: 'webhooks', streamPrefix: PREFIX });
  });

  const delivery = (type: string): NewDelivery => ({ id: randomUUID(), endpointId: 'e', lane: 'l', type, payload: '{}', createdAt: '2026-01-01T00:00:00.000Z' });

  it('creates its group for one consumer, in log order, from the head, on the prefix; a group that exists is joined as it is', async () => {
    const run = await feed.open(async () => undefined);
    await run.stop();
    expect(created).to.have.length(1);
    expect(created[0]).to.deep.include({ group: 'webhooks', prefixes: [PREFIX] });
    expect(created[0]!.settings).to.deep.include({
      startFrom: esdb().END,
      consumerStrategyName: esdb().DISPATCH_TO_SINGLE,
      maxSubscriberCount: 1,
      resolveLinkTos: false,
    });
    refuse = 'exists';
    subscription = new FakeSubscription();
    await (await feed.open(async () => undefined)).stop();
    refuse = 'other';
    let error: unknown;
    await feed.open(async () => undefined).catch((e: unknown) => (error = e));
    expect((error as Error).message).to.equal('access denied');
  });

  it('acknowledges the events a commit covers only after their deliveries are stored; others of the server at once', async () => {
    const handed: string[] = [];
    const run = await feed.open(async (event: RecordedEvent) => void handed.push(event.type));
    subscription.write(resolved(`${PREFIX}1`, 'A1'));
    subscription.write(resolved('$stats-node', '$statsCollected'));
    subscription.write(resolved(`${PREFIX}1`, 'A2'));
    subscription.write(resolved(`${PREFIX}2`, 'B1'));
    await until(() => handed.length === 3);
    expect(handed).to.deep.equal(['A1', 'A2', 'B1']);
    const stored = (): void => void log.push(...subscription.sent.splice(0));
    stored();
    await run.commit([delivery('A1'), delivery('A2')], 2);
    stored();
    expect(log).to.deep.equal(['ack $statsCollected', 'store A1,A2', 'ack A1,A2']);
    await run.stop();
    stored();
    expect(log.slice(3)).to.include('unsubscribe');
    // After stop() the deliveries are still stored, unacknowledged: the server sends B1 again, to the next consumer.
    await run.commit([delivery('B1')], 1);
    stored();
    expect(log.slice(3).filter((entry) => entry !== 'unsubscribe')).to.deep.equal(['store B1']);
  });

  it('nacks for a retry what it handed out and did not commit when the handler fails, and leaves', async () => {
    const run = await feed.open(async (event: RecordedEvent) => {
      if (event.type === 'A3') throw new Error('no');
    });
    for (const type of ['A1', 'A2', 'A3', 'A4']) subscription.write(resolved(`${PREFIX}1`, type));
    await until(() => subscription.sent.length > 0);
    // A commit after the failure still stores, and acknowledges nothing: the server sends the events again.
    await run.commit([], 1);
    const error = await run.failed;
    expect(error.message).to.equal('no');
    expect(subscription.sent).to.deep.equal(['nack retry A1,A2,A3 (Error: no)', 'unsubscribe']);
  });

  it('fails the open when the server refuses the consumer before confirming it', async () => {
    const client = {
      createPersistentSubscriptionToAll: async () => undefined,
      subscribeToPersistentSubscriptionToAll: () => {
        setImmediate(() => subscription.emit('error', new Error('maximum subscribers reached')));
        return subscription;
      },
    } as unknown as EventStoreDBClient;
    const refusing = new EventStoreDbWebhookEventFeed(client, {} as WebhookStore, { group: 'webhooks', streamPrefix: PREFIX });
    let error: unknown;
    await refusing.open(async () => undefined).catch((e: unknown) => (error = e));
    expect((error as Error).message).to.equal('maximum subscribers reached');
    expect(subscription.sent).to.deep.equal(['unsubscribe']);
  });
});
