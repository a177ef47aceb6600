import type { ChangeDraft, ChangedItinerary, ChangeItinerary } from '../../../../../application/itinerary/change-itinerary.js';
import type { ItineraryPresenter } from '../../../../../application/itinerary/itinerary-presenter.js';
import type { ItineraryState } from '../../../../../domain/itinerary/state.js';
import type { Actor } from '../../../../../domain/itinerary/types.js';
import type { Loaded } from '../../../../../application/shared/aggregate-repository.js';
import { etag } from '../../kit/preconditions.js';
import type { RouteContext, RouteDefinition, RouteResult } from '../../kit/route-definition.js';

/** The use cases the itinerary routes call. */
export interface ItineraryRouteDependencies {
  change: ChangeItinerary;
  presenter: ItineraryPresenter;
}

/** The whole itinerary as the caller may see it, with its ETag (docs/design.md §2). */
export async function itineraryResponse(
  presenter: ItineraryPresenter,
  loaded: Loaded<ItineraryState>,
  actor: Actor,
  status = 200,
  headers: Record<string, string> = {},
): Promise<RouteResult> {
  const view = await presenter.present(loaded, actor);
  return { status, body: view, headers: { ETag: etag(loaded.revision), ...headers } };
}

/** Response headers a write adds besides the ETag, from what it appended (a new item's Location). */
export type WriteHeaders = (changed: ChangedItinerary, itineraryId: string) => Record<string, string>;

/** A handler that runs one command on the itinerary {id} at the If-Match revision and returns the itinerary. */
export const commandHandler =
  <Body>(
    deps: ItineraryRouteDependencies,
    draftOf: (context: RouteContext<Body>) => ChangeDraft,
    headersOf: WriteHeaders = () => ({}),
  ) =>
  async (context: RouteContext<Body>): Promise<RouteResult> => {
    const itineraryId = context.params.id!;
    const changed = await deps.change.execute(itineraryId, draftOf(context), context.actor, context.command, context.expectedRevision);
    return itineraryResponse(deps.presenter, changed, context.actor, 200, headersOf(changed, itineraryId));
  };

/** What every content write on one itinerary shares: scope, {id} as a UUID, If-Match, the response. */
export const CONTENT_WRITE = {
  scope: 'itineraries:write',
  params: { id: 'uuid' },
  ifMatch: 'required',
  responses: { 200: { description: 'The whole updated itinerary.', schema: 'Itinerary', headers: ['ETag'] } },
} as const satisfies Partial<RouteDefinition>;
