import { ContainerModule } from 'inversify';
import { resourceUrls } from '../application/itinerary/resource-urls.js';
import type { Logger } from '../application/ports/logger.port.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import { CachedAccessTokenVerifier } from '../adapters/inbound/http/kit/cached-token-verifier.js';
import type { ClientRegistry } from '../adapters/inbound/oauth/client-registry.js';
import type { HttpRouteModule } from '../adapters/inbound/http/kit/route-module.js';
import { OriginPolicy } from '../adapters/inbound/http/kit/origin-policy.js';
import { McpRouteModule } from '../adapters/inbound/mcp/route-module.js';
import { mcpTools } from '../adapters/inbound/mcp/tools/index.js';
import { tripApp } from '../adapters/inbound/mcp/trip-app.js';

/** POST /mcp: the MCP endpoint over the same use cases as /v1. */
export const mcpModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue((c) => {
      const clients = c.get<ClientRegistry>(TOKENS.OAuthClients);
      return new McpRouteModule({
        baseUrl: config.baseUrl,
        // Reused verifications, as on /v1: an ECDSA verify is most of a small request's CPU.
        verifier: new CachedAccessTokenVerifier(c.get(TOKENS.AccessTokenVerifier), c.get(TOKENS.Clock)),
        actors: c.get(TOKENS.ActorResolver),
        origins: new OriginPolicy(config.baseUrl, async () =>
          (await clients.list()).flatMap((client) => client.redirectUris),
        ),
        logger: c.get<Logger>(TOKENS.Logger).child({ component: 'mcp' }),
        resources: { getItinerary: c.get(TOKENS.GetItinerary), queries: c.get(TOKENS.ItineraryQueries) },
        tripApp: tripApp(config.baseUrl),
        tools: mcpTools({
          getItinerary: c.get(TOKENS.GetItinerary),
          createItinerary: c.get(TOKENS.CreateItinerary),
          changeItinerary: c.get(TOKENS.ChangeItinerary),
          presenter: c.get(TOKENS.ItineraryPresenter),
          queries: c.get(TOKENS.ItineraryQueries),
          ids: c.get(TOKENS.IdGenerator),
          importer: c.get(TOKENS.ImportItineraryFromLink),
          images: c.get(TOKENS.ItineraryImages),
          documents: c.get(TOKENS.SealedDocuments),
          urls: resourceUrls(config.baseUrl),
          places: c.get(TOKENS.FindPlace),
        }),
      });
    });
  });
