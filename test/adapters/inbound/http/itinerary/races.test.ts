import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../../support/app.js';
import { raceRetriesOfOneKey, racePatchesOnOneETag } from './races.js';
import { call, rome, traveller, type Traveller } from './support.js';

describe('HTTP races', () => {
  let app: TestApp;
  let owner: Traveller;
  before(async () => {
    app = await startTestApp();
    owner = await traveller(app, { plan: 'pro' });
  });
  after(() => app.close());

  it('50 concurrent PATCHes with one If-Match: one 200, 49 x 412, one event appended', () => racePatchesOnOneETag(app, owner, 50));

  it('20 concurrent retries of one Idempotency-Key: one write, the rest replays or 409 in progress', () =>
    raceRetriesOfOneKey(app, owner, 20, {
      itinerary: { days: [{ id: 'd1', stops: [] }] },
      path: (id) => `/v1/itinerary/${id}/stops`,
      body: { dayId: 'd1', name: 'Pantheon' },
      event: 'StopAdded',
    }));

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
