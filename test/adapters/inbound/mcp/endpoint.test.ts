import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { bearer, createUser, issueToken, testClientsOf } from '../../../support/auth.js';
import { modernHeaders, modernMessage, rpcResponse } from '../../../support/mcp-wire.js';

type Json = Record<string, any>;

/** POST /mcp at the HTTP level: methods, Origin, auth challenges, sizes and malformed JSON-RPC. */
describe('MCP endpoint (HTTP)', () => {
  let app: TestApp;
  let token: string;
  let ownerId: string;
  let metadataUrl: string;

  before(async () => {
    app = await startTestApp();
    metadataUrl = `${app.url}/.well-known/oauth-protected-resource/mcp`;
    const { userId } = await createUser(app);
    ownerId = userId;
    token = await issueToken(app, { userId, audience: `${app.url}/mcp`, scopes: ['itineraries:read'] });
  });
  after(async () => {
    await app.close();
  });

  /** A POST with our token unless `headers` brings its own Authorization (null: none at all). */
  const post = (body: string | Uint8Array, headers: Record<string, string | null> = {}) => {
    const all = new Headers({
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...bearer(token),
    });
    for (const [name, value] of Object.entries(headers)) {
      if (value === null) all.delete(name);
      else all.set(name, value);
    }
    return fetch(`${app.url}/mcp`, { method: 'POST', headers: all, body });
  };
  const message = (method: string, params?: object, id: number | string = 1) => ({
    jsonrpc: '2.0',
    id,
    method,
    params,
  });
  const rpc = (method: string, params?: object, id: number | string = 1) => JSON.stringify(message(method, params, id));

  describe('methods', () => {
    for (const method of ['GET', 'DELETE']) {
      it(`answers ${method} with 405 and Allow: POST (stateless: no SSE stream, no sessions)`, async () => {
        const headers = { ...bearer(token), accept: 'text/event-stream' };
        const res = await fetch(`${app.url}/mcp`, { method, headers });
        expect(res.status).to.equal(405);
        expect(res.headers.get('allow')).to.equal('POST, OPTIONS');
        const body = (await res.json()) as Json;
        expect(body).to.deep.include({ jsonrpc: '2.0', id: null });
        expect(body.error.code).to.equal(-32000);
      });
    }

    it('answers a 2025-era ping on a stream of its own, with no session id', async () => {
      const res = await post(rpc('ping'));
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.contain('text/event-stream');
      expect(res.headers.get('mcp-session-id')).to.equal(null);
      expect(await rpcResponse(res)).to.deep.equal({ jsonrpc: '2.0', id: 1, result: {} });
    });

    for (const version of ['2025-11-25', '2025-06-18', '2025-03-26']) {
      it(`negotiates ${version} in an initialize handshake`, async () => {
        const init = rpc('initialize', { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw', version: '1' } });
        const res = await post(init, { 'mcp-protocol-version': null });
        const { result } = await rpcResponse(res);
        expect(result.protocolVersion).to.equal(version);
        expect(result.capabilities.tools).to.deep.equal({ listChanged: false });
      });
    }
  });

  describe('revision 2026-07-28 (stateless)', () => {
    const modern = (method: string, params?: Record<string, unknown>, headers: Record<string, string | null> = {}) => {
      const message = modernMessage(method, params);
      return post(JSON.stringify(message), { ...modernHeaders(message), ...headers });
    };

    it('answers server/discover in JSON: versions, capabilities, server info and a cache hint', async () => {
      const res = await modern('server/discover');
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.contain('application/json');
      const { result } = (await res.json()) as Json;
      expect(result.supportedVersions).to.include('2026-07-28');
      expect(result.capabilities.tools).to.deep.equal({ listChanged: false });
      expect(result._meta['io.modelcontextprotocol/serverInfo']).to.include({ name: 'itinerary-service' });
      expect(result).to.include({ cacheScope: 'public' });
      expect(result.ttlMs).to.be.greaterThan(0);
    });

    it('lists the tools with a public cache hint: the catalogue is the same for every caller', async () => {
      const { result } = (await (await modern('tools/list')).json()) as Json;
      expect(result.tools.map((t: Json) => t.name)).to.include('get_itinerary');
      expect(result).to.include({ cacheScope: 'public' });
    });

    it('400 -32020 when Mcp-Method or Mcp-Name disagrees with the body', async () => {
      for (const headers of [{ 'mcp-method': 'prompts/list' }, { 'mcp-method': null }]) {
        const res = await modern('tools/list', {}, headers);
        expect(res.status).to.equal(400);
        const body = (await res.json()) as Json;
        expect(body.error.code).to.equal(-32020);
        expect(body.id).to.equal(1);
      }
      const res = await modern('tools/call', { name: 'get_itinerary', arguments: { itineraryId: 'x' } }, { 'mcp-name': 'list_itineraries' });
      expect(res.status).to.equal(400);
      expect(((await res.json()) as Json).error.code).to.equal(-32020);
    });

    it('-32602 for a tool that does not exist, echoing the request id', async () => {
      const res = await modern('tools/call', { name: 'no_such_tool', arguments: {} });
      const body = (await res.json()) as Json;
      expect(body.id).to.equal(1);
      expect(body.error.code).to.equal(-32602);
    });

    it('404 -32601 for the methods 2026-07-28 removed (ping, initialize, logging/setLevel)', async () => {
      for (const method of ['ping', 'initialize', 'logging/setLevel']) {
        const res = await modern(method);
        expect(res.status, method).to.equal(404);
        expect(((await res.json()) as Json).error.code).to.equal(-32601);
      }
    });

    it('404 -32601 for subscriptions/listen: nothing it lists changes, so no stream is held open', async () => {
      const res = await modern('subscriptions/listen', { notifications: { toolsListChanged: true } });
      expect(res.status).to.equal(404);
      expect(await res.json()).to.deep.include({ id: 1 });
    });

    it('400 naming the supported versions for a version it does not serve', async () => {
      const message = modernMessage('tools/list');
      (message.params as Json)._meta['io.modelcontextprotocol/protocolVersion'] = '2099-01-01';
      const res = await post(JSON.stringify(message), { ...modernHeaders(message), 'mcp-protocol-version': '2099-01-01' });
      expect(res.status).to.equal(400);
      const body = (await res.json()) as Json;
      expect(body.error.data.supported).to.include('2026-07-28');
    });
  });

  describe('authorization', () => {
    it('401 without a token, pointing at the /mcp protected-resource metadata and naming the scopes basic use needs', async () => {
      const res = await post(rpc('ping'), { authorization: null });
      expect(res.status).to.equal(401);
      expect(res.headers.get('www-authenticate')).to.equal(`Bearer resource_metadata="${metadataUrl}", scope="itineraries:read itineraries:write"`);
      const metadata = (await (await fetch(metadataUrl)).json()) as Json;
      expect(metadata).to.include({ resource: `${app.url}/mcp` });
      expect(metadata.authorization_servers).to.deep.equal([app.url]);
    });

    it('401 invalid_token for a token that does not verify', async () => {
      const res = await post(rpc('ping'), bearer(`${token.slice(0, -4)}AAAA`));
      expect(res.status).to.equal(401);
      const challenge = res.headers.get('www-authenticate')!;
      expect(challenge).to.match(new RegExp(`^Bearer resource_metadata="${metadataUrl}", scope="itineraries:read itineraries:write", error="invalid_token"`));
    });

    it('accepts a token for the API audience too (both resources name this one service)', async () => {
      const { userId } = await createUser(app);
      const apiToken = await issueToken(app, { userId });
      expect((await post(rpc('ping'), bearer(apiToken))).status).to.equal(200);
    });

    it('403 insufficient_scope for a tools/call whose tool needs a scope the token lacks, naming it', async () => {
      const res = await post(rpc('tools/call', { name: 'create_itinerary', arguments: {} }));
      expect(res.status).to.equal(403);
      expect(res.headers.get('www-authenticate')).to.equal(
        'Bearer error="insufficient_scope", scope="itineraries:read itineraries:write", ' +
          `resource_metadata="${metadataUrl}"`,
      );
      expect(await res.json()).to.include({ code: 'insufficientScope', requiredScope: 'itineraries:write' });
    });

    it('403 for a tool call inside a batch too', async () => {
      const documents = message('tools/call', { name: 'list_documents', arguments: {} }, 2);
      const batch = JSON.stringify([message('ping'), documents]);
      const res = await post(batch);
      expect(res.status).to.equal(403);
      expect(res.headers.get('www-authenticate')).to.contain('scope="itineraries:read documents"');
    });

    it('lets tools/list through with any valid token: the list shows every tool and its scope', async () => {
      const res = await post(rpc('tools/list'));
      expect(res.status).to.equal(200);
      const { result } = await rpcResponse(res);
      const names = result.tools.map((t: { name: string }) => t.name);
      expect(names).to.include.members(['get_itinerary', 'create_itinerary', 'list_documents']);
    });
  });

  describe('resources and prompts', () => {
    const modern = async (method: string, params: Record<string, unknown> = {}, auth = token) => {
      const message = modernMessage(method, params);
      return post(JSON.stringify(message), { ...modernHeaders(message), ...bearer(auth) });
    };
    let itineraryId: string;
    before(async () => {
      const writer = await issueToken(app, { userId: ownerId, audience: `${app.url}/mcp`, scopes: ['itineraries:read', 'itineraries:write'] });
      const created = await fetch(`${app.url}/v1/itinerary`, {
        method: 'POST',
        headers: { ...bearer(writer), 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Porto weekend', destination: 'Porto', center: { latitude: 41.15, longitude: -8.61 } }),
      });
      itineraryId = ((await created.json()) as Json).id;
    });

    it('offers itinerary://{id} as a resource template', async () => {
      const { result } = (await (await modern('resources/templates/list')).json()) as Json;
      expect(result.resourceTemplates.map((t: Json) => t.uriTemplate)).to.deep.equal(['itinerary://{id}']);
    });

    it("lists the caller's itineraries as resources (from the read model, which follows within moments), privately cached", async () => {
      let result: Json = {};
      for (let tries = 0; tries < 50 && !result.resources?.length; tries++) {
        if (tries) await new Promise((resolve) => setTimeout(resolve, 50));
        ({ result } = (await (await modern('resources/list')).json()) as Json);
      }
      expect(result.resources).to.deep.include({
        uri: `itinerary://${itineraryId}`,
        name: 'Porto weekend',
        description: 'Porto, 0 days, 0 stops (owner)',
        title: 'Itinerary',
        mimeType: 'application/json',
      });
      expect(result).to.include({ cacheScope: 'private', ttlMs: 0 });
    });

    it('reads one as GET /v1/itinerary/{id} shows it, with its revision', async () => {
      const uri = `itinerary://${itineraryId}`;
      const { result } = (await (await modern('resources/read', { uri })).json()) as Json;
      const rest = await fetch(`${app.url}/v1/itinerary/${itineraryId}`, { headers: bearer(token) });
      const [content] = result.contents;
      expect(content).to.include({ uri, mimeType: 'application/json' });
      expect(JSON.parse(content.text)).to.deep.equal({ ...((await rest.json()) as Json), revision: Number(rest.headers.get('etag')!.replace(/\D/g, '')) });
    });

    it('-32602 with the uri for an itinerary that does not exist or the caller may not see', async () => {
      const { userId } = await createUser(app);
      const stranger = await issueToken(app, { userId, audience: `${app.url}/mcp`, scopes: ['itineraries:read'] });
      for (const [uri, auth] of [['itinerary://no-such-id', token], [`itinerary://${itineraryId}`, stranger]] as const) {
        const body = (await (await modern('resources/read', { uri }, auth)).json()) as Json;
        expect(body.error.code).to.equal(-32602);
        expect(body.error.data.uri).to.equal(uri);
      }
    });

    it('403 insufficient_scope for the itinerary resources without itineraries:read', async () => {
      const narrow = await issueToken(app, { userId: ownerId, audience: `${app.url}/mcp`, scopes: ['documents'] });
      for (const [method, params] of [['resources/list', {}], ['resources/read', { uri: `itinerary://${itineraryId}` }]] as const) {
        const res = await modern(method, params, narrow);
        expect(res.status, method).to.equal(403);
        expect(res.headers.get('www-authenticate')).to.contain('scope="itineraries:read documents"');
      }
    });

    it('lists two prompts and fills one in', async () => {
      const { result } = (await (await modern('prompts/list')).json()) as Json;
      expect(result.prompts.map((p: Json) => p.name)).to.deep.equal(['plan_trip', 'import_trip']);
      expect(result).to.include({ cacheScope: 'public' });
      const got = (await (await modern('prompts/get', { name: 'plan_trip', arguments: { destination: 'Kyoto', days: '4' } })).json()) as Json;
      expect(got.result.messages[0].content.text).to.contain('4-day trip to Kyoto').and.contain('find_place');
    });

    it("lists each prompt's arguments from its DTO and refuses a bad one with invalid params naming it", async () => {
      const { result } = (await (await modern('prompts/list')).json()) as Json;
      const args = (name: string) => result.prompts.find((p: Json) => p.name === name).arguments.map((a: Json) => [a.name, a.required ?? false]);
      expect(args('plan_trip')).to.have.deep.members([['destination', true], ['days', false], ['interests', false]]);
      expect(args('import_trip')).to.deep.equal([['url', true]]);
      for (const [name, args] of [
        ['plan_trip', { destination: 'Kyoto', days: 'four' }],
        ['plan_trip', { days: '4' }],
        ['import_trip', { url: 'not a link' }],
      ] as const) {
        const { error } = (await (await modern('prompts/get', { name, arguments: args })).json()) as Json;
        expect(error?.code, JSON.stringify(args)).to.equal(-32602);
      }
      const { error } = (await (await modern('prompts/get', { name: 'import_trip', arguments: { url: 'ftp://example.com/x' } })).json()) as Json;
      expect(error.message).to.contain('url');
    });
  });

  describe('Origin', () => {
    it('refuses a browser origin that is neither ours nor a registered client', async () => {
      const res = await post(rpc('ping'), { origin: 'https://evil.example' });
      expect(res.status).to.equal(403);
      expect(((await res.json()) as Json).error.code).to.equal(-32000);
    });

    it('refuses the "null" origin', async () => {
      expect((await post(rpc('ping'), { origin: 'null' })).status).to.equal(403);
    });

    it('accepts our own origin, without CORS headers', async () => {
      const res = await post(rpc('ping'), { origin: app.url });
      expect(res.status).to.equal(200);
      expect(res.headers.get('access-control-allow-origin')).to.equal(null);
    });

    it("accepts a registered client's origin with CORS headers, also on the 401 and the preflight", async () => {
      await testClientsOf(app);
      const origin = 'http://127.0.0.1';
      const ok = await post(rpc('ping'), { origin });
      expect(ok.status).to.equal(200);
      expect(ok.headers.get('access-control-allow-origin')).to.equal(origin);
      const unauthorized = await post(rpc('ping'), { origin, authorization: null });
      expect(unauthorized.status).to.equal(401);
      expect(unauthorized.headers.get('access-control-expose-headers')).to.contain('WWW-Authenticate');
      const preflight = await fetch(`${app.url}/mcp`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.status).to.equal(204);
      expect(preflight.headers.get('access-control-allow-headers')).to.contain('Authorization');
    });
  });

  describe('malformed requests', () => {
    it('-32700 parse error for a body that is not JSON', async () => {
      const res = await post('{"jsonrpc": "2.0", ');
      expect(res.status).to.equal(400);
      expect(await res.json()).to.deep.equal({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error: the body is not valid JSON.' },
      });
    });

    it('-32700 parse error for bytes that are not UTF-8 (not replaced by U+FFFD)', async () => {
      const bytes = Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":"'), Buffer.from([0xc3]), Buffer.from('","method":"ping"}')]);
      const res = await post(bytes);
      expect(res.status).to.equal(400);
      expect(((await res.json()) as Json).error.code).to.equal(-32700);
    });

    for (const [label, body, id] of [
      ['a wrong jsonrpc version', { jsonrpc: '1.0', id: 3, method: 'ping' }, 3],
      ['a method that is not a string', { jsonrpc: '2.0', id: 'a', method: 42 }, 'a'],
      ['a bare array element', [1], null],
      ['an empty batch', [], null],
      ['a JSON string', 'ping', null],
    ] as const) {
      it(`-32600 invalid request for ${label}`, async () => {
        const res = await post(JSON.stringify(body));
        expect(res.status).to.equal(400);
        const answer = (await res.json()) as Json;
        expect(answer.error.code).to.equal(-32600);
        expect(answer.id).to.equal(id);
      });
    }

    for (const key of ['__proto__', 'constructor', 'prototype']) {
      it(`-32600 invalid request for a key ${key} anywhere (it would slip past strict tool schemas)`, async () => {
        const body = `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"list_itineraries","arguments":{"${key}":{"limit":1}}}}`;
        const res = await post(body);
        expect(res.status).to.equal(400);
        expect(await res.json()).to.deep.equal({
          jsonrpc: '2.0',
          id: 4,
          error: { code: -32600, message: `Invalid Request: params.arguments.${key} is not an allowed field name.` },
        });
      });
    }

    it('-32602 invalid params for a request of an MCP method whose params its schema refuses (the SDK, per revision)', async () => {
      const { error, id } = await rpcResponse(await post(rpc('tools/call', { arguments: {} })));
      expect(id).to.equal(1);
      expect(error.code).to.equal(-32602);
    });

    it('-32601 for an unknown method (a JSON-RPC error in a 200, from the SDK)', async () => {
      const res = await post(rpc('no/such/method'));
      expect(res.status).to.equal(200);
      expect((await rpcResponse(res)).error.code).to.equal(-32601);
    });

    it('413 for a body over 1 MiB', async () => {
      const res = await post(rpc('ping', { padding: 'x'.repeat(1024 * 1024) }));
      expect(res.status).to.equal(413);
      expect(((await res.json()) as Json).error.code).to.equal(-32000);
    });

    it('415 for a body that is not application/json, or not in UTF-8', async () => {
      for (const contentType of ['text/plain', 'application/json; charset=latin1', 'application/json; charset="utf-16"']) {
        const res = await post(rpc('ping'), { 'content-type': contentType });
        expect(res.status, contentType).to.equal(415);
      }
      expect((await post(rpc('ping'), { 'content-type': 'application/json; charset=UTF-8' })).status).to.equal(200);
    });

    it('406 when the client does not accept both JSON and SSE (Streamable HTTP)', async () => {
      const res = await post(rpc('ping'), { accept: 'text/html' });
      expect(res.status).to.equal(406);
    });
  });
});
