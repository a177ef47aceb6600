import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect } from 'chai';
import sharp from 'sharp';
import { statusOf } from '../../../../src/adapters/inbound/http/kit/problem.js';
import { type AnyRoute, type IfMatchRule, type RouteAccess } from '../../../../src/adapters/inbound/http/kit/route-definition.js';
import type { WebhookEndpoints } from '../../../../src/application/feeds/webhooks/webhook-endpoints.js';
import type { ChangeDraft, ChangeItinerary } from '../../../../src/application/itinerary/change-itinerary.js';
import type { CreateItinerary } from '../../../../src/application/itinerary/create-itinerary.js';
import type { BlobStore } from '../../../../src/application/ports/blob-store.port.js';
import type { Actor, MemberRole, Visibility } from '../../../../src/domain/itinerary/types.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { declaredRoutes, mcpTools, postMcp, rawRoutes, routeKey, type McpReply } from '../../../support/app-routes.js';
import { createUser, issueToken, testClientsOf } from '../../../support/auth.js';

/**
 * The authorization matrix: every route of the app (the declared routes of its registry, the raw
 * /v1 and /mcp routes its modules mount, and every MCP tool /mcp lists) against six callers, each on a
 * fresh itinerary. The route list is read from the app itself, so a route or tool added without a rule
 * here fails the first test. Also: each declared route's `access` metadata says what the table says,
 * strangers read public and unlisted itineraries as viewers, and every itinerary a 2xx returns carries
 * the caller's role.
 */

const CALLERS = ['anonymous', 'stranger', 'viewer', 'editor', 'owner', 'ownerThirdParty'] as const;
type Caller = (typeof CALLERS)[number];
/** The status each caller gets; MCP tool outcomes are mapped to their REST status (a success is 200). */
type Expectation = Record<Caller, number>;

const anyone = (ok: number): Expectation => ({
  anonymous: 401,
  stranger: ok,
  viewer: ok,
  editor: ok,
  owner: ok,
  ownerThirdParty: ok,
});
/** On a private itinerary: strangers do not learn it exists; members below the route's role are refused. */
const readers = (ok: number): Expectation => ({ ...anyone(ok), stranger: 404 });
const editors = (ok: number): Expectation => ({ ...readers(ok), viewer: 403 });
const owners = (ok: number): Expectation => ({ ...editors(ok), editor: 403 });
/** Member management: the owner, and only through a first-party app. */
const ownersFirstParty = (ok: number): Expectation => ({ ...owners(ok), ownerThirdParty: 403 });
/** A webhook endpoint: only the app and user that registered it (the owner's first-party app); anyone else learns nothing. */
const ownApp = (ok: number): Expectation => ({ anonymous: 401, stranger: 404, viewer: 404, editor: 404, owner: ok, ownerThirdParty: 404 });

/** What a declared route's access metadata promises, for the table to agree with. */
function promised(access: RouteAccess, ok: number): Expectation {
  if (access.ownApp) return ownApp(ok);
  if (access.role === 'signedIn') return access.firstPartyOnly ? { ...anyone(ok), ownerThirdParty: 403 } : anyone(ok);
  if (access.role === 'viewer') return readers(ok);
  if (access.role === 'editor') return editors(ok);
  return access.firstPartyOnly ? ownersFirstParty(ok) : owners(ok);
}

interface Fixture {
  id: string;
  revision: number;
  /** A webhook endpoint of the owner's first-party app, and a delivery of its log. */
  webhookId: string;
  deliveryId: string;
}

/** A route to call: a declared one, or a raw one from its `METHOD path` key. */
interface Target {
  method: string;
  path: string;
  ifMatch?: IfMatchRule;
}

/** What one caller got: the status, and the itinerary of a 2xx body (to check its role). */
interface Attempt {
  status: number;
  itinerary?: { role?: unknown };
}

