import { expect } from 'chai';
import type { GeocodeQuery, GeocodeResult, Geocoder } from '../../../src/application/ports/geocoder.port.js';
import type { PlaceMention } from '../../../src/application/ports/place-extractor.port.js';
import type { PageContext } from '../../../src/application/import/page-context.js';
import { resolvePlaces, type DroppedMention } from '../../../src/application/import/resolve-places.js';

const place = (kind: 'landmark' | 'city', matchedName: string, countryCode: string, latitude: number, longitude: number): GeocodeResult => ({
  coordinate: { latitude, longitude }, kind, matchedName, city: matchedName, countryCode, score: 0.95, approximate: false,
});

/** Names with far namesakes: a Seville square spelt as Rome's, the Grand Canyon, two Valencias. */
const KNOWN: Record<string, GeocodeResult> = {
  'Fontana de Trevi': place('landmark', 'Trevi Fountain', 'IT', 41.9009, 12.4833),
  'Plaza de España': place('landmark', 'Plaza de España', 'ES', 37.3772, -5.9869),
  Tivoli: place('city', 'Tivoli', 'IT', 41.9633, 12.7981),
  Windhoek: place('city', 'Windhoek', 'NA', -22.5594, 17.0832),
  'Grand Canyon': place('landmark', 'Grand Canyon South Rim', 'US', 36.0617, -112.1077),
  'La Lonja de la Seda': place('landmark', 'La Lonja de la Seda', 'ES', 39.4744, -0.3783),
  'Mercado Central': place('landmark', 'Mercado Central', 'ES', 39.4736, -0.3791),
  'Valencia Cathedral': place('landmark', 'Valencia Cathedral', 'ES', 39.4755, -0.3753),
  'San Diego': place('city', 'San Diego', 'US', 32.7157, -117.1611),
  Vienna: place('city', 'Vienna', 'AT', 48.2085, 16.3721),
};
const geocoder: Geocoder = {
  geocode: async (query: GeocodeQuery) => KNOWN[query.name],
  candidates: async (query: GeocodeQuery) => (KNOWN[query.name] ? [KNOWN[query.name]!] : []),
  reverse: async () => undefined,
};

const text = (name: string, cue: PlaceMention['cue'] = 'prose', extra: Partial<PlaceMention> = {}): PlaceMention => ({ name, evidence: 'text', cue, ...extra });
const heading = (name: string): PlaceMention => ({ name, evidence: 'article', cue: 'heading' });

async function resolve(mentions: PlaceMention[], context: PageContext): Promise<{ kept: string[]; dropped: DroppedMention[] }> {
  const dropped: DroppedMention[] = [];
  const places = await resolvePlaces(mentions, context, geocoder, dropped);
  return { kept: places.map((p) => p.name), dropped };
}
const reasonFor = (dropped: DroppedMention[], name: string): string | undefined => dropped.find((d) => d.name === name)?.reason;

describe('resolvePlaces: where the trip is', () => {
  it('given a Rome thread naming a sight whose namesake is in Spain, when resolved, then the trip stays in Rome and the namesake is refused', async () => {
    const rome: PageContext = { city: 'Rome', countryCode: 'IT', coordinate: { latitude: 41.8919, longitude: 12.5113 } };
    const { kept, dropped } = await resolve([text('Fontana de Trevi'), text('Plaza de España'), text('Tivoli', 'locative')], rome);
    expect(kept).to.deep.equal(['Fontana de Trevi', 'Tivoli']);
    expect(reasonFor(dropped, 'Plaza de España')).to.equal('a landmark far from the trip');
  });

  it('given a page about a country comparing its canyon with one abroad, when resolved, then its capital is a stop and the sight abroad is not', async () => {
    const namibia: PageContext = { countryCode: 'NA', countryName: 'Namibia', countryCenter: { latitude: -22.5594, longitude: 17.0832 } };
    const { kept, dropped } = await resolve([heading('Fish River Canyon'), text('Windhoek', 'locative'), text('Grand Canyon', 'locative')], namibia);
    expect(kept).to.deep.equal(['Fish River Canyon', 'Windhoek']);
    expect(reasonFor(dropped, 'Grand Canyon')).to.equal('a landmark far from the trip');
  });

  it("given a title town read as a far namesake and sights of another country's town of that name, when resolved, then the sights win", async () => {
    const valenciaVenezuela: PageContext = { city: 'Valencia', countryCode: 'VE', coordinate: { latitude: 10.162, longitude: -68.0077 } };
    const { kept } = await resolve([heading('La Lonja de la Seda'), heading('Mercado Central'), text('Valencia Cathedral')], valenciaVenezuela);
    expect(kept).to.deep.equal(['La Lonja de la Seda', 'Mercado Central', 'Valencia Cathedral']);
  });

  it("given a town's page listing a square with a name a far city bears, when resolved, then the name is one of its places; alone it is the far city", async () => {
    const cartagena: PageContext = { city: 'Cartagena', countryCode: 'CO', coordinate: { latitude: 10.3997, longitude: -75.5144 } };
    const listed = await resolve([text('plaza Fernández de Madrid', 'prose', { enumeration: 'favourites' }), text('San Diego', 'prose', { enumeration: 'favourites' })], cartagena);
    expect(listed.kept).to.have.members(['plaza Fernández de Madrid', 'San Diego']);
    const alone = await resolve([text('plaza Fernández de Madrid'), text('Vienna', 'prose', { enumeration: 'elsewhere' }), text('San Diego', 'prose', { enumeration: 'elsewhere' })], cartagena);
    expect(alone.kept).to.deep.equal(['plaza Fernández de Madrid']);
    expect(reasonFor(alone.dropped, 'San Diego')).to.equal('a city far from the trip');
  });
});
