import { ContainerModule } from 'inversify';
import { LiveChanges } from '../application/feeds/live-changes.js';
import type { Lifecycle } from '../application/ports/lifecycle.port.js';
import type { Logger } from '../application/ports/logger.port.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import type { RouteSet } from '../adapters/inbound/http/kit/route-registry.js';
import { LiveEventsRouteSet } from '../adapters/inbound/http/routes/feeds/live-events.routes.js';

/** Change feeds from the event log: live changes for readers (SSE). */
export const changeFeedsModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.LiveChanges)
      .toDynamicValue(
        (c) =>
          new LiveChanges(
            c.get(TOKENS.ItineraryRepository),
            c.get(TOKENS.EventStore),
            c.get<Logger>(TOKENS.Logger).child({ component: 'live-changes' }),
          ),
      )
      .inSingletonScope();
    bind<Lifecycle>(TOKENS.Lifecycle).toService(TOKENS.LiveChanges);
    bind<RouteSet>(TOKENS.HttpRouteSets).toDynamicValue(
      (c) => new LiveEventsRouteSet({ changes: c.get(TOKENS.LiveChanges), heartbeatMs: config.liveHeartbeatSeconds * 1000 }),
    );
  });
