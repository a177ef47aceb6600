import { expect } from 'chai';
import { pageRegion, placeOnline } from '../../../src/application/import/place-online.js';
import type { ResolvedPlace } from '../../../src/application/import/resolve-places.js';
import type { GeocodeQuery, GeocodeResult, Geocoder } from '../../../src/application/ports/geocoder.port.js';

const LISBON = { latitude: 38.7223, longitude: -9.1393 };

const placed = (name: string, order: number, latitude: number, longitude: number): ResolvedPlace => ({
  name,
  order,
  evidence: 'jsonld',
  coordinate: { latitude, longitude },
  city: 'Lisbon',
  countryCode: 'PT',
});
const unplaced = (name: string, order: number): ResolvedPlace => ({ name, order, evidence: 'article', cue: 'heading' });

const answer = (latitude: number, longitude: number, extra: Partial<GeocodeResult> = {}): GeocodeResult => ({
  coordinate: { latitude, longitude },
  kind: 'landmark',
  matchedName: 'the geocoder\'s name',
  city: 'Lisbon',
  countryCode: 'PT',
  countryName: 'Portugal',
  category: 'restaurant',
  score: 0.7,
  approximate: false,
  ...extra,
});

/** A geocoder answering from a table and recording what it was asked: the first `answering` questions at once, the later ones never. */
function fakeGeocoder(answers: Record<string, GeocodeResult>, answering = Infinity): Geocoder & { asked: GeocodeQuery[] } {
  const asked: GeocodeQuery[] = [];
  return {
    asked,
    geocode: async (query) => {
      asked.push(query);
      if (asked.length > answering) await new Promise(() => undefined);
      return answers[query.name];
    },
    // placeOnline takes one answer per name: it never asks for candidates.
    candidates: async () => [],
    reverse: async () => undefined,
  };
}

const PAGE = [
  placed('Belém Tower', 0, 38.6916, -9.216),
  unplaced('Tasca do Chico', 1),
  placed('São Jorge Castle', 2, 38.7139, -9.1335),
  unplaced('Cervejaria Ramiro', 3),
  placed('Jerónimos Monastery', 4, 38.6979, -9.2068),
];

