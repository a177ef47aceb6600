import { problemBody, statusOf } from '../../kit/problem.js';

/**
 * The examples of the OpenAPI document: one trip (three days in Rome), as each request shape sends
 * it and each response shape answers it, keyed by schema name; parameters by name. The document
 * puts them beside every operation's parameters and bodies (openapi-document.ts), and
 * test/adapters/inbound/http/openapi.test.ts validates each against its schema and fails for a route
 * without one: a new schema or parameter name needs its example here.
 */

const ITINERARY_ID = '0196a4b2-7c1e-7d3a-9f10-3b5c2e8d4a61';
const USER_ID = '0196a4b0-1f2e-7a4b-8c3d-5e6f7a8b9c0d';
const MEMBER_ID = '0196a4b3-9a8b-7c6d-8e5f-4a3b2c1d0e9f';
const DOCUMENT_ID = '0196a4c1-2b3c-7d4e-9f5a-6b7c8d9e0f1a';
const WHEN = '2026-03-14T09:26:53.589Z';
const author = { id: USER_ID, displayName: 'Ada' };

const coordinate = { latitude: 41.8902, longitude: 12.4922 };
const stop = {
  id: 'stop-1',
  name: 'Colosseum',
  address: 'Piazza del Colosseo, 1, Rome',
  category: 'sight',
  coordinate,
  startTime: '09:30',
  durationMinutes: 120,
  bookingURL: 'https://www.coopculture.it/',
};
const day = { id: 'day-1', title: 'Ancient Rome', summary: 'The Colosseum and the Forum.', stops: [stop] };
const packingItem = { id: 'pack-1', name: 'Walking shoes', quantity: 1, category: 'clothes', isPacked: false };
const expense = { id: 'exp-1', title: 'Colosseum tickets', amount: 36, currency: 'EUR', date: '2026-05-01', category: 'sights' };
const flight = {
  id: 'flight-1',
  airline: 'ITA Airways',
  flightNumber: 'AZ 317',
  from: 'CDG',
  to: 'FCO',
  departureTime: '2026-05-01T07:10:00+02:00',
  arrivalTime: '2026-05-01T09:15:00+02:00',
  confirmationCode: 'X7K2QP',
  seat: '14A',
};
const hotel = {
  id: 'hotel-1',
  name: 'Hotel Artemide',
  address: 'Via Nazionale, 22, Rome',
  coordinate: { latitude: 41.9009, longitude: 12.4938 },
  checkIn: '2026-05-01',
  checkOut: '2026-05-04',
  confirmationCode: 'ART-55120',
};
const details = {
  title: 'Three days in Rome',
  destination: 'Rome, Italy',
  origin: 'Paris',
  summary: 'Ancient Rome, the Vatican and Trastevere food.',
  center: { latitude: 41.9028, longitude: 12.4964 },
  startDate: '2026-05-01',
  tags: ['history', 'food'],
  bestSeason: 'April to June',
  homeCurrency: 'EUR',
};
const documentRecord = {
  id: DOCUMENT_ID,
  name: 'Boarding pass AZ 317',
  kind: 'boardingPass',
  mimeType: 'application/pdf',
  size: 48213,
  url: `https://api.example.com/v1/itinerary/${ITINERARY_ID}/document/${DOCUMENT_ID}/content`,
};
const itinerary = {
  id: ITINERARY_ID,
  ...details,
  days: [day],
  packing: [packingItem],
  expenses: [expense],
  flights: [flight],
  hotels: [hotel],
  documents: [documentRecord],
  visibility: 'private',
  role: 'owner',
  author,
  createdAt: WHEN,
  updatedAt: WHEN,
  likesCount: 0,
  viewsCount: 0,
};
const summary = {
  id: ITINERARY_ID,
  title: details.title,
  destination: details.destination,
  startDate: details.startDate,
  visibility: 'private',
  role: 'owner',
  author,
  createdAt: WHEN,
  updatedAt: WHEN,
  dayCount: 1,
  stopCount: 1,
  likesCount: 0,
  viewsCount: 0,
};
const importSource = { url: 'https://blog.example.com/rome-in-three-days', author: 'Blog Example', confidence: 0.86, stops: 9, placed: 8 };

/** An item as a request sends it: the server makes its id. */
const withoutId = <T extends { id: string }>({ id: _made, ...fields }: T): Omit<T, 'id'> => fields;

/** By the schema name of a request body or a response. */
const invitation = {
  id: '0b8f1c2d-3e4a-4b5c-8d6e-7f8091a2b3c4',
  email: 'grace@example.org',
  role: 'viewer',
  sentAt: '2026-03-14T09:26:53.589Z',
  expiresAt: '2026-03-28T09:26:53.589Z',
};

