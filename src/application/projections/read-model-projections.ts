import { AccountProjection } from './account-projection.js';
import { ItineraryProjection } from './itinerary-projection.js';
import type { Projection } from './projection.js';

/** Every projection the read models are built from, for the projector wherever it runs and for rebuilds. */
export const readModelProjections = (): Projection[] => [new ItineraryProjection(), new AccountProjection()];
