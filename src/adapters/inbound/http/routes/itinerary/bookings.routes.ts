import { defineRoute, type AnyRoute } from '../../kit/route-definition.js';
import { asDraft, itemPatch } from '../../../../../application/itinerary/body-drafts.js';
import { CONTENT_WRITE, commandHandler } from './itinerary-responses.js';
import { ITEM_ADDED, itemRead, newItemLocation, type ItemRouteDependencies } from './item-routes.js';
import { FlightDto, HotelDto } from '../../../shapes/itinerary-parts.js';

const TAG = 'Bookings';
const EDITOR = { role: 'editor' } as const;

/** Flights and hotels (docs/interface.md "Bookings", plus the siblings it leaves out: flight POST, hotel PATCH/DELETE). */
export const bookingRoutes = (deps: ItemRouteDependencies): AnyRoute[] => [
  defineRoute({
    ...CONTENT_WRITE,
    method: 'POST',
    path: '/v1/itinerary/{id}/hotels',
    tag: TAG,
    summary: 'Append a hotel',
    description: 'name is required. An id is generated if omitted.',
    access: EDITOR,
    idempotent: true,
    body: HotelDto,
    responses: ITEM_ADDED,
    errors: ['notFound', 'forbidden', 'validationFailed'],
    handler: commandHandler(deps, ({ body }) => ({ type: 'AddHotel', hotel: asDraft(body) }), newItemLocation(deps.urls, 'hotel')),
  }),
  itemRead(deps, { kind: 'hotel', path: '/v1/itinerary/{id}/hotel/{itemId}', tag: TAG, schema: 'Hotel', noun: 'hotel' }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'PATCH',
    path: '/v1/itinerary/{id}/hotel/{itemId}',
    tag: TAG,
    summary: 'Merge-patch a hotel',
    access: EDITOR,
    idempotent: true,
    body: HotelDto,
    errors: ['notFound', 'forbidden', 'validationFailed'],
    handler: commandHandler(deps, ({ params, body }) => ({ type: 'ChangeHotel', hotelId: params.itemId!, patch: itemPatch(body) })),
  }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'DELETE',
    path: '/v1/itinerary/{id}/hotel/{itemId}',
    tag: TAG,
    summary: 'Remove a hotel',
    access: EDITOR,
    errors: ['notFound', 'forbidden'],
    handler: commandHandler(deps, ({ params }) => ({ type: 'RemoveHotel', hotelId: params.itemId! })),
  }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'POST',
    path: '/v1/itinerary/{id}/flights',
    tag: TAG,
    summary: 'Append a flight',
    description: 'flightNumber is required. An id is generated if omitted.',
    access: EDITOR,
    idempotent: true,
    body: FlightDto,
    responses: ITEM_ADDED,
    errors: ['notFound', 'forbidden', 'validationFailed'],
    handler: commandHandler(deps, ({ body }) => ({ type: 'AddFlight', flight: asDraft(body) }), newItemLocation(deps.urls, 'flight')),
  }),
  itemRead(deps, { kind: 'flight', path: '/v1/itinerary/{id}/flight/{itemId}', tag: TAG, schema: 'Flight', noun: 'flight' }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'PATCH',
    path: '/v1/itinerary/{id}/flight/{itemId}',
    tag: TAG,
    summary: 'Merge-patch a flight',
    access: EDITOR,
    idempotent: true,
    body: FlightDto,
    errors: ['notFound', 'forbidden', 'validationFailed'],
    handler: commandHandler(deps, ({ params, body }) => ({ type: 'ChangeFlight', flightId: params.itemId!, patch: itemPatch(body) })),
  }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'DELETE',
    path: '/v1/itinerary/{id}/flight/{itemId}',
    tag: TAG,
    summary: 'Remove a flight',
    access: EDITOR,
    errors: ['notFound', 'forbidden'],
    handler: commandHandler(deps, ({ params }) => ({ type: 'RemoveFlight', flightId: params.itemId! })),
  }),
];