const WEBHOOK_ID = '0196a4d0-5e6f-7a8b-9c0d-1e2f3a4b5c6d';
const webhookEndpoint = {
  id: WEBHOOK_ID,
  url: 'https://hooks.trip-planner.example/itinerary',
  eventTypes: ['StopAdded', 'DetailsChanged'],
  itineraryIds: null,
  description: 'Calendar sync',
  enabled: true,
  disabledReason: null,
  createdAt: WHEN,
  updatedAt: WHEN,
};
const webhookDelivery = {
  id: `msg_0196a4d1-0a1b-7c2d-8e3f-4a5b6c7d8e9f_${WEBHOOK_ID}`,
  sequence: 42,
  type: 'StopAdded',
  itineraryId: ITINERARY_ID,
  status: 'delivered',
  attempts: 1,
  createdAt: WHEN,
  nextAttemptAt: null,
  lastAttemptAt: WHEN,
  lastResponseStatus: 204,
  lastError: null,
  deliveredAt: WHEN,
  payload: {
    type: 'StopAdded',
    timestamp: WHEN,
    data: { itineraryId: ITINERARY_ID, revision: 7, type: 'StopAdded', occurredAt: WHEN, actor: { id: USER_ID }, client: 'trip-planner-web', data: { dayId: 'day-1', stop } },
  },
};
const WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

export const SCHEMA_EXAMPLES: Record<string, unknown> = {
  // Requests.
  ItineraryInput: { ...details, days: [day], flights: [flight], hotels: [hotel] },
  ItineraryPatch: { title: 'Four days in Rome', bestSeason: null },
  NewStop: { dayId: 'day-1', ...withoutId(stop), name: 'Roman Forum', startTime: '12:00' },
  StopPatch: { startTime: '10:00', note: null },
  DayInput: { title: day.title, summary: day.summary, stops: [withoutId(stop)] },
  PackingItemInput: withoutId(packingItem),
  PackingItemPatch: { isPacked: true },
  ExpenseInput: withoutId(expense),
  ExpensePatch: { amount: 32, category: null },
  FlightInput: { ...withoutId(flight), flightNumber: 'AZ 318', from: 'FCO', to: 'CDG', departureTime: '2026-05-04T18:05:00+02:00', arrivalTime: '2026-05-04T20:15:00+02:00' },
  FlightPatch: { seat: '2C' },
  HotelInput: withoutId(hotel),
  HotelPatch: { checkOut: '2026-05-05' },
  AddMember: { email: 'grace@example.com', role: 'editor' },
  MemberRole: { role: 'viewer' },
  Visibility: { visibility: 'unlisted' },
  DocumentPatch: { name: 'Boarding pass, outbound' },
  DocumentUpload: { file: '(the sealed bytes)', mimeType: 'application/pdf', name: 'Boarding pass AZ 317', kind: 'boardingPass' },
  ImageQuery: { query: 'Colosseum at sunset' },
  ImportFromLink: { url: importSource.url, preview: true },
  AccountPatch: { displayName: 'Ada L.', aiImportsConsent: true },
  AccountDeletion: { currentPassword: 'correct horse battery staple' },
  WebhookRegistration: { url: webhookEndpoint.url, eventTypes: webhookEndpoint.eventTypes, description: webhookEndpoint.description },
  WebhookEndpointPatch: { enabled: true, itineraryIds: [ITINERARY_ID] },
  WebhookReplay: { fromSequence: 40, toSequence: 42 },
  // Responses.
  Itinerary: itinerary,
  Day: day,
  Stop: stop,
  PackingItem: packingItem,
  Expense: expense,
  Flight: flight,
  Hotel: hotel,
  ItinerarySummaryPage: { items: [summary], nextCursor: null },
  HistoryPage: {
    items: [
      {
        revision: 1,
        type: 'ItineraryPatched',
        occurredAt: WHEN,
        actor: author,
        client: 'trip-planner-web',
        correlationId: '3f0c9a52-7d7e-4b8a-9c1f-2a6e5d4b3c21',
        data: { title: 'Four days in Rome' },
      },
    ],
    nextCursor: 'MQ',
  },
  Member: { userId: MEMBER_ID, displayName: 'Grace', role: 'editor' },
  MemberList: {
    members: [
      { userId: USER_ID, displayName: 'Ada', role: 'owner' },
      { userId: MEMBER_ID, displayName: 'Grace', role: 'editor' },
    ],
  },
  LikeOutcome: { liked: true, likesCount: 1, viewsCount: 12 },
  CalendarFeed: {
    active: true,
    issuedAt: WHEN,
    url: 'https://trips.example.com/calendar/AZakssfOfXo6S4w-XovZ0MiRruqv3Dm8yPGBWnB9hS2ZVFmYAEpHJyQ0oWLtA4Ct.ics',
    webcalUrl: 'webcal://trips.example.com/calendar/AZakssfOfXo6S4w-XovZ0MiRruqv3Dm8yPGBWnB9hS2ZVFmYAEpHJyQ0oWLtA4Ct.ics',
  },
  DocumentRecord: documentRecord,
  DocumentList: { documents: [documentRecord] },
  ImportPreview: {
    preview: { title: 'Rome in three days', destination: 'Rome, Italy', center: details.center, tags: ['history'], days: [day] },
    source: importSource,
  },
  ImportedItinerary: { itinerary, source: importSource },
  Account: {
    id: USER_ID,
    email: 'ada@example.com',
    emailVerified: true,
    displayName: 'Ada',
    plan: 'pro',
    aiImportsConsent: true,
    importAllowance: { year: 2026, limit: 50, used: 3, left: 47 },
  },
  WebhookEndpoint: webhookEndpoint,
  WebhookEndpointWithSecret: { ...webhookEndpoint, secret: WEBHOOK_SECRET },
  WebhookEndpointList: { items: [webhookEndpoint] },
  WebhookSecret: { secret: WEBHOOK_SECRET, previousSecretExpiresAt: '2026-03-15T09:26:53.589Z' },
  WebhookDelivery: webhookDelivery,
  WebhookDeliveryPage: { items: [webhookDelivery], nextCursor: null },
  WebhookReplayOutcome: { requeued: 3 },
  Invitation: invitation,
  InvitationSent: { invitation },
  InvitationList: { invitations: [invitation] },
  ConnectedAppList: {
    apps: [
      {
        clientId: 'itinerary-ios',
        name: 'Itinerary for iOS',
        firstParty: true,
        scopes: ['itineraries:read', 'itineraries:write', 'documents'],
        firstAuthorizedAt: '2026-02-11T18:04:31.000Z',
        lastAuthorizedAt: '2026-03-14T09:26:53.000Z',
      },
    ],
  },
};

