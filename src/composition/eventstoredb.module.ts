import type { EventStoreDBClient } from '@eventstore/db-client';
import { ContainerModule } from 'inversify';
import type { EventStore } from '../application/ports/event-store.port.js';
import { TOKENS } from '../tokens.js';
import { connectEventStoreDb } from '../adapters/outbound/eventstoredb/connection.js';
import { EventStoreDbEventStore } from '../adapters/outbound/eventstoredb/event-store.js';

/** The distributed profile's event store. The client connects lazily and is disposed of on unbind. */
export const eventStoreDbModule = (url: string): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<EventStoreDBClient>(TOKENS.EventStoreDbClient)
      .toDynamicValue(() => connectEventStoreDb(url))
      .inSingletonScope()
      .onDeactivation((client) => client.dispose());
    bind<EventStore>(TOKENS.EventStore)
      .to(EventStoreDbEventStore)
      .inSingletonScope()
      .onDeactivation((store) => store.close());
  });
