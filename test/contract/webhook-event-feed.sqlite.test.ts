import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from '../../src/adapters/outbound/sqlite/event-store.js';
import { SqliteWebhookEventFeed } from '../../src/adapters/outbound/sqlite/webhook-event-feed.js';
import { SqliteWebhookStore } from '../../src/adapters/outbound/sqlite/webhook-store.js';
import { tempDir } from '../support/temp-dir.js';
import { webhookEventFeedContract } from './webhook-event-feed.contract.js';

webhookEventFeedContract('SQLite catch-up', async () => {
  const dir = tempDir('webhook-event-feed');
  const database = SqliteDatabase.open(join(dir.path, 'test.db'));
  const events = new SqliteEventStore(database);
  const store = new SqliteWebhookStore(database);
  const streamPrefix = 'itinerary-';
  return {
    feed: new SqliteWebhookEventFeed(events, store, { name: `webhooks-${randomUUID()}`, streamPrefix }),
    store,
    events,
    streamPrefix,
    dispose: async () => {
      await events.close();
      database.close();
      dir.remove();
    },
  };
});
