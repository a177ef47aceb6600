import type { WebhookEndpoints, WebhookOwner } from '../../../../../application/feeds/webhooks/webhook-endpoints.js';
import type { AuthContext } from '../../../../../application/shared/auth-context.js';
import { validationFailed } from '../../../../../domain/shared/domain-error.js';
import { defineRoute, type AnyRoute, type RouteAccess } from '../../kit/route-definition.js';
import type { RouteSet } from '../../kit/route-registry.js';
import { pageOf, wirePage } from '../../../shapes/itinerary-queries.js';
import { WebhookDeliveriesQuery, WebhookRegistrationDto, WebhookEndpointPatchDto, WebhookReplayDto } from './webhook-dtos.js';

export interface WebhookRouteDependencies {
  endpoints: WebhookEndpoints;
  /** The absolute URL of an endpoint, for Location. */
  endpointUrl(id: string): string;
}

const TAG = 'Webhooks';
const SIGNED_IN: RouteAccess = { role: 'signedIn' };
/** An endpoint is its app's and user's: any other caller (another app of the same user too) gets 404. */
const OWN_APP: RouteAccess = { role: 'signedIn', ownApp: true };
const ONE = { tag: TAG, scope: 'itineraries:read', access: OWN_APP, params: { webhookId: 'uuid' } } as const;

const owner = (auth: AuthContext): WebhookOwner => ({ userId: auth.userId, clientId: auth.clientId });

/** /v1/webhooks: an app's endpoints for the user it acts for (docs/change-feeds.md, "Webhooks"). */
export class WebhookRouteSet implements RouteSet {
  readonly name = 'webhooks';

  constructor(private readonly deps: WebhookRouteDependencies) {}

