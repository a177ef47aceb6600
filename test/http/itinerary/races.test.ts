import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../support/app.js';
import { call, createItinerary, rome, streamOf, traveller, type Traveller } from './support.js';

describe('HTTP races', () => {
  let app: TestApp;
  let owner: Traveller;
  before(async () => {
    app = await startTestApp();
    owner = await traveller(app, { plan: 'pro' });
  });
  after(() => app.close());

  it('50 concurrent PATCHes with one If-Match: one 200, 49 x 412, one event appended', async () => {
    const { id } = await createItinerary(app, owner);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(app, 'PATCH', `/v1/itinerary/${id}`, { token: owner.token, headers: { 'If-Match': '"0"' }, body: { summary: `writer ${i}` } }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).to.have.length(1);
    expect(statuses.filter((s) => s === 412)).to.have.length(49);
    for (const lost of replies.filter((r) => r.status === 412)) expect(lost.body.currentRevision).to.equal(1);
    expect(await streamOf(app, id)).to.have.length(2);
  });

  it('20 concurrent retries of one Idempotency-Key: one write, the rest replays or 409 in progress', async () => {
    const { id } = await createItinerary(app, owner, { days: [{ id: 'd1', stops: [] }] });
    const key = randomUUID();
    const retries = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, 'POST', `/v1/itinerary/${id}/stops`, {
          token: owner.token,
          headers: { 'If-Match': '*', 'Idempotency-Key': key },
          body: { dayId: 'd1', name: 'Pantheon' },
        }),
      ),
    );
    const ok = retries.filter((r) => r.status === 200);
    expect(ok.filter((r) => r.headers.get('idempotent-replayed') === null)).to.have.length(1);
    expect(retries.every((r) => r.status === 200 || r.status === 409)).to.equal(true);
    expect(new Set(ok.map((r) => r.text)).size).to.equal(1);
    const events = await streamOf(app, id);
    expect(events.map((e) => e.type)).to.deep.equal(['ItineraryCreated', 'StopAdded']);
  });

  it('two identical concurrent creates: one 201, one 409 duplicateItinerary naming the winner', async () => {
    const body = rome({ destination: `Porto ${randomUUID()}` });
    const replies = await Promise.all([1, 2].map(() => call(app, 'POST', '/v1/itinerary', { token: owner.token, body })));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).to.deep.equal([201, 409]);
    const winner = replies.find((r) => r.status === 201)!;
    const loser = replies.find((r) => r.status === 409)!;
    expect(loser.body).to.include({ code: 'duplicateItinerary', existingId: winner.body.id });
  });
});
