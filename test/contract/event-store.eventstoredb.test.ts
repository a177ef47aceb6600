import { connectEventStoreDb } from '../../src/adapters/outbound/eventstoredb/connection.js';
import { EventStoreDbEventStore } from '../../src/adapters/outbound/eventstoredb/event-store.js';
import { eventStoreContract } from './event-store.contract.js';

const url = process.env.EVENTSTORE_URL;

if (url) {
  // Every test writes to streams under a fresh random prefix, so a shared server is fine.
  eventStoreContract('EventStoreDB', async () => {
    const client = connectEventStoreDb(url);
    const store = new EventStoreDbEventStore(client);
    return {
      store,
      dispose: async () => {
        await store.close();
        await client.dispose();
      },
    };
  });
} else {
  describe('EventStore contract: EventStoreDB', () => {
    it.skip('skipped: EventStoreDB contract suite (set EVENTSTORE_URL to run it)');
  });
}
