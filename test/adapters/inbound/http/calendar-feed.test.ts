import { expect } from 'chai';
import nodeIcal from 'node-ical';
import type { EventStore } from '../../../../src/application/ports/event-store.port.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { weekTrip } from '../../../support/week-trip.js';
import { addMember, call, createItinerary, expectProblem, tokenFor, traveller, type Traveller } from './itinerary/support.js';

/** The per-user calendar feed: a secret URL, polled politely, changed by writes, ended by rotation and revocation. */
describe('calendar feed: /v1/me/calendar-feed and the feed at its secret URL', function () {
  this.timeout(60_000);
  let app: TestApp;
  let ada: Traveller;
  let bob: Traveller;
  let own: { id: string; etag: string };
  let shared: { id: string };
  let strangersPublic: { id: string };

  before(async () => {
    app = await startTestApp();
    ada = await traveller(app, { firstParty: true, displayName: 'Ada' });
    bob = await traveller(app, { firstParty: true, displayName: 'Bob' });
    own = await createItinerary(app, ada, weekTrip({ destination: `Rome ${Date.now()}` }));
    shared = await createItinerary(app, bob, { title: 'Lisbon long weekend', destination: `Lisbon ${Date.now()}`, startDate: '2025-06-10', days: [{ id: 'l1', title: 'Alfama', stops: [] }] });
    await addMember(app, shared.id, bob, ada, 'viewer');
    strangersPublic = await createItinerary(app, bob, { title: 'Public Porto', destination: `Porto ${Date.now()}`, startDate: '2025-07-01', days: [{ id: 'p1', stops: [] }] });
    const read = await call(app, 'GET', `/v1/itinerary/${strangersPublic.id}`, { token: bob.token });
    const made = await call(app, 'PUT', `/v1/itinerary/${strangersPublic.id}/visibility`, { token: bob.token, body: { visibility: 'public' }, headers: { 'If-Match': read.headers.get('etag')! } });
    expect(made.status, made.text).to.equal(200);
  });
  after(() => app?.close());

  const issue = (token = ada.token) => call(app, 'POST', '/v1/me/calendar-feed', { token });
  const poll = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });
  const summaries = (text: string) =>
    Object.values(nodeIcal.sync.parseICS(text))
      .filter((c) => c?.type === 'VEVENT')
      .map((e) => (e as nodeIcal.VEvent).summary as unknown as string);

  it('issues a secret URL (and its webcal:// form) to a first-party app only; GET says since when', async () => {
    expect((await call(app, 'GET', '/v1/me/calendar-feed', { token: ada.token })).body).to.deep.equal({ active: false });
    const thirdParty = await tokenFor(app, ada, { firstParty: false });
    expectProblem(await issue(thirdParty), 403, 'forbidden');
    const issued = await issue();
    expect(issued.status, issued.text).to.equal(201);
    expect(issued.body.url).to.match(new RegExp(`^${app.url}/calendar/[A-Za-z0-9_-]{64}\\.ics$`));
    expect(issued.body.webcalUrl).to.equal(issued.body.url.replace(/^http:/, 'webcal:'));
    const status = await call(app, 'GET', '/v1/me/calendar-feed', { token: thirdParty });
    expect(status.body).to.deep.equal({ active: true, issuedAt: issued.body.issuedAt });
  });

  it('keeps only the hash of the key: no event holds the URL', async () => {
    const { url } = (await issue()).body;
    const key = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    const store = app.container.get<EventStore>(TOKENS.EventStore);
    const events = [];
    for await (const event of store.readStream(`account-${ada.userId}`)) events.push(event);
    const issuedEvents = events.filter((e) => e.type === 'CalendarFeedKeyIssued');
    expect(issuedEvents.length).to.be.greaterThan(0);
    expect(JSON.stringify(events)).to.not.contain(key);
  });

  it('serves every itinerary the user owns or is a member of, not others’ public ones, without a token', async () => {
    const { url } = (await issue()).body;
    const res = await poll(url);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).to.equal('private, no-cache');
    const names = summaries(await res.text());
    expect(names).to.include('A week in Rome · Day 1: Arrival and the Forum');
    expect(names).to.include('Lisbon long weekend · Day 1: Alfama');
    expect(names.some((n) => n.startsWith('Public Porto'))).to.equal(false);
  });

  it('answers a poll that has it already with 304 (If-None-Match, If-Modified-Since); a PATCH changes it', async () => {
    const { url } = (await issue()).body;
    const first = await poll(url);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).to.match(/^"[A-Za-z0-9_-]+"$/);
    expect(lastModified).to.match(/GMT$/);
    expect((await poll(url, { 'If-None-Match': etag })).status).to.equal(304);
    expect((await poll(url, { 'If-Modified-Since': lastModified })).status).to.equal(304);

    const read = await call(app, 'GET', `/v1/itinerary/${own.id}`, { token: ada.token });
    const patched = await call(app, 'PATCH', `/v1/itinerary/${own.id}`, {
      token: ada.token,
      body: { title: 'Roma, slowly' },
      headers: { 'If-Match': read.headers.get('etag')! },
    });
    expect(patched.status, patched.text).to.equal(200);

    const after = await poll(url, { 'If-None-Match': etag });
    expect(after.status).to.equal(200);
    expect(after.headers.get('etag')).to.not.equal(etag);
    const names = summaries(await after.text());
    expect(names).to.include('Roma, slowly · Day 1: Arrival and the Forum');
    expect(names.some((n) => n.startsWith('A week in Rome'))).to.equal(false);
  });

  it('stops working after rotation (the new URL works) and after revocation', async () => {
    const old = (await issue()).body.url;
    expect((await poll(old)).status).to.equal(200);
    const rotated = (await issue()).body.url;
    expect(rotated).to.not.equal(old);
    const gone = await poll(old);
    expect(gone.status).to.equal(404);
    expect(gone.headers.get('content-type')).to.contain('application/problem+json');
    expect((await poll(rotated)).status).to.equal(200);

    const revoked = await call(app, 'DELETE', '/v1/me/calendar-feed', { token: ada.token });
    expect(revoked.status).to.equal(204);
    expect((await poll(rotated)).status).to.equal(404);
    expect((await call(app, 'GET', '/v1/me/calendar-feed', { token: ada.token })).body).to.deep.equal({ active: false });
    expect((await call(app, 'DELETE', '/v1/me/calendar-feed', { token: ada.token })).status).to.equal(204);
  });

  it('answers 404 to keys that are malformed, of nobody, or of another account', async () => {
    for (const file of ['nope.ics', `${'A'.repeat(64)}.ics`, 'x'.repeat(64)]) {
      expect((await poll(`${app.url}/calendar/${file}`)).status, file).to.equal(404);
    }
    const bobs = (await issue(bob.token)).body.url as string;
    const key = /calendar\/(.+)\.ics$/.exec(bobs)![1]!;
    // Ada's account id with Bob's secret.
    const forged = Buffer.concat([Buffer.from(ada.userId.replace(/-/g, ''), 'hex'), Buffer.from(key, 'base64url').subarray(16)]).toString('base64url');
    expect((await poll(`${app.url}/calendar/${forged}.ics`)).status).to.equal(404);
    expect((await poll(bobs)).status).to.equal(200);
  });
});
