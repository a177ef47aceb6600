import { ContainerModule } from 'inversify';
import type { Lifecycle } from '../application/ports/lifecycle.port.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import { CachedAccessTokenVerifier } from '../adapters/inbound/http/kit/cached-token-verifier.js';
import { DeclaredRoutes, MethodNotAllowed } from '../adapters/inbound/http/kit/declared-routes.js';
import { IdempotencyGate } from '../adapters/inbound/http/kit/idempotency.js';
import { IdempotencyPurge } from '../adapters/inbound/http/kit/idempotency-purge.js';
import { RoutePipeline } from '../adapters/inbound/http/kit/route-pipeline.js';
import { RouteRegistry, type RouteSet } from '../adapters/inbound/http/kit/route-registry.js';
import type { HttpRouteModule } from '../adapters/inbound/http/kit/route-module.js';

const PIPELINE = Symbol.for('RoutePipeline');

/**
 * The declared /v1 routes: the registry of every RouteSet bound under TOKENS.HttpRouteSets, the
 * request pipeline (auth, scope, Idempotency-Key, If-Match, DTOs, problems) and the purge of the
 * idempotency store (which the profile picks).
 */
export const httpApiModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<Lifecycle>(TOKENS.Lifecycle).toDynamicValue(
      (c) => new IdempotencyPurge(c.get(TOKENS.IdempotencyStore), c.get(TOKENS.Clock), c.get(TOKENS.Logger)),
    );
    bind<RouteRegistry>(TOKENS.RouteRegistry).toDynamicValue(
      (c) => new RouteRegistry(c.getAll<RouteSet>(TOKENS.HttpRouteSets, { optional: true })),
    );
    bind<RoutePipeline>(PIPELINE).toDynamicValue(
      (c) =>
        new RoutePipeline({
          verifier: new CachedAccessTokenVerifier(c.get(TOKENS.AccessTokenVerifier), c.get(TOKENS.Clock)),
          origin: config.baseUrl,
          resourceMetadataUrl: `${config.baseUrl}/.well-known/oauth-protected-resource`,
          actors: c.get(TOKENS.ActorResolver),
          idempotency: new IdempotencyGate(c.get(TOKENS.IdempotencyStore), c.get(TOKENS.Clock)),
          logger: c.get(TOKENS.Logger),
        }),
    );
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue(
      (c) => new DeclaredRoutes(c.get(TOKENS.RouteRegistry), c.get(PIPELINE)),
    );
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue((c) => new MethodNotAllowed(c.get(TOKENS.RouteRegistry)));
  });
