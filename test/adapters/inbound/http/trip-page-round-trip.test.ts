import { expect } from 'chai';
import { freePort, startTestApp, type TestApp } from '../../../support/app.js';
import { createUser, issueToken } from '../../../support/auth.js';
import { call, createItinerary } from './itinerary/support.js';

const place = (name: string, latitude: number, longitude: number, category: string) => ({
  name,
  category,
  address: `${name}, Lisbon, Portugal`,
  coordinate: { latitude, longitude },
});

/** Four days of Lisbon, every stop a different place (the import merges a place named twice). */
const LISBON = {
  title: 'Four days in Lisbon',
  destination: 'Lisbon',
  summary: 'Trams, tiles and custard tarts.',
  center: { latitude: 38.7223, longitude: -9.1393 },
  startDate: '2025-09-10',
  days: [
    { title: 'Alfama', stops: [place('São Jorge Castle', 38.7139, -9.1335, 'castle'), place('Lisbon Cathedral', 38.7099, -9.1332, 'church'), place('Miradouro de Santa Luzia', 38.7117, -9.1302, 'viewpoint')] },
    { title: 'Belém', stops: [place('Jerónimos Monastery', 38.6979, -9.2068, 'monastery'), place('Belém Tower', 38.6916, -9.216, 'landmark'), place('Pastéis de Belém', 38.6975, -9.2032, 'bakery')] },
    { title: 'Baixa and Chiado', stops: [place('Praça do Comércio', 38.7075, -9.1364, 'square'), place('Santa Justa Lift', 38.7121, -9.1394, 'landmark'), place('Livraria Bertrand', 38.7107, -9.1418, 'shop')] },
    { title: 'Sintra', stops: [place('Pena Palace', 38.7876, -9.3906, 'palace'), place('Quinta da Regaleira', 38.7963, -9.3961, 'garden'), place('Moorish Castle', 38.7925, -9.389, 'castle')] },
  ].map((day, d) => ({ id: `day-${d + 1}`, ...day, stops: day.stops.map((stop, s) => ({ id: `stop-${d + 1}-${s + 1}`, startTime: `${9 + 2 * s}:00`, ...stop })) })),
};

/**
 * The round trip: a trip page imported through from-link gives back its days and stops. The page is
 * fetched from the app itself, over loopback, which IMPORT_ALLOWED_HOSTS lets through for this test
 * (as link-import.test.ts does for its fixture server).
 */
describe('trip page round trip: importing BASE_URL/t/{id} through from-link', function () {
  // The offline gazetteer loads once per process (about 2 s) on the first fresh read.
  this.timeout(90_000);
  let app: TestApp;

  before(async () => {
    const port = await freePort();
    // A generous extraction deadline: the first task also starts the extraction thread (tsx in tests).
    app = await startTestApp({ PORT: String(port), IMPORT_ALLOWED_HOSTS: `127.0.0.1:${port}`, IMPORT_EXTRACTION_DEADLINE_MS: '30000' });
  });
  after(() => app?.close());

  it('reproduces the days (titles) and the stops (names, order, coordinates, addresses) of the page', async () => {
    const { userId } = await createUser(app, { plan: 'pro', aiImportsConsent: true, displayName: 'Olivia' });
    const token = await issueToken(app, { userId });
    const original = await createItinerary(app, { userId, token }, LISBON);
    const shared = await call(app, 'PUT', `/v1/itinerary/${original.id}/visibility`, { token, body: { visibility: 'unlisted' }, headers: { 'If-Match': original.etag } });
    expect(shared.status, shared.text).to.equal(200);

    const imported = await call(app, 'POST', '/v1/itinerary/from-link', { token, body: { url: `${app.url}/t/${original.id}`, allowDuplicate: true } });
    expect(imported.status, imported.text).to.equal(201);
    const copy = imported.body.itinerary;
    const source = original.body;
    expect(copy.title).to.equal(source.title);
    expect(copy.days).to.have.length(source.days.length);
    copy.days.forEach((day: any, d: number) => {
      const expected = source.days[d];
      expect(day.title, `day ${d + 1}`).to.equal(expected.title);
      expect(day.stops.map((s: any) => s.name), `day ${d + 1}`).to.deep.equal(expected.stops.map((s: any) => s.name));
      day.stops.forEach((stop: any, s: number) => {
        expect(stop.coordinate, `${stop.name}`).to.deep.equal(expected.stops[s].coordinate);
        expect(stop.address, `${stop.name}`).to.equal(expected.stops[s].address);
      });
    });
  });
});
