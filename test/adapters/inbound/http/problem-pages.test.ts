import net from 'node:net';
import { expect } from 'chai';
import { PROBLEM_CATALOGUE, PROBLEM_CODES } from '../../../../src/adapters/inbound/http/kit/problem-catalogue.js';
import { routeErrors } from '../../../../src/adapters/inbound/http/kit/route-definition.js';
import type { RouteRegistry } from '../../../../src/adapters/inbound/http/kit/route-registry.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { call, expectProblem, rome, traveller, type Traveller } from './itinerary/support.js';

/** The CSP of every page we serve (OAuth, home, problems): nothing but our stylesheet. */
const expectPageHeaders = (headers: Headers) => {
  expect(headers.get('content-type')).to.match(/^text\/html/);
  expect(headers.get('content-security-policy')).to.contain("default-src 'none'").and.contain("style-src 'self'").and.not.contain('script-src');
  expect(headers.get('x-content-type-options')).to.equal('nosniff');
};

/** A raw request, for what only node's parser answers (headers over 16 KiB). */
function rawRequest(app: TestApp, text: string): Promise<string> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('Error code pages (BASE_URL/problems/<code>) and the home page', () => {
  let app: TestApp;
  let free: Traveller;
  let pro: Traveller;
  before(async () => {
    app = await startTestApp();
    free = await traveller(app);
    pro = await traveller(app, { plan: 'pro' });
  });
  after(() => app.close());

  it('serves a page for every code in the catalogue: what it means, its cause, what to do; /problems links them all', async () => {
    const index = await fetch(`${app.url}/problems`);
    expect(index.status).to.equal(200);
    expectPageHeaders(index.headers);
    const list = await index.text();
    for (const code of PROBLEM_CODES) {
      expect(list, code).to.contain(`href="/problems/${code}"`);
      const page = await fetch(`${app.url}/problems/${code}`);
      expect(page.status, code).to.equal(200);
      expectPageHeaders(page.headers);
      const html = await page.text();
      expect(html).to.contain(`<h1><code>${code}</code></h1>`).and.contain(`HTTP ${PROBLEM_CATALOGUE[code].status}`);
      expect(html).to.contain('Typical cause').and.contain('What to do');
    }
    expectProblem(await call(app, 'GET', '/problems/noSuchCode'), 404, 'notFound');
  });

  it('has a page for every code any declared route names', () => {
    const routes = app.container.get<RouteRegistry>(TOKENS.RouteRegistry).list();
    const named = new Set(routes.flatMap((route) => routeErrors(route)));
    expect([...named].filter((code) => !PROBLEM_CODES.includes(code))).to.deep.equal([]);
  });

  it('answers every kind of problem with the type of its code page, and that page resolves', async () => {
    const created = await call(app, 'POST', '/v1/itinerary', { token: free.token, body: rome() });
    expect(created.status).to.equal(201);
    const id = created.body.id as string;
    const readOnly = await traveller(app, { scopes: ['itineraries:read'] });
    const key = crypto.randomUUID();
    await call(app, 'POST', '/v1/itinerary', { token: free.token, body: rome({ destination: 'Oslo' }), headers: { 'Idempotency-Key': key } });
    const answers = [
      await call(app, 'GET', `/v1/itinerary/${id}`),
      await call(app, 'GET', `/v1/itinerary/${id}`, { token: 'not-a-token' }),
      await call(app, 'GET', '/v1/itinerary/not-a-uuid', { token: free.token }),
      await call(app, 'GET', `/v1/itinerary/${crypto.randomUUID()}`, { token: free.token }),
      await call(app, 'GET', '/no/such/route'),
      await call(app, 'PUT', `/v1/itinerary/${id}`, { token: free.token, body: {} }),
      await call(app, 'POST', '/v1/itinerary', { token: readOnly.token, body: rome() }),
      await call(app, 'POST', '/v1/itinerary', { token: free.token, body: rome() }),
      await call(app, 'POST', '/v1/itinerary', { token: free.token, body: rome({ packing: [{ name: 'Hat' }] }), headers: { 'Idempotency-Key': crypto.randomUUID() } }),
      await call(app, 'POST', '/v1/itinerary', { token: free.token, body: 'title=x', headers: { 'Content-Type': 'text/plain' } }),
      await call(app, 'POST', '/v1/itinerary', { token: free.token, body: rome({ destination: 'Bergen' }), headers: { 'Idempotency-Key': key } }),
      await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: free.token, body: { title: 'x' } }),
      await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: free.token, body: { title: 'x' }, headers: { 'If-Match': '"7"' } }),
      await call(app, 'POST', '/v1/itinerary', { token: pro.token, body: Buffer.alloc(1024 * 1024 + 10, 32) }),
    ];
    const seen = new Set<string>();
    for (const answer of answers) {
      expect(answer.headers.get('content-type'), answer.text).to.contain('application/problem+json');
      const { type, code } = answer.body as { type: string; code: string };
      expect(type).to.equal(`${app.url}/problems/${code}`);
      seen.add(code);
    }
    const raw = await rawRequest(app, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const tooLarge = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { type: string; code: string };
    expect(tooLarge.type).to.equal(`${app.url}/problems/headersTooLarge`);
    seen.add(tooLarge.code);

    expect([...seen].sort()).to.deep.equal(
      [
        'unauthorized',
        'invalidToken',
        'validationFailed',
        'notFound',
        'methodNotAllowed',
        'insufficientScope',
        'duplicateItinerary',
        'subscriptionRequired',
        'unsupportedMediaType',
        'idempotencyKeyReused',
        'preconditionRequired',
        'itineraryModified',
        'payloadTooLarge',
        'headersTooLarge',
      ].sort(),
    );
    for (const code of seen) expect((await fetch(`${app.url}/problems/${code}`)).status, code).to.equal(200);
  });

  it('lists the codes in the OpenAPI document and links each problem response to its page', async () => {
    const document = (await (await fetch(`${app.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
      components: { schemas: { Problem: { properties: { code: { enum: string[] } } } } };
    };
    expect(document.components.schemas.Problem.properties.code.enum).to.have.members(PROBLEM_CODES);
    expect(document.paths).to.have.property('/problems/{code}');
    const descriptions = Object.values(document.paths['/v1/itinerary']!.post!.responses).map((r) => r.description);
    expect(descriptions.join(' ')).to.contain(`[duplicateItinerary](${app.url}/problems/duplicateItinerary)`);
    const links = JSON.stringify(document.paths).match(new RegExp(`${app.url}/problems/[A-Za-z]+`, 'g')) ?? [];
    for (const link of new Set(links)) expect((await fetch(link)).status, link).to.equal(200);
  });

  it('GET / is a page linking to the reference, the OpenAPI document, sign-in and the error codes', async () => {
    const page = await fetch(`${app.url}/`, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.status).to.equal(200);
    expectPageHeaders(page.headers);
    const html = await page.text();
    for (const href of ['/docs', '/openapi.json', '/docs?sign-in', '/problems']) expect(html).to.contain(`href="${href}"`);
    // curl's default Accept (*/*) gets the page too.
    expect((await fetch(`${app.url}/`, { headers: { Accept: '*/*' } })).headers.get('content-type')).to.match(/^text\/html/);
  });

  it('GET / answers a client that asks for JSON with the same links', async () => {
    const reply = await fetch(`${app.url}/`, { headers: { Accept: 'application/json' } });
    expect(reply.status).to.equal(200);
    expect(reply.headers.get('vary')).to.match(/Accept/i);
    const body = (await reply.json()) as { links: Record<string, string> };
    expect(body.links).to.include({ docs: `${app.url}/docs`, openapi: `${app.url}/openapi.json`, signIn: `${app.url}/docs?sign-in`, problems: `${app.url}/problems` });
  });
});
