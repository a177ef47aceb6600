import { expressPath, type AnyRoute, type HttpMethod } from './route-definition.js';

/** Route definitions as route sets contribute them; bound under TOKENS.HttpRouteSets (multi-injection). */
export interface RouteSet {
  readonly name: string;
  routes(): AnyRoute[];
}

/**
 * Every declared /v1 route of the app, in one list: the HTTP adapter mounts them, the authorization
 * matrix test and the OpenAPI document read them. Two routes with one method and
 * path are a programming error and fail at start.
 */
export class RouteRegistry {
  private readonly byKey = new Map<string, AnyRoute>();

  constructor(sets: RouteSet[] = []) {
    for (const set of sets) for (const route of set.routes()) this.add(route);
  }

  add(route: AnyRoute): void {
    const key = `${route.method} ${expressPath(route.path)}`;
    if (this.byKey.has(key)) throw new Error(`Route declared twice: ${route.method} ${route.path}`);
    this.byKey.set(key, route);
  }

  /** In declaration order. */
  list(): AnyRoute[] {
    return [...this.byKey.values()];
  }

  /** The methods declared for each path template (for 405 and the Allow header). */
  methodsByPath(): Map<string, HttpMethod[]> {
    const paths = new Map<string, HttpMethod[]>();
    for (const route of this.list()) paths.set(route.path, [...(paths.get(route.path) ?? []), route.method]);
    return paths;
  }
}
