import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../support/app.js';
import { call, createItinerary, streamOf, traveller, type Traveller } from '../http/itinerary/support.js';

describe('reliability under concurrency', function () {
  this.timeout(60_000);
  let app: TestApp;
  let owner: Traveller;
  before(async () => {
    app = await startTestApp();
    owner = await traveller(app, { plan: 'pro' });
  });
  after(() => app.close());

  it('200 concurrent PATCHes with one ETag: exactly one 200, 199 x 412, one event appended', async () => {
    const { id, etag } = await createItinerary(app, owner);
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(app, 'PATCH', `/v1/itinerary/${id}`, { token: owner.token, headers: { 'If-Match': etag }, body: { summary: `writer ${i}` } }),
      ),
    );
    const won = replies.filter((r) => r.status === 200);
    expect(won).to.have.length(1);
    expect(replies.filter((r) => r.status === 412)).to.have.length(199);
    for (const lost of replies.filter((r) => r.status === 412)) expect(lost.body).to.include({ code: 'itineraryModified', currentRevision: 1 });
    const events = await streamOf(app, id);
    expect(events.map((e) => e.type)).to.deep.equal(['ItineraryCreated', 'DetailsChanged']);
    expect(events[1]!.data).to.deep.equal({ changes: { summary: won[0]!.body.summary } });
  });

  it('50 concurrent retries of one Idempotency-Key: one write, the other 49 replays or 409 in progress', async () => {
    const { id } = await createItinerary(app, owner);
    const key = randomUUID();
    const retries = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(app, 'POST', `/v1/itinerary/${id}/packing`, {
          token: owner.token,
          headers: { 'If-Match': '*', 'Idempotency-Key': key },
          body: { name: 'Sun hat' },
        }),
      ),
    );
    const ok = retries.filter((r) => r.status === 200);
    const first = ok.filter((r) => r.headers.get('idempotent-replayed') === null);
    expect(first).to.have.length(1);
    const inProgress = retries.filter((r) => r.status === 409);
    expect(ok.length + inProgress.length).to.equal(50);
    for (const busy of inProgress) expect(busy.body.code).to.equal('idempotencyKeyInProgress');
    expect(new Set(ok.map((r) => r.text)).size, 'replays repeat the first response byte for byte').to.equal(1);
    const events = await streamOf(app, id);
    expect(events.map((e) => e.type)).to.deep.equal(['ItineraryCreated', 'PackingItemAdded']);
  });
});
