import { expect } from 'chai';
import { VILLAGE_CATEGORY, type GeocodeQuery, type GeocodeResult, type Geocoder } from '../../../src/application/ports/geocoder.port.js';
import type { PlaceMention } from '../../../src/application/ports/place-extractor.port.js';
import type { PageContext } from '../../../src/application/import/page-context.js';
import { resolvePlaces, type DroppedMention, type ResolvedPlace } from '../../../src/application/import/resolve-places.js';
import { describesATrip, inKnownTown, unplaceStrayTowns, unplaceUncheckedTowns } from '../../../src/application/import/trip-shape.js';

const KYOTO = { latitude: 35.0116, longitude: 135.7681 };

const landmark = (matchedName: string, latitude: number, longitude: number): GeocodeResult => ({
  coordinate: { latitude, longitude }, kind: 'landmark', matchedName, city: 'Kyoto', countryCode: 'JP', score: 0.95, approximate: false,
});
const city = (matchedName: string, latitude: number, longitude: number, score = 0.9): GeocodeResult => ({
  coordinate: { latitude, longitude }, kind: 'city', matchedName, city: matchedName, countryCode: 'JP', score, approximate: false,
});

const abroad = (kind: GeocodeResult['kind'], matchedName: string, countryCode: string, latitude: number, longitude: number): GeocodeResult => ({
  coordinate: { latitude, longitude }, kind, matchedName, city: matchedName, countryCode, score: 0.95, approximate: false,
});

/** A gazetteer that knows a few names of Japan, and names elsewhere with far namesakes. */
const KNOWN: Record<string, GeocodeResult> = {
  'Fushimi Inari': landmark('Fushimi Inari Taisha', 34.9671, 135.7727),
  'Kinkaku-ji': landmark('Kinkaku-ji', 35.0394, 135.7292),
  Uji: city('Uji', 34.8844, 135.7997),
  Kameoka: city('Kameoka', 35.0134, 135.5737, 0.5),
  Miyama: { ...city('Miyama', 35.2906, 135.5456, 0.5), category: VILLAGE_CATEGORY },
  Ohara: { ...city('Ohara', 35.1199, 135.8343, 0.6), category: VILLAGE_CATEGORY },
  Ogimachi: { ...city('Ogimachi', 36.2576, 136.9063, 0.5), category: VILLAGE_CATEGORY },
  Nara: city('Nara', 34.6851, 135.8048),
  Otsu: city('Otsu', 35.0045, 135.8686),
  Sapporo: city('Sapporo', 43.0621, 141.3544),
  Kanazawa: city('Kanazawa', 36.5613, 136.6562),
  Kyoto: city('Kyoto', KYOTO.latitude, KYOTO.longitude),
  宇治: city('Uji', 34.8844, 135.7997),
  京都駅: landmark('Kyoto Station', 34.9858, 135.7588),
  清水寺: landmark('Kiyomizu-dera', 34.9949, 135.785),
  函館朝市: landmark('Hakodate Morning Market', 41.7737, 140.7267),
  北海道: { coordinate: { latitude: 43.0642, longitude: 141.3469 }, kind: 'region', matchedName: 'Hokkaido', countryCode: 'JP', score: 0.9, approximate: true },
  'Hozu Valley': { coordinate: { latitude: 35.0136, longitude: 135.5733 }, kind: 'region', matchedName: 'Hozu Valley', countryCode: 'JP', score: 0.9, approximate: true },
  Tamba: { coordinate: { latitude: 35.0136, longitude: 135.5733 }, kind: 'region', matchedName: 'Tamba', countryCode: 'JP', score: 0.9, approximate: true },
  'Fontana de Trevi': abroad('landmark', 'Trevi Fountain', 'IT', 41.9009, 12.4833),
  'Plaza de España': abroad('landmark', 'Plaza de España', 'ES', 37.3772, -5.9869),
  Tivoli: abroad('city', 'Tivoli', 'IT', 41.9633, 12.7981),
  Windhoek: abroad('city', 'Windhoek', 'NA', -22.5594, 17.0832),
  'Grand Canyon': { ...abroad('landmark', 'Grand Canyon South Rim', 'US', 36.0617, -112.1077), city: 'Grand Canyon Village', worldFamous: true },
  'La Lonja de la Seda': abroad('landmark', 'La Lonja de la Seda', 'ES', 39.4744, -0.3783),
  'Mercado Central': abroad('landmark', 'Mercado Central', 'ES', 39.4736, -0.3791),
  'Valencia Cathedral': abroad('landmark', 'Valencia Cathedral', 'ES', 39.4755, -0.3753),
  Valencia: abroad('city', 'Valencia', 'ES', 39.4698, -0.3774),
  'Cadbury World': abroad('landmark', 'Cadbury World', 'GB', 52.428, -1.932),
  'Portobello Road': abroad('landmark', 'Portobello Road', 'GB', 51.515, -0.205),
  'Otago Museum': abroad('landmark', 'Otago Museum', 'NZ', -45.8658, 170.5112),
  'San Diego': abroad('city', 'San Diego', 'US', 32.7157, -117.1611),
  Vienna: abroad('city', 'Vienna', 'AT', 48.2085, 16.3721),
  Goslar: abroad('city', 'Goslar', 'DE', 51.9059, 10.4289),
  Quedlinburg: abroad('city', 'Quedlinburg', 'DE', 51.7888, 11.1413),
  Wernigerode: abroad('city', 'Wernigerode', 'DE', 51.8352, 10.7853),
  Thale: abroad('city', 'Thale', 'DE', 51.7497, 11.0418),
  Brunnen: abroad('city', 'Brunnen', 'DE', 51.8, 10.9),
  Ilsenburg: abroad('city', 'Ilsenburg', 'DE', 51.8667, 10.6833),
  Caravaggio: abroad('city', 'Caravaggio', 'IT', 45.4977, 9.6439),
  'El Molino': abroad('city', 'El Molino', 'ES', 37.0, -4.0),
  Varjota: abroad('city', 'Varjota', 'BR', -4.1947, -40.4767),
  'Piazza delle Erbe': abroad('landmark', 'Piazza delle Erbe', 'IT', 45.4434, 10.9975),
  Duomo: { ...abroad('city', 'Duomo', 'IT', 45.5, 10.2), score: 0.6 },
  Zocalo: { ...abroad('landmark', 'Zócalo', 'MX', 19.4326, -99.1332), city: 'Mexico City' },
  'Palazzo Te': abroad('landmark', 'Palazzo Te', 'IT', 45.1478, 10.7895),
  'Neues Rathaus': abroad('landmark', 'Neues Rathaus', 'DE', 48.1374, 11.5755),
  'Altes Rathaus': abroad('landmark', 'Altes Rathaus', 'DE', 51.3406, 12.3754),
  'Battistero di San Giovanni': abroad('landmark', 'Battistero di San Giovanni', 'IT', 43.7732, 11.2549),
  'Central Park': abroad('landmark', 'Central Park', 'US', 40.7829, -73.9654),
  lire: abroad('city', 'Liré', 'FR', 47.3432, -1.1654),
  kinkakuji: landmark('Kinkaku-ji', 35.0394, 135.7292),
  'Latin Quarter': { ...abroad('landmark', 'Latin Quarter', 'FR', 48.8493, 2.347), city: 'Paris' },
  'Taj Mahal': { ...abroad('landmark', 'Taj Mahal', 'IN', 27.1751, 78.0421), worldFamous: true },
  'Alhambra de Granada': { ...abroad('landmark', 'Alhambra', 'ES', 37.1761, -3.5881), city: 'Granada' },
  'Golden Pavilion': landmark('Kinkaku-ji', 35.0394, 135.7292),
  'Old Kyoto': landmark('Old Kyoto', 35.0037, 135.7750),
  'Hakodate Goryokaku': landmark('Goryokaku', 41.7969, 140.757),
  'Sendai Castle': landmark('Sendai Castle', 38.2527, 140.8557),
  'Zuihoden': landmark('Zuihoden', 38.2497, 140.8806),
  Liré: abroad('city', 'Liré', 'FR', 47.3432, -1.1654),
  'days in Liré': { ...abroad('city', 'Liré', 'FR', 47.3432, -1.1654), matchedWords: 'lire' },
  Filandia: abroad('city', 'Filandia', 'CO', 4.6747, -75.6581),
  Circasia: abroad('city', 'Circasia', 'CO', 4.6189, -75.6358),
  Pereira: abroad('city', 'Pereira', 'CO', 4.8133, -75.6961),
  Lecce: abroad('city', 'Lecce', 'IT', 40.3515, 18.175),
  'Parque Principal': abroad('landmark', 'Parque Principal', 'CO', 4.6745, -75.6585),
  Österreich: abroad('country', 'Austria', 'AT', 48.2085, 16.3721),
  Bayern: abroad('region', 'Bavaria', 'DE', 48.1374, 11.5755),
};
const geocoder: Geocoder = {
  geocode: async (query: GeocodeQuery) => KNOWN[query.name],
  candidates: async (query: GeocodeQuery) => (KNOWN[query.name] ? [KNOWN[query.name]!] : []),
  reverse: async () => undefined,
};

