import { ContainerModule, type ResolutionContext } from 'inversify';
import type { EventStore } from '../application/ports/event-store.port.js';
import type { ProjectionProgress } from '../application/ports/projection-progress.port.js';
import type { ProjectionStore } from '../application/ports/projection-store.port.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import { ServiceMetrics } from '../adapters/outbound/prometheus/service-metrics.js';
import { OriginPolicy } from '../adapters/inbound/http/kit/origin-policy.js';
import type { ClientRegistry } from '../adapters/inbound/oauth/client-registry.js';
import { ApiDocsRoutes } from '../adapters/inbound/http/routes/openapi/docs-routes.js';
import type { HttpRouteModule } from '../adapters/inbound/http/kit/route-module.js';
import { ApiCors } from '../adapters/inbound/http/routes/operations/api-cors.js';
import { HealthRoutes, type ReadinessCheck } from '../adapters/inbound/http/routes/operations/health-routes.js';
import { MetricsRoute } from '../adapters/inbound/http/routes/operations/metrics-route.js';
import { RateLimits, type RateLimitStoreFactory } from '../adapters/inbound/http/routes/operations/rate-limits.js';
import { RequestTelemetry } from '../adapters/inbound/http/routes/operations/request-telemetry.js';
import { SecurityHeaders } from '../adapters/inbound/http/routes/operations/security-headers.js';
import { Favicon } from '../adapters/inbound/http/routes/operations/favicon.js';
import { HomePage } from '../adapters/inbound/http/routes/pages/home-page.js';
import { ProblemPages } from '../adapters/inbound/http/routes/pages/problem-pages.js';

/**
 * Operations at the HTTP edge. Edge modules run in this binding order before any route:
 * request log and latency, probes and /metrics (never throttled), security headers, CORS on /v1,
 * rate limits. Also the OpenAPI document and its reference page, the home page and the error-code pages.
 */
export const operationsModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<ServiceMetrics>(TOKENS.Metrics)
      .toDynamicValue((c) => new ServiceMetrics(() => c.get<ProjectionProgress>(TOKENS.ProjectionProgress)))
      .inSingletonScope();
    const edge = (factory: (c: ResolutionContext) => HttpRouteModule) => bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue(factory);
    edge((c) => new RequestTelemetry(c.get(TOKENS.Logger), c.get(TOKENS.Metrics)));
    edge((c) => new HealthRoutes(readinessChecks(c, config), c.get(TOKENS.Logger)));
    edge((c) => new MetricsRoute(c.get(TOKENS.Metrics), config.metricsToken));
    edge(() => new SecurityHeaders());
    edge((c) => {
      const clients = c.get<ClientRegistry>(TOKENS.OAuthClients);
      return new ApiCors(new OriginPolicy(config.baseUrl, async () => (await clients.list()).flatMap((client) => client.redirectUris)));
    });
    edge((c) => new RateLimits(config.rateLimit, c.get<RateLimitStoreFactory>(TOKENS.RateLimitStores)));
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue((c) => new ApiDocsRoutes(c.get(TOKENS.RouteRegistry), config.baseUrl));
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toConstantValue(new Favicon());
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toConstantValue(new HomePage());
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toConstantValue(new ProblemPages());
  });

/** The stores this instance serves from, and the projector when it runs here (elsewhere: its checkpoint is readable). */
function readinessChecks(c: ResolutionContext, config: Config): ReadinessCheck[] {
  const events = c.get<EventStore>(TOKENS.EventStore);
  const readModels = c.get<ProjectionStore>(TOKENS.ProjectionStore);
  const progress = c.get<ProjectionProgress>(TOKENS.ProjectionProgress);
  const projector = config.runProjector ? c.get<{ running: boolean }>(TOKENS.RunningProjector) : undefined;
  return [
    { name: 'eventStore', check: async () => void (await events.headPosition()) },
    { name: 'readModels', check: async () => void (await readModels.readCheckpoint()) },
    {
      name: 'projector',
      check: async () => {
        if (projector && !projector.running) throw new Error('the projector is not running');
        return { inProcess: projector !== undefined, lag: (await progress.lag()).distance };
      },
    },
  ];
}