  routes(): AnyRoute[] {
    const { endpoints, endpointUrl } = this.deps;
    return [
      defineRoute({
        method: 'POST',
        path: '/v1/webhooks',
        tag: TAG,
        summary: 'Register a webhook endpoint',
        description:
          'For the calling app and its user: the itinerary events the user may read (filtered by eventTypes and ' +
          'itineraryIds) are POSTed to url, signed by the Standard Webhooks scheme. The answer carries the signing ' +
          'secret (whsec_…), shown this once. url: https on the standard port of a public host (docs/change-feeds.md).',
        scope: 'itineraries:read',
        access: SIGNED_IN,
        body: WebhookRegistrationDto,
        responses: { 201: { description: 'The endpoint and its secret.', schema: 'WebhookEndpointWithSecret', headers: ['Location'] } },
        errors: ['validationFailed'],
        handler: async ({ auth, body }) => {
          const created = await endpoints.create(owner(auth), {
            url: body.url,
            ...(body.eventTypes ? { eventTypes: body.eventTypes } : {}),
            ...(body.itineraryIds ? { itineraryIds: body.itineraryIds } : {}),
            ...(body.description ? { description: body.description } : {}),
          });
          return { status: 201, body: created, headers: { Location: endpointUrl(created.id) } };
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/v1/webhooks',
        tag: TAG,
        summary: "The calling app's webhook endpoints for its user",
        scope: 'itineraries:read',
        access: SIGNED_IN,
        responses: { 200: { description: '{items: WebhookEndpoint[]}, oldest first.', schema: 'WebhookEndpointList' } },
        errors: [],
        handler: async ({ auth }) => ({ status: 200, body: { items: await endpoints.list(owner(auth)) } }),
      }),
      defineRoute({
        ...ONE,
        method: 'GET',
        path: '/v1/webhook/{webhookId}',
        summary: 'A webhook endpoint',
        description: 'Its filters, whether it is enabled and, when the service disabled it, why.',
        responses: { 200: { description: 'The endpoint (without its secret).', schema: 'WebhookEndpoint' } },
        errors: ['notFound'],
        handler: async ({ auth, params }) => ({ status: 200, body: await endpoints.get(owner(auth), params.webhookId!) }),
      }),
      defineRoute({
        ...ONE,
        method: 'PATCH',
        path: '/v1/webhook/{webhookId}',
        summary: 'Change a webhook endpoint',
        description: 'url, eventTypes, itineraryIds (null: every itinerary), description, enabled (true turns a disabled endpoint on again).',
        body: WebhookEndpointPatchDto,
        responses: { 200: { description: 'The endpoint.', schema: 'WebhookEndpoint' } },
        errors: ['notFound', 'validationFailed'],
        handler: async ({ auth, params, body }) => {
          const changes = {
            ...(body.url ? { url: body.url } : {}),
            ...(body.eventTypes !== undefined ? { eventTypes: body.eventTypes ?? [] } : {}),
            ...(body.itineraryIds !== undefined ? { itineraryIds: body.itineraryIds } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(typeof body.enabled === 'boolean' ? { enabled: body.enabled } : {}),
          };
          return { status: 200, body: await endpoints.update(owner(auth), params.webhookId!, changes) };
        },
      }),
      defineRoute({
        ...ONE,
        method: 'DELETE',
        path: '/v1/webhook/{webhookId}',
        summary: 'Delete a webhook endpoint and its delivery log',
        responses: { 204: { description: 'Deleted.' } },
        errors: ['notFound'],
        handler: async ({ auth, params }) => {
          await endpoints.remove(owner(auth), params.webhookId!);
          return { status: 204 };
        },
      }),
      defineRoute({
        ...ONE,
        method: 'POST',
        path: '/v1/webhook/{webhookId}/rotate-secret',
        summary: 'Rotate the signing secret',
        description: 'A new secret signs from now on; the previous one signs beside it (a second v1 signature) for 24 hours.',
        responses: { 200: { description: 'The new secret, shown this once.', schema: 'WebhookSecret' } },
        errors: ['notFound'],
        handler: async ({ auth, params }) => ({ status: 200, body: await endpoints.rotateSecret(owner(auth), params.webhookId!) }),
      }),
      defineRoute({
        ...ONE,
        method: 'POST',
        path: '/v1/webhook/{webhookId}/ping',
        summary: 'Send a test delivery',
        description: 'A WebhookPing delivery, signed and retried like any other; its outcome shows in the delivery log.',
        responses: { 202: { description: 'The delivery, queued.', schema: 'WebhookDelivery' } },
        errors: ['notFound'],
        handler: async ({ auth, params }) => ({ status: 202, body: await endpoints.ping(owner(auth), params.webhookId!) }),
      }),
      defineRoute({
        ...ONE,
        method: 'GET',
        path: '/v1/webhook/{webhookId}/deliveries',
        summary: 'The delivery log of an endpoint',
        description: 'Oldest first (by sequence), each with its status, attempts, last answer and the body sent. ?status filters; paginated (limit 1-100, default 20).',
        query: WebhookDeliveriesQuery,
        responses: { 200: { description: '{items: WebhookDelivery[], nextCursor}', schema: 'WebhookDeliveryPage' } },
        errors: ['notFound', 'validationFailed'],
        handler: async ({ auth, params, query }) => {
          const page = await endpoints.deliveries(owner(auth), params.webhookId!, { ...pageOf(query), ...(query.status ? { status: query.status } : {}) });
          return { status: 200, body: wirePage(page) };
        },
      }),
      defineRoute({
        ...ONE,
        params: { webhookId: 'uuid', deliveryId: 'string' },
        method: 'GET',
        path: '/v1/webhook/{webhookId}/delivery/{deliveryId}',
        summary: 'One delivery of the log',
        responses: { 200: { description: 'The delivery.', schema: 'WebhookDelivery' } },
        errors: ['notFound'],
        handler: async ({ auth, params }) => ({ status: 200, body: await endpoints.delivery(owner(auth), params.webhookId!, params.deliveryId!) }),
      }),
      defineRoute({
        ...ONE,
        method: 'POST',
        path: '/v1/webhook/{webhookId}/replay',
        summary: 'Send deliveries again',
        description:
          'Body {deliveryId} for one delivery, or {fromSequence, toSequence} for a range of the log (inclusive): each is ' +
          'sent again, whatever its status, before the newer pending ones of its itinerary.',
        body: WebhookReplayDto,
        responses: { 202: { description: '{requeued: n}', schema: 'WebhookReplayOutcome' } },
        errors: ['notFound', 'validationFailed'],
        handler: async ({ auth, params, body }) => {
          const one = typeof body.deliveryId === 'string';
          const range = typeof body.fromSequence === 'number' && typeof body.toSequence === 'number';
          if (one === range) throw validationFailed([{ path: '', message: 'send either deliveryId, or fromSequence and toSequence' }]);
          const which = one ? { deliveryId: body.deliveryId! } : { fromSequence: body.fromSequence!, toSequence: body.toSequence! };
          return { status: 202, body: await endpoints.replay(owner(auth), params.webhookId!, which) };
        },
      }),
    ];
  }
}
