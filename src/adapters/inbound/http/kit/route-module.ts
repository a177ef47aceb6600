import type { Router } from 'express';

/**
 * A group of routes an adapter contributes to the app, bound under TOKENS.HttpRoutes.
 * `edge` modules run first, in binding order, for every request (logging, metrics, probes, security
 * headers, CORS, rate limits); then `api`, the declared /v1 routes (they read their own bodies);
 * `raw` modules are mounted before any body parser (oidc-provider, MCP, uploads parse their own);
 * `json` modules after the JSON parser of /v1; `fallback` modules after every route (e.g. 405 for a
 * known path with another method), just before the 404.
 */
export interface HttpRouteModule {
  readonly name: string;
  readonly stage: 'edge' | 'api' | 'raw' | 'json' | 'fallback';
  register(router: Router): void;
}
