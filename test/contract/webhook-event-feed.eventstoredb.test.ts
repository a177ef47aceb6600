import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { connectEventStoreDb } from '../../src/adapters/outbound/eventstoredb/connection.js';
import { EventStoreDbEventStore } from '../../src/adapters/outbound/eventstoredb/event-store.js';
import { EventStoreDbWebhookEventFeed } from '../../src/adapters/outbound/eventstoredb/webhook-event-feed.js';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteWebhookStore } from '../../src/adapters/outbound/sqlite/webhook-store.js';
import { tempDir } from '../support/temp-dir.js';
import { webhookEventFeedContract } from './webhook-event-feed.contract.js';

const url = process.env.EVENTSTORE_URL;

if (url) {
  // Each test has a consumer group and a stream prefix of its own, so a shared server is fine. The
  // feed stores deliveries through the WebhookStore port: SQLite here, so MONGODB_URL is not needed.
  webhookEventFeedContract('EventStoreDB persistent subscription', async () => {
    const client = connectEventStoreDb(url);
    const events = new EventStoreDbEventStore(client);
    const dir = tempDir('webhook-event-feed');
    const database = SqliteDatabase.open(join(dir.path, 'test.db'));
    const store = new SqliteWebhookStore(database);
    const group = `webhooks-${randomUUID()}`;
    const streamPrefix = `itinerary${randomUUID().replaceAll('-', '')}-`;
    return {
      feed: new EventStoreDbWebhookEventFeed(client, store, { group, streamPrefix }),
      store,
      events,
      streamPrefix,
      dispose: async () => {
        await client.deletePersistentSubscriptionToAll(group).catch(() => undefined);
        await events.close();
        await client.dispose();
        database.close();
        dir.remove();
      },
    };
  });
} else {
  describe('WebhookEventFeed contract: EventStoreDB persistent subscription', () => {
    it.skip('skipped: EventStoreDB contract suite (set EVENTSTORE_URL to run it)');
  });
}
