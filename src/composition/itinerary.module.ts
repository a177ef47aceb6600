import { ContainerModule, type ResolutionContext } from 'inversify';
import { ChangeItinerary } from '../application/itinerary/change-itinerary.js';
import { CreateItinerary } from '../application/itinerary/create-itinerary.js';
import { DuplicateClaims } from '../application/itinerary/duplicate-claims.js';
import { GetItinerary } from '../application/itinerary/get-itinerary.js';
import { GetItineraryPart } from '../application/itinerary/get-itinerary-part.js';
import { createItineraryRepository, type ItineraryRepository } from '../application/itinerary/itinerary-repository.js';
import { ItineraryPresenter } from '../application/itinerary/itinerary-presenter.js';
import { resourceUrls } from '../application/itinerary/resource-urls.js';
import type { Clock } from '../application/ports/clock.port.js';
import type { IdGenerator } from '../application/ports/id-generator.port.js';
import type { EventStore } from '../application/ports/event-store.port.js';
import { ActorResolver } from '../application/shared/actor-resolver.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import type { RouteSet } from '../adapters/inbound/http/kit/route-registry.js';
import { ItineraryRouteSet } from '../adapters/inbound/http/routes/itinerary/itinerary-route-set.js';

const DUPLICATE_CLAIMS = Symbol.for('DuplicateClaims');

const clock = (c: ResolutionContext) => c.get<Clock>(TOKENS.Clock);
const ids = (c: ResolutionContext) => c.get<IdGenerator>(TOKENS.IdGenerator);

/**
 * The itinerary use cases (shared by REST, MCP and import) and the itinerary content REST routes. The
 * repository is a singleton: its cache is what makes reads cheap and it must be one per process.
 */
export const itineraryModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const urls = resourceUrls(config.baseUrl);
    bind<ItineraryRepository>(TOKENS.ItineraryRepository).toDynamicValue((c) =>
      createItineraryRepository(c.get<EventStore>(TOKENS.EventStore), clock(c), ids(c)),
    );
    bind(DUPLICATE_CLAIMS).toDynamicValue(
      (c) => new DuplicateClaims(c.get(TOKENS.EventStore), c.get(TOKENS.ItineraryRepository), clock(c), ids(c)),
    );
    bind(TOKENS.ActorResolver).toDynamicValue((c) => new ActorResolver(c.get(TOKENS.AccountReader)));
    bind(TOKENS.ItineraryPresenter).toDynamicValue(
      (c) => new ItineraryPresenter(c.get(TOKENS.AccountReader), c.get(TOKENS.ItineraryStatsReader), urls),
    );
    bind(TOKENS.CreateItinerary).toDynamicValue(
      (c) => new CreateItinerary(c.get(TOKENS.ItineraryRepository), c.get(DUPLICATE_CLAIMS), clock(c), ids(c)),
    );
    bind(TOKENS.ChangeItinerary).toDynamicValue(
      (c) => new ChangeItinerary(c.get(TOKENS.ItineraryRepository), c.get(DUPLICATE_CLAIMS), clock(c), ids(c)),
    );
    bind(TOKENS.GetItinerary).toDynamicValue(
      (c) =>
        new GetItinerary(
          c.get(TOKENS.ItineraryRepository),
          c.get(TOKENS.ItineraryPresenter),
          c.get(TOKENS.ViewRecorder),
        ),
    );
    bind(TOKENS.GetItineraryPart).toDynamicValue(
      (c) => new GetItineraryPart(c.get(TOKENS.ItineraryRepository), c.get(TOKENS.ItineraryPresenter)),
    );
    bind<RouteSet>(TOKENS.HttpRouteSets).toDynamicValue(
      (c) =>
        new ItineraryRouteSet({
          create: c.get(TOKENS.CreateItinerary),
          change: c.get(TOKENS.ChangeItinerary),
          get: c.get(TOKENS.GetItinerary),
          parts: c.get(TOKENS.GetItineraryPart),
          history: c.get(TOKENS.ItineraryHistory),
          presenter: c.get(TOKENS.ItineraryPresenter),
          urls,
        }),
    );
  });