const kyotoPage: PageContext = { city: 'Kyoto', countryCode: 'JP', coordinate: KYOTO };
const text = (name: string, cue: PlaceMention['cue'] = 'prose', extra: Partial<PlaceMention> = {}): PlaceMention => ({ name, evidence: 'text', cue, ...extra });
const heading = (name: string): PlaceMention => ({ name, evidence: 'article', cue: 'heading' });

async function resolve(mentions: PlaceMention[], context: PageContext = kyotoPage): Promise<{ kept: string[]; dropped: DroppedMention[] }> {
  const dropped: DroppedMention[] = [];
  const places = await resolvePlaces(mentions, context, geocoder, dropped);
  return { kept: places.map((p) => p.name), dropped };
}
const reasonFor = (dropped: DroppedMention[], name: string): string | undefined => dropped.find((d) => d.name === name)?.reason;

describe('resolvePlaces', () => {
  it('given a mention whose context dropped it, when resolved, then it is dropped with that reason', async () => {
    const { kept, dropped } = await resolve([text('Fushimi Inari', 'locative', { context: 'skipped' }), heading('Hotel Granvia')]);
    expect(kept).to.deep.equal([]);
    expect(reasonFor(dropped, 'Fushimi Inari')).to.equal('skipped');
    expect(reasonFor(dropped, 'Hotel Granvia')).to.equal('lodging');
  });

  it('given a heading no gazetteer knows that reads like a name, when resolved, then it is kept unplaced', async () => {
    const places = await resolvePlaces([heading('Obanzai Yakobetei')], kyotoPage, geocoder);
    expect(places).to.have.length(1);
    expect(places[0]).to.include({ name: 'Obanzai Yakobetei', evidence: 'article' });
    expect(places[0]!.coordinate).to.equal(undefined);
  });

  it('given a capitalised prose name no gazetteer knows and no cue, when resolved, then it is dropped', async () => {
    const { kept, dropped } = await resolve([text('Obanzai Yakobetei')]);
    expect(kept).to.deep.equal([]);
    expect(reasonFor(dropped, 'Obanzai Yakobetei')).to.equal('a capitalised phrase in prose');
  });

  it('given the same prose name after "at", when resolved, then it is kept', async () => {
    expect((await resolve([text('Obanzai Yakobetei', 'locative')])).kept).to.deep.equal(['Obanzai Yakobetei']);
  });

  it('given a river and a bay named in prose, when resolved, then the river is scenery and the bay a name like any other', async () => {
    const { kept, dropped } = await resolve([text('Kamo River', 'locative'), text('Honeymoon Bay')]);
    expect(kept).to.deep.equal(['Honeymoon Bay']);
    expect(reasonFor(dropped, 'Kamo River')).to.equal('a river or a sea seen from the trip');
  });

  it('given a CJK name the sentence says is a place ("焼肉「丸明」"), when resolved, then it is kept as a Latin name after "at" is', async () => {
    expect((await resolve([text('丸明', 'locative'), text('麵屋しらかわ')])).kept).to.deep.equal(['丸明']);
  });

  it('given towns after "to" near and far from the trip, when resolved, then the far one is refused', async () => {
    const { kept, dropped } = await resolve([heading('Fushimi Inari'), heading('Kinkaku-ji'), text('Uji', 'locative'), text('Sapporo', 'locative')]);
    expect(kept).to.deep.equal(['Fushimi Inari', 'Kinkaku-ji', 'Uji']);
    expect(reasonFor(dropped, 'Sapporo')).to.equal('a city far from the trip');
  });

  it('given towns about 190 km and over 1,000 km away in days\' titles, when resolved, then the day planned within a long drive keeps its town', async () => {
    const dayTitle = (name: string, day: number): PlaceMention => ({ name, evidence: 'article', cue: 'heading', day, requireGeocode: true });
    const { kept, dropped } = await resolve([heading('Fushimi Inari'), heading('Kinkaku-ji'), dayTitle('Kanazawa', 3), dayTitle('Sapporo', 4)]);
    expect(kept).to.deep.equal(['Fushimi Inari', 'Kinkaku-ji', 'Kanazawa']);
    expect(reasonFor(dropped, 'Sapporo')).to.equal('a day title naming no known place');
  });

  it('given one-word day titles no gazetteer knows, when resolved, then the one the prose names again is the day\'s stop; one said once is not', async () => {
    const dayTitle = (name: string, day: number): PlaceMention => ({ name, evidence: 'article', cue: 'heading', day, requireGeocode: true });
    const { kept, dropped } = await resolve([heading('Fushimi Inari'), heading('Kinkaku-ji'), dayTitle('Ohara', 2), text('Ohara'), dayTitle('Exploration', 3)]);
    expect(kept).to.include('Ohara');
    expect(reasonFor(dropped, 'Exploration')).to.equal('a day title naming no known place');
  });

  it('given Han names in prose the sentence goes to, when resolved, then one ending like a sight is a stop; one that does not, or is passed by, is not', async () => {
    const { kept } = await resolve([heading('Fushimi Inari'), heading('Kinkaku-ji'), text('冠岩', 'prose', { goesThere: true }), text('民航', 'prose', { goesThere: true }), text('月亮山', 'prose')]);
    expect(kept).to.deep.equal(['Fushimi Inari', 'Kinkaku-ji', '冠岩']);
  });

  it('given a CJK station where the journey breaks, when resolved, then it is a stop; a station in prose is not', async () => {
    const { kept, dropped } = await resolve([heading('Fushimi Inari'), text('バロン滝駅', 'locative'), text('京都駅', 'segment')]);
    expect(kept).to.deep.equal(['Fushimi Inari', 'バロン滝駅']);
    expect(reasonFor(dropped, '京都駅')).to.equal('a station in prose');
  });

  it('given a CJK heading with a word in capitals, when resolved, then it is a name, not a heading in capitals', async () => {
    const { kept, dropped } = await resolve([heading('OKINAWAフルーツらんど'), heading('KYOTO TOWER VIEWS')]);
    expect(kept).to.deep.equal(['OKINAWAフルーツらんど']);
    expect(reasonFor(dropped, 'KYOTO TOWER VIEWS')).to.equal('a heading in capitals');
  });

  it('given two landmarks far apart, when resolved, then the titles\' city settles where the trip is', async () => {
    const { kept, dropped } = await resolve([heading('Fushimi Inari'), text('函館朝市'), text('Uji', 'locative')]);
    expect(kept).to.deep.equal(['Fushimi Inari', 'Uji']);
    // A market of a common name far from the trip is judged as a name the gazetteer does not know: in prose, with no cue, none.
    expect(reasonFor(dropped, '函館朝市')).to.equal('a capitalised phrase in prose');
  });

  it('given a nearby town named in prose without a word like "to", when resolved, then it is no stop', async () => {
    const { kept } = await resolve([heading('Fushimi Inari'), heading('Kinkaku-ji'), text('Uji')]);
    expect(kept).to.deep.equal(['Fushimi Inari', 'Kinkaku-ji']);
  });

  it('given villages of the gazetteer\'s list named in prose without a word like "to", when resolved, then those near the trip are stops, one far from it is not; nor is a town as small', async () => {
    const { kept, dropped } = await resolve([heading('Fushimi Inari'), heading('Kinkaku-ji'), text('Ohara'), text('Kameoka'), text('Miyama'), text('Ogimachi')]);
    expect(kept).to.deep.equal(['Fushimi Inari', 'Kinkaku-ji', 'Ohara', 'Miyama']);
    expect(reasonFor(dropped, 'Kameoka')).to.equal('a city too unsure or too far');
    expect(reasonFor(dropped, 'Ogimachi')).to.equal('a city far from the trip');
  });

  it('given sights far from the trip in prose, when resolved, then one of a common name is judged as the page\'s own; one known the world over, or named with its town, is not', async () => {
    const { kept, dropped } = await resolve([heading('Fushimi Inari'), text('Latin Quarter', 'locative'), text('Taj Mahal', 'locative'), text('Alhambra de Granada', 'locative')]);
    expect(kept).to.deep.equal(['Fushimi Inari', 'Latin Quarter']);
    expect(reasonFor(dropped, 'Taj Mahal')).to.equal('a landmark far from the trip');
    expect(reasonFor(dropped, 'Alhambra de Granada')).to.equal('a landmark far from the trip');
  });

  it('given a page that keeps two towns as stops, when resolved, then another town its prose names near the trip is a stop too', async () => {
    const { kept } = await resolve([heading('Fushimi Inari'), text('Nara', 'locative'), text('Otsu', 'locative'), text('Uji')]);
    expect(kept).to.deep.equal(['Fushimi Inari', 'Nara', 'Otsu', 'Uji']);
  });

  it('given a page whose titles name only a country, when resolved, then the towns its prose names there are its route', async () => {
    const japan: PageContext = { countryCode: 'JP' };
    const { kept } = await resolve([text('Kyoto'), text('Uji'), text('Sapporo', 'locative')], japan);
    expect(kept).to.deep.equal(['Kyoto', 'Uji', 'Sapporo']);
    const { kept: onACityPage } = await resolve([text('Kyoto'), text('Uji')], { countryCode: 'JP', city: 'Osaka', coordinate: { latitude: 34.6937, longitude: 135.5023 } });
    expect(onACityPage, 'a city page still needs a cue').to.deep.equal([]);
  });

  it('given a hashtag and a name in prose for the same sight, when resolved, then the one stop takes the name the page writes', async () => {
    const hashtag: PlaceMention = { name: 'kinkakuji', evidence: 'caption', cue: 'hashtag' };
    const { kept } = await resolve([hashtag, heading('Fushimi Inari'), text('Golden Pavilion', 'locative')]);
    expect(kept).to.deep.equal(['Golden Pavilion', 'Fushimi Inari']);
  });

  it('given "Kiyomizu-dera" and "Kiyomizu-dera Temple", when resolved, then they merge into the first', async () => {
    const { kept, dropped } = await resolve([heading('Kiyomizu-dera'), heading('Kiyomizu-dera Temple')]);
    expect(kept).to.deep.equal(['Kiyomizu-dera']);
    expect(reasonFor(dropped, 'Kiyomizu-dera Temple')).to.equal('duplicate of Kiyomizu-dera');
  });

  it('given a CJK place the page also names after a description and "の" ("ユネスコ世界遺産の清水寺"), when resolved, then the two are one stop under the place\'s name', async () => {
    const { kept, dropped } = await resolve([text('ユネスコ世界遺産の清水寺', 'segment'), text('清水寺', 'segment')]);
    expect(kept).to.deep.equal(['清水寺']);
    expect(reasonFor(dropped, 'ユネスコ世界遺産の清水寺')).to.equal('the same place as 清水寺');
  });

  it('given a name with its article and its full rank beside a shorter form, when resolved, then they merge into the first', async () => {
    const { kept, dropped } = await resolve([heading('O Templo de Diana'), heading('Templo de Diana'), heading('Parc Forillon'), heading('Parc National de Forillon'), heading('Mt Wellington'), heading('Mount Wellington')]);
    expect(kept).to.deep.equal(['O Templo de Diana', 'Parc Forillon', 'Mt Wellington']);
    expect(reasonFor(dropped, 'Parc National de Forillon')).to.equal('duplicate of Parc Forillon');
  });

  it('given one name with its little words written two ways, when resolved, then they merge', async () => {
    const { kept, dropped } = await resolve([heading('Praia de Porto da Barra'), heading('praia do Porto da Barra'), heading('fortezza di Palamidi'), heading('fortezza delle Palamidi')]);
    expect(kept).to.deep.equal(['Praia de Porto da Barra', 'fortezza di Palamidi']);
    expect(reasonFor(dropped, 'fortezza delle Palamidi')).to.equal('duplicate of fortezza di Palamidi');
  });

  it('given a CJK title that sets out from a town, when resolved, then that town is where the trip starts wherever the page names it', async () => {
    const page: PageContext = { ...kyotoPage, titles: ['大阪出发京都一日游'], departures: ['大阪'] };
    const { kept, dropped } = await resolve([{ name: '大阪', evidence: 'article', cue: 'lead' }, heading('Kinkaku-ji')], page);
    expect(kept).to.deep.equal(['Kinkaku-ji']);
    expect(reasonFor(dropped, '大阪')).to.equal('origin');
  });

  it('given a town\'s name in lower case in prose or a lead ("à lire"), when resolved, then it is no town; in a pin, or capitalised, it is', async () => {
    const nantes: PageContext = { city: 'Nantes', countryCode: 'FR', coordinate: { latitude: 47.2184, longitude: -1.5536 }, language: 'fr' };
    expect((await resolve([{ name: 'lire', evidence: 'article', cue: 'lead' }], nantes)).kept).to.deep.equal([]);
    expect((await resolve([{ name: 'lire', evidence: 'caption', cue: 'pin' }], nantes)).kept).to.deep.equal(['lire']);
    expect((await resolve([text('Liré', 'locative')], nantes)).kept).to.deep.equal(['Liré']);
    expect((await resolve([{ name: 'days in Liré', evidence: 'article', cue: 'heading' }], nantes)).kept).to.deep.equal(['Liré']);
  });

  it('given "Belém" and "Belém Tower", when resolved, then they stay two places', async () => {
    const lisbon: PageContext = { city: 'Lisbon', countryCode: 'PT' };
    expect((await resolve([heading('Belém'), heading('Belém Tower')], lisbon)).kept).to.deep.equal(['Belém', 'Belém Tower']);
  });

  it('given a name said in short and in full ("Le Musée", "Le Musée de la civilisation"), when resolved, then they are one stop', async () => {
    const { kept, dropped } = await resolve([heading('Le Musée de la civilisation'), text('Le Musée', 'locative')]);
    expect(kept).to.deep.equal(['Le Musée de la civilisation']);
    expect(reasonFor(dropped, 'Le Musée')).to.equal('the same place as Le Musée de la civilisation');
  });

  it('given a town and a sight a Romance name gives as the town\'s ("Catedral Metropolitana de Uji"), when resolved, then the sight is no second name of the town', async () => {
    const { kept, dropped } = await resolve([text('Uji', 'locative'), heading('Catedral Metropolitana de Uji')]);
    expect(kept).to.deep.equal(['Uji', 'Catedral Metropolitana de Uji']);
    expect(reasonFor(dropped, 'Uji')).to.equal(undefined);
  });

  it('given a chain\'s bare name beside two of its branches, when resolved, then the branches are the stops', async () => {
    const { kept, dropped } = await resolve([heading('Brasão'), heading('Brasão Aliados'), heading('Brasão Foz')]);
    expect(kept).to.deep.equal(['Brasão Aliados', 'Brasão Foz']);
    expect(reasonFor(dropped, 'Brasão')).to.match(/^a name several stops hold/);
  });

  it('given "우도" and "우도봉" (an island and its peak), when resolved, then they stay two places', async () => {
    expect((await resolve([heading('우도'), heading('우도봉')])).kept).to.deep.equal(['우도', '우도봉']);
  });

  it('given a page whose headings list four places, when resolved, then the places its introduction names are no stops', async () => {
    const intro = text('Hyeopjae Beach', 'locative');
    const { kept, dropped } = await resolve([intro, heading('Seongsan Ilchulbong'), heading('Udo Island'), heading('Manjanggul Cave'), heading('Seopjikoji Point'), text('Hamdeok Beach', 'locative')]);
    expect(kept).to.include('Hamdeok Beach');
    expect(kept).not.to.include('Hyeopjae Beach');
    expect(reasonFor(dropped, 'Hyeopjae Beach')).to.equal('named in the introduction of a page whose structure lists its places');
  });

  it('given a page whose photos\' captions name four places, when resolved, then its introduction\'s places are stops still: captions are no list', async () => {
    const photo = (name: string): PlaceMention => ({ name, evidence: 'article', cue: 'lead', photo: true });
    const { kept } = await resolve([text('Hyeopjae Beach', 'locative'), photo('Seongsan Ilchulbong'), photo('Udo Island'), photo('Manjanggul Cave'), photo('Seopjikoji Point')]);
    expect(kept).to.include('Hyeopjae Beach');
  });

  it('given the destination city among the stops, when resolved, then it is dropped', async () => {
    const { kept, dropped } = await resolve([heading('Kyoto'), heading('Fushimi Inari')]);
    expect(kept).to.deep.equal(['Fushimi Inari']);
    expect(dropped.map((d) => d.reason)).to.include('the destination');
  });

  it('given a town the titles do not name, when the stops lie around it, then it is the destination; when they lie far apart, a stop of the tour', async () => {
    const untitled: PageContext = { ...kyotoPage, titles: ['Japan guide'] };
    const around = await resolve([heading('Kyoto'), heading('Fushimi Inari'), heading('Kinkaku-ji')], untitled);
    expect(reasonFor(around.dropped, 'Kyoto')).to.equal('the destination');
    const tour = await resolve([heading('Kyoto'), heading('Sapporo'), heading('Hakodate Goryokaku'), heading('Sendai Castle')], { ...untitled, titles: ['Japan: three weeks'] });
    expect(tour.kept).to.include('Kyoto');
    const titled = await resolve([heading('Kyoto'), heading('Sapporo'), heading('Hakodate Goryokaku'), heading('Sendai Castle')], { ...untitled, titles: ['Kyoto and the north'] });
    expect(reasonFor(titled.dropped, 'Kyoto')).to.equal('the destination');
  });

  it('given the area a title opens with, named in prose beside the stops, when resolved, then it is the destination; a sight the title opens with is a stop', async () => {
    const page: PageContext = { ...kyotoPage, titles: ['Kibune Ohara advice from other readers', 'Kinkaku-ji - a morning guide'] };
    const dropped: DroppedMention[] = [];
    const mentions = [text('Kibune Ohara', 'locative'), text('Kinkaku-ji', 'locative'), heading('Fushimi Inari'), heading('Obanzai Yakobetei')];
    const places = await resolvePlaces(mentions, page, geocoder, dropped);
    expect(places.map((place) => place.name)).to.deep.equal(['Kinkaku-ji', 'Fushimi Inari', 'Obanzai Yakobetei']);
    expect(reasonFor(dropped, 'Kibune Ohara')).to.equal('the destination');
  });

  it('given a country\'s page whose sights stand in three groups, when resolved, then the trip is where most stand, not between the others', async () => {
    const japan: PageContext = { countryCode: 'JP' };
    const mentions = ['Fushimi Inari', 'Kinkaku-ji', '京都駅', '函館朝市', 'Hakodate Goryokaku', 'Sendai Castle', 'Zuihoden'].map(heading);
    const places = await resolvePlaces(mentions, japan, geocoder, []);
    const placed = places.filter((place) => place.coordinate).map((place) => place.name);
    expect(placed).to.deep.equal(['Fushimi Inari', 'Kinkaku-ji', '京都駅']);
  });

  it('given the destination under another word, when resolved, then it is the destination; a quarter the gazetteer knows by that name is a stop', async () => {
    const { kept, dropped } = await resolve([heading('Central Kyoto'), heading('Fushimi Inari')]);
    expect(kept).to.deep.equal(['Fushimi Inari']);
    expect(reasonFor(dropped, 'Central Kyoto')).to.equal('the destination');
    expect((await resolve([heading('Old Kyoto'), heading('Fushimi Inari')])).kept).to.deep.equal(['Old Kyoto', 'Fushimi Inari']);
  });

  it('given the destination with its US state\'s code, when resolved, then it is the destination', async () => {
    const page: PageContext = { city: 'San Diego', countryCode: 'US', coordinate: { latitude: 32.7157, longitude: -117.1611 }, language: 'en' };
    const dropped: DroppedMention[] = [];
    const places = await resolvePlaces([text('San Diego CA', 'locative'), heading('Balboa Park')], page, geocoder, dropped);
    expect(places.map((place) => place.name)).to.deep.equal(['Balboa Park']);
    expect(reasonFor(dropped, 'San Diego CA')).to.equal('the destination');
  });

  it('given a prefecture in a heading and in prose, when resolved, then neither is a stop', async () => {
    const { kept, dropped } = await resolve([heading('北海道'), text('北海道', 'segment'), heading('Fushimi Inari')]);
    expect(kept).to.deep.equal(['Fushimi Inari']);
    expect(dropped.filter((d) => d.name === '北海道').map((d) => d.reason)).to.deep.equal(['a region', 'a region']);
  });

  it('given a region named as a valley, when resolved, then it is an area one goes to, unplaced; a region named otherwise is none', async () => {
    const { kept, dropped } = await resolve([heading('Hozu Valley'), heading('Tamba'), heading('Fushimi Inari')]);
    expect(kept).to.deep.equal(['Hozu Valley', 'Fushimi Inari']);
    expect(reasonFor(dropped, 'Tamba')).to.equal('a region');
  });

  it('given a CJK town whose name ends like a kind of place, named in prose, when resolved, then it is a town named in passing', async () => {
    const { kept, dropped } = await resolve([text('宇治', 'segment'), text('八坂庚申堂', 'segment', { goesThere: true })]);
    expect(kept).to.deep.equal(['八坂庚申堂']);
    expect(reasonFor(dropped, '宇治')).to.equal('a town named in passing');
  });

  it('given CJK places in prose, when one is named once with no word of going there, then only it is passed by', async () => {
    const { kept, dropped } = await resolve([
      text('八坂庚申堂', 'segment', { goesThere: true }),
      text('長崎港', 'segment'),
      text('祇園白川', 'segment'),
      text('祇園白川', 'segment'),
    ]);
    expect(kept).to.deep.equal(['八坂庚申堂', '祇園白川']);
    expect(reasonFor(dropped, '長崎港')).to.equal('a place named once in passing');
  });

  it('given a CJK place named once in passing, or a street in prose, that the page\'s summary names, when resolved, then it is a stop', async () => {
    const page: PageContext = { ...kyotoPage, summary: '祇園白川と長崎港をめぐる半日。Sanjo Street で買い物も。' };
    const { kept } = await resolve([text('八坂庚申堂', 'segment', { goesThere: true }), text('長崎港', 'segment'), text('祇園白川', 'segment'), text('祇園白川', 'segment'), text('Sanjo Street')], page);
    expect(kept).to.deep.equal(['八坂庚申堂', '長崎港', '祇園白川', 'Sanjo Street']);
  });

  it('given the summary\'s own CJK names, when resolved, then they vouch for no one: a summary name in passing is passed by, one the body holds is the body\'s stop', async () => {
    const page: PageContext = { ...kyotoPage, summary: '長崎港と大八坂庚申堂。' };
    const summary = (name: string): PlaceMention => text(name, 'segment', { summary: true });
    const { kept, dropped } = await resolve([text('八坂庚申堂', 'segment', { goesThere: true }), text('祇園白川', 'segment'), text('祇園白川', 'segment'), summary('長崎港'), text('大八坂庚申堂', 'segment', { summary: true, goesThere: true })], page);
    expect(kept).to.deep.equal(['八坂庚申堂', '祇園白川']);
    expect(reasonFor(dropped, '長崎港')).to.equal('a place named once in passing');
    expect(reasonFor(dropped, '大八坂庚申堂')).to.equal("the summary's name for 八坂庚申堂");
  });

  it('given a CJK name only the summary gives, listed there with others, when resolved, then it is a stop; the summary is no second naming', async () => {
    const page: PageContext = { ...kyotoPage, summary: '円山公園をめぐる。' };
    const { kept } = await resolve([text('八坂庚申堂', 'segment', { goesThere: true }), text('円山公園', 'segment', { summary: true, goesThere: true }), text('長崎港', 'segment'), text('長崎港', 'segment', { summary: true })], page);
    expect(kept).to.deep.equal(['八坂庚申堂', '円山公園']);
  });

  it('given CJK prose that names every place once and in passing, when resolved, then those places are its stops', async () => {
    const { kept } = await resolve([text('宇治', 'segment'), text('宇治', 'segment'), text('長崎港', 'segment')]);
    expect(kept).to.deep.equal(['長崎港']);
  });

  it('given CJK prose whose names in passing outnumber its stops three to one, when resolved, then they are its stops too', async () => {
    const { kept } = await resolve([
      text('祇園白川', 'segment'), text('祇園白川', 'segment'),
      text('長崎港', 'segment'), text('八坂庚申堂', 'segment'), text('円山公園', 'segment'),
    ]);
    expect(kept).to.have.members(['祇園白川', '長崎港', '八坂庚申堂', '円山公園']);
  });

  it('given a kind of sight in lower case where the prose goes, when resolved, then it is the town\'s one unless the page names one', async () => {
    const alone = await resolve([text('cathedral', 'kind'), heading('Fushimi Inari')]);
    expect(alone.kept).to.deep.equal(['cathedral', 'Fushimi Inari']);
    const named = await resolve([text('cathedral', 'kind'), heading('Kyoto Cathedral')]);
    expect(reasonFor(named.dropped, 'cathedral')).to.equal('a kind of place the page names');
  });

  it('given a kind of sight capitalised and alone in prose ("Visitamos la Catedral"), when resolved, then it is the town\'s one unless another name holds it', async () => {
    const alone = await resolve([text('Catedral'), heading('Fushimi Inari')]);
    expect(alone.kept).to.deep.equal(['Catedral', 'Fushimi Inari']);
    const named = await resolve([text('Catedral'), heading('Catedral de Sevilla')]);
    expect(reasonFor(named.dropped, 'Catedral')).to.equal('a kind of place the page names');
  });

  it('given a heading that is a kind of place a town has one of, capitalised and alone, when resolved, then it is the town\'s; another kind alone is not', async () => {
    const { kept } = await resolve([heading('Concatedral'), heading('Belfry'), heading('Museum')]);
    expect(kept).to.deep.equal(['Concatedral', 'Belfry']);
  });

  it('given a heading naming a kind of place after a definite article, when resolved, then it is that place of the town', async () => {
    const { kept } = await resolve([heading('Le quartier juif'), heading('Les bagages')]);
    expect(kept).to.deep.equal(['quartier juif']);
  });

  it('given a town a CJK title names in a heading, when resolved, then it is the destination', async () => {
    const page: PageContext = { ...kyotoPage, titles: ['宇治 / 京都 旅行 #2'] };
    const { kept, dropped } = await resolve([heading('宇治'), heading('Fushimi Inari')], page);
    expect(kept).to.deep.equal(['Fushimi Inari']);
    expect(reasonFor(dropped, '宇治')).to.equal('the destination');
  });

  it('given a CJK station in prose, even one a gazetteer knows, when resolved, then it is directions', async () => {
    const { kept, dropped } = await resolve([text('京都駅', 'segment'), heading('Fushimi Inari')]);
    expect(kept).to.deep.equal(['Fushimi Inari']);
    expect(reasonFor(dropped, '京都駅')).to.equal('a station in prose');
  });

  it('given list lines under a café\'s pin and under a town\'s pin, when resolved, then only the town\'s are places and the café is an eatery', async () => {
    const pin = (name: string, under?: string): PlaceMention => ({ name, evidence: 'caption', cue: under ? 'lead' : 'pin', ...(under ? { under } : {}) });
    const { kept, dropped } = await resolve([pin('Kissa Pacha'), pin('Flat White', 'Kissa Pacha'), pin('Uji'), pin('Byodoin Omotesando', 'Uji')]);
    expect(kept).to.deep.equal(['Kissa Pacha', 'Uji', 'Byodoin Omotesando']);
    expect(reasonFor(dropped, 'Flat White')).to.equal('what the pinned place above it serves');
    const places = await resolvePlaces([pin('Kissa Pacha'), pin('Flat White', 'Kissa Pacha')], kyotoPage, geocoder);
    expect(places[0]!.category).to.equal('food');
    expect(describesATrip(places)).to.equal(true);
  });

  it('given a place the page skips in one sentence and names in another, when resolved, then it is no stop', async () => {
    const { kept, dropped } = await resolve([text('陕西历史博物馆', 'segment', { context: 'skipped' }), text('陕西历史博物馆', 'segment'), heading('Fushimi Inari')]);
    expect(kept).to.deep.equal(['Fushimi Inari']);
    expect(dropped.map((d) => d.reason)).to.include('skipped elsewhere on the page');
  });

  it('given a numbered-list page, when resolved, then plain prose names are dropped but locative ones kept', async () => {
    const page: PageContext = { ...kyotoPage, numberedList: true };
    const { kept, dropped } = await resolve([text('Fushimi Inari'), text('Obanzai Yakobetei', 'locative')], page);
    expect(kept).to.deep.equal(['Obanzai Yakobetei']);
    expect(reasonFor(dropped, 'Fushimi Inari')).to.equal('prose beside a numbered list');
  });

  it('given a numbered-list page, when resolved, then prose under an item whose heading names no place is judged as any prose', async () => {
    const page: PageContext = { ...kyotoPage, numberedList: true };
    const { kept } = await resolve([heading('Kinkaku-ji'), heading('Ginkaku-ji'), heading('Ryoan-ji'), text('Nishiki Market', 'prose', { itemProse: true })], page);
    expect(kept).to.include('Nishiki Market');
  });

  it('given a street in prose, when resolved, then it is a stop only when walked along or listed with kept places', async () => {
    const list = { enumeration: 'k' };
    const { kept, dropped } = await resolve([
      text('Sanjo Street'), text('Pontocho Alley', 'locative'), text('Fushimi Inari', 'prose', list), text('Nishiki Street', 'prose', list),
    ]);
    expect(kept).to.deep.equal(['Pontocho Alley', 'Fushimi Inari', 'Nishiki Street']);
    expect(reasonFor(dropped, 'Sanjo Street')).to.equal('a street in prose');
  });

  it('given four names or more listed in one sentence, one of them a place the gazetteer knows, when resolved, then all are places; three are not enough, nor four on a page about no place', async () => {
    const islands = { enumeration: 'islands' };
    const long = await resolve([text('Uji', 'prose', islands), text('Kasagi', 'prose', islands), text('Wazuka', 'prose', islands), text('Minamiyamashiro', 'prose', islands)]);
    expect(long.kept).to.include.members(['Kasagi', 'Wazuka', 'Minamiyamashiro']);
    const short = await resolve([text('Uji', 'prose', islands), text('Kasagi', 'prose', islands), text('Wazuka', 'prose', islands)]);
    expect(short.kept).to.not.include('Kasagi');
    const unknown = await resolve([text('Annemie Verbeke', 'prose', islands), text('Carine Gilson', 'prose', islands), text('Christa Reniers', 'prose', islands), text('Johanne Riss', 'prose', islands)]);
    expect(unknown.kept).to.deep.equal([]);
    const farKnown = [text('Vienna', 'prose', islands), text('Kasagi', 'prose', islands), text('Wazuka', 'prose', islands), text('Minamiyamashiro', 'prose', islands)];
    expect((await resolve(farKnown)).kept).to.include('Kasagi');
    const nowhere = await resolve(farKnown, { countryCode: 'JP' });
    expect(nowhere.kept).to.not.include('Kasagi');
  });

  it('given German prose listing names with a stop, when resolved, then the listed names count as after a preposition', async () => {
    const page: PageContext = { ...kyotoPage, language: 'de' };
    const list = { enumeration: 'k' };
    const { kept, dropped } = await resolve([text('Nova Bar', 'prose', list), text('Ranny Ptaszek', 'prose', list), text('Schöne Aussicht')], page);
    expect(kept).to.deep.equal(['Nova Bar', 'Ranny Ptaszek']);
    expect(reasonFor(dropped, 'Schöne Aussicht')).to.equal('a German noun phrase in prose');
  });

  it('given German prose naming something of someone\'s ("bei Deiner Havanna Reise"), when resolved, then it is no place', async () => {
    const page: PageContext = { ...kyotoPage, language: 'de' };
    const { kept, dropped } = await resolve([text('Deiner Havanna Reise', 'locative'), text('unserem Hotel Kyoto')], page);
    expect(kept).to.deep.equal([]);
    expect(reasonFor(dropped, 'Deiner Havanna Reise')).to.equal('a German noun phrase in prose');
  });

  it('given German prose naming a place joined to its kind by a hyphen, or with the kind first, when resolved, then they are places', async () => {
    const page: PageContext = { ...kyotoPage, language: 'de' };
    const { kept } = await resolve([text('Al-Azhar-Moschee'), text('Tal der Könige'), text('Shopping-Malls'), text('Kopftuch')], page);
    expect(kept).to.deep.equal(['Al-Azhar-Moschee', 'Tal der Könige']);
  });

  it('given a page whose titles name a town and whose prose names no stop but towns near it, when resolved, then those towns are its stops', async () => {
    const around = [text('Uji'), text('Nara'), text('Otsu'), text('Kameoka'), text('Sapporo'), text('Gion Corner')];
    expect((await resolve(around)).kept).to.have.members(['Uji', 'Nara', 'Otsu']);
    const { kept } = await resolve([text('Uji'), text('Kinkaku-ji')]);
    expect(kept).to.deep.equal(['Kinkaku-ji']);
    // Two towns are names in passing; without a town in the titles, towns in prose are not enough.
    expect((await resolve([text('Uji'), text('Kanazawa')])).kept).to.deep.equal([]);
    expect((await resolve(around, { coordinate: KYOTO })).kept).to.deep.equal([]);
  });

  it('given a German road trip, when resolved, then a one-word town in its prose that is a German noun needs its preposition; one no word list holds does not', async () => {
    const page: PageContext = { language: 'de', countryCode: 'DE' };
    const mentions = [heading('Goslar'), heading('Quedlinburg'), heading('Wernigerode'), text('Thale', 'locative'), text('Brunnen', 'prose', { everyday: true }), text('Ilsenburg')];
    const { kept } = await resolve(mentions, page);
    expect(kept).to.have.members(['Goslar', 'Quedlinburg', 'Wernigerode', 'Thale', 'Ilsenburg']);
  });

  it('given German prose naming "Dom" alone, when resolved, then it is the town\'s cathedral, unless the page names one; "Rathaus" says the way', async () => {
    const page: PageContext = { city: 'Leipzig', countryCode: 'DE', coordinate: { latitude: 51.3397, longitude: 12.3731 }, language: 'de' };
    expect((await resolve([text('Dom'), text('Rathaus')], page)).kept).to.deep.equal(['Dom']);
    const { kept, dropped } = await resolve([heading('Bamberger Dom'), text('Dom')], page);
    expect(kept).to.deep.equal(['Bamberger Dom']);
    expect(reasonFor(dropped, 'Dom')).to.equal('a kind of place the page names');
  });

  it('given titles that say the trip is driven, when resolved, then a village its prose names near the route is a stop; not on a city break', async () => {
    const driven = await resolve([text('Kinkaku-ji'), text('Kameoka')], { ...kyotoPage, titles: ['Kyoto and around on the road'] });
    expect(driven.kept).to.have.members(['Kinkaku-ji', 'Kameoka']);
    const walked = await resolve([text('Kinkaku-ji'), text('Kameoka')], { ...kyotoPage, titles: ['Three days in Kyoto'] });
    expect(walked.kept).to.deep.equal(['Kinkaku-ji']);
  });

  it('given a food guide whose restaurants are named like towns abroad, when resolved, then it is no road trip and a far namesake stays unplaced', async () => {
    const page: PageContext = { city: 'Fortaleza', countryCode: 'BR', coordinate: { latitude: -3.7319, longitude: -38.5267 } };
    const places = await resolvePlaces([heading('Caravaggio'), heading('El Molino'), heading('Varjota')], page, geocoder, []);
    expect(places.find((place) => place.name === 'Varjota')?.coordinate).to.equal(undefined);
  });

  it('given a German page naming sights in the dative, when resolved, then each keeps the page\'s case and is looked up in the nominative: a near "Altes Rathaus" is placed, a far "Neues Rathaus" is the town\'s own', async () => {
    const page: PageContext = { city: 'Leipzig', countryCode: 'DE', coordinate: { latitude: 51.3397, longitude: 12.3731 }, language: 'de' };
    const mentions = [text('Alten Hofhaltung', 'locative'), text('Neuen Rathaus', 'locative'), text('Alten Rathaus', 'locative')];
    const places = await resolvePlaces(mentions, page, geocoder, []);
    expect(places.map((place) => [place.name, place.coordinate !== undefined])).to.deep.equal([['Alten Hofhaltung', false], ['Neuen Rathaus', false], ['Alten Rathaus', true]]);
  });

  it('given a German heading naming a sight with its article and the prose naming it in the dative, when resolved, then it is one stop named as the heading names it', async () => {
    const page: PageContext = { city: 'Danzig', countryCode: 'PL', coordinate: { latitude: 54.352, longitude: 18.6466 }, language: 'de' };
    const mentions = [
      { ...heading('Der Lange Markt'), day: 1 },
      text('Langen Markt', 'locative'),
      heading('Das Europäische Zentrum der Solidarność'),
      text('Europäischen Zentrum der Solidarność', 'locative'),
    ];
    const places = await resolvePlaces(mentions, page, geocoder, []);
    expect(places.map((place) => place.name)).to.deep.equal(['Lange Markt', 'Europäische Zentrum der Solidarność']);
  });

  it('given an English page comparing with "Central Park", when resolved, then the far sight is no generic namesake of its own', async () => {
    const page: PageContext = { city: 'Vancouver', countryCode: 'CA', coordinate: { latitude: 49.2827, longitude: -123.1207 }, language: 'en' };
    expect(await resolvePlaces([text('Central Park')], page, geocoder, [])).to.deep.equal([]);
  });

  it('given a sight named by its kind and words any town uses, placed in a neighbouring town, when resolved, then it is the page\'s own, unplaced', async () => {
    const page: PageContext = { city: 'Mantova', countryCode: 'IT', coordinate: { latitude: 45.1564, longitude: 10.7914 } };
    const places = await resolvePlaces([text('Palazzo Te', 'locative'), text('Piazza delle Erbe', 'locative'), text('Duomo', 'locative')], page, geocoder, []);
    expect(places.map((place) => [place.name, place.coordinate !== undefined])).to.deep.equal([['Palazzo Te', true], ['Piazza delle Erbe', false], ['Duomo', false]]);
  });

  it('given a square named after the country, which the gazetteer knows 100 km away, when a Ronda page\'s heading names it, then it is Ronda\'s own, unplaced', async () => {
    const page: PageContext = { city: 'Ronda', countryCode: 'ES', coordinate: { latitude: 36.7423, longitude: -5.1671 } };
    const places = await resolvePlaces([heading('Plaza de España')], page, geocoder, []);
    expect(places.map((place) => [place.name, place.coordinate !== undefined])).to.deep.equal([['Plaza de España', false]]);
  });

  it("given Mexico's word for a town's main square, which the gazetteer knows in the capital, when a Puebla page names it, then it is Puebla's own, unplaced", async () => {
    const page: PageContext = { city: 'Puebla', countryCode: 'MX', coordinate: { latitude: 19.0379, longitude: -98.2035 } };
    const places = await resolvePlaces([text('Zocalo')], page, geocoder, []);
    expect(places.map((place) => [place.name, place.coordinate !== undefined])).to.deep.equal([['Zocalo', false]]);
  });

  it('given a list\'s sight named by its kind and a saint, placed by the gazetteer in another town, when resolved, then it is the page\'s own, unplaced', async () => {
    const page: PageContext = { city: 'Ascoli Piceno', countryCode: 'IT', coordinate: { latitude: 42.8536, longitude: 13.5749 } };
    const places = await resolvePlaces([{ name: 'Battistero di San Giovanni', evidence: 'article', cue: 'lead' }], page, geocoder, []);
    expect(places.map((place) => [place.name, place.coordinate !== undefined])).to.deep.equal([['Battistero di San Giovanni', false]]);
  });

  it('given one German compound ending in a kind of sight where the prose goes, when resolved, then it is a place; not one in passing', async () => {
    const page: PageContext = { ...kyotoPage, language: 'de' };
    const { kept } = await resolve([text('Jakobikirche', 'locative'), text('Pulverturm', 'locative'), text('Michaelsberg', 'locative'), text('Künstlermuseum'), text('Restaurant', 'locative')], page);
    expect(kept).to.deep.equal(['Jakobikirche', 'Pulverturm', 'Michaelsberg']);
  });

  it('given a sight named alone and again with the page\'s town before it, when resolved, then they are one stop', async () => {
    const page: PageContext = { ...kyotoPage, city: 'Cape Town', cityAsWritten: 'Kapstadt', language: 'de' };
    const { kept, dropped } = await resolve([heading('Tafelberg'), { name: 'Kapstadt Tafelberg', evidence: 'article', cue: 'lead' }], page);
    expect(kept).to.have.length(1);
    expect(dropped.map((d) => d.reason)).to.satisfy((reasons: string[]) => reasons.some((reason) => /the same place as/u.test(reason)));
  });

  it('given German phrases naming things of a country, a region or a continent in the genitive, when resolved, then they are no places; a name in the genitive first is', async () => {
    const page: PageContext = { ...kyotoPage, language: 'de' };
    const { kept, dropped } = await resolve([text('Museen Österreichs', 'locative'), text('Kirchen Bayerns', 'locative'), text('Teile Asiens', 'locative'), text('Mozarts Geburtshaus', 'locative')], page);
    expect(kept).to.deep.equal(['Mozarts Geburtshaus']);
    expect(reasonFor(dropped, 'Museen Österreichs')).to.equal("a country's or a region's things");
  });
});

