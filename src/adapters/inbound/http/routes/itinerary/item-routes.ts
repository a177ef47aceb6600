import type { GetItineraryPart, ItineraryPartKind } from '../../../../../application/itinerary/get-itinerary-part.js';
import type { ResourceUrls } from '../../../../../application/itinerary/resource-urls.js';
import type { ItineraryEvent } from '../../../../../domain/itinerary/events.js';
import { etag } from '../../kit/preconditions.js';
import { defineRoute, pathParams, type AnyRoute, type SuccessResponse } from '../../kit/route-definition.js';
import type { ItineraryRouteDependencies, WriteHeaders } from './itinerary-responses.js';

/** What the routes of one item (its GET, the Location of the POST that adds it) need besides the writes. */
export interface ItemRouteDependencies extends ItineraryRouteDependencies {
  parts: GetItineraryPart;
  urls: ResourceUrls;
}

export interface ItemRead {
  kind: ItineraryPartKind;
  /** The path its PATCH (or PUT) and DELETE share; the last parameter is the item's id. */
  path: string;
  tag: string;
  /** The response schema (a wire shape: Stop, Day, ...). */
  schema: string;
  noun: string;
  /** Part of a Pro feature: 402 without Pro, as its writes. */
  pro?: boolean;
}

/**
 * GET of one item at the URL its writes share: the item as GET /v1/itinerary/{id} shows it to the
 * caller, with the itinerary's ETag to send back in If-Match when changing it.
 */
export function itemRead(deps: ItemRouteDependencies, item: ItemRead): AnyRoute {
  const idParam = pathParams(item.path).at(-1)!;
  return defineRoute({
    method: 'GET',
    path: item.path,
    tag: item.tag,
    summary: `Read one ${item.noun}`,
    description:
      `The ${item.noun} as GET /v1/itinerary/{id} shows it to the caller. ETag: the itinerary's revision, ` +
      `for If-Match on the ${item.noun}'s writes.${item.pro ? ' Pro only, as its writes.' : ''}`,
    scope: 'itineraries:read',
    access: item.pro ? { role: 'viewer', pro: true } : { role: 'viewer' },
    params: { id: 'uuid' },
    responses: { 200: { description: `The ${item.noun}.`, schema: item.schema, headers: ['ETag'] } },
    errors: item.pro ? ['notFound', 'subscriptionRequired'] : ['notFound'],
    handler: async ({ params, actor }) => {
      const { part, revision } = await deps.parts.execute(params.id!, item.kind, params[idParam]!, actor);
      return { status: 200, body: part, headers: { ETag: etag(revision) } };
    },
  });
}

/** The id of the item a write appended (the server may have generated it). */
function addedId(events: readonly ItineraryEvent[]): string | undefined {
  for (const event of events) {
    if (event.type === 'StopAdded') return event.data.stop.id;
    if (event.type === 'PackingItemAdded') return event.data.item.id;
    if (event.type === 'ExpenseAdded') return event.data.expense.id;
    if (event.type === 'FlightAdded') return event.data.flight.id;
    if (event.type === 'HotelAdded') return event.data.hotel.id;
  }
  return undefined;
}

/** For a POST that appends one item: `Location`, the URL of the new item's GET, PATCH and DELETE. */
export const newItemLocation =
  (urls: ResourceUrls, kind: ItineraryPartKind): WriteHeaders =>
  (changed, itineraryId): Record<string, string> => {
    const id = addedId(changed.events);
    return id === undefined ? {} : { Location: urls.item(itineraryId, kind, id) };
  };

/** The success response of such a POST: the whole itinerary (as every content write), and the new item's URL. */
export const ITEM_ADDED: Record<number, SuccessResponse> = {
  200: {
    description: 'The whole updated itinerary; Location: the new item.',
    schema: 'Itinerary',
    headers: ['ETag', 'Location'],
  },
};