/** By parameter name (path, query and header). */
export const PARAMETER_EXAMPLES: Record<string, unknown> = {
  itineraryId: ITINERARY_ID,
  dayId: 'day-1',
  stopId: 'stop-1',
  flightId: 'flight-1',
  hotelId: 'hotel-1',
  packingItemId: 'pack-1',
  expenseId: 'exp-1',
  userId: MEMBER_ID,
  documentId: DOCUMENT_ID,
  clientId: 'https://trips.example/oauth/client.json',
  invitationId: '0b8f1c2d-3e4a-4b5c-8d6e-7f8091a2b3c4',
  webhookId: WEBHOOK_ID,
  deliveryId: webhookDelivery.id,
  status: 'failed',
  mediaId: 'b2f4c9e1d7a35c80e6f1a2b3c4d5e6f7',
  uid: 'Zq3f8rT1nLk0YxW2aB9cD',
  file: 'swagger-ui-bundle.js',
  code: 'itineraryModified',
  limit: 20,
  cursor: 'MjAyNi0wMy0xNFQwOToyNjo1My41ODla',
  role: 'owner',
  query: 'rome food',
  revision: 3,
  allowDuplicate: false,
  'If-Match': '"3"',
  'Idempotency-Key': '9b2d7c1e-4f3a-4e5b-8c6d-7e8f9a0b1c2d',
  'Last-Event-ID': 6,
};

const PROBLEM_EXAMPLES: Record<string, [detail: string, extra?: Record<string, unknown>]> = {
  validationFailed: ['The request body has 1 invalid field.', { errors: [{ path: 'title', message: 'is required and must not be blank' }] }],
  itineraryModified: ['The itinerary changed since you read it: read it again, then retry.', { currentRevision: 4 }],
  duplicateItinerary: ['You already have an itinerary for Rome, Italy starting 2026-05-01.', { existingId: ITINERARY_ID }],
  insufficientScope: ['This route needs the scope itineraries:write.', { requiredScope: 'itineraries:write' }],
};

/** What a problem example of `status` shows: one of `codes`, one with a worked example first, else the usual one. */
export function problemExample(origin: string, status: number, codes: readonly string[] = []): unknown {
  const own = codes.filter((code) => statusOf(code) === status);
  const code = own.find((c) => c in PROBLEM_EXAMPLES) ?? own[0] ?? USUAL_CODES[status] ?? 'internalError';
  const [detail, extra] = PROBLEM_EXAMPLES[code] ?? [`An example of ${code}: the detail says what went wrong, for a person.`];
  return problemBody(origin, code, detail, extra);
}

const USUAL_CODES: Record<number, string> = {
  400: 'validationFailed',
  401: 'unauthorized',
  402: 'subscriptionRequired',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  412: 'itineraryModified',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  422: 'linkUnreadable',
  428: 'preconditionRequired',
  429: 'rateLimited',
  503: 'serviceUnavailable',
};