describe('placeOnline', () => {
  it('places the unplaced stops near the trip, keeping the page\'s names, and leaves the others as they were', async () => {
    const geocoder = fakeGeocoder({ 'Tasca do Chico': answer(38.7114, -9.1437), 'Cervejaria Ramiro': answer(38.7206, -9.1356, { category: 'seafood' }) });
    const places = await placeOnline(PAGE, { city: 'Lisbon', countryCode: 'PT', coordinate: LISBON }, geocoder);
    expect(places.map((place) => place.name)).to.deep.equal(PAGE.map((place) => place.name));
    expect(places[1]).to.deep.include({ name: 'Tasca do Chico', coordinate: { latitude: 38.7114, longitude: -9.1437 }, city: 'Lisbon', countryCode: 'PT', countryName: 'Portugal', category: 'restaurant' });
    expect(places[3]!.category).to.equal('seafood');
    expect(places[0]).to.equal(PAGE[0]);
    expect(geocoder.asked.map((query) => query.name)).to.deep.equal(['Tasca do Chico', 'Cervejaria Ramiro']);
  });

  it('biases each query to the trip\'s cluster and country, and never sends a partial phrase', async () => {
    const geocoder = fakeGeocoder({});
    await placeOnline([...PAGE, unplaced('Sunset at the Miradouro da Graça', 5)], { countryCode: 'PT' }, geocoder);
    expect(geocoder.asked).to.have.length(3);
    for (const query of geocoder.asked) {
      expect(query.partial).to.equal(false);
      expect(query.context!.countryCodes).to.deep.equal(['PT']);
      // The median of the placed stops, not the page's title city.
      expect(query.context!.near).to.deep.equal({ latitude: 38.6979, longitude: -9.2068 });
    }
    expect(geocoder.asked.map((query) => query.name)).to.include('Sunset at the Miradouro da Graça');
  });

  it('refuses answers far from the trip, countries and addresses: unplaced beats misplaced', async () => {
    const geocoder = fakeGeocoder({
      'Tasca do Chico': answer(-23.55, -46.63, { city: 'São Paulo', countryCode: 'BR' }),
      'Cervejaria Ramiro': answer(38.72, -9.14, { kind: 'address' }),
    });
    const places = await placeOnline(PAGE, { countryCode: 'PT', coordinate: LISBON }, geocoder);
    expect(places[1]).to.equal(PAGE[1]);
    expect(places[3]).to.equal(PAGE[3]);
  });

  it('judges by country when the page gives no coordinate, and asks nothing when it gives no region at all', async () => {
    const stops = [unplaced('Tasca do Chico', 0), unplaced('Casa Pereira', 1)];
    const answers = { 'Tasca do Chico': answer(38.7114, -9.1437), 'Casa Pereira': answer(41.15, -8.61, { countryCode: 'ES' }) };
    const byCountry = await placeOnline(stops, { countryCode: 'PT' }, fakeGeocoder(answers));
    expect(byCountry.map((place) => Boolean(place.coordinate))).to.deep.equal([true, false]);
    expect(pageRegion(stops, { countryCode: 'PT' })).to.deep.equal({ near: undefined, countryCode: 'PT' });
    const nowhere = fakeGeocoder(answers);
    expect(await placeOnline(stops, {}, nowhere)).to.deep.equal(stops);
    expect(nowhere.asked).to.deep.equal([]);
  });

  it('asks for at most the first N unplaced stops, in page order', async () => {
    const many = [placed('Belém Tower', 0, 38.6916, -9.216), ...Array.from({ length: 20 }, (_, i) => unplaced(`Tasca ${i + 1}`, i + 1))];
    const geocoder = fakeGeocoder({});
    await placeOnline(many, { coordinate: LISBON }, geocoder, { maxLookups: 12 });
    expect(geocoder.asked.map((query) => query.name)).to.deep.equal(Array.from({ length: 12 }, (_, i) => `Tasca ${i + 1}`));
  });

  it('stops at the time budget, keeping what it placed so far', async () => {
    const stops = Array.from({ length: 10 }, (_, i) => unplaced(`Tasca ${i + 1}`, i));
    const answers = Object.fromEntries(stops.map((stop) => [stop.name, answer(38.71, -9.14)]));
    // The first two answer at once, the third never: only the budget ends the wait, however busy the host.
    const geocoder = fakeGeocoder(answers, 2);
    const places = await placeOnline(stops, { coordinate: LISBON }, geocoder, { budgetMs: 100 });
    expect(geocoder.asked.map((query) => query.name)).to.deep.equal(['Tasca 1', 'Tasca 2', 'Tasca 3']);
    expect(places.map((place) => Boolean(place.coordinate))).to.deep.equal([true, true, ...Array(8).fill(false)]);
  });

  it('stops asking at the read\'s own cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    const geocoder = fakeGeocoder({});
    await placeOnline(PAGE, { coordinate: LISBON }, geocoder, { signal: controller.signal });
    expect(geocoder.asked).to.deep.equal([]);
  });

  it('reports a failing geocoder once and stops asking it', async () => {
    const failures: unknown[] = [];
    let calls = 0;
    const failing: Geocoder = {
      geocode: async () => {
        calls++;
        throw new Error('geocoder answered 503');
      },
      candidates: async () => [],
      reverse: async () => undefined,
    };
    const places = await placeOnline(PAGE, { coordinate: LISBON }, failing, { onFailure: (error) => failures.push(error) });
    expect(places).to.deep.equal(PAGE);
    expect(calls).to.equal(1);
    expect(failures.map((error) => (error as Error).message)).to.deep.equal(['geocoder answered 503']);
  });
});
