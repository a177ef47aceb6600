import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { bearer, createUser, issueToken } from '../../../support/auth.js';
import { modernHeaders, modernMessage } from '../../../support/mcp-wire.js';

type Json = Record<string, any>;

/**
 * The fast path answers a plain 2026-07-28 tools/call exactly as the SDK does. A progressToken in
 * _meta sends the same call through the SDK (the fast path never streams), so each call is made both
 * ways and the answers compared.
 */
describe('MCP: a plain 2026-07-28 tools/call answered beside the SDK, the same as through it', () => {
  let app: TestApp;
  let token: string;
  let itineraryId: string;

  before(async () => {
    app = await startTestApp();
    const { userId } = await createUser(app, { plan: 'pro' });
    token = await issueToken(app, { userId, audience: `${app.url}/mcp` });
    const created = await fetch(`${app.url}/v1/itinerary`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Rome', destination: 'Rome', center: { latitude: 41.9, longitude: 12.5 }, days: [{ title: 'Day 1', stops: [{ name: 'Colosseum' }] }] }),
    });
    itineraryId = ((await created.json()) as Json).id;
  });
  after(async () => {
    await app.close();
  });

  const call = async (name: string, args: Json, throughSdk: boolean) => {
    const message = modernMessage('tools/call', { name, arguments: args }, 'call-7');
    if (throughSdk) ((message.params as Json)._meta as Json).progressToken = 'p';
    const res = await fetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...modernHeaders(message) },
      body: JSON.stringify(message),
    });
    return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as Json };
  };

  const cases: Array<[string, () => Json]> = [
    ['get_itinerary', () => ({ itineraryId })],
    ['get_itinerary', () => ({ itineraryId: randomUUID() })],
    ['list_itineraries', () => ({ limit: 5 })],
    ['search_itineraries', () => ({ query: 'rome' })],
    ['find_place', () => ({ name: 'Lisbon', limit: 2 })],
  ];
  for (const [name, args] of cases) {
    it(`${name} ${JSON.stringify(args()).slice(0, 40)}…`, async () => {
      const fast = await call(name, args(), false);
      const sdk = await call(name, args(), true);
      expect(fast.status).to.equal(200);
      expect(fast).to.deep.equal(sdk);
    });
  }

  it('answers arguments its schema refuses as the SDK path does: validationFailed with the path', async () => {
    const fast = await call('get_itinerary', { itineraryId: 5 }, false);
    expect(fast.body.result.isError).to.equal(true);
    expect(fast.body.result.structuredContent.error).to.deep.include({ code: 'validationFailed' });
    expect(fast.body.result.structuredContent.error.errors[0].path).to.equal('itineraryId');
    expect(fast).to.deep.equal(await call('get_itinerary', { itineraryId: 5 }, true));
  });
});