describe('inKnownTown', () => {
  it("given titles naming a country and a heading naming a town of it, when judged, then the page's town is known; a town abroad or in prose does not make it so", () => {
    const town = (cue: PlaceMention['cue'], countryCode: string): ResolvedPlace => ({ name: 'Orvieto', order: 0, evidence: 'article', cue, kind: 'city', countryCode });
    expect(inKnownTown([town('heading', 'IT')], { countryCode: 'IT' })).to.equal(true);
    expect(inKnownTown([town('heading', 'FR')], { countryCode: 'IT' })).to.equal(false);
    expect(inKnownTown([town('prose', 'IT')], { countryCode: 'IT' })).to.equal(false);
    expect(inKnownTown([], { city: 'Rome', countryCode: 'IT' })).to.equal(true);
  });
});

describe('unplaceStrayTowns', () => {
  const stop = (name: string, latitude: number, longitude: number, evidence: ResolvedPlace['evidence'] = 'article'): ResolvedPlace => ({
    name, order: 0, evidence, kind: 'city', coordinate: { latitude, longitude },
  });

  it('given a town the prose names far from the page\'s other placed stops, when settled, then it stays a stop without its coordinates', () => {
    const places = [stop('Santa Fe', 35.687, -105.9378), stop('Taos', 36.4072, -105.5731), stop('Abiquiu', 36.2081, -106.3192), stop('Coyote', 37.2, -121.7, 'text')];
    const settled = unplaceStrayTowns(places);
    expect(settled.map((place) => place.name)).to.deep.equal(['Santa Fe', 'Taos', 'Abiquiu', 'Coyote']);
    expect(settled[3]!.coordinate).to.equal(undefined);
    expect(settled.slice(0, 3).every((place) => place.coordinate)).to.equal(true);
  });

  it('given a town the page\'s structure names a day\'s drive from its other stops, or too few placed stops to say where the page is, when settled, then it keeps its coordinates', () => {
    const lead = [stop('Santa Fe', 35.687, -105.9378), stop('Taos', 36.4072, -105.5731), stop('Abiquiu', 36.2081, -106.3192), stop('Moab', 38.5733, -109.5498)];
    expect(unplaceStrayTowns(lead)[3]!.coordinate).to.not.equal(undefined);
    expect(unplaceStrayTowns([...lead.slice(0, 3), stop('Moab', 38.5733, -109.5498, 'text')])[3]!.coordinate).to.equal(undefined);
    const few = [stop('Santa Fe', 35.687, -105.9378), stop('Coyote', 37.2, -121.7, 'text')];
    expect(unplaceStrayTowns(few)[1]!.coordinate).to.not.equal(undefined);
  });

  it('given a town the page\'s structure names farther than a day\'s drive from every other placed stop, when settled, then it is taken for a namesake: a stop without its coordinates', () => {
    const places = [stop('Queenstown', -45.0312, 168.6626), stop('Wanaka', -44.7032, 169.1321), stop('Te Anau', -45.4145, 167.7180), stop('Glenorchy', -42.8333, 147.2833)];
    const settled = unplaceStrayTowns(places);
    expect(settled.map((place) => place.name)).to.deep.equal(['Queenstown', 'Wanaka', 'Te Anau', 'Glenorchy']);
    expect(settled[3]!.coordinate).to.equal(undefined);
    expect(settled.slice(0, 3).every((place) => place.coordinate)).to.equal(true);
  });

  it('given a far town a photo\'s caption names, when settled, then it is as unsure as prose: a stop without its coordinates', () => {
    const places = [stop('Launceston', -41.4388, 147.1347, 'text'), stop('George Town', -41.1057, 146.8259), stop('Deloraine', -41.5236, 146.6589), { ...stop('Beaconsfield', 45.4334, -73.8659), photo: true }];
    expect(unplaceStrayTowns(places)[3]!.coordinate).to.equal(undefined);
  });
});

