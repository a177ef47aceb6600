import type { GetItinerary } from '../itinerary/get-itinerary.js';
import type { ItineraryView } from '../itinerary/itinerary-view.js';
import type { ActorResolver } from '../shared/actor-resolver.js';

/**
 * An itinerary for a signed-in account: the trip page of a private itinerary, for its members
 * (docs/trip-views.md). The account reads it exactly as GET /v1/itinerary/{id} does (the same use
 * case, so roles, deletions and the view count are the API's); a non-member, a deleted itinerary or
 * a deleted account is notFound. Not first-party: the page only reads.
 */
export class MemberItinerary {
  constructor(
    private readonly actors: ActorResolver,
    private readonly get: GetItinerary,
  ) {}

  async read(itineraryId: string, accountId: string): Promise<ItineraryView> {
    const actor = await this.actors.resolve({ userId: accountId, firstParty: false });
    return (await this.get.execute(itineraryId, actor)).view;
  }
}
