import { defineRoute, type AnyRoute } from '../../kit/route-definition.js';
import { invalid } from '../../kit/validation.js';
import { asDraft, dayDraft, itemPatch } from '../../../../../application/itinerary/body-drafts.js';
import { NewStopDto } from './itinerary-dtos.js';
import { CONTENT_WRITE, commandHandler } from './itinerary-responses.js';
import { ITEM_ADDED, itemRead, newItemLocation, type ItemRouteDependencies } from './item-routes.js';
import { DayDto, StopDto } from '../../../shapes/itinerary-parts.js';

const TAG = 'Days and stops';

/** Days and their stops (docs/interface.md "Days and stops", plus the stop PATCH and the day PUT). */
export const dayAndStopRoutes = (deps: ItemRouteDependencies): AnyRoute[] => [
  defineRoute({
    ...CONTENT_WRITE,
    method: 'POST',
    path: '/v1/itinerary/{id}/stops',
    tag: TAG,
    summary: 'Add a stop to a day',
    description: 'The body is a stop (name required) with dayId naming the day. An id is generated if omitted.',
    access: { role: 'editor' },
    idempotent: true,
    body: NewStopDto,
    responses: ITEM_ADDED,
    errors: ['notFound', 'forbidden', 'validationFailed'],
    handler: commandHandler(
      deps,
      ({ body: { dayId, ...stop } }) => ({ type: 'AddStop', dayId, stop: asDraft(stop) }),
      newItemLocation(deps.urls, 'stop'),
    ),
  }),
  itemRead(deps, { kind: 'stop', path: '/v1/itinerary/{id}/stop/{stopId}', tag: TAG, schema: 'Stop', noun: 'stop' }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'PATCH',
    path: '/v1/itinerary/{id}/stop/{stopId}',
    tag: TAG,
    summary: 'Merge-patch a stop',
    access: { role: 'editor' },
    idempotent: true,
    body: StopDto,
    errors: ['notFound', 'forbidden', 'validationFailed'],
    handler: commandHandler(deps, ({ params, body }) => ({ type: 'ChangeStop', stopId: params.stopId!, patch: itemPatch(body) })),
  }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'DELETE',
    path: '/v1/itinerary/{id}/stop/{stopId}',
    tag: TAG,
    summary: 'Remove a stop',
    access: { role: 'editor' },
    errors: ['notFound', 'forbidden'],
    handler: commandHandler(deps, ({ params }) => ({ type: 'RemoveStop', stopId: params.stopId! })),
  }),
  itemRead(deps, { kind: 'day', path: '/v1/itinerary/{id}/day/{dayId}', tag: TAG, schema: 'Day', noun: 'day' }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'PUT',
    path: '/v1/itinerary/{id}/day/{dayId}',
    tag: TAG,
    summary: 'Create or replace one day',
    description:
      'Upsert by dayId: a new day goes last. Its stops replace the stored ones; the day photo is kept ' +
      '(it has its own route).',
    access: { role: 'editor' },
    body: DayDto,
    errors: ['notFound', 'forbidden', 'validationFailed'],
    handler: commandHandler(deps, ({ params, body }) => {
      if (body.id !== undefined && body.id !== params.dayId) {
        throw invalid([{ path: 'id', message: 'must be the dayId of the path, or left out' }]);
      }
      return { type: 'SetDay', day: { ...dayDraft(body), id: params.dayId! } };
    }),
  }),
];
