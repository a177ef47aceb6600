import { ContainerModule } from 'inversify';
import { EventLogFeed } from '../application/audit/event-log-feed.js';
import { ItineraryHistory } from '../application/audit/itinerary-history.js';
import { resourceUrls } from '../application/itinerary/resource-urls.js';
import { ItineraryQueries } from '../application/queries/itinerary-queries.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import type { RouteSet } from '../adapters/inbound/http/kit/route-registry.js';
import { ItineraryQueryRouteSet } from '../adapters/inbound/http/routes/queries/itinerary-query.routes.js';

/**
 * List and search (from the read models), audit history and time travel (from the event streams),
 * and the operators' feed of the whole log.
 */
export const itineraryQueriesModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.ItineraryQueries)
      .toDynamicValue(
        (c) =>
          new ItineraryQueries(
            c.get(TOKENS.ItineraryListReader),
            c.get(TOKENS.ItinerarySearchReader),
            c.get(TOKENS.AccountLookup),
            c.get(TOKENS.ProjectionProgress),
            resourceUrls(config.baseUrl),
          ),
      )
      .inSingletonScope();
    bind(TOKENS.ItineraryHistory)
      .toDynamicValue(
        (c) => new ItineraryHistory(c.get(TOKENS.ItineraryRepository), c.get(TOKENS.EventStore), c.get(TOKENS.AccountLookup)),
      )
      .inSingletonScope();
    bind(TOKENS.EventLogFeed).toDynamicValue((c) => new EventLogFeed(c.get(TOKENS.EventStore), c.get(TOKENS.PositionOrder)));
    bind<RouteSet>(TOKENS.HttpRouteSets).toDynamicValue(
      (c) => new ItineraryQueryRouteSet({ queries: c.get(TOKENS.ItineraryQueries), history: c.get(TOKENS.ItineraryHistory) }),
    );
  });
