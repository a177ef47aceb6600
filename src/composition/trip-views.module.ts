import { ContainerModule } from 'inversify';
import type { ItineraryView } from '../application/itinerary/itinerary-view.js';
import { resourceUrls } from '../application/itinerary/resource-urls.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import type { RouteSet } from '../adapters/inbound/http/kit/route-registry.js';
import { ExportRouteSet } from '../adapters/inbound/http/routes/exports/exports.routes.js';

/** The itinerary where travellers look: exports (calendar, GPX, KML). */
export const tripViewsModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const urls = resourceUrls(config.baseUrl);
    const tripPageUrl = (trip: ItineraryView): string | undefined => (trip.visibility === 'private' ? undefined : urls.tripPage(trip.id));
    bind<RouteSet>(TOKENS.HttpRouteSets).toDynamicValue(
      (c) => new ExportRouteSet({ get: c.get(TOKENS.GetItinerary), uidDomain: new URL(config.baseUrl).hostname, tripPageUrl }),
    );
  });
