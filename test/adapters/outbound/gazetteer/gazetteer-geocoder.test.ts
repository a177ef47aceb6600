import { expect } from 'chai';
import { GazetteerGeocoder } from '../../../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';

describe('GazetteerGeocoder', function () {
  this.timeout(20_000);
  const geocoder = new GazetteerGeocoder();

  it('finds a curated landmark by any of its names, accents and case aside', async () => {
    for (const name of ['Sacré-Cœur', 'the Sacre Coeur', 'SACRÉ-CŒUR BASILICA']) {
      const found = await geocoder.geocode({ name });
      expect(found, name).to.deep.include({ kind: 'landmark', matchedName: 'Sacré-Cœur', city: 'Paris', countryCode: 'FR', approximate: false });
    }
  });

  it('tells a sight known the world over (its names in five scripts or more) from one of a common name', async () => {
    expect((await geocoder.geocode({ name: 'Taj Mahal' }))?.worldFamous).to.equal(true);
    expect((await geocoder.geocode({ name: 'Petit Palais' }))?.worldFamous).to.equal(undefined);
    expect((await geocoder.geocode({ name: 'Latin Quarter' }))?.worldFamous, 'named in Latin, Han, kana and Hangul').to.equal(undefined);
  });

  it('tells a town travellers go to (the curated table holds sights of it) from a town of its size none do', async () => {
    expect((await geocoder.geocode({ name: 'Kotor', kinds: ['city'] }))?.visited).to.equal(true);
    expect((await geocoder.geocode({ name: 'Ephraim', kinds: ['city'] }))?.visited).to.equal(undefined);
  });

  it('finds GeoNames cities and prefers the big one, or the one the context names', async () => {
    expect(await geocoder.geocode({ name: 'Paris' })).to.deep.include({ kind: 'city', countryCode: 'FR' });
    expect(await geocoder.geocode({ name: 'Paris', country: 'US' })).to.deep.include({ kind: 'city', countryCode: 'US' });
    const nearTexas = await geocoder.geocode({ name: 'Paris', context: { near: { latitude: 33.5, longitude: -95.6 } } });
    expect(nearTexas?.countryCode).to.equal('US');
  });

  it('takes a town over a sight of its name when the town fits the query better: near it, or in its country', async () => {
    const nearGranada = { near: { latitude: 37.18, longitude: -3.6 } };
    const nearLosAngeles = { near: { latitude: 34.05, longitude: -118.24 } };
    expect(await geocoder.geocode({ name: 'Alhambra', context: nearGranada })).to.deep.include({ kind: 'landmark', countryCode: 'ES' });
    expect(await geocoder.geocode({ name: 'Alhambra', context: nearLosAngeles })).to.deep.include({ kind: 'city', countryCode: 'US' });
    expect(await geocoder.geocode({ name: 'Alhambra', country: 'US' })).to.deep.include({ kind: 'city', countryCode: 'US' });
  });

  it("prefers a namesake in the countries of the page's language when the towns are of a size", async () => {
    expect(await geocoder.geocode({ name: 'Cádiz', kinds: ['city'], language: 'es' })).to.deep.include({ countryCode: 'ES', score: 0.8 });
    // Chinese, Japanese and Korean pages are as often abroad: a Korean page's "타카마츠" is Japan's.
    expect(await geocoder.geocode({ name: '타카마츠', kinds: ['city'], language: 'ko' })).to.deep.include({ countryCode: 'JP' });
  });

  it('prefers a namesake travellers go to (the curated table holds its sights) over a bigger one, unless the query names the country', async () => {
    expect(await geocoder.geocode({ name: 'Valencia', kinds: ['city'], language: 'en' })).to.deep.include({ countryCode: 'ES' });
    expect(await geocoder.geocode({ name: 'Cádiz', kinds: ['city'] })).to.deep.include({ countryCode: 'ES' });
    expect(await geocoder.geocode({ name: 'Lüderitz', kinds: ['city'], language: 'de' })).to.deep.include({ countryCode: 'NA' });
    expect(await geocoder.geocode({ name: 'Valencia', kinds: ['city'], country: 'VE' })).to.deep.include({ countryCode: 'VE' });
  });

  it('counts as gone to the namesake a sight\'s town is, the nearest to it: São Miguel\'s Ribeira Grande, not the bigger one on Faial', async () => {
    const found = await geocoder.geocode({ name: 'Ribeira Grande', kinds: ['city'] });
    expect(found?.coordinate.longitude).to.be.closeTo(-25.52, 0.05);
  });

  it('knows a town by its name without what tells it from its namesakes ("Halle" for Halle (Saale), "Frankfurt" for Frankfurt am Main)', async () => {
    expect(await geocoder.geocode({ name: 'Halle' })).to.deep.include({ matchedName: 'Halle (Saale)' });
    expect(await geocoder.geocode({ name: 'Frankfurt' })).to.deep.include({ matchedName: 'Frankfurt am Main' });
  });

  it('knows cities by their local names', async () => {
    expect(await geocoder.geocode({ name: 'Lisboa' })).to.deep.include({ kind: 'city', matchedName: 'Lisbon', countryCode: 'PT' });
    expect(await geocoder.geocode({ name: 'München' })).to.deep.include({ countryCode: 'DE' });
  });

  it('takes the most populous town of a local name in its country (苏州 is Suzhou in Jiangsu)', async () => {
    const suzhou = await geocoder.geocode({ name: '苏州' });
    expect(suzhou).to.deep.include({ kind: 'city', matchedName: 'Suzhou', countryCode: 'CN' });
    expect(suzhou!.coordinate.latitude).to.be.closeTo(31.3, 0.2);
    expect(await geocoder.geocode({ name: '岡山' })).to.deep.include({ kind: 'city', matchedName: 'Okayama', countryCode: 'JP' });
  });

  it('knows prefectures and provinces by their CJK names only when regions are asked for', async () => {
    const kinds = ['landmark', 'city', 'region', 'country', 'address'] as const;
    expect(await geocoder.geocode({ name: '北海道', kinds })).to.deep.include({ kind: 'region', matchedName: 'Hokkaido', countryCode: 'JP' });
    expect(await geocoder.geocode({ name: '제주도', kinds })).to.deep.include({ kind: 'region', countryCode: 'KR' });
    expect(await geocoder.geocode({ name: '香川県', kinds })).to.deep.include({ kind: 'region', matchedName: 'Kagawa' });
    // A prefecture named like its capital is the city by its bare name, the prefecture with the word for one.
    expect(await geocoder.geocode({ name: '岡山', kinds })).to.deep.include({ kind: 'city' });
    expect(await geocoder.geocode({ name: '岡山県', kinds })).to.deep.include({ kind: 'region' });
    expect(await geocoder.geocode({ name: '北海道' })).to.equal(undefined);
    expect(await geocoder.candidates({ name: '四川' }, 5)).to.deep.equal([]);
  });

  it('reads a country\'s name as the country, not a small town abroad named after it; a big city of that name is the city', async () => {
    const kinds = ['landmark', 'city', 'region', 'country'] as const;
    expect(await geocoder.geocode({ name: 'Mexico', kinds })).to.deep.include({ kind: 'country', countryCode: 'MX' });
    expect(await geocoder.geocode({ name: 'Malta', kinds })).to.deep.include({ kind: 'country', countryCode: 'MT' });
    expect(await geocoder.geocode({ name: 'Singapore', kinds })).to.deep.include({ kind: 'city', countryCode: 'SG' });
    // Asked for towns only, the town it is.
    expect(await geocoder.geocode({ name: 'Mexico', kinds: ['city'] })).to.deep.include({ kind: 'city' });
  });

  it('reads a country named with its form of state as the country ("Sultanat d’Oman", "Kingdom of Jordan")', async () => {
    const kinds = ['landmark', 'city', 'region', 'country'] as const;
    expect(await geocoder.geocode({ name: 'Sultanat d’Oman', kinds })).to.deep.include({ kind: 'country', countryCode: 'OM' });
    expect(await geocoder.geocode({ name: 'Kingdom of Jordan', kinds })).to.deep.include({ kind: 'country', countryCode: 'JO' });
    expect(await geocoder.geocode({ name: 'Reino de Marruecos', kinds })).to.deep.include({ kind: 'country', countryCode: 'MA' });
    expect(await geocoder.geocode({ name: 'Republic of Atlantis', kinds })).to.equal(undefined);
  });

  it('reads a trailing city or country: "Café Central, Vienna"', async () => {
    expect(await geocoder.geocode({ name: 'Café Central, Vienna, Austria' })).to.deep.include({ kind: 'landmark', city: 'Vienna' });
  });

  it('finds a place inside a longer phrase only when asked to', async () => {
    expect(await geocoder.geocode({ name: 'Sunset at Park Güell' })).to.equal(undefined);
    expect(await geocoder.geocode({ name: 'Sunset at Park Güell', partial: true })).to.deep.include({ matchedName: 'Park Güell', matchedWords: 'park guell' });
  });

  it('takes a famous sight\'s name followed by another town\'s for that town\'s namesake, not the sight', async () => {
    expect(await geocoder.geocode({ name: 'Cappella degli Scrovegni di Bolzano', partial: true })).to.deep.include({ kind: 'city', matchedName: 'Bolzano' });
    expect(await geocoder.geocode({ name: 'Cappella degli Scrovegni di Padova', partial: true })).to.deep.include({ kind: 'landmark', city: 'Padua' });
  });

  it('places an unknown venue approximately at its town\'s centre', async () => {
    const found = await geocoder.geocode({ name: 'Tasca do Zé Inventado', address: 'Avenida Almirante Reis 1, 1150-007 Lisboa, Portugal' });
    expect(found).to.deep.include({ kind: 'address', approximate: true, city: 'Lisbon' });
  });

  it('scores town names that are everyday words low', async () => {
    const nice = await geocoder.geocode({ name: 'Nice' });
    const kyoto = await geocoder.geocode({ name: 'Kyoto' });
    expect(nice!.score).to.be.below(0.75);
    expect(kyoto!.score).to.be.at.least(0.8);
  });

  it('knows nothing of invented names', async () => {
    expect(await geocoder.geocode({ name: 'The Glorious Imaginary Museum of Nothing', partial: true })).to.equal(undefined);
  });

  it('answers a country asked for by its ISO code as both its name and its country; a name alone that looks like a code is none', async () => {
    expect(await geocoder.geocode({ name: 'BR', country: 'BR', kinds: ['country'] })).to.deep.include({ kind: 'country', countryCode: 'BR', countryName: 'Brazil' });
    expect(await geocoder.geocode({ name: 'BR', kinds: ['country'] })).to.equal(undefined);
  });

  it('reverse-geocodes a coordinate to the main town around it', async () => {
    expect(await geocoder.reverse({ latitude: 38.6916, longitude: -9.216 })).to.deep.include({ city: 'Lisbon' });
    expect(await geocoder.reverse({ latitude: 0, longitude: -140 })).to.equal(undefined);
  });
});
