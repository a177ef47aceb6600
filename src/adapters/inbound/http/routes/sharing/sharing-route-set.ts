import type { LikeItinerary } from '../../../../../application/sharing/likes.js';
import type { ItineraryRouteDependencies } from '../itinerary/itinerary-responses.js';
import type { AnyRoute } from '../../kit/route-definition.js';
import type { RouteSet } from '../../kit/route-registry.js';
import { likeRoutes } from './likes.routes.js';
import { memberRoutes, type MemberRouteDependencies } from './members.routes.js';
import { visibilityRoutes } from './visibility.routes.js';

export interface SharingRouteDependencies extends ItineraryRouteDependencies, MemberRouteDependencies {
  likes: LikeItinerary;
}

/** Members, visibility and likes. */
export class SharingRouteSet implements RouteSet {
  readonly name = 'sharing';

  constructor(private readonly deps: SharingRouteDependencies) {}

  routes(): AnyRoute[] {
    return [...memberRoutes(this.deps), ...visibilityRoutes(this.deps), ...likeRoutes(this.deps.likes)];
  }
}