interface RestRule {
  expect: Expectation;
  /** A plain object is sent as JSON; bytes (an image) and FormData (an upload) as they are. */
  body?: (f: Fixture) => unknown;
  /** The Content-Type of a bytes body. */
  contentType?: string;
  query?: string;
  /** A response that never ends by itself (an event stream): only its status is read. */
  stream?: boolean;
}

const DAY = 'day-1';
/** The client of the first-party tokens (test/support/auth.ts). */
const FIRST_PARTY_CLIENT = 'test-first-party';
const STOP = 'stop-1';
/** Flights, hotels, packing items, expenses, documents and invitations have ids of their own lists: one id serves them all. */
const ITEM = 'item-1';
/** A public address that passes the webhook rules without DNS; nothing is sent to it (RUN_WEBHOOKS=false). */
const WEBHOOK_URL = 'https://93.184.216.34/hooks';
/** A loopback link: the import refuses it (linkNotAllowed) without reading anything. */
const UNREADABLE_LINK = 'http://127.0.0.1/trip.html';
const newItinerary = () => ({
  title: 'Authorization matrix',
  destination: `Rome ${randomUUID()}`,
  center: { latitude: 41.9, longitude: 12.5 },
});

/** Every declared route, by `METHOD path`, and what each caller gets on a private itinerary. */
const DECLARED: Record<string, RestRule> = {
  'POST /v1/itinerary': { expect: anyone(201), body: newItinerary },
  'GET /v1/itinerary/{id}': { expect: readers(200) },
  'PATCH /v1/itinerary/{id}': { expect: editors(200), body: () => ({ title: 'Renamed' }) },
  'DELETE /v1/itinerary/{id}': { expect: owners(204) },
  'POST /v1/itinerary/{id}/stops': { expect: editors(200), body: () => ({ dayId: DAY, name: 'Forum' }) },
  'GET /v1/itinerary/{id}/stop/{stopId}': { expect: readers(200) },
  'PATCH /v1/itinerary/{id}/stop/{stopId}': { expect: editors(200), body: () => ({ note: 'Go early' }) },
  'DELETE /v1/itinerary/{id}/stop/{stopId}': { expect: editors(200) },
  'GET /v1/itinerary/{id}/day/{dayId}': { expect: readers(200) },
  'PUT /v1/itinerary/{id}/day/{dayId}': { expect: editors(200), body: () => ({ title: 'Day one' }) },
  'POST /v1/itinerary/{id}/expenses': {
    expect: editors(200),
    body: () => ({ title: 'Dinner', amount: 30, currency: 'EUR' }),
  },
  'GET /v1/itinerary/{id}/expense/{itemId}': { expect: readers(200) },
  'PATCH /v1/itinerary/{id}/expense/{itemId}': { expect: editors(200), body: () => ({ amount: 25 }) },
  'DELETE /v1/itinerary/{id}/expense/{itemId}': { expect: editors(200) },
  'POST /v1/itinerary/{id}/packing': { expect: editors(200), body: () => ({ name: 'Charger' }) },
  'GET /v1/itinerary/{id}/packing/{itemId}': { expect: readers(200) },
  'PATCH /v1/itinerary/{id}/packing/{itemId}': { expect: editors(200), body: () => ({ isPacked: true }) },
  'DELETE /v1/itinerary/{id}/packing/{itemId}': { expect: editors(200) },
  'POST /v1/itinerary/{id}/hotels': { expect: editors(200), body: () => ({ name: 'Hotel Raphael' }) },
  'GET /v1/itinerary/{id}/hotel/{itemId}': { expect: readers(200) },
  'PATCH /v1/itinerary/{id}/hotel/{itemId}': { expect: editors(200), body: () => ({ note: 'Late check-in' }) },
  'DELETE /v1/itinerary/{id}/hotel/{itemId}': { expect: editors(200) },
  'POST /v1/itinerary/{id}/flights': { expect: editors(200), body: () => ({ flightNumber: 'AZ611' }) },
  'GET /v1/itinerary/{id}/flight/{itemId}': { expect: readers(200) },
  'PATCH /v1/itinerary/{id}/flight/{itemId}': { expect: editors(200), body: () => ({ seat: '12A' }) },
  'DELETE /v1/itinerary/{id}/flight/{itemId}': { expect: editors(200) },
  'GET /v1/itineraries': { expect: anyone(200) },
  'GET /v1/itineraries/search': { expect: anyone(200), query: '?query=rome' },
  'GET /v1/itinerary/{id}/history': { expect: editors(200) },
  'GET /v1/itinerary/{id}/calendar.ics': { expect: readers(200) },
  'GET /v1/me/calendar-feed': { expect: anyone(200) },
  'POST /v1/me/calendar-feed': { expect: { ...anyone(201), ownerThirdParty: 403 } },
  'DELETE /v1/me/calendar-feed': { expect: anyone(204) },
  'GET /v1/itinerary/{id}/stops.gpx': { expect: readers(200) },
  'GET /v1/itinerary/{id}/stops.kml': { expect: readers(200) },
  'GET /v1/itinerary/{id}/events': { expect: readers(200), stream: true },
  'GET /v1/itinerary/{id}/members': { expect: readers(200) },
  'POST /v1/itinerary/{id}/members': {
    expect: ownersFirstParty(201),
    body: () => ({ userId: users.newcomer, role: 'viewer' }),
  },
  'GET /v1/itinerary/{id}/invitations': { expect: ownersFirstParty(200) },
  'DELETE /v1/itinerary/{id}/invitation/{invitationId}': { expect: ownersFirstParty(204) },
  'GET /v1/itinerary/{id}/member/{userId}': { expect: readers(200) },
  'PATCH /v1/itinerary/{id}/member/{userId}': { expect: ownersFirstParty(204), body: () => ({ role: 'editor' }) },
  'DELETE /v1/itinerary/{id}/member/{userId}': { expect: ownersFirstParty(204) },
  'PUT /v1/itinerary/{id}/visibility': { expect: owners(200), body: () => ({ visibility: 'unlisted' }) },
  'PUT /v1/itinerary/{id}/like': { expect: readers(200) },
  'DELETE /v1/itinerary/{id}/like': { expect: readers(200) },
  'PUT /v1/itinerary/{id}/day/{dayId}/image': { expect: editors(200), body: () => png, contentType: 'image/png' },
  'DELETE /v1/itinerary/{id}/day/{dayId}/image': { expect: editors(200) },
  'PUT /v1/itinerary/{id}/cover': { expect: editors(200), body: () => png, contentType: 'image/png' },
  'DELETE /v1/itinerary/{id}/cover': { expect: editors(200) },
  'POST /v1/itinerary/{id}/documents': { expect: editors(201), body: sealedUpload },
  'GET /v1/itinerary/{id}/documents': { expect: readers(200) },
  'GET /v1/itinerary/{id}/document/{docId}': { expect: readers(200) },
  'GET /v1/itinerary/{id}/document/{docId}/content': { expect: readers(200) },
  'PATCH /v1/itinerary/{id}/document/{docId}': { expect: editors(200), body: () => ({ name: 'Visa' }) },
  'DELETE /v1/itinerary/{id}/document/{docId}': { expect: editors(204) },
  'POST /v1/webhooks': { expect: anyone(201), body: () => ({ url: WEBHOOK_URL }) },
  'GET /v1/webhooks': { expect: anyone(200) },
  'GET /v1/webhook/{webhookId}': { expect: ownApp(200) },
  'PATCH /v1/webhook/{webhookId}': { expect: ownApp(200), body: () => ({ description: 'Matrix' }) },
  'DELETE /v1/webhook/{webhookId}': { expect: ownApp(204) },
  'POST /v1/webhook/{webhookId}/rotate-secret': { expect: ownApp(200) },
  'POST /v1/webhook/{webhookId}/ping': { expect: ownApp(202) },
  'GET /v1/webhook/{webhookId}/deliveries': { expect: ownApp(200) },
  'GET /v1/webhook/{webhookId}/delivery/{deliveryId}': { expect: ownApp(200) },
  'POST /v1/webhook/{webhookId}/replay': { expect: ownApp(202), body: (f) => ({ deliveryId: f.deliveryId }) },
  // Authorized callers (all Pro, with AI-imports consent) get as far as the link, refused unread.
  'POST /v1/itinerary/from-link': { expect: anyone(400), body: () => ({ url: UNREADABLE_LINK, preview: true }) },
};

