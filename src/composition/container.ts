import 'reflect-metadata';
import { Container, ContainerModule } from 'inversify';
import type { EventStore } from '../application/ports/event-store.port.js';
import type { Lifecycle } from '../application/ports/lifecycle.port.js';
import type { Logger } from '../application/ports/logger.port.js';
import type { Config } from '../config/config.js';
import { createLogger } from '../adapters/outbound/system/logger.js';
import { itineraryModule } from './itinerary.module.js';
import { httpApiModule } from './http-api.module.js';
import { mcpModule } from './mcp.module.js';
import { operationsModule } from './operations.module.js';
import { accountsModule, oauthModule } from './oauth.module.js';
import { profileModules } from './profiles.js';
import { projectorModule } from './projector.module.js';
import { itineraryQueriesModule } from './itinerary-queries.module.js';
import { sharingModule } from './sharing.module.js';
import { tripViewsModule } from './trip-views.module.js';
import { mediaModule } from './media.module.js';
import { linkImportModule } from './link-import.module.js';
import { linkImportRoutesModule } from './link-import-routes.module.js';
import { pexelsModule } from './pexels.module.js';
import { sharpModule } from './sharp.module.js';
import { MeteredEventStore } from '../adapters/outbound/prometheus/metered-event-store.js';
import { PersonalDataSealing } from '../adapters/outbound/crypto/personal-data-sealing.js';
import { randomIds, systemClock } from '../adapters/outbound/system/clock.js';
import { IMPORT_WORKER_ENTRY, PROJECTOR_THREAD_ENTRY } from '../thread-entries.js';
import { TOKENS } from '../tokens.js';
import { mailModule } from './mail.module.js';
import { changeFeedsModule } from './change-feeds.module.js';

/**
 * The one place that knows every adapter. It picks the embedded (SQLite + files) or the distributed
 * (EventStoreDB + MongoDB) adapters from configuration; everything else depends on ports only.
 */
export async function createContainer(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  const system = new ContainerModule(({ bind }) => {
    bind(TOKENS.Config).toConstantValue(config);
    bind(TOKENS.Logger).toConstantValue(logger);
    bind(TOKENS.Clock).toConstantValue(systemClock);
    bind(TOKENS.IdGenerator).toConstantValue(randomIds);
  });
  // Around whichever event store the profile picked: accounts' personal data sealed with their own keys
  // (docs/events.md), and append latency for /metrics.
  container.onActivation<EventStore>(
    TOKENS.EventStore,
    (context, store) => new MeteredEventStore(new PersonalDataSealing(store, context.get(TOKENS.SecretStore)), context.get(TOKENS.Metrics)),
  );
  await container.load(system, ...adapterModules(config));
  return container;
}

/** Adapter modules in start order: stores first, then what uses them, inbound adapters last. */
function adapterModules(config: Config): ContainerModule[] {
  return [
    ...profileModules(config),
    // Photo sources in the order they are asked: a real photo API first, the offline generator last.
    ...(config.pexels ? [pexelsModule(config.pexels)] : []),
    sharpModule(),
    mailModule(config),
    linkImportModule(config, IMPORT_WORKER_ENTRY),
    accountsModule(config),
    oauthModule(config),
    itineraryModule(config),
    itineraryQueriesModule(config),
    sharingModule(config),
    tripViewsModule(config),
    changeFeedsModule(config),
    mediaModule(config),
    linkImportRoutesModule(config),
    httpApiModule(config),
    mcpModule(config),
    operationsModule(config),
    projectorModule(config, PROJECTOR_THREAD_ENTRY),
  ];
}

/** Lifecycles in start order, as bound under TOKENS.Lifecycle. */
export function lifecycles(container: Container): Lifecycle[] {
  return container.isBound(TOKENS.Lifecycle) ? container.getAll<Lifecycle>(TOKENS.Lifecycle) : [];
}
