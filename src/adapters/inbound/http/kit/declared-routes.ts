import type { RequestHandler, Router } from 'express';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { originOf, sendProblem, problemBody } from './problem.js';
import { expressPath } from './route-definition.js';
import type { RoutePipeline } from './route-pipeline.js';
import type { RouteRegistry } from './route-registry.js';
import type { HttpRouteModule } from './route-module.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The declared route this request matched, as its OpenAPI template (/v1/itinerary/{id}). */
    routeTemplate?: string;
  }
}

const PREFIX = '/v1';

/** A method and OpenAPI path template served by the declared routes' table. */
export interface ServedRoute {
  method: string;
  path: string;
}

/** The declared routes' one express middleware, which also tells which routes it serves. */
export type DeclaredRouteTable = RequestHandler & { served(): ServedRoute[] };

interface Entry {
  template: string;
  handler: RequestHandler;
}

/**
 * Mounts every declared route before any body parser: the pipeline reads JSON bodies itself (it needs
 * the bytes for Idempotency-Key fingerprints) and raw routes read theirs. They sit in one radix tree
 * (find-my-way), one express layer right after the edge modules: express tries its routes one after
 * the other, at a cost per route, and most requests are for these. Matching is express's: any letter
 * case, one trailing slash allowed, GET routes answer HEAD. A path the tree cannot decode or does not
 * hold goes on to express (405 for a known path, 404, 400 for a malformed parameter).
 */
export class DeclaredRoutes implements HttpRouteModule {
  readonly name = 'declared-routes';
  readonly stage = 'api';

  constructor(
    private readonly registry: RouteRegistry,
    private readonly pipeline: RoutePipeline,
  ) {}

  register(router: Router): void {
    router.use(this.table());
  }

  private table(): DeclaredRouteTable {
    // Node caps a request line at 16 KiB; a long parameter is the pipeline's 400 to give, not a 404.
    const tree = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 16 * 1024 });
    const served: ServedRoute[] = [];
    for (const route of this.registry.list()) {
      if (!route.path.startsWith(`${PREFIX}/`)) throw new Error(`A declared route must be under ${PREFIX}: ${route.method} ${route.path}`);
      const entry: Entry = { template: route.path, handler: this.pipeline.handler(route) };
      const methods: HTTPMethod[] = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
      tree.on(methods, expressPath(route.path), () => undefined, entry);
      served.push({ method: route.method, path: route.path });
    }
    const dispatch: RequestHandler = (req, res, next) => {
      let found;
      try {
        found = tree.find(req.method as HTTPMethod, req.url);
      } catch {
        return next();
      }
      if (!found) return next();
      const entry = found.store as Entry;
      req.params = found.params as Record<string, string>;
      req.routeTemplate = entry.template;
      return entry.handler(req, res, next);
    };
    return Object.assign(dispatch, { served: () => [...served] });
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
        sendProblem(res, problemBody(originOf(res), 'methodNotAllowed', `${req.method} is not allowed here; use ${allow}.`), { Allow: allow });
      });
    }
  }
}
