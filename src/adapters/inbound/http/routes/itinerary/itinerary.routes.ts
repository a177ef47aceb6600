import type { ItineraryHistory } from '../../../../../application/audit/itinerary-history.js';
import type { CreateItinerary } from '../../../../../application/itinerary/create-itinerary.js';
import type { GetItinerary } from '../../../../../application/itinerary/get-itinerary.js';
import { etag } from '../../kit/preconditions.js';
import { ItineraryRevisionQuery } from '../../../shapes/itinerary-queries.js';
import { defineRoute, type AnyRoute } from '../../kit/route-definition.js';
import { createInput, patchDraft } from '../../../../../application/itinerary/body-drafts.js';
import { ItineraryBodyDto } from '../../../shapes/itinerary-body.js';
import { CreateItineraryQuery } from './itinerary-dtos.js';
import { CONTENT_WRITE, commandHandler, itineraryResponse } from './itinerary-responses.js';
import type { ItemRouteDependencies } from './item-routes.js';

export interface ItineraryDocumentDependencies extends ItemRouteDependencies {
  create: CreateItinerary;
  get: GetItinerary;
  /** Time travel (?revision=N) for audits. */
  history: ItineraryHistory;
}

/** The itinerary as a whole: create, read, merge-patch, delete (docs/interface.md "Itineraries"). */
export const itineraryRoutes = (deps: ItineraryDocumentDependencies): AnyRoute[] => [
  defineRoute({
    method: 'POST',
    path: '/v1/itinerary',
    tag: 'Itineraries',
    summary: 'Create a private itinerary',
    description:
      'title, destination and center are required. Refused with duplicateItinerary (409, existingId) when you ' +
      'already own one with the same destination and start date, unless allowDuplicate=true. Packing and ' +
      'expenses need Pro.',
    scope: 'itineraries:write',
    access: { role: 'signedIn' },
    idempotent: true,
    body: ItineraryBodyDto,
    query: CreateItineraryQuery,
    responses: { 201: { description: 'The new itinerary.', schema: 'Itinerary', headers: ['ETag', 'Location'] } },
    errors: ['validationFailed', 'duplicateItinerary', 'subscriptionRequired', 'conflict'],
    handler: async ({ body, query, actor, command }) => {
      const created = await deps.create.execute(actor, command, createInput(body, query.allowDuplicate === true));
      return itineraryResponse(deps.presenter, created, actor, 201, { Location: deps.urls.itinerary(created.itineraryId) });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/itinerary/{id}',
    tag: 'Itineraries',
    summary: 'Read an itinerary',
    description:
      'Packing, expenses and documents are included for Pro callers only. With ?revision=N: the itinerary as ' +
      'it was at revision N (read-only, ETag "N"), for the owner and editors only (viewers: 403).',
    scope: 'itineraries:read',
    access: { role: 'viewer' },
    params: { id: 'uuid' },
    query: ItineraryRevisionQuery,
    responses: { 200: { description: 'The itinerary as the caller may see it.', schema: 'Itinerary', headers: ['ETag'] } },
    errors: ['notFound', 'forbidden'],
    handler: async ({ params, actor, query }) => {
      if (query.revision !== undefined) {
        return itineraryResponse(deps.presenter, await deps.history.asOf(params.id!, query.revision, actor), actor);
      }
      const { view, revision } = await deps.get.execute(params.id!, actor);
      return { status: 200, body: view, headers: { ETag: etag(revision) } };
    },
  }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'PATCH',
    path: '/v1/itinerary/{id}',
    tag: 'Itineraries',
    summary: 'Merge-patch an itinerary',
    description:
      'JSON merge patch: a field sent replaces the stored one, null clears an optional field, an array ' +
      'sent replaces the stored array. Documents cannot be changed here.',
    access: { role: 'editor' },
    idempotent: true,
    body: ItineraryBodyDto,
    errors: ['notFound', 'forbidden', 'subscriptionRequired', 'validationFailed'],
    handler: commandHandler(deps, ({ body }) => ({ type: 'PatchItinerary', ...patchDraft(body) })),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/v1/itinerary/{id}',
    tag: 'Itineraries',
    summary: 'Delete an itinerary',
    description: 'Owner only. If-Match is optional; when sent it must be current.',
    scope: 'itineraries:write',
    access: { role: 'owner' },
    params: { id: 'uuid' },
    ifMatch: 'optional',
    responses: { 204: { description: 'Deleted.', headers: ['ETag'] } },
    errors: ['notFound', 'forbidden'],
    handler: async ({ params, actor, command, expectedRevision }) => {
      const deleted = await deps.change.execute(params.id!, { type: 'DeleteItinerary' }, actor, command, expectedRevision);
      return { status: 204, headers: { ETag: etag(deleted.revision) } };
    },
  }),
];