/** Routes adapters mount themselves (not declared), under /v1 and /mcp, by `METHOD express-path`. */
const RAW: Record<string, RestRule | 'mcp tools'> = {
  'GET /v1/me': { expect: anyone(200) },
  'PATCH /v1/me': { expect: anyone(200), body: () => ({ displayName: 'Matrix Traveller' }) },
  // Without the password nobody's account goes; a third-party app is refused before the body is read.
  'DELETE /v1/me': { expect: { ...anyone(400), ownerThirdParty: 403 }, body: () => ({}) },
  // Connected apps: the caller's own, from the service's own apps only. Every caller holds a grant of
  // the first-party test client (its token came from one), which the DELETE takes back.
  'GET /v1/me/apps': { expect: { ...anyone(200), ownerThirdParty: 403 } },
  'DELETE /v1/me/apps/:clientId': { expect: { ...anyone(204), ownerThirdParty: 403 } },
  // CORS preflight: browsers send it without credentials.
  'OPTIONS /mcp': { expect: { ...anyone(204), anonymous: 204 } },
  'POST /mcp': 'mcp tools',
};

interface ToolRule {
  expect: Expectation;
  args: (f: Fixture) => Record<string, unknown>;
  /** Like a members-only route: a stranger reading a public itinerary is no member (403). */
  membersOnly?: boolean;
}

