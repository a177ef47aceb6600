import { foldLatin, type TownScript } from './cjk-romanization.js';
import type { GazetteerData, GazetteerPlace } from './gazetteer-data.js';

/** The countries whose towns a name in each script may be. */
export const TOWN_COUNTRIES: Record<TownScript, readonly string[]> = { ko: ['KR'], ja: ['JP'], zh: ['CN', 'TW', 'HK', 'MO'] };

/**
 * Towns smaller than this are not found by a romanized name: the smaller the town, the likelier a
 * common word reads like it. Korean and Japanese romanization loses little, and travel pages name
 * their small towns (평창 has 9,940 people, 箱根 13,339); toneless pinyin loses much, and Chinese towns
 * pages name are larger (周庄 22,000). Measured in docs/import.md.
 */
export const ROMANIZED_TOWN_POPULATION: Record<TownScript, number> = { ko: 5_000, ja: 5_000, zh: 20_000 };
/** GeoNames gives no population for many seats of cities and prefectures (Xuzhou, 담양, 富良野): they count as large. */
const SEATS = new Set(['PPLC', 'PPLA', 'PPLA2']);

/** GeoNames writes some towns with their administrative word: "Uijeongbu-si", "Nara-shi", "Hualien City". */
const ADMIN_WORD = /[\s-](?:si|gun|shi|chō|cho|machi|city)$/i;
const HAN = /\p{Script=Han}/u;

export type RomanizedTownIndex = Record<TownScript, Map<string, GazetteerPlace[]>>;

let built: { data: GazetteerData; index: RomanizedTownIndex } | undefined;

/** The towns of the CJK countries by their folded Latin names, built once per thread on the first CJK name. */
export function romanizedTowns(data: GazetteerData): RomanizedTownIndex {
  if (built?.data !== data) built = { data, index: build(data) };
  return built.index;
}

function build(data: GazetteerData): RomanizedTownIndex {
  const index: RomanizedTownIndex = { ko: new Map(), ja: new Map(), zh: new Map() };
  const scriptOf = new Map<string, TownScript>();
  for (const [script, countries] of Object.entries(TOWN_COUNTRIES) as Array<[TownScript, readonly string[]]>) {
    for (const country of countries) scriptOf.set(country, script);
  }
  // A town whose Han characters the landmark table gives is found by them only. Toneless pinyin has
  // many homophones (背景 and 北京 are both beijing), and the table leaves out the …市 forms of the towns
  // it names on purpose (a heading cut to 札幌市 from 札幌市時計台 would read as the city).
  const named = new Set<GazetteerPlace>();
  for (const [key, places] of data.cities) if (HAN.test(key)) for (const place of places) named.add(place);
  for (const place of data.citiesByLatitude) {
    const script = scriptOf.get(place.countryCode);
    if (!script || !sizeable(place, ROMANIZED_TOWN_POPULATION[script]) || (script !== 'ko' && named.has(place))) continue;
    const map = index[script];
    for (const name of new Set([place.name, place.name.replace(ADMIN_WORD, '')])) {
      const key = foldLatin(name, script);
      const list = map.get(key);
      if (!list) map.set(key, [place]);
      else if (!list.includes(place)) list.push(place);
    }
  }
  return index;
}

function sizeable(place: GazetteerPlace, population: number): boolean {
  return place.population >= population || (place.population === 0 && SEATS.has(place.featureCode ?? ''));
}
