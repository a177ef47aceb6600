import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { testClientsOf } from '../../../support/auth.js';
import { call, createItinerary, expectProblem, traveller, type Traveller } from './itinerary/support.js';

/** A registered client's redirect URI is http://127.0.0.1/callback (test/support/auth.ts). */
const CLIENT_ORIGIN = 'http://127.0.0.1';

describe('operations: probes, metrics, security headers, CORS', function () {
  this.timeout(30_000);
  let app: TestApp;
  let owner: Traveller;
  before(async () => {
    app = await startTestApp();
    owner = await traveller(app);
    await testClientsOf(app);
  });
  after(() => app.close());

  it('GET /healthz answers while the process lives; GET /readyz checks the event store, read models and projector', async () => {
    const health = await call(app, 'GET', '/healthz');
    expect(health.status).to.equal(200);
    expect(health.body).to.deep.equal({ status: 'ok' });
    const ready = await call(app, 'GET', '/readyz');
    expect(ready.status).to.equal(200);
    expect(ready.body.status).to.equal('ready');
    expect(ready.body.checks).to.have.keys('eventStore', 'readModels', 'projector');
    expect(ready.body.checks.projector).to.deep.include({ status: 'ok' });
    expect(ready.body.checks.projector.details).to.include({ inProcess: true });
  });

  it('serves the pages\' icon at /favicon.svg and at the /favicon.ico browsers ask for, and the pages link it', async () => {
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status, path).to.equal(200);
      expect(res.headers.get('content-type'), path).to.contain('image/svg+xml');
      expect(await res.text(), path).to.match(/^<svg /);
    }
    const page = await (await fetch(`${app.url}/oauth/verify-email?token=x`)).text();
    expect(page).to.contain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  it('GET /metrics (loopback): latency by route template and status, event store appends, projector lag', async () => {
    const { id } = await createItinerary(app, owner);
    await call(app, 'GET', `/v1/itinerary/${id}`, { token: owner.token });
    await call(app, 'GET', '/v1/itinerary/not-a-uuid', { token: owner.token });
    const metrics = await fetch(`${app.url}/metrics`);
    expect(metrics.status).to.equal(200);
    expect(metrics.headers.get('content-type')).to.contain('text/plain');
    const text = await metrics.text();
    expect(text).to.match(/http_request_duration_seconds_count\{method="GET",route="\/v1\/itinerary\/\{id\}",status="200"\} [1-9]/);
    expect(text).to.match(/http_request_duration_seconds_count\{method="GET",route="\/v1\/itinerary\/\{id\}",status="400"\} 1/);
    expect(text).to.match(/http_request_duration_seconds_bucket\{le="0.05",method="POST",route="\/v1\/itinerary",status="201"\}/);
    expect(text).to.not.contain(id);
    expect(text).to.match(/event_store_append_duration_seconds_count\{outcome="ok"\} [1-9]/);
    expect(text).to.match(/^projector_lag_events \d+$/m);
    expect(text).to.contain('process_resident_memory_bytes');
  });

  it('keeps /metrics from callers that came through a proxy when no METRICS_TOKEN is set', async () => {
    const proxied = await call(app, 'GET', '/metrics', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expectProblem(proxied, 404, 'notFound');
  });

  it('sets security headers on API responses: a CSP that loads nothing, nosniff, no framing, HSTS', async () => {
    const reply = await call(app, 'GET', '/v1/itineraries', { token: owner.token });
    expect(reply.headers.get('content-security-policy')).to.equal("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
    expect(reply.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(reply.headers.get('x-frame-options')).to.equal('SAMEORIGIN');
    expect(reply.headers.get('strict-transport-security')).to.contain('max-age=');
    expect(reply.headers.get('cross-origin-resource-policy')).to.equal('same-origin');
    expect(reply.headers.get('x-powered-by')).to.equal(null);
    const docs = await fetch(`${app.url}/docs`);
    expect(docs.headers.get('content-security-policy')).to.contain("script-src 'self'");
  });

  it('keeps the headers that only matter to HTML documents for pages, off JSON responses of /v1 and /mcp', async () => {
    const documentOnly = ['referrer-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];
    const api = await call(app, 'GET', '/v1/itineraries', { token: owner.token });
    const mcp = await fetch(`${app.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    for (const reply of [api, mcp]) {
      expect(reply.headers.get('content-security-policy')).to.equal("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
      for (const name of documentOnly) expect(reply.headers.get(name), name).to.equal(null);
    }
    const docs = await fetch(`${app.url}/docs`);
    expect(docs.headers.get('referrer-policy')).to.equal('no-referrer');
    expect(docs.headers.get('x-dns-prefetch-control')).to.equal('off');
    expect(docs.headers.get('x-xss-protection')).to.equal('0');
  });

  it('answers CORS on /v1 for registered client origins only, exposing ETag and the rate-limit headers', async () => {
    const preflight = (origin: string) =>
      fetch(`${app.url}/v1/itinerary/00000000-0000-4000-8000-000000000000`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'PATCH', 'Access-Control-Request-Headers': 'authorization, if-match, content-type' },
      });
    const allowed = await preflight(CLIENT_ORIGIN);
    expect(allowed.status).to.equal(204);
    expect(allowed.headers.get('access-control-allow-origin')).to.equal(CLIENT_ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).to.contain('PATCH');
    expect(allowed.headers.get('access-control-allow-headers')).to.contain('If-Match');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).to.equal(null);

    const read = await call(app, 'GET', '/v1/itineraries', { token: owner.token, headers: { Origin: CLIENT_ORIGIN } });
    expect(read.headers.get('access-control-allow-origin')).to.equal(CLIENT_ORIGIN);
    expect(read.headers.get('access-control-expose-headers')).to.contain('ETag').and.contain('Retry-After').and.contain('RateLimit');
    const foreign = await call(app, 'GET', '/v1/itineraries', { token: owner.token, headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).to.equal(null);
    const anyCase = await call(app, 'GET', '/V1/itineraries?limit=1', { token: owner.token, headers: { Origin: CLIENT_ORIGIN } });
    expect(anyCase.headers.get('access-control-allow-origin')).to.equal(CLIENT_ORIGIN);
    const outside = await call(app, 'GET', '/v1x/itineraries', { token: owner.token, headers: { Origin: CLIENT_ORIGIN } });
    expect(outside.status).to.equal(404);
    expect(outside.headers.get('access-control-allow-origin')).to.equal(null);
  });
});

describe('operations: METRICS_TOKEN', () => {
  let app: TestApp;
  before(async () => (app = await startTestApp({ METRICS_TOKEN: 'a-long-metrics-scrape-token' })));
  after(() => app.close());

  it('serves /metrics to the bearer of METRICS_TOKEN only, even on loopback', async () => {
    expectProblem(await call(app, 'GET', '/metrics'), 401, 'unauthorized');
    expectProblem(await call(app, 'GET', '/metrics', { token: 'a-wrong-metrics-scrape-token' }), 401, 'unauthorized');
    const scraped = await call(app, 'GET', '/metrics', { token: 'a-long-metrics-scrape-token' });
    expect(scraped.status).to.equal(200);
    expect(scraped.text).to.contain('http_request_duration_seconds');
  });
});

describe('operations: rate limits', () => {
  let app: TestApp;
  before(async () => (app = await startTestApp({ RATE_LIMIT_PER_TOKEN: '3', RATE_LIMIT_PER_IP: '5', RATE_LIMIT_WINDOW_SECONDS: '60' })));
  after(() => app.close());

  it('limits per token, then per address: 429 rateLimited with Retry-After, RateLimit and RateLimit-Policy; probes are never limited', async () => {
    const first = await traveller(app);
    const second = await traveller(app);
    const replies = [];
    for (let i = 0; i < 4; i++) replies.push(await call(app, 'GET', '/v1/itineraries', { token: first.token }));
    expect(replies.map((r) => r.status)).to.deep.equal([200, 200, 200, 429]);
    expect(replies[0]!.headers.get('ratelimit-policy')).to.contain('"per-ip"; q=5; w=60').and.contain('"per-token"; q=3; w=60');
    expect(replies[2]!.headers.get('ratelimit')).to.contain('"per-token"; r=0;');
    const limited = replies[3]!;
    expectProblem(limited, 429, 'rateLimited');
    expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);

    // The address has made 4 requests: another token gets one more, then the address limit holds.
    expect((await call(app, 'GET', '/v1/itineraries', { token: second.token })).status).to.equal(200);
    const byAddress = await call(app, 'GET', '/v1/itineraries', { token: second.token });
    expectProblem(byAddress, 429, 'rateLimited');
    expect(byAddress.headers.get('ratelimit')).to.contain('"per-ip"; r=0;');
    expectProblem(await call(app, 'GET', '/openapi.json'), 429, 'rateLimited');

    for (const path of ['/healthz', '/readyz', '/metrics']) expect((await call(app, 'GET', path)).status, path).to.equal(200);
  });
});
