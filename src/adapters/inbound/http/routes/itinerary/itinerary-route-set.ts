import type { RouteSet } from '../../kit/route-registry.js';
import type { AnyRoute } from '../../kit/route-definition.js';
import { bookingRoutes } from './bookings.routes.js';
import { dayAndStopRoutes } from './days-and-stops.routes.js';
import { itineraryRoutes, type ItineraryDocumentDependencies } from './itinerary.routes.js';
import { packingAndExpenseRoutes } from './packing-and-expenses.routes.js';

/** Every itinerary content route. */
export class ItineraryRouteSet implements RouteSet {
  readonly name = 'itinerary';

  constructor(private readonly deps: ItineraryDocumentDependencies) {}

  routes(): AnyRoute[] {
    return [
      ...itineraryRoutes(this.deps),
      ...dayAndStopRoutes(this.deps),
      ...packingAndExpenseRoutes(this.deps),
      ...bookingRoutes(this.deps),
    ];
  }
}