/** Every MCP tool and what each caller gets on a private itinerary. */
const TOOLS: Record<string, ToolRule> = {
  find_place: { expect: anyone(200), args: () => ({ name: 'Rome' }) },
  list_itineraries: { expect: anyone(200), args: () => ({}) },
  search_itineraries: { expect: anyone(200), args: () => ({ query: 'rome' }) },
  get_itinerary: { expect: readers(200), args: ({ id }) => ({ itineraryId: id }) },
  create_itinerary: { expect: anyone(200), args: newItinerary },
  update_itinerary: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, title: 'Renamed' }) },
  delete_itinerary: { expect: owners(200), args: ({ id, revision }) => ({ itineraryId: id, expectedRevision: revision }) },
  set_day: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, day: { id: DAY, title: 'Day one' } }) },
  remove_day: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, dayId: DAY }) },
  add_stop: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, dayId: DAY, stop: { name: 'Forum' } }) },
  update_stop: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, stopId: STOP, note: 'Go early' }) },
  remove_stop: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, stopId: STOP }) },
  set_cover: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, query: 'Rome' }) },
  add_flight: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, flight: { flightNumber: 'AZ611' } }) },
  add_hotel: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, hotel: { name: 'Hotel Raphael' } }) },
  remove_flight: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, flightId: ITEM }) },
  remove_hotel: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, hotelId: ITEM }) },
  add_packing_item: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, item: { name: 'Charger' } }) },
  set_packing_list: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, packing: [{ name: 'Charger' }] }) },
  add_expense: {
    expect: editors(200),
    args: ({ id }) => ({ itineraryId: id, expense: { title: 'Dinner', amount: 30, currency: 'EUR' } }),
  },
  set_expenses: { expect: editors(200), args: ({ id }) => ({ itineraryId: id, expenses: [] }) },
  list_documents: { expect: readers(200), args: ({ id }) => ({ itineraryId: id }), membersOnly: true },
  import_from_link: { expect: anyone(400), args: () => ({ url: UNREADABLE_LINK }) },
};

