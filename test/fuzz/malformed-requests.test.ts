import { expect } from 'chai';
import fc from 'fast-check';
import { patchSchemas } from '../../src/adapters/inbound/http/routes/openapi/request-schemas.js';
import { wireSchemas } from '../../src/adapters/inbound/shapes/json-schemas.js';
import type { EventStore } from '../../src/application/ports/event-store.port.js';
import { TOKENS } from '../../src/tokens.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { declaredRoutes, mcpTools, rawRoutes } from '../support/app-routes.js';
import { bearer, createUser, issueToken, testClientsOf } from '../support/auth.js';
import { POLLUTION_MARKER } from './hostile-values.js';
import { mcpRequests, type McpFixture } from './mcp-requests.js';
import { tokenRequests } from './oauth-requests.js';
import { declaredTarget, restRequests, type RestFixture, type RestTarget } from './rest-requests.js';
import { SchemaValues, type JsonSchema } from './schema-values.js';
import { mcpVerdict, oauthVerdict, problemVerdict, type Verdict } from './verdicts.js';
import { describeRequest, describeResponse, WireClient, type WireRequest } from './wire.js';

/**
 * Fuzzing: property-based malformed requests (fast-check) against every REST /v1 route
 * (read from the app's route registry, plus the raw ones below), POST /mcp (JSON-RPC envelopes and
 * every listed tool's arguments) and the OAuth token endpoint, on one app with real tokens. Each
 * must be refused with a 4xx and its problem (a JSON-RPC or tool error on /mcp, an OAuth error on
 * /oauth/token), never a 5xx, and change nothing: after every batch the event store's head is where
 * it was and no prototype is polluted; at the end the seeded itinerary and its ETag are as they were.
 *
 * FUZZ_SEED replays a run (the seed is printed); FUZZ_SCALE multiplies the number of runs.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_122);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/** Requests sent at once per property run, over at most CONNECTIONS keep-alive connections. */
const BATCH = 25;
const CONNECTIONS = 16;
const RUNS = { rest: Math.round(280 * SCALE), mcp: Math.round(100 * SCALE), oauth: Math.round(40 * SCALE) };
const MINIMUM_REQUESTS = 10_000;

/** PATCH /v1/me's body (me-routes.ts): two fields a user sets, four read-only ones a client may send back. */
const ME_BODY: JsonSchema = {
  type: 'object',
  properties: {
    displayName: { type: 'string' },
    aiImportsConsent: { type: 'boolean' },
    ...Object.fromEntries(['id', 'email', 'plan', 'importAllowance'].map((name) => [name, { readOnly: true }])),
  },
  additionalProperties: false,
};
/** DELETE /v1/me's body: the current password; any malformed or wrong one deletes nothing. */
const DELETION_BODY: JsonSchema = {
  type: 'object',
  properties: { currentPassword: { type: 'string', minLength: 1 } },
  required: ['currentPassword'],
  additionalProperties: false,
};
const plain = (method: string, path: string, body?: JsonSchema): RestTarget => ({
  method,
  path,
  params: {},
  ifMatch: 'none',
  idempotent: false,
  body,
  strictQuery: false,
  // express.json reads an empty body as {}: a PATCH of nothing, which changes nothing.
  emptyBodyIsEmptyObject: body !== undefined,
});
/** Raw /v1 and /mcp routes (mounted by adapters, outside the registry): how each is fuzzed. A new one fails the coverage test. */
const RAW: Record<string, RestTarget | string> = {
  'GET /v1/me': plain('GET', '/v1/me'),
  'PATCH /v1/me': plain('PATCH', '/v1/me', ME_BODY),
  'DELETE /v1/me': plain('DELETE', '/v1/me', DELETION_BODY),
  'GET /v1/me/apps': plain('GET', '/v1/me/apps'),
  'DELETE /v1/me/apps/:clientId': { ...plain('DELETE', '/v1/me/apps/{clientId}'), params: { clientId: 'string' } },
  'POST /mcp': 'fuzzed as JSON-RPC',
  'OPTIONS /mcp': 'a CORS preflight: no token, no body, nothing to get wrong',
};

interface State {
  head?: string;
  etag: string | null;
  itinerary: string;
  prototypes: string;
}

