import { expect } from 'chai';
import { NominatimGeocoder } from '../../../../src/adapters/outbound/geocoding/nominatim-geocoder.js';
import { RateLimiter } from '../../../../src/adapters/outbound/geocoding/rate-limiter.js';
import { startFixtureServer, type FixtureServer } from '../../../support/fixture-server.js';
import { limiterClock } from '../../../support/limiter-clock.js';

describe('NominatimGeocoder', () => {
  let server: FixtureServer;
  let searched: URLSearchParams[];
  beforeEach(async () => {
    searched = [];
    server = await startFixtureServer();
    server.route('/search', (req, res) => {
      searched.push(new URL(req.url!, server.origin).searchParams);
      const q = searched.at(-1)!.get('q');
      res.writeHead(200, { 'content-type': 'application/json' });
      if (q?.startsWith('Cervejaria Ramiro')) {
        res.end(JSON.stringify([{ lat: '38.7206', lon: '-9.1356', name: 'Cervejaria Ramiro', importance: 0.2, addresstype: 'amenity', type: 'restaurant', address: { city: 'Lisboa', country: 'Portugal', country_code: 'pt' } }]));
      } else res.end('[]');
    });
    server.route('/reverse', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ lat: '38.72', lon: '-9.14', name: 'Lisboa', addresstype: 'city', address: { city: 'Lisboa', country: 'Portugal', country_code: 'pt' } }));
    });
  });
  afterEach(() => server.close());

  const geocoder = (clock = limiterClock()): NominatimGeocoder =>
    new NominatimGeocoder({ baseUrl: server.origin, userAgent: 'ItineraryTest/1.0', clock });

  it('finds a place and maps the answer', async () => {
    const found = await geocoder().geocode({ name: 'Cervejaria Ramiro', locality: 'Lisbon' });
    expect(found).to.deep.include({ kind: 'landmark', matchedName: 'Cervejaria Ramiro', city: 'Lisboa', countryCode: 'PT', category: 'restaurant', approximate: false });
    expect(found!.coordinate).to.deep.equal({ latitude: 38.7206, longitude: -9.1356 });
    expect(server.requests[0]!['user-agent']).to.equal('ItineraryTest/1.0');
  });

  it('lists candidates in Nominatim\'s order, asking for as many as wanted', async () => {
    const found = await geocoder().candidates({ name: 'Cervejaria Ramiro' }, 7);
    expect(found.map((place) => place.city)).to.deep.equal(['Lisboa']);
    expect(searched[0]!.get('limit')).to.equal('7');
    expect(await geocoder().candidates({ name: 'Cervejaria Ramiro' }, 0)).to.deep.equal([]);
    expect(server.hits).to.have.length(1);
  });

  it('reverse-geocodes a coordinate to its town', async () => {
    const found = await geocoder().reverse({ latitude: 38.72, longitude: -9.14 });
    expect(found).to.deep.include({ kind: 'city', city: 'Lisboa', countryCode: 'PT' });
  });

  it('caches answers, misses included', async () => {
    const g = geocoder();
    await g.geocode({ name: 'Cervejaria Ramiro' });
    await g.geocode({ name: 'Cervejaria Ramiro' });
    expect(await g.geocode({ name: 'Nowhere Special' })).to.equal(undefined);
    expect(await g.geocode({ name: 'Nowhere Special' })).to.equal(undefined);
    expect(server.hits).to.deep.equal(['/search', '/search']);
  });

  it('biases a search to the page\'s region: a box of about 100 km around it, preferred not required, and its country', async () => {
    await geocoder().geocode({ name: 'Cervejaria Ramiro', context: { near: { latitude: 38.72, longitude: -9.14 }, countryCodes: ['PT'] } });
    const params = searched[0]!;
    expect(params.get('bounded')).to.equal('0');
    expect(params.get('countrycodes')).to.equal('pt');
    const [west, south, east, north] = params.get('viewbox')!.split(',').map(Number);
    expect(north! - south!).to.be.within(0.85, 0.95);
    expect(east! - west!).to.be.within(1.1, 1.2);
    expect((west! + east!) / 2).to.be.closeTo(-9.14, 1e-4);
    expect((south! + north!) / 2).to.be.closeTo(38.72, 1e-4);
  });

  it('sends no bias when the page gives no region', async () => {
    await geocoder().geocode({ name: 'Cervejaria Ramiro' });
    expect([...searched[0]!.keys()].sort()).to.deep.equal(['addressdetails', 'format', 'limit', 'q']);
  });

  it('does not send partial phrases', async () => {
    expect(await geocoder().geocode({ name: 'Sunset at Park Güell', partial: true })).to.equal(undefined);
    expect(server.hits).to.deep.equal([]);
  });

  it('waits a second between requests', async () => {
    const clock = limiterClock();
    const g = geocoder(clock);
    await Promise.all([g.geocode({ name: 'A' }), g.geocode({ name: 'B' }), g.geocode({ name: 'C' })]);
    expect(server.hits).to.have.length(3);
    expect(clock.slept).to.have.length(2);
    for (const ms of clock.slept) expect(ms).to.be.at.least(999);
  });
});

describe('RateLimiter', () => {
  it('runs tasks in order, spaced by the interval, and survives a failing task', async () => {
    const clock = limiterClock();
    const limiter = new RateLimiter(1000, clock);
    const started: number[] = [];
    const task = (fail: boolean) => async () => {
      started.push(clock.now());
      if (fail) throw new Error('boom');
      return started.length;
    };
    const results = await Promise.allSettled([limiter.schedule(task(false)), limiter.schedule(task(true)), limiter.schedule(task(false))]);
    expect(results.map((r) => r.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
    expect(started[1]! - started[0]!).to.equal(1000);
    expect(started[2]! - started[1]!).to.equal(1000);
  });
});
