import type { AnyRoute } from '../../kit/route-definition.js';
import type { RouteSet } from '../../kit/route-registry.js';
import { documentRoutes, type DocumentRouteDependencies } from '../documents/documents.routes.js';
import { imageRoutes, type ImageRouteDependencies } from './image.routes.js';

/** The cover and day photos, and the sealed documents. */
export class MediaRouteSet implements RouteSet {
  readonly name = 'media';

  constructor(private readonly deps: ImageRouteDependencies & DocumentRouteDependencies) {}

  routes(): AnyRoute[] {
    return [...imageRoutes(this.deps), ...documentRoutes(this.deps)];
  }
}
