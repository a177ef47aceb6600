import { defineRoute, type AnyRoute } from '../../kit/route-definition.js';
import { CONTENT_WRITE, commandHandler, type ItineraryRouteDependencies } from '../itinerary/itinerary-responses.js';
import { VisibilityDto } from './sharing-dtos.js';

/** docs/design.md §3/§4: private (the default), unlisted, public; only the owner chooses. */
export const visibilityRoutes = (deps: ItineraryRouteDependencies): AnyRoute[] => [
  defineRoute({
    ...CONTENT_WRITE,
    method: 'PUT',
    path: '/v1/itinerary/{id}/visibility',
    tag: 'Sharing',
    summary: 'Set who may read the itinerary',
    description:
      'Body: visibility: private (members only), unlisted (any signed-in user who has the id, as viewer) or ' +
      'public (the same, and it appears in search). Owner only.',
    access: { role: 'owner' },
    body: VisibilityDto,
    errors: ['notFound', 'forbidden', 'validationFailed'],
    handler: commandHandler(deps, ({ body }) => ({ type: 'ChangeVisibility', visibility: body.visibility })),
  }),
];
