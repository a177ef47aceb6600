import { expect } from 'chai';
import { GazetteerGeocoder } from '../../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';
import { NominatimGeocoder } from '../../../src/adapters/outbound/geocoding/nominatim-geocoder.js';
import { FindPlace, type FindPlaceDeps } from '../../../src/application/places/find-place.js';
import { domainFailure } from '../../support/domain-failure.js';
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.js';

const NEAR_PARIS_TEXAS = { latitude: 33.66, longitude: -95.55 };

describe('FindPlace', function () {
  this.timeout(20_000);
  const gazetteer = new GazetteerGeocoder();
  const offline = new FindPlace({ geocoder: gazetteer });

  describe('offline', () => {
    it('answers the namesakes, best first, with falling scores', async () => {
      const found = await offline.find({ name: 'Paris', limit: 4 });
      expect(found).to.have.length(4);
      expect(found[0]).to.deep.include({ name: 'Paris', kind: 'city', city: 'Paris', countryCode: 'FR', countryName: 'France' });
      expect(found.map((place) => place.countryCode)).to.include('US');
      for (let i = 1; i < found.length; i++) expect(found[i]!.score).to.be.at.most(found[i - 1]!.score);
    });

    it('puts the namesakes near a point, or in a city or country, first', async () => {
      expect((await offline.find({ name: 'Paris', near: NEAR_PARIS_TEXAS, limit: 1 }))[0]!.countryCode).to.equal('US');
      expect((await offline.find({ name: 'Paris', in: 'Canada', limit: 1 }))[0]!.countryCode).to.equal('CA');
      const [nearLosAngeles] = await offline.find({ name: 'Alhambra', in: 'Los Angeles', limit: 3 });
      expect(nearLosAngeles).to.deep.include({ kind: 'city', countryCode: 'US' });
    });

    it('answers one place once: a country and the city of its name at one spot', async () => {
      expect((await offline.find({ name: 'Singapore', limit: 5 })).map((place) => place.kind)).to.deep.equal(['country']);
    });

    it('answers nothing for an unknown name, and refuses an unknown destination or a request out of bounds', async () => {
      expect(await offline.find({ name: 'The Glorious Imaginary Museum of Nothing', limit: 5 })).to.deep.equal([]);
      expect((await domainFailure(offline.find({ name: 'Paris', in: 'Atlantis Nowhereland', limit: 5 }))).details.errors).to.deep.equal([
        { path: 'in', message: 'names no city or country we know' },
      ]);
      const bounds = await domainFailure(offline.find({ name: ' ', near: { latitude: 91, longitude: 0 }, limit: 11 }));
      expect((bounds.details.errors as Array<{ path: string }>).map((error) => error.path)).to.deep.equal(['name', 'near.latitude', 'limit']);
      expect(offline.asksOnline).to.equal(false);
    });
  });

  describe('with an online geocoder', () => {
    let geo: FixtureServer;
    let asked: string[];
    beforeEach(async () => {
      asked = [];
      // A Nominatim on loopback that knows one tavern in Lisbon.
      geo = await startFixtureServer();
      geo.route('/search', (req, res) => {
        const q = new URL(req.url!, geo.origin).searchParams.get('q')!;
        asked.push(q);
        const tavern = { lat: '38.7114', lon: '-9.1437', name: 'Tasca do Chico', importance: 0.2, addresstype: 'amenity', type: 'restaurant', address: { city: 'Lisbon', country: 'Portugal', country_code: 'pt' } };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(q === 'Tasca do Chico' ? [tavern, { ...tavern, lat: '38.7115' }] : []));
      });
    });
    afterEach(() => geo.close());

    const finder = (deps: Partial<FindPlaceDeps> = {}) =>
      new FindPlace({ geocoder: gazetteer, onlineGeocoder: new NominatimGeocoder({ baseUrl: geo.origin, userAgent: 'ItineraryTest/1.0', intervalMs: 0 }), ...deps });

    it('asks it only about names the gazetteer does not know, and merges its duplicates', async () => {
      const search = finder();
      expect(search.asksOnline).to.equal(true);
      expect(await search.find({ name: 'Tasca do Chico', in: 'Lisbon', limit: 5 })).to.deep.equal([
        {
          name: 'Tasca do Chico',
          kind: 'landmark',
          coordinate: { latitude: 38.7114, longitude: -9.1437 },
          city: 'Lisbon',
          countryCode: 'PT',
          countryName: 'Portugal',
          category: 'restaurant',
          score: 0.7,
        },
      ]);
      expect((await search.find({ name: 'Eiffel Tower', limit: 5 }))[0]).to.deep.include({ kind: 'landmark', city: 'Paris' });
      expect(asked).to.deep.equal(['Tasca do Chico']);
    });

    it('answers what it found offline when the geocoder fails, and reports the failure', async () => {
      geo.route('/search', (_req, res) => {
        res.writeHead(503);
        res.end();
      });
      const failures: unknown[] = [];
      const found = await finder({ onOnlineFailure: (error) => failures.push(error) }).find({ name: 'Tasca do Chico', limit: 5 });
      expect(found).to.deep.equal([]);
      expect(failures.map((error) => (error as Error).message)).to.deep.equal(['geocoder answered 503']);
    });

    it('stops waiting for a slow geocoder at its budget', async () => {
      // It knows the tavern, but answers ten budgets late: waiting for it would find the tavern. The budget's timer
      // is set first and due first, so it fires first however busy the host.
      geo.route('/search', (_req, res) => {
        setTimeout(() => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify([{ lat: '38.7114', lon: '-9.1437', name: 'Tasca do Chico', importance: 0.2, addresstype: 'amenity', type: 'restaurant', address: { city: 'Lisbon', country: 'Portugal', country_code: 'pt' } }]));
        }, 1_000);
      });
      expect(await finder({ onlineBudgetMs: 100 }).find({ name: 'Tasca do Chico', limit: 5 })).to.deep.equal([]);
    });
  });
});
