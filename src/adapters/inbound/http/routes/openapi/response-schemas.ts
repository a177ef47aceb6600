import { DOCUMENT_KINDS, ROLES, VISIBILITIES } from '../../../../../domain/itinerary/types.js';
import type { SchemaObject } from './openapi-types.js';

/**
 * Schemas of response bodies, named as route definitions name them (`responses[n].schema`). Parts an
 * itinerary shares with request bodies point at the request DTOs' schemas; test/http/openapi.test.ts
 * validates real responses against these, so they cannot drift from what the service sends.
 */
const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });
const string: SchemaObject = { type: 'string' };
const dateTime: SchemaObject = { type: 'string', format: 'date-time' };
const count: SchemaObject = { type: 'integer', minimum: 0 };
const uri: SchemaObject = { type: 'string', format: 'uri' };
const listOf = (items: SchemaObject): SchemaObject => ({ type: 'array', items });
const withIds = (dto: string, required: string[]): SchemaObject => ({ allOf: [ref(dto)], required: ['id', ...required] });
const object = (properties: Record<string, SchemaObject>, required: string[] = Object.keys(properties)): SchemaObject => ({
  type: 'object',
  properties,
  required,
});
const person = object({ id: string, displayName: string });
const page = (item: string): SchemaObject => object({ items: listOf(ref(item)), nextCursor: { type: ['string', 'null'] } });

export const RESPONSE_SCHEMAS: Record<string, SchemaObject> = {
  Itinerary: object(
    {
      id: { type: 'string', format: 'uuid' },
      title: string,
      destination: string,
      origin: string,
      summary: string,
      center: ref('CoordinateDto'),
      startDate: { type: 'string', format: 'date' },
      tags: listOf(string),
      bestSeason: string,
      homeCurrency: string,
      coverImageURL: uri,
      coverImageAttribution: { ...ref('Attribution'), description: 'Show it with a found photo (days: imageAttribution).' },
      days: listOf(withIds('DayDto', ['stops'])),
      packing: { ...listOf(withIds('PackingItemDto', ['name'])), description: 'Pro callers only.' },
      expenses: { ...listOf(withIds('ExpenseDto', ['title', 'amount', 'currency'])), description: 'Pro callers only.' },
      flights: listOf(withIds('FlightDto', ['flightNumber'])),
      hotels: listOf(withIds('HotelDto', ['name'])),
      documents: { ...listOf(ref('DocumentRecord')), description: 'Pro callers only.' },
      visibility: { enum: [...VISIBILITIES] },
      role: { enum: [...ROLES], description: "The caller's role." },
      author: person,
      createdAt: dateTime,
      updatedAt: dateTime,
      likesCount: count,
      viewsCount: count,
    },
    ['id', 'title', 'destination', 'center', 'days', 'flights', 'hotels', 'visibility', 'role', 'author', 'createdAt', 'updatedAt', 'likesCount', 'viewsCount'],
  ),
  DocumentRecord: object({
    id: string,
    name: string,
    kind: { enum: [...DOCUMENT_KINDS] },
    mimeType: string,
    size: count,
    url: { ...uri, description: 'The sealed bytes, for members only.' },
  }),
  DocumentList: object({ documents: listOf(ref('DocumentRecord')) }),
  Attribution: object({ text: string, url: uri }, ['text']),
  ItinerarySummary: object(
    {
      id: { type: 'string', format: 'uuid' },
      title: string,
      destination: string,
      startDate: { type: 'string', format: 'date' },
      visibility: { enum: [...VISIBILITIES] },
      role: { enum: [...ROLES] },
      coverImageURL: uri,
      author: person,
      createdAt: dateTime,
      updatedAt: dateTime,
      dayCount: count,
      stopCount: count,
      likesCount: count,
      viewsCount: count,
    },
    ['id', 'title', 'destination', 'visibility', 'role', 'author', 'createdAt', 'updatedAt', 'dayCount', 'stopCount', 'likesCount', 'viewsCount'],
  ),
  ItinerarySummaryPage: page('ItinerarySummary'),
  HistoryEntry: object({
    revision: count,
    type: { ...string, description: 'The event type (docs/events.md).' },
    occurredAt: dateTime,
    actor: object({ id: string, displayName: string }, ['id']),
    client: { ...string, description: 'The OAuth client that wrote it, or "cli" for operators.' },
    correlationId: string,
    data: { type: ['object', 'null'], description: 'The event payload; null where the caller may not see it.' },
  }),
  HistoryPage: page('HistoryEntry'),
  MemberList: object({ members: listOf(object({ userId: string, displayName: string, role: { enum: [...ROLES] } })) }),
  LikeOutcome: object({ liked: { type: 'boolean' }, likesCount: count, viewsCount: count }),
  Account: object(
    {
      id: string,
      email: { type: 'string', format: 'email' },
      displayName: string,
      plan: { enum: ['free', 'pro'] },
      aiImportsConsent: { type: 'boolean' },
      importAllowance: { type: 'object', description: "This calendar year's link-import allowance." },
    },
    ['id', 'email', 'displayName', 'plan'],
  ),
  AccountPatch: {
    type: 'object',
    properties: { displayName: string, aiImportsConsent: { type: 'boolean' } },
    description: 'Only these two fields change; the other fields of GET /v1/me may be sent back and are ignored.',
  },
  ImportSource: object(
    {
      url: { ...string, description: 'The link as the service keys it (normalised: no tracking parameters).' },
      author: string,
      confidence: { type: 'number', minimum: 0, maximum: 1, description: 'How reliably places were found and placed.' },
      stops: { ...count, description: 'Stops found.' },
      placed: { ...count, description: 'Stops that got coordinates.' },
    },
    ['url', 'confidence', 'stops', 'placed'],
  ),
  ImportDraft: object(
    {
      title: string,
      destination: string,
      center: ref('CoordinateDto'),
      summary: string,
      tags: listOf(string),
      startDate: { type: 'string', format: 'date' },
      days: listOf(withIds('DayDto', ['stops'])),
    },
    ['title', 'destination', 'center', 'days'],
  ),
  ImportPreview: object({ preview: ref('ImportDraft'), source: ref('ImportSource') }),
  ImportedItinerary: object({ itinerary: ref('Itinerary'), source: ref('ImportSource') }),
  Problem: {
    type: 'object',
    description: 'RFC 9457 problem details; `code` is the machine-readable name (docs/api.md).',
    properties: {
      type: uri,
      title: string,
      status: { type: 'integer' },
      code: string,
      detail: string,
      errors: listOf(object({ path: string, message: string })),
      currentRevision: { type: 'integer', description: 'itineraryModified: the current revision.' },
      existingId: { type: 'string', description: 'duplicateItinerary: the itinerary you already own.' },
      requiredScope: { type: 'string', description: 'insufficientScope: the scope the route needs.' },
    },
    required: ['type', 'title', 'status', 'code', 'detail'],
  },
};
