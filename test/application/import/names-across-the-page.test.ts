import { expect } from 'chai';
import type { GeocodeQuery, GeocodeResult, Geocoder } from '../../../src/application/ports/geocoder.port.js';
import type { PlaceMention } from '../../../src/application/ports/place-extractor.port.js';
import type { PageContext } from '../../../src/application/import/page-context.js';
import { resolvePlaces, type DroppedMention } from '../../../src/application/import/resolve-places.js';

/**
 * What one mention says of another on the same page: names said together, other names in brackets,
 * a heading that groups a list, a place the page set out from, a town after a name.
 */
const LISBON = { latitude: 38.7167, longitude: -9.1333 };
const sight = (matchedName: string, latitude: number, longitude: number): GeocodeResult => ({
  coordinate: { latitude, longitude }, kind: 'landmark', matchedName, city: 'Lisbon', countryCode: 'PT', score: 0.95, approximate: false,
});
const town = (matchedName: string, latitude: number, longitude: number): GeocodeResult => ({
  coordinate: { latitude, longitude }, kind: 'city', matchedName, city: matchedName, countryCode: 'PT', score: 0.9, approximate: false,
});
const KNOWN: Record<string, GeocodeResult> = {
  'LX Factory': sight('LX Factory', 38.7033, -9.1785),
  'Torre de Belém': sight('Belém Tower', 38.6916, -9.216),
  'Castelo de São Jorge': sight('São Jorge Castle', 38.7139, -9.1335),
  'Castelo Lisboa Vista': sight('Castelo Lisboa Vista', 38.714, -9.133),
  Alfama: sight('Alfama', 38.7118, -9.13),
  ALFAMA: sight('Alfama', 38.7118, -9.13),
  Sintra: town('Sintra', 38.8029, -9.3817),
  Cascais: town('Cascais', 38.6979, -9.4215),
  'Palácio da Pena': { ...sight('Pena Palace', 38.7876, -9.3906), city: 'Sintra' },
  'Le Musée du Fado': { ...sight('Museu do Fado', 38.7111, -9.1278), matchedWords: 'musee du fado' },
  Porto: town('Porto', 41.1496, -8.611),
  Lisboa: town('Lisbon', LISBON.latitude, LISBON.longitude),
};
const geocoder: Geocoder = {
  geocode: async (query: GeocodeQuery) => KNOWN[query.name],
  candidates: async (query: GeocodeQuery) => (KNOWN[query.name] ? [KNOWN[query.name]!] : []),
  reverse: async () => undefined,
};
const lisbonPage: PageContext = { city: 'Lisbon', cityAsWritten: 'Lisboa', countryCode: 'PT', coordinate: LISBON, titles: ['Lissabon in 3 Tagen'] };

const text = (name: string, extra: Partial<PlaceMention> = {}): PlaceMention => ({ name, evidence: 'text', cue: 'locative', ...extra });
const lead = (name: string, extra: Partial<PlaceMention> = {}): PlaceMention => ({ name, evidence: 'article', cue: 'lead', ...extra });
const heading = (name: string): PlaceMention => ({ name, evidence: 'article', cue: 'heading' });

async function resolve(mentions: PlaceMention[], context: PageContext = lisbonPage): Promise<{ kept: string[]; why: (name: string) => string | undefined }> {
  const dropped: DroppedMention[] = [];
  const places = await resolvePlaces(mentions, context, geocoder, dropped);
  return { kept: places.map((place) => place.name), why: (name) => dropped.find((d) => d.name === name)?.reason };
}