/** Routes and tools that create an itinerary: whoever calls them owns what they return. */
const CREATES = ['POST /v1/itinerary', 'create_itinerary'];

/** The `role` an itinerary in a 2xx shows each caller: a stranger reads a public or unlisted one as viewer. */
const ROLE_SHOWN: Record<Exclude<Caller, 'anonymous'>, string> = {
  stranger: 'viewer',
  viewer: 'viewer',
  editor: 'editor',
  owner: 'owner',
  ownerThirdParty: 'owner',
};

/** A tiny real image for the photo routes (made in `before`). */
let png: Buffer;

/** A sealed document upload (multipart: the file and its mimeType). */
function sealedUpload(): FormData {
  const form = new FormData();
  form.append('mimeType', 'application/pdf');
  form.append('file', new Blob([Buffer.from('sealed bytes')]), 'passport.sealed');
  return form;
}

const users = {} as Record<'owner' | 'editor' | 'viewer' | 'stranger' | 'guest' | 'newcomer', string>;

describe('authorization matrix: every route and MCP tool against every kind of caller', function () {
  this.timeout(120_000);
  let app: TestApp;
  const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;

  before(async () => {
    // Webhook fixtures are registered, never delivered: their URL is a real public address.
    app = await startTestApp({ RUN_WEBHOOKS: 'false' });
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3060c0' } }).png().toBuffer();
    // Everyone is Pro (and allows AI imports), so that what refuses a caller here is their role or their
    // app, never their plan.
    for (const name of ['owner', 'editor', 'viewer', 'stranger', 'guest', 'newcomer'] as const) {
      const options = { plan: 'pro', aiImportsConsent: true, displayName: `Matrix ${name}` } as const;
      users[name] = (await createUser(app, options)).userId;
    }
    for (const name of ['owner', 'editor', 'viewer', 'stranger'] as const) {
      tokens[name] = await issueToken(app, { userId: users[name], firstParty: true });
    }
    tokens.ownerThirdParty = await issueToken(app, { userId: users.owner, firstParty: false });
  });
  after(() => app?.close());

  const context = () => ({
    actorId: users.owner,
    clientId: 'test',
    correlationId: randomUUID(),
    causationId: randomUUID(),
  });

  /** A fresh itinerary of the owner with an editor, a viewer and a guest member, and one of every item. */
  async function seed(visibility: Visibility = 'private'): Promise<Fixture> {
    const owner: Actor = { userId: users.owner, pro: true, firstParty: true };
    const created = await app.container.get<CreateItinerary>(TOKENS.CreateItinerary).execute(owner, context(), {
      details: newItinerary(),
      days: [{ id: DAY, title: 'Day 1', stops: [{ id: STOP, name: 'Colosseum' }] }],
      flights: [{ id: ITEM, flightNumber: 'AZ610' }],
      hotels: [{ id: ITEM, name: 'Hotel Artemide' }],
      packing: [{ id: ITEM, name: 'Passport' }],
      expenses: [{ id: ITEM, title: 'Museum', amount: 20, currency: 'EUR' }],
    });
    const id = created.itineraryId;
    const change = app.container.get<ChangeItinerary>(TOKENS.ChangeItinerary);
    const run = async (draft: ChangeDraft) => (await change.execute(id, draft, owner, context())).revision;
    const members: [string, MemberRole][] = [
      [users.editor, 'editor'],
      [users.viewer, 'viewer'],
      [users.guest, 'viewer'],
    ];
    let revision = created.revision;
    for (const [userId, role] of members) revision = await run({ type: 'AddMember', userId, role });
    // A sealed document, under the id the other items use.
    const sealed = await app.container
      .get<BlobStore>(TOKENS.BlobStore)
      .put(Readable.from([Buffer.from('sealed')]), { contentType: 'application/octet-stream', maxBytes: 100 });
    const document = { id: ITEM, name: 'Passport', kind: 'passport' as const, mimeType: 'application/pdf', size: sealed.size };
    const stored = { sha256: sealed.sha256, blobId: sealed.blobId, uploadedAt: new Date().toISOString() };
    revision = await run({ type: 'AttachDocument', document: { ...document, ...stored } });
    // A pending invitation, under the id the other items use.
    revision = await run({ type: 'InviteMember', invitationId: ITEM, email: 'invited@example.test', role: 'viewer' });
    if (visibility !== 'private') revision = await run({ type: 'ChangeVisibility', visibility });
    // One endpoint at a time: an app may register only so many for a user.
    const webhooks = app.container.get<WebhookEndpoints>(TOKENS.WebhookEndpoints);
    const hookOwner = { userId: users.owner, clientId: (await testClientsOf(app)).firstParty };
    for (const old of await webhooks.list(hookOwner)) await webhooks.remove(hookOwner, old.id);
    const webhook = await webhooks.create(hookOwner, { url: WEBHOOK_URL });
    const delivery = await webhooks.ping(hookOwner, webhook.id);
    return { id, revision, webhookId: webhook.id, deliveryId: delivery.id };
  }

  const registry = (): AnyRoute[] => declaredRoutes(app);
  const keyOf = routeKey;
  const mcp = (token: string | undefined, method: string, params: object): Promise<McpReply> => postMcp(app, token, method, params);
  const toolNames = async (): Promise<string[]> => (await mcpTools(app, tokens.owner)).map((tool) => tool.name);

  /**
   * Each caller on a fresh itinerary; the statuses of all callers, to compare at once. An itinerary in
   * a 2xx must show the caller's role (the owner's, for what the caller just created).
   */
  async function runAll(
    key: string,
    callers: readonly Caller[],
    visibility: Visibility,
    attempt: (caller: Caller, fixture: Fixture) => Promise<Attempt>,
  ): Promise<Partial<Expectation>> {
    const statuses: Partial<Expectation> = {};
    for (const caller of callers) {
      const { status, itinerary } = await attempt(caller, await seed(visibility));
      statuses[caller] = status;
      if (caller !== 'anonymous' && status < 300 && itinerary?.role !== undefined) {
        const role = CREATES.includes(key) ? 'owner' : ROLE_SHOWN[caller];
        expect(itinerary.role, `the role ${caller} is shown by ${key}`).to.equal(role);
      }
    }
    return statuses;
  }

  /** The path's parameters name the fixture's itinerary, items and guest member. */
  async function restCall(route: Target, rule: RestRule, caller: Caller, fixture: Fixture): Promise<Attempt> {
    const values: Record<string, string> = {
      id: fixture.id,
      dayId: DAY,
      stopId: STOP,
      itemId: ITEM,
      userId: users.guest,
      docId: ITEM,
      webhookId: fixture.webhookId,
      deliveryId: fixture.deliveryId,
      clientId: FIRST_PARTY_CLIENT,
      invitationId: ITEM,
    };
    // Declared routes name parameters {so}, raw ones as express does (:so).
    const path = route.path.replace(/\{(\w+)\}|:(\w+)/g, (_m, braced?: string, colon?: string) => encodeURIComponent(values[(braced ?? colon)!]!));
    const headers: Record<string, string> = {};
    if (caller !== 'anonymous') headers.authorization = `Bearer ${tokens[caller]}`;
    if (route.ifMatch === 'required' || route.ifMatch === 'optional') headers['if-match'] = `"${fixture.revision}"`;
    const body = rule.body?.(fixture);
    const raw = body instanceof Uint8Array || body instanceof FormData;
    if (body !== undefined && !raw) headers['content-type'] = 'application/json';
    if (rule.contentType) headers['content-type'] = rule.contentType;
    const res = await fetch(`${app.url}${path}${rule.query ?? ''}`, {
      method: route.method,
      headers,
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
    if (rule.stream && res.ok) {
      await res.body?.cancel();
      return { status: res.status };
    }
    const text = await res.text();
    const json = res.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : undefined;
    return { status: res.status, itinerary: json?.author ? json : undefined };
  }

  async function toolCall(name: string, rule: ToolRule, caller: Caller, fixture: Fixture): Promise<Attempt> {
    const token = caller === 'anonymous' ? undefined : tokens[caller];
    const reply = await mcp(token, 'tools/call', { name, arguments: rule.args(fixture) });
    if (reply.status !== 200) return { status: reply.status };
    const result = reply.body.result;
    expect(result, JSON.stringify(reply.body)).to.be.an('object');
    const status = result.isError ? statusOf(result.structuredContent.error.code) : 200;
    return { status, itinerary: result.structuredContent?.itinerary };
  }

  describe('coverage', () => {
    /** What the app has and the table lacks, and what the table has and the app lacks. */
    const expectSame = (what: string, app: string[], table: object) => {
      expect(app.filter((key) => !Object.hasOwn(table, key)), `${what} without a rule`).to.deep.equal([]);
      expect(Object.keys(table).filter((key) => !app.includes(key)), `rules for no such ${what}`).to.deep.equal([]);
    };

    it('has a rule for every declared route, raw /v1 and /mcp route and MCP tool, and none for others', async () => {
      expectSame('declared route', registry().map(keyOf), DECLARED);
      expectSame('raw route', rawRoutes(app), RAW);
      expectSame('MCP tool', await toolNames(), TOOLS);
    });

    it("agrees with each declared route's access metadata (which the API docs print)", () => {
      for (const route of registry()) {
        const rule = DECLARED[keyOf(route)];
        if (rule) expect(rule.expect, keyOf(route)).to.deep.equal(promised(route.access, rule.expect.owner));
      }
    });
  });

  describe('declared routes, on a private itinerary', () => {
    for (const [key, rule] of Object.entries(DECLARED)) {
      it(key, async () => {
        const route = registry().find((r) => keyOf(r) === key);
        expect(route, `${key} is not declared`).to.not.equal(undefined);
        const statuses = await runAll(key, CALLERS, 'private', (caller, f) => restCall(route!, rule, caller, f));
        expect(statuses).to.deep.equal(rule.expect);
      });
    }
  });

  for (const visibility of ['public', 'unlisted'] as const) {
    describe(`declared routes, a stranger on a ${visibility} itinerary (a viewer, except where members only)`, () => {
      for (const [key, rule] of Object.entries(DECLARED)) {
        if (!key.includes('{id}')) continue;
        it(key, async () => {
          const route = registry().find((r) => keyOf(r) === key)!;
          const statuses = await runAll(key, ['stranger'], visibility, (caller, f) => restCall(route, rule, caller, f));
          expect(statuses).to.deep.equal({ stranger: route.access.membersOnly ? 403 : rule.expect.viewer });
        });
      }
    });
  }

  describe('raw routes', () => {
    for (const [key, rule] of Object.entries(RAW)) {
      if (rule === 'mcp tools') continue;
      it(key, async () => {
        const [method, path] = key.split(' ') as [string, string];
        const target = { method, path };
        const statuses = await runAll(key, CALLERS, 'private', (caller, f) => restCall(target, rule, caller, f));
        expect(statuses).to.deep.equal(rule.expect);
      });
    }
  });

  describe('MCP tools, on a private itinerary', () => {
    for (const [name, rule] of Object.entries(TOOLS)) {
      it(name, async () => {
        const statuses = await runAll(name, CALLERS, 'private', (caller, f) => toolCall(name, rule, caller, f));
        expect(statuses).to.deep.equal(rule.expect);
      });
    }
  });

  describe('MCP tools, a stranger on a public itinerary (a viewer)', () => {
    for (const [name, rule] of Object.entries(TOOLS)) {
      it(name, async () => {
        const statuses = await runAll(name, ['stranger'], 'public', (caller, f) => toolCall(name, rule, caller, f));
        expect(statuses).to.deep.equal({ stranger: rule.membersOnly ? 403 : rule.expect.viewer });
      });
    }
  });
});