describe('unplaceUncheckedTowns', () => {
  const town = (name: string, latitude: number, longitude: number): ResolvedPlace => ({ name, order: 0, evidence: 'article', cue: 'lead', kind: 'city', coordinate: { latitude, longitude } });
  const sight = (name: string, latitude: number, longitude: number): ResolvedPlace => ({ name, order: 0, evidence: 'article', cue: 'lead', kind: 'landmark', coordinate: { latitude, longitude } });

  it('given fewer placed stops than make a cluster, when checked, then their small towns stay stops without coordinates and their sights keep theirs', () => {
    const places = [town('Ephraim', 39.3597, -111.5863), sight('Peninsula State Park', 45.1436, -87.2098), { name: 'Wilson’s', order: 2, evidence: 'article' as const, cue: 'lead' as const }];
    const checked = unplaceUncheckedTowns(places, {});
    expect(checked.map((place) => place.name)).to.deep.equal(['Ephraim', 'Peninsula State Park', 'Wilson’s']);
    expect(checked[0]!.coordinate).to.equal(undefined);
    expect(checked[0]!.kind).to.equal(undefined);
    expect(checked[1]!.coordinate).to.deep.equal({ latitude: 45.1436, longitude: -87.2098 });
  });

  it('given three placed stops or more, when checked, then their towns keep their coordinates: the cluster checks them', () => {
    const places = [town('Fish Creek', 45.1283, -87.2442), town('Sister Bay', 45.1875, -87.1212), sight('Peninsula State Park', 45.1436, -87.2098)];
    expect(unplaceUncheckedTowns(places, {}).every((place) => place.coordinate)).to.equal(true);
  });

  it('given a town the titles name, or a page whose titles name a town the gazetteer knows, when checked, then the towns keep their coordinates', () => {
    const places = [town('Fez', 34.0331, -5.0003), town('Meknes', 33.8935, -5.5473)];
    expect(unplaceUncheckedTowns(places, { titles: ['Fez and Meknes in four days'] }).every((place) => place.coordinate)).to.equal(true);
    expect(unplaceUncheckedTowns(places, { coordinate: { latitude: 34.0331, longitude: -5.0003 } }).every((place) => place.coordinate)).to.equal(true);
  });

  it('given a town the gazetteer is sure of (a city of 100,000 people or more) or one travellers go to, when checked, then it keeps its coordinates', () => {
    const ephraim = { ...town('Ephraim', 39.3597, -111.5863), score: 0.6 };
    expect(unplaceUncheckedTowns([{ ...town('Windhoek', -22.5594, 17.0832), score: 0.8 }, ephraim], {}).map((place) => Boolean(place.coordinate))).to.deep.equal([true, false]);
    expect(unplaceUncheckedTowns([{ ...town('Kotor', 42.4247, 18.7712), score: 0.6, visited: true }, ephraim], {}).map((place) => Boolean(place.coordinate))).to.deep.equal([true, false]);
  });
});