describe('resolvePlaces: names across the page', () => {
  it('given two stops said together in prose, when resolved, then the joined name is no third stop', async () => {
    const { kept, why } = await resolve([lead('LX Factory'), lead('Village Underground'), text('LX Factory & Village Underground')]);
    expect(kept).to.deep.equal(['LX Factory', 'Village Underground']);
    expect(why('LX Factory & Village Underground')).to.equal('two stops said together (LX Factory, Village Underground)');
  });

  it('given a name the page placed itself with "&" in it, when resolved, then its halves in a heading are that one place', async () => {
    const placed: PlaceMention = { name: 'Victoria & Albert Waterfront', evidence: 'jsonld', coordinate: { latitude: -33.9036, longitude: 18.4208 } };
    const { kept } = await resolve([placed, heading('Victoria'), heading('Albert Waterfront')], { countryCode: 'ZA' });
    expect(kept).to.deep.equal(['Victoria & Albert Waterfront']);
  });

  it('given a name in brackets right after a stop, when resolved, then it is the stop\'s other name', async () => {
    const { kept, why } = await resolve([lead('Sé de Lisboa'), text('Lisbon Cathedral', { cue: 'prose', aliasOf: 'Sé de Lisboa' })]);
    expect(kept).to.deep.equal(['Sé de Lisboa']);
    expect(why('Lisbon Cathedral')).to.equal('another name of Sé de Lisboa');
  });

  it('given a name in brackets after a town, when resolved, then it is a place of its own', async () => {
    const { kept } = await resolve([text('Sintra'), lead('Palácio da Pena', { aliasOf: 'Sintra' })]);
    expect(kept).to.include('Palácio da Pena');
  });

  it('given a town one of its stops is in, when the titles name no town and the page keeps no other, then it frames that stop; a day trip from the titles\' town or a tour of towns, then it is a stop of its own', async () => {
    const portugal: PageContext = { countryCode: 'PT', titles: ['Portugal em família'] };
    const oneTown = await resolve([heading('Sintra'), lead('Palácio da Pena')], portugal);
    expect(oneTown.kept).to.deep.equal(['Palácio da Pena']);
    expect(oneTown.why('Sintra')).to.equal('a city its stops are in');
    expect((await resolve([heading('Sintra'), lead('Palácio da Pena'), heading('Cascais')], portugal)).kept).to.deep.equal(['Sintra', 'Palácio da Pena', 'Cascais']);
    expect((await resolve([heading('Sintra'), lead('Palácio da Pena')])).kept).to.deep.equal(['Sintra', 'Palácio da Pena']);
  });

  it('given a sight the gazetteer finds inside a longer name after a Romance article, when resolved, then the stop keeps the article as the page writes it', async () => {
    expect((await resolve([lead('Le Musée du Fado')])).kept).to.deep.equal(['Le Musée du Fado']);
  });

  it('given a heading in capitals over a list of leads, when resolved, then it groups them, however well the gazetteer knows it', async () => {
    const { kept, why } = await resolve([heading('ALFAMA'), lead('Tasca do Chico'), lead('Pateo 13'), text('Alfama', { cue: 'prose' })]);
    expect(kept).to.deep.equal(['Tasca do Chico', 'Pateo 13']);
    expect(why('ALFAMA')).to.equal('a heading in capitals over a list');
  });

  it('given a day\'s title in capitals over a list of leads, when resolved, then it names the day\'s stops, not a group', async () => {
    const dayTitle: PlaceMention = { name: 'ALFAMA', evidence: 'article', cue: 'heading', day: 2 };
    const { kept } = await resolve([text('Castelo de São Jorge', { day: 1 }), dayTitle, lead('Tasca do Chico', { day: 2 })]);
    expect(kept).to.include('ALFAMA');
  });

  it('given a heading in capitals over prose, when resolved, then it is a stop when the gazetteer knows it', async () => {
    expect((await resolve([heading('ALFAMA'), text('Castelo de São Jorge')])).kept).to.include('ALFAMA');
  });

  it('given a town the page says it set out from, when named again in its prose, then it is still no stop', async () => {
    const { kept, why } = await resolve([text('Porto', { context: 'origin' }), lead('Torre de Belém'), text('Porto')], { countryCode: 'PT' });
    expect(kept).to.deep.equal(['Torre de Belém']);
    expect(why('Porto')).to.equal('origin');
  });

  it('given a German noun and the genitive of the town the titles name, when resolved, then it describes a spot of it', async () => {
    const { kept, why } = await resolve([text('Platz Lissabons', { cue: 'prose' }), text('Martim Moniz')], { ...lisbonPage, language: 'de' });
    expect(kept).to.deep.equal(['Martim Moniz']);
    expect(why('Platz Lissabons')).to.equal("a description of the page's place");
  });

  it('given a name ending in the town as the titles write it, when resolved, then the place is the name before it, unless the gazetteer knows the whole', async () => {
    const { kept } = await resolve([lead('Time Out Market Lisboa'), lead('Castelo Lisboa Vista')]);
    expect(kept).to.deep.equal(['Time Out Market', 'Castelo Lisboa Vista']);
  });

  it('given a name and the Romance kind of place before it ("temple hindou de ..."), when resolved, then they are one stop', async () => {
    expect((await resolve([lead('Sri Muthumariamman'), text('temple hindou de Sri Muthumariamman')])).kept).to.deep.equal(['Sri Muthumariamman']);
  });

  it('given a heading\'s words in capitals read as prose, when resolved, then they are no name', async () => {
    const { kept, why } = await resolve([lead('Torre de Belém'), text('ENJOY THE RIVER VIEW', { cue: 'prose' })]);
    expect(kept).to.deep.equal(['Torre de Belém']);
    expect(why('ENJOY THE RIVER VIEW')).to.equal('a phrase in capitals');
  });

  it('given a sight and its name with an elided article or a restated kind of building, when resolved, then they are one stop', async () => {
    expect((await resolve([lead("L'Antica Pizzeria da Michele"), text('Antica Pizzeria da Michele')])).kept).to.deep.equal(["L'Antica Pizzeria da Michele"]);
    expect((await resolve([lead('Castelo de São Jorge'), lead('Castelo de São Jorge fortress')])).kept).to.deep.equal(['Castelo de São Jorge']);
  });
});
