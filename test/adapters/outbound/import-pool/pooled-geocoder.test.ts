import { expect } from 'chai';
import { PooledGeocoder } from '../../../../src/adapters/outbound/import-pool/pooled-geocoder.js';
import { WorkerPool } from '../../../../src/adapters/outbound/import-pool/worker-pool.js';
import { silentLogger } from '../../../support/read-models.js';

const ENTRY = new URL('../../../../src/import-worker-main.ts', import.meta.url);

describe('PooledGeocoder', function () {
  // A thread's first look-up loads the cities.
  this.timeout(30_000);
  let pool: WorkerPool;
  let geocoder: PooledGeocoder;
  before(() => {
    pool = new WorkerPool({ name: 'gazetteer', entry: ENTRY, threads: 1, deadlineMs: 20_000, maxQueue: 8, maxOldGenerationSizeMb: 512 }, silentLogger);
    geocoder = new PooledGeocoder(pool);
  });
  after(() => pool.stop());

  it('answers candidates and single look-ups asked in one turn, each in its kind', async () => {
    const [candidates, single, town] = await Promise.all([
      geocoder.candidates({ name: 'Paris' }, 3),
      geocoder.geocode({ name: 'Eiffel Tower' }),
      geocoder.reverse({ latitude: 38.6916, longitude: -9.216 }),
    ]);
    expect(candidates.map((place) => place.matchedName)).to.deep.equal(['Paris', 'Paris', 'Paris']);
    expect(candidates[0]!.countryCode).to.equal('FR');
    expect(single).to.deep.include({ kind: 'landmark', city: 'Paris' });
    expect(town).to.deep.include({ city: 'Lisbon' });
  });

  it('remembers candidates per query and limit, and gives each caller its own copy', async () => {
    const first = await geocoder.candidates({ name: 'Paris', context: { countryCodes: ['US'] } }, 2);
    first[0]!.matchedName = 'changed by a caller';
    const again = await geocoder.candidates({ name: 'Paris', context: { countryCodes: ['US'] } }, 2);
    expect(again.map((place) => place.countryCode)).to.deep.equal(['US', 'US']);
    expect(again[0]!.matchedName).to.equal('Paris');
    expect(await geocoder.candidates({ name: 'Paris', context: { countryCodes: ['US'] } }, 1)).to.have.length(1);
  });
});