describe('describesATrip', () => {
  const town = (name: string, latitude: number, longitude: number): ResolvedPlace => ({
    name, order: 0, evidence: 'text', cue: 'prose', kind: 'city', coordinate: { latitude, longitude },
  });

  it('given two towns far apart, when judged, then they make no trip', () => {
    expect(describesATrip([town('London', 51.5072, -0.1276), town('New York', 40.7128, -74.006)])).to.equal(false);
  });

  it('given a region named as a valley alone, when judged, then it makes a trip only on a page whose town is known', () => {
    const valley: ResolvedPlace = { name: 'Valle Sagrado', order: 0, evidence: 'text', cue: 'prose', kind: 'region' };
    expect(describesATrip([valley])).to.equal(false);
    expect(describesATrip([valley], true)).to.equal(true);
  });

  it('given two towns near each other, when judged, then they make a trip when the page goes to one or plans a day there', () => {
    expect(describesATrip([town('Kyoto', 35.0116, 135.7681), { ...town('Uji', 34.8844, 135.7997), cue: 'locative' }])).to.equal(true);
    expect(describesATrip([town('Kyoto', 35.0116, 135.7681), { ...town('Uji', 34.8844, 135.7997), sourceDay: 2 }])).to.equal(true);
    // A strike's news names the airports' towns: Hamburg, Bremen.
    expect(describesATrip([town('Hamburg', 53.5511, 9.9937), town('Bremen', 53.0793, 8.8017)])).to.equal(false);
  });

  it('given three towns near each other on a page whose town is known, when judged, then they make a trip; where the town is unknown, only when its prose names them', () => {
    const towns = [town('Uji', 34.8844, 135.7997), town('Kameoka', 35.0134, 135.5737), town('Nara', 34.6851, 135.8048)];
    expect(describesATrip(towns, true)).to.equal(true);
    expect(describesATrip(towns.slice(0, 2), true)).to.equal(false);
    // A tour told in prose ("from Uji we drove on to Nara…"), kept because the page tours a country or a road.
    expect(describesATrip(towns)).to.equal(true);
    // A strike's news gives its airports' towns as headings.
    const headings = towns.map((t): ResolvedPlace => ({ ...t, evidence: 'article', cue: 'heading' }));
    expect(describesATrip(headings)).to.equal(false);
    expect(describesATrip(towns.slice(0, 2))).to.equal(false);
  });

  it('given names the prose goes to, unplaced, when judged, then three of them make a trip and two do not', () => {
    const goneTo = (name: string): ResolvedPlace => ({ name, order: 0, evidence: 'text', cue: 'locative' });
    const walk = [goneTo('Salober Alm'), goneTo('Burgruine Falkenstein'), goneTo('Weißensee')];
    expect(describesATrip(walk)).to.equal(true);
    expect(describesATrip(walk.slice(0, 2))).to.equal(false);
    // The same name gone to twice is one place.
    expect(describesATrip([...walk.slice(0, 2), goneTo('Salober Alm')])).to.equal(false);
  });

  it('given one town named like a kind of place ("Miami Beach"), when judged, then it makes no trip', () => {
    expect(describesATrip([town('Miami Beach', 25.7907, -80.13)])).to.equal(false);
  });

  it('given a region or an airport named alone ("亚洲地区", "Aeropuerto de Barajas"), when judged, then it makes no trip', () => {
    const heading = (name: string): ResolvedPlace => ({ name, order: 0, evidence: 'article', cue: 'heading' });
    expect(describesATrip([heading('亚洲地区')])).to.equal(false);
    expect(describesATrip([heading('Aeropuerto de Barajas')])).to.equal(false);
    expect(describesATrip([heading('Museo del Prado')])).to.equal(true);
  });

  it('given a landmark, when judged, then it makes a trip', () => {
    expect(describesATrip([{ ...town('Fushimi Inari', 34.9671, 135.7727), kind: 'landmark' }])).to.equal(true);
  });

  it('given two names a page\'s structure gives, when judged, then they make a trip only on a page whose town is known', () => {
    const heading = (name: string): ResolvedPlace => ({ name, order: 0, evidence: 'article', cue: 'heading' });
    expect(describesATrip([heading('NINi'), heading('Moyuelo')])).to.equal(false);
    expect(describesATrip([heading('NINi'), heading('Moyuelo')], true)).to.equal(true);
  });

  it('given three names in bold on a page whose town is unknown, when judged, then they make a trip only with a day, a place gone to or a kind of place visited', () => {
    const lead = (name: string, more: Partial<ResolvedPlace> = {}): ResolvedPlace => ({ name, order: 0, evidence: 'article', cue: 'lead', ...more });
    const cards = [lead('Sapphire Preferred'), lead('Citibank'), lead('Citi Prestige')];
    expect(describesATrip(cards)).to.equal(false);
    expect(describesATrip([lead('アネロン'), lead('トラベルミン'), lead('徳島', { kind: 'city', coordinate: { latitude: 34.07, longitude: 134.55 } })])).to.equal(false);
    expect(describesATrip([lead('告庄'), lead('野象谷'), lead('曼听公园')])).to.equal(true);
    expect(describesATrip([lead('Burg', { sourceDay: 1 }), lead('Schindlers Fabrik', { sourceDay: 1 }), lead('Kazimierz', { sourceDay: 2 })])).to.equal(true);
    expect(describesATrip([lead('Aeropuerto de Barajas'), lead('El Prat'), lead('Son Sant Joan')])).to.equal(false);
  });

  it('given one unplaced kind-worded name among many bold names, when judged, then it makes no trip alone; among few, or placed, it does', () => {
    const lead = (name: string, more: Partial<ResolvedPlace> = {}): ResolvedPlace => ({ name, order: 0, evidence: 'article', cue: 'lead', ...more });
    // A review of travel cards: "Sapphire Reserve" holds a kind of place, the rest are banks and programmes.
    const cards = [lead('Chase'), lead('Sapphire Reserve'), lead('Priority Pass Select'), lead('Global Entry'), lead('American Express Platinum'), lead('Citibank')];
    expect(describesATrip(cards)).to.equal(false);
    expect(describesATrip(cards.slice(0, 4))).to.equal(true);
    const placed = lead('Sapphire Reserve', { kind: 'landmark', coordinate: { latitude: 40.7, longitude: -74 } });
    expect(describesATrip([cards[0]!, placed, ...cards.slice(2)])).to.equal(true);
  });

  it('given one name the structure gives or the prose goes to, when judged, then it makes a trip only on a page whose town is known', () => {
    const goneTo: ResolvedPlace = { name: 'Likoni Fähre', order: 0, evidence: 'text', cue: 'locative' };
    const inPassing: ResolvedPlace = { name: 'Likoni Fähre', order: 0, evidence: 'text', cue: 'prose' };
    expect(describesATrip([goneTo])).to.equal(false);
    expect(describesATrip([goneTo], true)).to.equal(true);
    expect(describesATrip([inPassing], true)).to.equal(false);
  });

  it('given German headings of one noun each, when judged, then they make no trip; headings of two words do', () => {
    const heading = (name: string, day = 1): ResolvedPlace => ({ name, order: 0, evidence: 'article', cue: 'heading', sourceDay: day });
    expect(describesATrip([heading('Gewicht'), heading('Regeln'), heading('Hygiene')], false, 'de')).to.equal(false);
    expect(describesATrip([heading('Gewicht'), heading('Regeln'), heading('Hygiene')], false, 'en')).to.equal(true);
    expect(describesATrip([heading('Café Lotte'), heading('Zum Roten Ochsen'), heading('Alte Liebe')], false, 'de')).to.equal(true);
  });

  it('given one name the author quotes, when judged, then it makes a trip only on a page whose town is known', () => {
    const quoted: ResolvedPlace = { name: '餃天堂', order: 0, evidence: 'text', cue: 'quoted' };
    expect(describesATrip([quoted])).to.equal(false);
    expect(describesATrip([quoted], true)).to.equal(true);
  });

  it('given a CJK eatery a heading names, when judged, then it makes a trip', () => {
    expect(describesATrip([{ name: '李名昇饺面店', order: 0, evidence: 'article', cue: 'heading' }])).to.equal(true);
  });

  it('given a venue the page gives the address of, when judged, then it makes a trip', () => {
    expect(describesATrip([{ name: 'Magna Magna', order: 0, evidence: 'text', cue: 'locative', address: 'Via Trinchese' }])).to.equal(true);
  });

  it('given nothing, when judged, then it makes no trip', () => {
    expect(describesATrip([])).to.equal(false);
  });
});

