import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../../support/app.js';
import { addMember, call, createItinerary, expectProblem, traveller, type Traveller } from './support.js';

/**
 * GET of one item at the URL its writes share (and the POST that adds it names in Location): the item
 * exactly as GET /v1/itinerary/{id} shows it to the caller, with the itinerary's ETag.
 */
describe('HTTP GET of one item: day, stop, packing item, expense, flight, hotel', () => {
  let app: TestApp;
  let pro: Traveller;
  let free: Traveller;
  let stranger: Traveller;
  before(async () => {
    app = await startTestApp();
    [pro, free, stranger] = await Promise.all([traveller(app, { plan: 'pro' }), traveller(app), traveller(app)]);
  });
  after(() => app.close());

  /** An itinerary of `pro` with one of each item; `free` is a viewer. */
  async function seeded(): Promise<string> {
    const { id } = await createItinerary(app, pro, {
      days: [{ id: 'd1', title: 'Ancient Rome', stops: [{ id: 's1', name: 'Forum', durationMinutes: 60 }] }],
      packing: [{ id: 'p1', name: 'Hat', isPacked: false }],
      expenses: [{ id: 'e1', title: 'Museum', amount: 20, currency: 'EUR' }],
      flights: [{ id: 'f1', flightNumber: 'AZ 611', from: 'JFK', to: 'FCO' }],
      hotels: [{ id: 'h1', name: 'Artemide', checkIn: '2025-05-01' }],
    });
    await addMember(app, id, pro, free, 'viewer');
    return id;
  }

  const ITEMS = [
    ['day', 'd1', (it: any) => it.days[0]],
    ['stop', 's1', (it: any) => it.days[0].stops[0]],
    ['packing', 'p1', (it: any) => it.packing[0]],
    ['expense', 'e1', (it: any) => it.expenses[0]],
    ['flight', 'f1', (it: any) => it.flights[0]],
    ['hotel', 'h1', (it: any) => it.hotels[0]],
  ] as const;

  it("answers each item as the itinerary shows it, with the itinerary's ETag; HEAD too", async () => {
    const id = await seeded();
    const whole = await call(app, 'GET', `/v1/itinerary/${id}`, { token: pro.token });
    for (const [kind, itemId, pick] of ITEMS) {
      const reply = await call(app, 'GET', `/v1/itinerary/${id}/${kind}/${itemId}`, { token: pro.token });
      expect(reply.status, `${kind}: ${reply.text}`).to.equal(200);
      expect(reply.body, kind).to.deep.equal(pick(whole.body));
      expect(reply.headers.get('etag'), kind).to.equal(whole.headers.get('etag'));
      expect(reply.headers.get('cache-control'), kind).to.equal('no-store');
      const head = await fetch(`${app.url}/v1/itinerary/${id}/${kind}/${itemId}`, {
        method: 'HEAD',
        headers: { Authorization: `Bearer ${pro.token}` },
      });
      expect(head.status, `HEAD ${kind}`).to.equal(200);
    }
  });

  it('404 for an unknown item, an unknown or unseen itinerary; 400 for an itinerary id that is not a UUID', async () => {
    const id = await seeded();
    for (const [kind, itemId] of ITEMS) {
      const unknown = await call(app, 'GET', `/v1/itinerary/${id}/${kind}/nope`, { token: pro.token });
      expectProblem(unknown, 404, 'notFound');
      expect(unknown.body.detail, kind).to.match(/"nope" not found/);
      expectProblem(await call(app, 'GET', `/v1/itinerary/${id}/${kind}/${itemId}`, { token: stranger.token }), 404, 'notFound');
      expectProblem(await call(app, 'GET', `/v1/itinerary/${randomUUID()}/${kind}/${itemId}`, { token: pro.token }), 404, 'notFound');
      expectProblem(await call(app, 'GET', `/v1/itinerary/nope/${kind}/${itemId}`, { token: pro.token }), 400, 'validationFailed');
      expectProblem(await call(app, 'GET', `/v1/itinerary/${id}/${kind}/${itemId}`), 401, 'unauthorized');
    }
  });

  it('packing items and expenses are Pro: 402 for a member without it (the itinerary leaves them out for them)', async () => {
    const id = await seeded();
    for (const kind of ['packing', 'expense']) {
      expectProblem(await call(app, 'GET', `/v1/itinerary/${id}/${kind}/p1`, { token: free.token }), 402, 'subscriptionRequired');
    }
    expect((await call(app, 'GET', `/v1/itinerary/${id}/flight/f1`, { token: free.token })).status).to.equal(200);
  });

  it("the POST that adds an item names it in Location (200 with the itinerary), and that URL answers GET", async () => {
    const id = await seeded();
    const adds = [
      ['stops', { dayId: 'd1', name: 'Pantheon' }, 'stop', (it: any) => it.days[0].stops],
      ['packing', { name: 'Sunscreen' }, 'packing', (it: any) => it.packing],
      ['expenses', { title: 'Gelato', amount: 4.5, currency: 'EUR' }, 'expense', (it: any) => it.expenses],
      ['flights', { id: 'f2', flightNumber: 'AZ 610' }, 'flight', (it: any) => it.flights],
      ['hotels', { name: 'Locarno' }, 'hotel', (it: any) => it.hotels],
    ] as const;
    let revision = 1;
    for (const [collection, body, kind, items] of adds) {
      const added = await call(app, 'POST', `/v1/itinerary/${id}/${collection}`, {
        token: pro.token,
        body,
        headers: { 'If-Match': `"${revision++}"` },
      });
      expect(added.status, added.text).to.equal(200);
      const location = added.headers.get('location')!;
      expect(location, kind).to.match(new RegExp(`^${app.url}/v1/itinerary/${id}/${kind}/[^/]+$`));
      const newest = items(added.body).at(-1);
      expect(location.split('/').at(-1), kind).to.equal(encodeURIComponent(newest.id));
      const got = await call(app, 'GET', location.slice(app.url.length), { token: pro.token });
      expect(got.status, `${kind}: ${got.text}`).to.equal(200);
      expect(got.body, kind).to.deep.equal(newest);
      expect(got.headers.get('etag')).to.equal(added.headers.get('etag'));
    }
    expect((await call(app, 'GET', `/v1/itinerary/${id}/flight/f2`, { token: pro.token })).body.id, 'a sent id is kept').to.equal('f2');
  });

  it('a day shows its photo URL as the itinerary does', async () => {
    const id = await seeded();
    const put = await call(app, 'PUT', `/v1/itinerary/${id}/day/d1/image`, { token: pro.token, headers: { 'If-Match': '"1"' } });
    expect(put.status, put.text).to.equal(200);
    const day = await call(app, 'GET', `/v1/itinerary/${id}/day/d1`, { token: free.token });
    expect(day.body.imageURL).to.equal(put.body.days[0].imageURL).and.to.match(/\/media\//);
  });
});
