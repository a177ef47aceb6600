import express, { type Router } from 'express';
import { sendProblem, problemBody } from './problem.js';
import { expressPath } from './route-definition.js';
import type { RoutePipeline } from './route-pipeline.js';
import type { RouteRegistry } from './route-registry.js';
import type { HttpRouteModule } from './route-module.js';

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

const PREFIX = '/v1';

/**
 * Mounts every declared route before any body parser: the pipeline reads JSON bodies itself (it needs
 * the bytes for Idempotency-Key fingerprints) and raw routes read theirs. They sit in one router
 * under /v1, mounted right after the edge modules: express tries its routes one after the other, at
 * a cost per route, and most requests are for these.
 */
export class DeclaredRoutes implements HttpRouteModule {
  readonly name = 'declared-routes';
  readonly stage = 'api';

  constructor(
    private readonly registry: RouteRegistry,
    private readonly pipeline: RoutePipeline,
  ) {}

  register(router: Router): void {
    const v1 = express.Router();
    for (const route of this.registry.list()) {
      const path = expressPath(route.path);
      if (!path.startsWith(`${PREFIX}/`)) throw new Error(`A declared route must be under ${PREFIX}: ${route.method} ${route.path}`);
      v1[METHODS[route.method]](path.slice(PREFIX.length), this.pipeline.handler(route));
    }
    router.use(PREFIX, v1);
  }
}

/** 405 with Allow for a declared path called with another method; mounted after every other route. */
export class MethodNotAllowed implements HttpRouteModule {
  readonly name = 'method-not-allowed';
  readonly stage = 'fallback';

  constructor(private readonly registry: RouteRegistry) {}

  register(router: Router): void {
    for (const [path, methods] of this.registry.methodsByPath()) {
      const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : [])].join(', ');
      router.all(expressPath(path), (req, res) => {
        sendProblem(res, problemBody('methodNotAllowed', `${req.method} is not allowed here; use ${allow}.`), { Allow: allow });
      });
    }
  }
}