describe('resolvePlaces: CJK streets', () => {
  it('given a CJK street in prose, when resolved, then it is dropped unless walked along or listed in the title or a heading', async () => {
    const page: PageContext = { ...kyotoPage, titles: ['京都一日游｜花见小路·锦市场'] };
    const { kept, dropped } = await resolve([
      text('河原町通り', 'segment'),
      text('寺町通り', 'locative'),
      text('花见小路', 'segment'),
      text('三条通り', 'segment', { inHeading: true }),
    ], page);
    expect(kept).to.deep.equal(['寺町通り', '花见小路', '三条通り']);
    expect(reasonFor(dropped, '河原町通り')).to.equal('a street in prose');
  });
});

describe('resolvePlaces: where the trip is', () => {
  it('given a Rome thread naming a sight in Spain, when resolved, then the trip stays in Rome and the far sight is refused', async () => {
    const rome: PageContext = { city: 'Rome', countryCode: 'IT', coordinate: { latitude: 41.8919, longitude: 12.5113 } };
    const { kept, dropped } = await resolve([text('Fontana de Trevi'), text('La Lonja de la Seda'), text('Tivoli', 'locative')], rome);
    expect(kept).to.deep.equal(['Fontana de Trevi', 'Tivoli']);
    expect(reasonFor(dropped, 'La Lonja de la Seda')).to.equal('a landmark far from the trip');
  });

  it('given a page about a country comparing its canyon with one abroad, when resolved, then its capital is a stop and the sight abroad is not', async () => {
    const namibia: PageContext = { countryCode: 'NA', countryName: 'Namibia', countryCenter: { latitude: -22.5594, longitude: 17.0832 } };
    const { kept, dropped } = await resolve([heading('Fish River Canyon'), text('Windhoek', 'locative'), text('Grand Canyon', 'locative')], namibia);
    expect(kept).to.deep.equal(['Fish River Canyon', 'Windhoek']);
    expect(reasonFor(dropped, 'Grand Canyon')).to.equal('a landmark far from the trip');
  });

  it("given a town's page naming one sight twice whose namesake is abroad, when resolved, then the one sight does not outvote the town", async () => {
    const rome: PageContext = { city: 'Rome', countryCode: 'IT', coordinate: { latitude: 41.8919, longitude: 12.5113 } };
    const { kept, dropped } = await resolve([heading('Plaza de España'), text('Plaza de España', 'locative'), text('Fontana de Trevi')], rome);
    expect(kept).to.include('Fontana de Trevi');
    expect(reasonFor(dropped, 'Fontana de Trevi')).to.equal(undefined);
  });

  it("given a title town read as a far namesake and sights of another country's town of that name, when resolved, then the sights win", async () => {
    const valenciaVenezuela: PageContext = { city: 'Valencia', countryCode: 'VE', coordinate: { latitude: 10.162, longitude: -68.0077 } };
    const { kept } = await resolve([heading('La Lonja de la Seda'), heading('Mercado Central'), text('Valencia Cathedral')], valenciaVenezuela);
    expect(kept).to.deep.equal(['La Lonja de la Seda', 'Mercado Central', 'Valencia Cathedral']);
  });

  it('given a title town with no namesake in the country of the sights its prose compares with, when resolved, then the trip stays at the town', async () => {
    const dunedin: PageContext = { city: 'Dunedin', countryCode: 'NZ', coordinate: { latitude: -45.8742, longitude: 170.5036 } };
    const { kept, dropped } = await resolve([text('Otago Museum'), text('Cadbury World'), text('Portobello Road')], dunedin);
    expect(kept).to.deep.equal(['Otago Museum']);
    expect(reasonFor(dropped, 'Cadbury World')).to.not.equal(undefined);
  });

  it("given a title town read as a namesake abroad and three towns of another country standing together, when resolved, then the trip is at those towns", async () => {
    const salentoItaly: PageContext = { city: 'Salento', countryCode: 'IT', coordinate: { latitude: 40.3515, longitude: 18.175 } };
    const { kept, dropped } = await resolve([text('Filandia', 'locative'), text('Circasia', 'locative'), text('Pereira', 'locative')], salentoItaly);
    expect(kept).to.deep.equal(['Filandia', 'Circasia', 'Pereira']);
    expect(dropped).to.deep.equal([]);
  });

  it("given a titles' town abroad and a sight of a common name among the towns the trip moves to, when resolved, then the sight is placed there", async () => {
    const salentoItaly: PageContext = { city: 'Salento', countryCode: 'IT', coordinate: { latitude: 40.3515, longitude: 18.175 } };
    const mentions = [text('Filandia', 'locative'), text('Circasia', 'locative'), text('Pereira', 'locative'), text('Parque Principal', 'locative')];
    const places = await resolvePlaces(mentions, salentoItaly, geocoder, []);
    expect(places.find((place) => place.name === 'Parque Principal')?.coordinate).to.deep.equal({ latitude: 4.6745, longitude: -75.6585 });
  });

  it('given the same towns abroad and one town of the page near its titles\' town, when resolved, then the trip stays at the titles\' town', async () => {
    const salentoItaly: PageContext = { city: 'Salento', countryCode: 'IT', coordinate: { latitude: 40.3515, longitude: 18.175 } };
    const { kept, dropped } = await resolve([text('Lecce', 'locative'), text('Filandia', 'locative'), text('Circasia', 'locative'), text('Pereira', 'locative')], salentoItaly);
    expect(kept).to.deep.equal(['Lecce']);
    expect(reasonFor(dropped, 'Pereira')).to.equal('a city far from the trip');
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
