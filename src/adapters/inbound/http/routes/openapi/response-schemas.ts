import { ROLES } from '../../../../../domain/itinerary/types.js';
import { count, dateTime, listOf, objectOf as object, pageSchema, refTo as ref, string, uri } from '../../../shapes/schema-object.js';
import { PROBLEM_CODES } from '../../kit/problem-catalogue.js';
import type { SchemaObject } from './openapi-types.js';

/**
 * Schemas of the response bodies only REST sends, named as route definitions name them
 * (`responses[n].schema`). An itinerary and the shapes MCP also returns are wire shapes
 * (shapes/views.ts). test/adapters/inbound/http/openapi.test.ts validates real responses against
 * these, so they cannot drift from what the service sends.
 */

export const RESPONSE_SCHEMAS: Record<string, SchemaObject> = {
  DocumentList: object({ documents: listOf(ref('DocumentRecord')) }),
  HistoryEntry: object({
    revision: count,
    type: { ...string, description: 'The event type (docs/events.md).' },
    occurredAt: dateTime,
    actor: object({ id: string, displayName: string }, ['id']),
    client: { ...string, description: 'The OAuth client that wrote it, or "cli" for operators.' },
    correlationId: string,
    data: { type: ['object', 'null'], description: 'The event payload; null where the caller may not see it.' },
  }),
  HistoryPage: pageSchema(ref('HistoryEntry')),
  Member: object({ userId: string, displayName: string, role: { enum: [...ROLES] } }),
  MemberList: object({ members: listOf(ref('Member')) }),
  CalendarFeed: object(
    {
      active: { type: 'boolean', description: 'Whether you have a calendar feed.' },
      issuedAt: dateTime,
      url: { ...uri, description: 'The feed (only in the answer that issued it: only its hash is kept).' },
      webcalUrl: { type: 'string', description: 'The same URL as webcal://, which calendar apps open as a subscription.' },
    },
    ['active'],
  ),
  InvitationSent: object({ invitation: ref('Invitation') }),
  InvitationList: object({ invitations: listOf(ref('Invitation')) }),
  Invitation: object({
    id: string,
    email: { type: 'string', format: 'email', description: 'The invited address, normalised (trimmed, lower case).' },
    role: { enum: ['editor', 'viewer'] },
    sentAt: dateTime,
    expiresAt: { ...dateTime, description: 'After this the invitation starts nothing (14 days after it was sent).' },
  }),
  LikeOutcome: object({ liked: { type: 'boolean' }, likesCount: count, viewsCount: count }),
  Account: object(
    {
      id: string,
      email: { type: 'string', format: 'email' },
      emailVerified: { type: 'boolean', description: 'Whether the address was confirmed through the link mailed to it; trips are shared only with confirmed addresses.' },
      displayName: string,
      plan: { enum: ['free', 'pro'] },
      aiImportsConsent: { type: 'boolean' },
      importAllowance: { type: 'object', description: "This calendar year's link-import allowance." },
    },
    ['id', 'email', 'displayName', 'plan'],
  ),
  ConnectedAppList: object({
    apps: listOf(
      object({
        clientId: string,
        name: { ...string, description: 'The registered name, or the client id when it has none.' },
        firstParty: { type: 'boolean', description: "One of the service's own apps." },
        scopes: listOf(string),
        firstAuthorizedAt: { ...dateTime, description: 'When the traveller first allowed it (the oldest consent still in force).' },
        lastAuthorizedAt: { ...dateTime, description: 'The last time it was given tokens under that consent (a sign-in through it or a refresh).' },
      }),
    ),
  }),
  AccountPatch: {
    type: 'object',
    properties: { displayName: string, aiImportsConsent: { type: 'boolean' } },
    description: 'Only these two fields change; the other fields of GET /v1/me may be sent back and are ignored.',
  },
  WebhookEndpoint: object({
    id: string,
    url: uri,
    eventTypes: { ...listOf(string), description: 'Event types delivered; empty: every type.' },
    itineraryIds: { anyOf: [listOf(string), { type: 'null' }], description: 'null: every itinerary the user may read.' },
    description: { anyOf: [string, { type: 'null' }] },
    enabled: { type: 'boolean' },
    disabledReason: { anyOf: [string, { type: 'null' }], description: 'Why the service disabled it (deliveries failing for 3 days).' },
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  WebhookEndpointWithSecret: {
    allOf: [ref('WebhookEndpoint'), object({ secret: { ...string, description: 'whsec_ and the base64 key: shown this once.' } })],
  },
  WebhookEndpointList: object({ items: listOf(ref('WebhookEndpoint')) }),
  WebhookSecret: object({ secret: string, previousSecretExpiresAt: dateTime }),
  WebhookDelivery: object({
    id: { ...string, description: 'The webhook-id header: the same on every attempt.' },
    sequence: count,
    type: string,
    itineraryId: { anyOf: [string, { type: 'null' }] },
    status: { enum: ['pending', 'delivered', 'failed', 'withheld'] },
    attempts: count,
    createdAt: dateTime,
    nextAttemptAt: { anyOf: [dateTime, { type: 'null' }] },
    lastAttemptAt: { anyOf: [dateTime, { type: 'null' }] },
    lastResponseStatus: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    lastError: { anyOf: [string, { type: 'null' }] },
    deliveredAt: { anyOf: [dateTime, { type: 'null' }] },
    payload: { type: 'object', description: 'The body sent: {type, timestamp, data}.' },
  }),
  WebhookDeliveryPage: pageSchema(ref('WebhookDelivery')),
  WebhookReplayOutcome: object({ requeued: count }),
  AccountDeletion: {
    type: 'object',
    properties: { currentPassword: { ...string, description: "The account's current password: proof that its owner asks." } },
    required: ['currentPassword'],
  },
  ImportPreview: object({ preview: ref('ImportDraft'), source: ref('ImportSource') }),
  ImportedItinerary: object({ itinerary: ref('Itinerary'), source: ref('ImportSource') }),
  Problem: {
    type: 'object',
    description: 'RFC 9457 problem details; `code` is the machine-readable name (docs/api.md).',
    properties: {
      type: { ...uri, description: 'BASE_URL/problems/<code>: a page saying what the code means, its typical cause and what to do.' },
      title: string,
      status: { type: 'integer' },
      code: { type: 'string', enum: [...PROBLEM_CODES], description: 'The machine-readable name; /problems lists them.' },
      detail: string,
      errors: listOf(object({ path: string, message: string })),
      currentRevision: { type: 'integer', description: 'itineraryModified: the current revision.' },
      existingId: { type: 'string', description: 'duplicateItinerary: the itinerary you already own.' },
      requiredScope: { type: 'string', description: 'insufficientScope: the scope the route needs.' },
    },
    required: ['type', 'title', 'status', 'code', 'detail'],
  },
};
