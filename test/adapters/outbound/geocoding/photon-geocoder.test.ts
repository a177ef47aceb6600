import { expect } from 'chai';
import { PhotonGeocoder } from '../../../../src/adapters/outbound/geocoding/photon-geocoder.js';
import { startFixtureServer, type FixtureServer } from '../../../support/fixture-server.js';
import { limiterClock } from '../../../support/limiter-clock.js';

const feature = (lon: number, lat: number, properties: Record<string, string>) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [lon, lat] }, properties });

/** Photon ranks by fame and text: the Brazilian namesake first, then the Lisbon tavern. */
const TASCA = [
  feature(-46.63, -23.55, { name: 'Tasca do Chico', osm_key: 'amenity', osm_value: 'bar', type: 'house', city: 'São Paulo', country: 'Brazil', countrycode: 'BR' }),
  feature(-9.1437, 38.7114, { name: 'Tasca do Chico', osm_key: 'amenity', osm_value: 'bar', type: 'house', city: 'Lisbon', country: 'Portugal', countrycode: 'PT' }),
];

describe('PhotonGeocoder', () => {
  let server: FixtureServer;
  let searched: URLSearchParams[];
  beforeEach(async () => {
    searched = [];
    server = await startFixtureServer();
    server.route('/api', (req, res) => {
      searched.push(new URL(req.url!, server.origin).searchParams);
      const q = searched.at(-1)!.get('q');
      res.writeHead(200, { 'content-type': 'application/json' });
      const features = q === 'Tasca do Chico' ? TASCA : q === 'Sintra' ? [feature(-9.3817, 38.7979, { name: 'Sintra', osm_key: 'place', osm_value: 'town', type: 'city', country: 'Portugal', countrycode: 'PT' })] : [];
      res.end(JSON.stringify({ type: 'FeatureCollection', features: [...features, { type: 'Feature', geometry: { coordinates: ['x'] }, properties: {} }] }));
    });
    server.route('/reverse', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'FeatureCollection', features: [feature(-9.14, 38.72, { name: 'Rua Augusta', osm_key: 'highway', osm_value: 'pedestrian', type: 'street', city: 'Lisbon', country: 'Portugal', countrycode: 'PT' })] }));
    });
  });
  afterEach(() => server.close());

  const geocoder = (clock = limiterClock(), intervalMs?: number): PhotonGeocoder =>
    new PhotonGeocoder({ baseUrl: `${server.origin}/`, userAgent: 'ItineraryTest/1.0', language: 'en', clock, intervalMs });

  it('finds a place and maps the GeoJSON answer, skipping invalid features', async () => {
    const found = await geocoder().geocode({ name: 'Sintra' });
    expect(found).to.deep.include({ kind: 'city', matchedName: 'Sintra', city: 'Sintra', countryCode: 'PT', countryName: 'Portugal', approximate: false });
    expect(found!.coordinate).to.deep.equal({ latitude: 38.7979, longitude: -9.3817 });
    expect(searched[0]!.get('lang')).to.equal('en');
    expect(server.requests[0]!['user-agent']).to.equal('ItineraryTest/1.0');
  });

  it('sends the page\'s region as location bias and chooses the answer there, not the first namesake', async () => {
    const found = await geocoder().geocode({ name: 'Tasca do Chico', context: { near: { latitude: 38.72, longitude: -9.14 } } });
    expect(searched[0]!.get('lat')).to.equal('38.72000');
    expect(searched[0]!.get('lon')).to.equal('-9.14000');
    expect(searched[0]!.has('bbox')).to.equal(false);
    expect(found).to.deep.include({ kind: 'landmark', city: 'Lisbon', countryCode: 'PT', category: 'bar' });
  });

  it('keeps to the page\'s countries, and answers as ranked without a region', async () => {
    expect(await geocoder().geocode({ name: 'Tasca do Chico', context: { countryCodes: ['pt'] } })).to.deep.include({ city: 'Lisbon' });
    expect(await geocoder().geocode({ name: 'Tasca do Chico' })).to.deep.include({ city: 'São Paulo' });
    expect(await geocoder().geocode({ name: 'Tasca do Chico', context: { countryCodes: ['ES'] } })).to.equal(undefined);
    expect(searched.every((params) => !params.has('lat'))).to.equal(true);
  });

  it('lists candidates with those inside the region first, then the others in Photon\'s order', async () => {
    const near = { latitude: 38.72, longitude: -9.14 };
    const found = await geocoder().candidates({ name: 'Tasca do Chico', context: { near } }, 10);
    expect(found.map((place) => place.city)).to.deep.equal(['Lisbon', 'São Paulo']);
    expect(searched[0]!.get('limit')).to.equal('10');
    expect(await geocoder().candidates({ name: 'Tasca do Chico', context: { near } }, 1)).to.have.length(1);
    expect(searched[1]!.get('limit')).to.equal('5');
  });

  it('reverse-geocodes a coordinate', async () => {
    const found = await geocoder().reverse({ latitude: 38.72, longitude: -9.14 });
    expect(found).to.deep.include({ city: 'Lisbon', countryCode: 'PT' });
    expect(server.hits).to.deep.equal(['/reverse']);
  });

  it('caches answers, misses included, and never sends partial phrases', async () => {
    const g = geocoder();
    await g.geocode({ name: 'Sintra' });
    await g.geocode({ name: 'Sintra' });
    expect(await g.geocode({ name: 'Nowhere Special' })).to.equal(undefined);
    expect(await g.geocode({ name: 'Nowhere Special' })).to.equal(undefined);
    expect(await g.geocode({ name: 'Sunset at Sintra', partial: true })).to.equal(undefined);
    expect(server.hits).to.deep.equal(['/api', '/api']);
  });

  it('keeps the configured pace between requests', async () => {
    const clock = limiterClock();
    const g = geocoder(clock, 250);
    await Promise.all([g.geocode({ name: 'A' }), g.geocode({ name: 'B' }), g.geocode({ name: 'C' })]);
    expect(server.hits).to.have.length(3);
    expect(clock.slept).to.have.length(2);
    for (const ms of clock.slept) expect(ms).to.be.within(249, 250);
  });

  it('fails on an error status, and does not cache the failure', async () => {
    server.route('/api', (_req, res) => {
      res.writeHead(503);
      res.end();
    });
    const g = geocoder();
    for (let i = 0; i < 2; i++) {
      try {
        await g.geocode({ name: 'Sintra' });
        expect.fail('expected a failure');
      } catch (error) {
        expect((error as Error).message).to.equal('geocoder answered 503');
      }
    }
    expect(server.hits).to.have.length(2);
  });
});
