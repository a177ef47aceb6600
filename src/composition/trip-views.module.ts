import { ContainerModule } from 'inversify';
import { CalendarFeed } from '../application/calendar/calendar-feed.js';
import type { ItineraryView } from '../application/itinerary/itinerary-view.js';
import { resourceUrls } from '../application/itinerary/resource-urls.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import type { HttpRouteModule } from '../adapters/inbound/http/kit/route-module.js';
import type { RouteSet } from '../adapters/inbound/http/kit/route-registry.js';
import { CalendarFeedRoutes, calendarFeedHandler } from '../adapters/inbound/http/routes/exports/calendar-feed-handler.js';
import { CalendarFeedRouteSet } from '../adapters/inbound/http/routes/exports/calendar-feed.routes.js';
import { ExportRouteSet } from '../adapters/inbound/http/routes/exports/exports.routes.js';
import { TripPageRoutes } from '../adapters/inbound/http/routes/trip-page/trip-page.routes.js';
import { MemberItinerary } from '../application/sharing/member-itinerary.js';
import { PublicItinerary } from '../application/sharing/public-itinerary.js';

/** The itinerary where travellers look: exports (calendar, GPX, KML), the calendar feed and the trip page. */
export const tripViewsModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const urls = resourceUrls(config.baseUrl);
    const tripPageUrl = (trip: ItineraryView): string | undefined => (trip.visibility === 'private' ? undefined : urls.tripPage(trip.id));
    const uidDomain = new URL(config.baseUrl).hostname;
    bind<RouteSet>(TOKENS.HttpRouteSets).toDynamicValue(
      (c) => new ExportRouteSet({ get: c.get(TOKENS.GetItinerary), uidDomain, tripPageUrl }),
    );
    bind(TOKENS.CalendarFeed).toDynamicValue(
      (c) => new CalendarFeed(c.get(TOKENS.CalendarFeedKeys), c.get(TOKENS.ItineraryQueries), c.get(TOKENS.GetItinerary)),
    );
    bind<RouteSet>(TOKENS.HttpRouteSets).toDynamicValue(
      (c) => new CalendarFeedRouteSet({ keys: c.get(TOKENS.CalendarFeedKeys), feedUrl: (key) => `${config.baseUrl}/calendar/${key}.ics` }),
    );
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue(
      (c) => new CalendarFeedRoutes(calendarFeedHandler(c.get(TOKENS.CalendarFeed), { uidDomain, tripPageUrl })),
    );
    bind(TOKENS.PublicItinerary).toDynamicValue(
      (c) => new PublicItinerary(c.get(TOKENS.ItineraryRepository), c.get(TOKENS.ItineraryPresenter), c.get(TOKENS.ViewRecorder)),
    );
    bind(TOKENS.MemberItinerary).toDynamicValue((c) => new MemberItinerary(c.get(TOKENS.ActorResolver), c.get(TOKENS.GetItinerary)));
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue(
      (c) =>
        new TripPageRoutes({
          visitors: c.get(TOKENS.PublicItinerary),
          members: c.get(TOKENS.MemberItinerary),
          signedInAccount: c.get(TOKENS.SignedInAccount),
          secrets: c.get(TOKENS.SecretStore),
          pageUrl: urls.tripPage,
        }),
    );
  });
