import { ContainerModule } from 'inversify';
import { ImportItineraryFromLink } from '../application/import/import-itinerary-from-link.js';
import { linkReadRate } from '../application/import/link-read-rate.js';
import { resourceUrls } from '../application/itinerary/resource-urls.js';
import { AccountActionRate } from '../application/shared/account-action-rate.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import type { RouteSet } from '../adapters/inbound/http/kit/route-registry.js';
import { LinkImportRouteSet } from '../adapters/inbound/http/routes/import/from-link.routes.js';

/**
 * Link import as a use case (one per process: it holds the per-account lock of fresh reads), shared by
 * REST and MCP, and its REST route.
 */
export const linkImportRoutesModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.ImportItineraryFromLink)
      .toDynamicValue(
        (c) =>
          new ImportItineraryFromLink({
            importLink: c.get(TOKENS.ImportLink),
            accounts: c.get(TOKENS.AccountReader),
            charges: c.get(TOKENS.AccountCommands),
            create: c.get(TOKENS.CreateItinerary),
            attempts: new AccountActionRate(c.get(TOKENS.AccountActionLog), c.get(TOKENS.Clock), linkReadRate(config.importAttemptsPerHour)),
          }),
      )
      .inSingletonScope();
    bind<RouteSet>(TOKENS.HttpRouteSets).toDynamicValue(
      (c) =>
        new LinkImportRouteSet({
          importer: c.get(TOKENS.ImportItineraryFromLink),
          presenter: c.get(TOKENS.ItineraryPresenter),
          itineraryUrl: resourceUrls(config.baseUrl).itinerary,
        }),
    );
  });
