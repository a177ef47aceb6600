import { raceRetriesOfOneKey, racePatchesOnOneETag } from '../adapters/inbound/http/itinerary/races.js';
import { traveller, type Traveller } from '../adapters/inbound/http/itinerary/support.js';
import { startTestApp, type TestApp } from '../support/app.js';

describe('reliability under concurrency', function () {
  this.timeout(60_000);
  let app: TestApp;
  let owner: Traveller;
  before(async () => {
    app = await startTestApp();
    owner = await traveller(app, { plan: 'pro' });
  });
  after(() => app.close());

  it('200 concurrent PATCHes with one ETag: exactly one 200, 199 x 412, one event appended', () => racePatchesOnOneETag(app, owner, 200));

  it('50 concurrent retries of one Idempotency-Key: one write, the other 49 replays or 409 in progress', () =>
    raceRetriesOfOneKey(app, owner, 50, {
      path: (id) => `/v1/itinerary/${id}/packing`,
      body: { name: 'Sun hat' },
      event: 'PackingItemAdded',
    }));
});
