import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expect } from 'chai';
import express from 'express';
import fc from 'fast-check';
import type { IdempotencyStore } from '../../../../../src/application/ports/idempotency-store.port.js';
import type { Clock } from '../../../../../src/application/ports/clock.port.js';
import { IdempotencyGate } from '../../../../../src/adapters/inbound/http/kit/idempotency.js';
import { defineRoute, routeErrors } from '../../../../../src/adapters/inbound/http/kit/route-definition.js';
import { RoutePipeline } from '../../../../../src/adapters/inbound/http/kit/route-pipeline.js';
import type { RouteRegistry } from '../../../../../src/adapters/inbound/http/kit/route-registry.js';
import { ItineraryBodyDto } from '../../../../../src/adapters/inbound/shapes/itinerary-body.js';
import { requestContext } from '../../../../../src/adapters/inbound/http/kit/request-context.js';
import { TOKENS } from '../../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../../support/app.js';
import { call, createItinerary, expectProblem, rome, streamOf, traveller, type Traveller } from './support.js';

describe('HTTP machinery of the declared routes', () => {
  let app: TestApp;
  let owner: Traveller;
  before(async () => {
    app = await startTestApp();
    owner = await traveller(app, { plan: 'pro' });
  });
  after(() => app.close());

  const post = (body: string | Buffer, headers: Record<string, string> = {}) =>
    call(app, 'POST', '/v1/itinerary', { token: owner.token, body, headers });

  describe('JSON bodies', () => {
    it('400 for malformed JSON, a non-object, an empty body and bytes that are not UTF-8', async () => {
      expectProblem(await post('{"title": '), 400, 'validationFailed');
      expectProblem(await post('[1,2]'), 400, 'validationFailed');
      expectProblem(await post('"text"'), 400, 'validationFailed');
      expectProblem(await call(app, 'POST', '/v1/itinerary', { token: owner.token }), 400, 'validationFailed');
      expectProblem(await post(Buffer.from([0x7b, 0x22, 0x74, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])), 400, 'validationFailed');
    });

    it('415 for another content type or charset', async () => {
      expectProblem(await post(JSON.stringify(rome()), { 'Content-Type': 'text/plain' }), 415, 'unsupportedMediaType');
      expectProblem(await post(JSON.stringify(rome()), { 'Content-Type': 'application/json; charset=latin1' }), 415, 'unsupportedMediaType');
    });

    it('413 payloadTooLarge above 1 MiB; gzip-encoded bodies are accepted', async () => {
      const big = JSON.stringify(rome({ summary: 'x'.repeat(1024 * 1024) }));
      expectProblem(await post(big), 413, 'payloadTooLarge');
      const zipped = await post(gzipSync(JSON.stringify(rome({ destination: `Zip ${randomUUID()}` }))), { 'Content-Encoding': 'gzip' });
      expect(zipped.status, zipped.text).to.equal(201);
    });

    it('refuses __proto__, constructor and prototype keys anywhere (400), polluting nothing', async () => {
      const proto = await post(`{"title":"x","destination":"y","center":{"latitude":1,"longitude":2},"__proto__":{"polluted":true}}`);
      expectProblem(proto, 400, 'validationFailed');
      expect(proto.body.errors).to.deep.equal([{ path: '__proto__', message: 'is not an allowed field name' }]);
      const nested = await post(JSON.stringify(rome({ days: [{ stops: [{ name: 'x', constructor: { prototype: {} } }] }] })));
      expect(nested.body.errors).to.deep.equal([{ path: 'days[0].stops[0].constructor', message: 'is not an allowed field name' }]);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });

    it('400 for nesting deeper than any itinerary', async () => {
      const deep = `{"title":${'['.repeat(5000)}${']'.repeat(5000)}}`;
      expectProblem(await post(deep), 400, 'validationFailed');
    });

    it('400 for more objects and arrays than any itinerary holds, each list within its 1,000 items, at once', async () => {
      const stops = `[${Array(1_000).fill('{}').join(',')}]`;
      const crowded = `{"title":"x","days":[${Array(300).fill(`{"stops":${stops}}`).join(',')}]}`;
      const reply = await post(crowded);
      expectProblem(reply, 400, 'validationFailed');
      // Refused before the DTO checks, which would take seconds of CPU for 300,000 objects.
      expect(reply.body.errors).to.deep.equal([{ path: '', message: 'holds more than 10000 objects and arrays' }]);
    });

    it('never answers 5xx to arbitrary JSON on create and patch', async function () {
      this.timeout(60_000);
      const { id } = await createItinerary(app, owner);
      const keys = fc.constantFrom('title', 'destination', 'center', 'days', 'stops', 'tags', 'packing', 'startDate', 'id', 'x', '__proto__');
      const body = fc.dictionary(keys, fc.jsonValue({ maxDepth: 4 }), { maxKeys: 6 });
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (value, patch) => {
          const reply = patch
            ? await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: owner.token, headers: { 'If-Match': '*' }, body: value })
            : await call(app, 'POST', '/v1/itinerary?allowDuplicate=true', { token: owner.token, body: value });
          expect(reply.status, reply.text).to.be.below(500);
          if (reply.status >= 400) expect(reply.headers.get('content-type')).to.contain('application/problem+json');
        }),
        { numRuns: 150 },
      );
    });
  });

  describe('routing', () => {
    it('404 problem for unknown routes, 405 with Allow for a known path and another method', async () => {
      expectProblem(await call(app, 'GET', '/v1/nowhere', { token: owner.token }), 404, 'notFound');
      const wrong = await call(app, 'PUT', `/v1/itinerary/${randomUUID()}`, { token: owner.token });
      expectProblem(wrong, 405, 'methodNotAllowed');
      expect(wrong.headers.get('allow')).to.equal('GET, PATCH, DELETE, HEAD');
    });

    it('400 for a path parameter that is not valid percent-encoding', async () => {
      const { id } = await createItinerary(app, owner);
      expectProblem(await call(app, 'DELETE', `/v1/itinerary/${id}/stop/%E0%A4%A`, { token: owner.token, headers: { 'If-Match': '*' } }), 400, 'validationFailed');
    });

    it('matches paths as express would: any letter case, one trailing slash, HEAD on a GET route, a query string', async () => {
      const { id } = await createItinerary(app, owner);
      for (const path of [`/V1/Itinerary/${id}`, `/v1/itinerary/${id}/`, `/v1/itinerary/${id}?`]) {
        const reply = await call(app, 'GET', path, { token: owner.token });
        expect(reply.status, path).to.equal(200);
        expect((reply.body as { id: string }).id).to.equal(id);
      }
      const head = await fetch(`${app.url}/v1/itinerary/${id}`, { method: 'HEAD', headers: { Authorization: `Bearer ${owner.token}` } });
      expect(head.status).to.equal(200);
      expect(head.headers.get('etag')).to.equal('"0"');
      expect(await head.text()).to.equal('');
      expectProblem(await call(app, 'GET', `/v1/itinerary/${id}?unknown=1`, { token: owner.token }), 400, 'validationFailed');
    });

    it('lists every route in the registry with its scope, access rule, and error codes', () => {
      const routes = app.container.get<RouteRegistry>(TOKENS.RouteRegistry).list();
      const names = routes.map((r) => `${r.method} ${r.path}`);
      expect(names).to.include.members([
        'POST /v1/itinerary',
        'GET /v1/itinerary/{id}',
        'PATCH /v1/itinerary/{id}',
        'DELETE /v1/itinerary/{id}',
        'POST /v1/itinerary/{id}/stops',
        'PATCH /v1/itinerary/{id}/stop/{stopId}',
        'DELETE /v1/itinerary/{id}/stop/{stopId}',
        'PUT /v1/itinerary/{id}/day/{dayId}',
        'POST /v1/itinerary/{id}/expenses',
        'POST /v1/itinerary/{id}/packing',
        'PATCH /v1/itinerary/{id}/packing/{itemId}',
        'DELETE /v1/itinerary/{id}/packing/{itemId}',
        'POST /v1/itinerary/{id}/hotels',
        'PATCH /v1/itinerary/{id}/hotel/{itemId}',
        'DELETE /v1/itinerary/{id}/hotel/{itemId}',
        'POST /v1/itinerary/{id}/flights',
        'PATCH /v1/itinerary/{id}/flight/{itemId}',
        'DELETE /v1/itinerary/{id}/flight/{itemId}',
      ]);
      for (const route of routes) {
        expect(route.scope, names.join()).to.be.a('string');
        expect(route.access.role).to.be.a('string');
        expect(routeErrors(route)).to.include.members(['unauthorized', 'invalidToken', 'insufficientScope']);
        if (route.ifMatch === 'required') expect(routeErrors(route)).to.include('preconditionRequired');
      }
    });
  });

  describe('event metadata and correlation', () => {
    it('events carry actor, client, the caller correlation id and the request id as causation', async () => {
      const correlationId = `trace-${randomUUID()}`;
      const reply = await call(app, 'POST', '/v1/itinerary', {
        token: owner.token,
        body: rome({ destination: `Oslo ${randomUUID()}` }),
        headers: { 'X-Correlation-Id': correlationId },
      });
      expect(reply.headers.get('x-correlation-id')).to.equal(correlationId);
      const requestId = reply.headers.get('x-request-id');
      const [created] = await streamOf(app, reply.body.id);
      expect(created!.metadata).to.include({ actorId: owner.userId, clientId: 'test-third-party', correlationId, causationId: requestId });
    });

    it('replaces a malformed correlation id with a new UUID', async () => {
      const reply = await call(app, 'GET', `/v1/itinerary/${randomUUID()}`, { token: owner.token, headers: { 'X-Correlation-Id': 'bad id <script>' } });
      expect(reply.headers.get('x-correlation-id')).to.match(/^[0-9a-f-]{36}$/);
    });
  });

  describe('If-Match', () => {
    it('accepts "N" and N and *; refuses weak tags, lists and other values (400)', async () => {
      const { id } = await createItinerary(app, owner);
      const patch = (ifMatch: string, summary: string) =>
        call(app, 'PATCH', `/v1/itinerary/${id}`, { token: owner.token, headers: { 'If-Match': ifMatch }, body: { summary } });
      expect((await patch('"0"', 'a')).headers.get('etag')).to.equal('"1"');
      expect((await patch('1', 'b')).headers.get('etag')).to.equal('"2"');
      expect((await patch('*', 'c')).headers.get('etag')).to.equal('"3"');
      for (const bad of ['W/"3"', '"3", "4"', '"abc"', '-1', '"01"']) {
        const reply = await patch(bad, 'd');
        expectProblem(reply, 400, 'validationFailed');
        expect(reply.body.errors[0].path).to.equal('If-Match');
      }
    });
  });

  describe('Idempotency-Key', () => {
    const create = (key: string, body: unknown, token = owner.token) =>
      call(app, 'POST', '/v1/itinerary', { token, body, headers: { 'Idempotency-Key': key } });

    it('replays the first response byte for byte with Idempotent-Replayed, and writes nothing again', async () => {
      const key = randomUUID();
      const body = rome({ destination: `Kyoto ${randomUUID()}` });
      const first = await create(key, body);
      expect(first.status).to.equal(201);
      expect(first.headers.get('idempotent-replayed')).to.equal(null);
      const again = await create(key, body);
      expect(again.status).to.equal(201);
      expect(again.text).to.equal(first.text);
      expect(again.headers.get('idempotent-replayed')).to.equal('true');
      expect(again.headers.get('etag')).to.equal('"0"');
      expect(again.headers.get('location')).to.equal(first.headers.get('location'));
      expect(again.headers.get('x-request-id')).to.not.equal(first.headers.get('x-request-id'));
      expect(await streamOf(app, first.body.id)).to.have.length(1);
    });

    it('422 idempotencyKeyReused for the same key with another body or query', async () => {
      const key = randomUUID();
      const body = rome({ destination: `Nara ${randomUUID()}` });
      await create(key, body);
      expectProblem(await create(key, { ...body, title: 'Other' }), 422, 'idempotencyKeyReused');
      const withQuery = await call(app, 'POST', '/v1/itinerary?allowDuplicate=true', { token: owner.token, body, headers: { 'Idempotency-Key': key } });
      expectProblem(withQuery, 422, 'idempotencyKeyReused');
    });

    it('scopes keys to user and path', async () => {
      const key = randomUUID();
      const other = await traveller(app);
      const destination = `Bergen ${randomUUID()}`;
      expect((await create(key, rome({ destination }))).status).to.equal(201);
      expect((await create(key, rome({ destination }), other.token)).status).to.equal(201);
      const a = await createItinerary(app, owner);
      const b = await createItinerary(app, owner);
      for (const { id } of [a, b]) {
        const reply = await call(app, 'PATCH', `/v1/itinerary/${id}`, {
          token: owner.token,
          headers: { 'If-Match': '"0"', 'Idempotency-Key': key },
          body: { summary: 'same' },
        });
        expect(reply.headers.get('idempotent-replayed')).to.equal(null);
        expect(reply.status).to.equal(200);
      }
    });

    it('replays a 4xx first response too (a stale If-Match stays a 412)', async () => {
      const { id } = await createItinerary(app, owner);
      const key = randomUUID();
      const patch = (ifMatch: string) =>
        call(app, 'PATCH', `/v1/itinerary/${id}`, { token: owner.token, headers: { 'If-Match': ifMatch, 'Idempotency-Key': key }, body: { summary: 'x' } });
      expectProblem(await patch('"5"'), 412, 'itineraryModified');
      const replayed = await patch('"5"');
      expectProblem(replayed, 412, 'itineraryModified');
      expect(replayed.headers.get('idempotent-replayed')).to.equal('true');
    });

    it('400 for a key that is not a UUID', async () => {
      const reply = await create('not-a-uuid', rome());
      expectProblem(reply, 400, 'validationFailed');
      expect(reply.body.errors).to.deep.equal([{ path: 'Idempotency-Key', message: 'must be a UUID' }]);
    });

    it('409 idempotencyKeyInProgress while the first request runs', async () => {
      const key = randomUUID();
      const body = JSON.stringify(rome({ destination: `Bruges ${randomUUID()}` }));
      const store = app.container.get<IdempotencyStore>(TOKENS.IdempotencyStore);
      const gate = new IdempotencyGate(store, app.container.get<Clock>(TOKENS.Clock));
      const request = { method: 'POST', originalUrl: '/v1/itinerary' } as express.Request;
      // What a first request still running looks like to the store.
      await gate.begin(gate.scope(request, owner.userId, key), gate.fingerprint(request, Buffer.from(body)));
      expectProblem(await post(body, { 'Idempotency-Key': key }), 409, 'idempotencyKeyInProgress');
    });

    it('keeps no 5xx: a retry after a failed first attempt runs again', async () => {
      let attempts = 0;
      const route = defineRoute({
        method: 'POST',
        path: '/flaky',
        tag: 'test',
        summary: 'fails once',
        scope: 'itineraries:write',
        access: { role: 'signedIn' },
        idempotent: true,
        body: ItineraryBodyDto,
        responses: { 200: { description: 'ok' } },
        errors: [],
        handler: async () => {
          attempts++;
          if (attempts === 1) throw new Error('boom');
          return { status: 200, body: { attempts } };
        },
      });
      const pipeline = new RoutePipeline({
        verifier: app.container.get(TOKENS.AccessTokenVerifier),
        origin: app.url,
        resourceMetadataUrl: `${app.url}/.well-known/oauth-protected-resource`,
        actors: app.container.get(TOKENS.ActorResolver),
        idempotency: new IdempotencyGate(app.container.get(TOKENS.IdempotencyStore), app.container.get(TOKENS.Clock)),
        logger: { error() {}, warn() {}, info() {}, debug() {}, child() { return this; } },
      });
      const flaky = express().use(requestContext).post('/flaky', pipeline.handler(route));
      const server = flaky.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const { port } = server.address() as { port: number };
        const send = () =>
          fetch(`http://127.0.0.1:${port}/flaky`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
            body: '{}',
          });
        const key = randomUUID();
        const first = await send();
        expect(first.status).to.equal(500);
        expect(await first.json()).to.include({ code: 'internalError' });
        const second = await send();
        expect(second.status).to.equal(200);
        expect(await second.json()).to.deep.equal({ attempts: 2 });
        const third = await send();
        expect(third.headers.get('idempotent-replayed')).to.equal('true');
        expect(attempts).to.equal(2);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
});