describe('fuzzing: malformed requests get a 4xx and change nothing', function () {
  this.timeout(600_000);
  let app: TestApp;
  let client: WireClient;
  let rest: RestFixture;
  let initial: State;
  let started: number;

  const prototypes = () =>
    [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((p) => Object.getOwnPropertyNames(p).sort().join()).join('|');
  const head = () => app.container.get<EventStore>(TOKENS.EventStore).headPosition();

  async function state(): Promise<State> {
    const res = await fetch(`${app.url}/v1/itinerary/${rest.itineraryId}`, { headers: bearer(rest.tokens.owner) });
    return { head: await head(), etag: res.headers.get('etag'), itinerary: await res.text(), prototypes: prototypes() };
  }

  before(async () => {
    started = Date.now();
    app = await startTestApp();
    const owner = await createUser(app, { plan: 'pro', aiImportsConsent: true });
    const editor = await createUser(app, { plan: 'pro' });
    const tokens = {
      owner: await issueToken(app, { userId: owner.userId, firstParty: true }),
      editor: await issueToken(app, { userId: editor.userId, firstParty: true }),
      noScope: await issueToken(app, { userId: owner.userId, firstParty: true, scopes: [] }),
    };
    const send = async (method: string, path: string, body: object, headers: Record<string, string> = {}) => {
      const res = await fetch(`${app.url}${path}`, {
        method,
        headers: { ...bearer(tokens.owner), 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      expect(res.status, `${method} ${path}: ${await res.clone().text()}`).to.be.lessThan(300);
      return res;
    };
    const item = 'item-1';
    const created = await send('POST', '/v1/itinerary', {
      title: 'Fuzzed',
      destination: 'Rome',
      center: { latitude: 41.9, longitude: 12.5 },
      startDate: '2025-05-01',
      days: [{ id: 'day-1', title: 'Day 1', stops: [{ id: 'stop-1', name: 'Colosseum' }] }],
      flights: [{ id: item, flightNumber: 'AZ610' }],
      hotels: [{ id: item, name: 'Hotel Artemide' }],
      packing: [{ id: item, name: 'Passport' }],
      expenses: [{ id: item, title: 'Museum', amount: 20, currency: 'EUR' }],
    });
    const itineraryId = ((await created.json()) as { id: string }).id;
    await send('POST', `/v1/itinerary/${itineraryId}/members`, { userId: editor.userId, role: 'editor' }, { 'if-match': created.headers.get('etag')! });
    const read = await fetch(`${app.url}/v1/itinerary/${itineraryId}`, { headers: bearer(tokens.owner) });
    const revision = Number(JSON.parse(read.headers.get('etag')!));
    rest = {
      itineraryId,
      revision,
      pathValues: { dayId: 'day-1', stopId: 'stop-1', itemId: item, userId: editor.userId },
      tokens,
    };
    initial = await state();
    expect(initial.etag).to.equal(`"${revision}"`);
    client = new WireClient(new URL(app.url), CONNECTIONS);
    console.log(`      fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays this run), ${BATCH} requests per run, ${CONNECTIONS} connections`);
  });

  after(async () => {
    client?.close();
    await app?.close();
    if (client) console.log(`      fuzz: ${client.sent} requests sent in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  /** Runs batches of requests; each response must pass `verdict`, and no batch may move the event store or a prototype. */
  async function fuzz(arbitrary: fc.Arbitrary<WireRequest>, verdict: Verdict, numRuns: number): Promise<void> {
    const sentBefore = client.sent;
    const t0 = Date.now();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(arbitrary, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const before = await head();
        const responses = await Promise.all(batch.map((request) => client.send(request)));
        responses.forEach((response, i) => {
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const wrong = verdict(response);
          if (wrong) throw new Error(`${wrong}\n${describeRequest(batch[i]!)}\n→ ${describeResponse(response)}`);
        });
        expect(await head(), 'the event store head after a batch of malformed requests').to.equal(before);
        expect(POLLUTION_MARKER in {}, 'Object.prototype polluted').to.equal(false);
        expect(prototypes(), 'the built-in prototypes').to.equal(initial.prototypes);
      }),
      {
        seed: SEED,
        numRuns,
        // No shrinking: the failure names the request, and each shrinking step would send a whole batch again.
        endOnFailure: true,
        // The failure and how to replay it; fast-check's own report would print every request of the batch.
        reporter: (details) => {
          if (!details.failed) return;
          const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          throw new Error(`fuzz failed (FUZZ_SEED=${details.seed}, run ${details.numRuns}): ${cause}`);
        },
      },
    );
    const sent = client.sent - sentBefore;
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
    console.log(`      ${sent} requests in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${tally}`);
  }

  it('knows how to fuzz every raw /v1 and /mcp route', () => {
    const routes = rawRoutes(app);
    expect(routes.filter((key) => !(key in RAW)), 'raw routes without a rule here').to.deep.equal([]);
    expect(Object.keys(RAW).filter((key) => !routes.includes(key)), 'rules for no such route').to.deep.equal([]);
  });

  it('REST: malformed requests on every declared route of the registry and every raw /v1 route', async () => {
    // A PATCH takes its shape's merge patch, as the OpenAPI document says (request-schemas.ts).
    const routes = declaredRoutes(app);
    const schemas = { ...wireSchemas(), ...patchSchemas(routes) } as Record<string, JsonSchema>;
    const values = new SchemaValues((ref) => schemas[ref.replace('#/components/schemas/', '')]!);
    const targets = [...routes.map((route) => declaredTarget(route, schemas)), ...Object.values(RAW).filter((r): r is RestTarget => typeof r !== 'string')];
    await fuzz(fc.oneof(...targets.map((target) => restRequests(target, rest, values))), problemVerdict, RUNS.rest);
  });

  it('MCP: malformed JSON-RPC envelopes and arguments of every listed tool', async () => {
    const tools = await mcpTools(app, rest.tokens.owner);
    const fixture: McpFixture = { itineraryId: rest.itineraryId, tokens: rest.tokens };
    await fuzz(mcpRequests(tools, fixture, new SchemaValues()), mcpVerdict, RUNS.mcp);
  });

  it('OAuth: malformed token requests', async () => {
    const clients = await testClientsOf(app);
    const fixture = { baseUrl: app.url, clientIds: [clients.firstParty, clients.thirdParty], redirectUri: 'http://127.0.0.1/callback' };
    await fuzz(tokenRequests(fixture), oauthVerdict, RUNS.oauth);
  });

  it(`sent at least ${MINIMUM_REQUESTS} requests, and nothing changed: event store head, the itinerary and its ETag, prototypes`, async () => {
    expect(client.sent).to.be.at.least(MINIMUM_REQUESTS);
    expect(await state()).to.deep.equal(initial);
  });
});
