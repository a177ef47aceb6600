import type { Coordinate } from '../../domain/itinerary/types.js';
import { isDeterminer } from '../../domain/import/name-quality.js';
import { NAME_CONNECTORS } from '../../domain/import/place-names.js';
import { placeKey } from '../../domain/import/place-key.js';
import { countriesOfLanguage } from '../../domain/import/language-countries.js';
import { isPlaceTypeWord, placeTypeOf } from '../../domain/import/place-types.js';
import type { GeocodeResult, Geocoder } from '../ports/geocoder.port.js';
import type { Extraction } from '../ports/place-extractor.port.js';
import { cjkTitleTown } from './cjk-title-town.js';
import { HATSU, SETS_OUT } from '../../domain/import/departure-words.js';
import { endsLikeCjkSightNotTown } from '../../domain/import/cjk-kind-endings.js';
import { distanceKm } from '../../domain/import/geo.js';

export interface PageContext {
  city?: string;
  /** The city as the titles write it ("Roma" for Rome): names may end with it ("Castel Sant'Angelo Roma"). */
  cityAsWritten?: string;
  countryCode?: string;
  countryName?: string;
  coordinate?: Coordinate;
  /** Where the titles' country is (its largest city, or the capital of the region they name): a centre for a trip whose stops are all unplaced. */
  countryCenter?: Coordinate;
  /** The region the titles name when they name no town ("Tasmanien Roadtrip"): a tour of one region, not of a country. */
  region?: string;
  /** Where the names a page mentions are, when none of its stops could be placed. */
  area?: Coordinate;
  /** The page's language: German capitalises every noun, so capitals say less there. */
  language?: string;
  /** A top-N list ("1. Gianicolo", "2. Pincio"): its stops are its items, its prose mostly views and directions. */
  numberedList?: boolean;
  /** The page's titles: a place they name is what the page is about, wherever the text names it. */
  titles?: string[];
  /** The towns the titles set out from ("南京出发乌镇一日游"): where the trip starts, wherever the page names them. */
  departures?: string[];
  /** The page's summary (its meta description): the places it names are the ones the page is for. */
  summary?: string;
  /**
   * The towns a title lists together ("Fez, Chefchaouen y Merzouga", "Puebla y Cholula"), when it lists two or more near
   * each other: the trip's towns, of which those the page's text never reaches are its later stops (`withTitleTowns`).
   */
  titleTowns?: TitleTown[];
}

/** A town a title names, as it writes it and where the gazetteer puts it. */
export interface TitleTown {
  written: string;
  name: string;
  coordinate: Coordinate;
  countryCode?: string;
  countryName?: string;
}

/** Numbered headings from this many on make a page a top-N list. */
const NUMBERED_LIST_HEADINGS = 3;

const MAX_TITLE_WORDS = 16;
/** How sure a town a title names must be: small towns share their names with words and with each other. */
const TITLE_TOWN_SCORE = 0.7;
/** A summary (meta description) runs longer than a title: two sentences or so. */
const MAX_SUMMARY_WORDS = 40;
/** "Ho Chi Minh City", "San Cristóbal de las Casas": a town's name may take several words. */
const MAX_PHRASE_WORDS = 5;

/**
 * Where the page as a whole is, from its titles: the city a title names, preferring one in a
 * country the title also names ("Portugal: a perfect day in Porto" is Porto, not Lisbon), else the
 * country alone. Every run of up to three words is looked up whole, never inside a longer phrase.
 */
export async function pageContext(extraction: Extraction, geocoder: Geocoder): Promise<PageContext> {
  const origins = departures(extraction.contextNames);
  const titles = await whereFromTitles(extraction, geocoder, origins);
  return {
    ...(await whereFromTags(extraction, geocoder, titles.countryCode)),
    ...(titles.city ? titles : await withCjkTitleTown(titles, extraction, geocoder)),
    ...(extraction.language ? { language: extraction.language } : {}),
    ...((extraction.numberedHeadings ?? 0) >= NUMBERED_LIST_HEADINGS ? { numberedList: true } : {}),
    titles: extraction.contextNames,
    ...(origins.size ? { departures: [...origins] } : {}),
    ...(extraction.description ? { summary: extraction.description } : {}),
  };
}

/**
 * The town a CJK title writes against its words ("台南おすすめグルメ20選"), when the titles name no town: the page's
 * town if they name no country either, or if it is in the country they name ("台湾" among its keywords).
 */
async function withCjkTitleTown(titles: PageContext, extraction: Extraction, geocoder: Geocoder): Promise<PageContext> {
  const town = await cjkTitleTown(extraction.contextNames, geocoder, extraction.language);
  if (!titles.countryCode) return town;
  return town.city && town.countryCode === titles.countryCode ? town : titles;
}

/**
 * A caption's hashtags say where it is when its title does not (#florianopolis, #kyototrip is not):
 * the first tag that is a sizeable town's name written without spaces. A title that names a country
 * or a region ("Extremadura en autocaravana" over #trujillo) says whose: a namesake abroad is none.
 */
async function whereFromTags(extraction: Extraction, geocoder: Geocoder, countryCode?: string): Promise<PageContext> {
  // "#南京到乌镇": a route's tag opens with where it sets out from.
  for (const tag of extraction.tags.filter((tag) => !ROUTE_TAG.test(tag))) {
    const found = await geocoder.geocode({ name: tag, compact: true, kinds: ['city'], ...(countryCode ? { country: countryCode } : {}) });
    if (found && found.score >= 0.7 && (!countryCode || found.countryCode === countryCode)) return { city: found.matchedName, countryCode: found.countryCode, countryName: found.countryName, coordinate: found.coordinate };
  }
  return {};
}

const ROUTE_TAG = new RegExp(`到|→|${SETS_OUT}|から|\\bto\\b`, 'u');

/** What parts a title's words: anything but letters, digits and apostrophes. */
const TITLE_WORD_BREAK = /[^\p{L}\p{M}\p{N}'’]+/u;

async function whereFromTitles(extraction: Extraction, geocoder: Geocoder, origins: ReadonlySet<string>): Promise<PageContext> {
  // "Come visitare Matera in due giorni?": of two towns as sure, the one in a country of the page's language (Matera, not Benin's Comé).
  const ownCountries = countriesOfLanguage(extraction.language) ?? [];
  const own = (found: GeocodeResult): number => (found.countryCode && ownCountries.includes(found.countryCode) ? 1 : 0);
  // The page's title and its Open Graph title are often the same words: each is looked up once.
  for (const title of new Set(extraction.contextNames)) {
    if (origins.has(title.trim())) continue;
    const { cities: named, countries, smaller } = await placesIn(title, geocoder, extraction.language);
    const cities = named.filter((city) => !origins.has(city.written));
    const inNamedCountry = await townsOfNamedCountry(cities, countries, geocoder, extraction.language);
    // "3 Tage in Jordanien – zu Besuch in Petra und Wadi Rum": a town abroad in a title that names the country is a namesake.
    // "Things To Do in Puerto Escondido - Visitors' Comments - Tom Zap's Oaxaca": a title's later parts name its site, so a town
    // of an earlier part comes first.
    const part = (city: { written: string }): number => titlePartOf(title, city.written);
    const ranked = [...(countries.length ? inNamedCountry : cities)].sort((a, b) => part(a) - part(b) || b.score - a.score || own(b) - own(a));
    const city = ranked[0];
    if (city) return { ...cityContext(city), ...townsListed(title, [...ranked, ...smaller.filter((town) => town.countryCode === city.countryCode)], city) };
    const country = countries[0];
    const subject = await subjectTown(title, geocoder, extraction.language);
    if (!country) {
      if (subject) return cityContext(subject);
      continue;
    }
    // "Paraty – RJ – Brasil": the small town the title opens with, in the country it names.
    if (subject && subject.countryCode === country.countryCode) return cityContext(subject);
    // "Australia ABD fast approaching" with "I am researching Melbourne" below: the summary says which town of the
    // country, when it names one only ("between Hiroshima and Kobe" is a route).
    const town = await summaryTown(extraction, geocoder, country.countryCode);
    if (town) return cityContext(town);
    return { countryCode: country.countryCode, countryName: country.countryName, countryCenter: country.coordinate, ...(country.kind === 'region' ? { region: country.matchedName } : {}) };
  }
  // "…almoçar no Centro de BH" over "…no Centro de Belo Horizonte": a title that names no place leaves it to the summary.
  const town = await summaryTown(extraction, geocoder);
  return town ? cityContext(town) : {};
}

/**
 * The title's towns in the country or region it names. "Extremadura en autocaravana: Trujillo y Guadalupe": a town the
 * gazetteer first finds abroad (Trujillo in Peru) is the named country's namesake when it has one, however small.
 */
async function townsOfNamedCountry(
  cities: ReadonlyArray<GeocodeResult & { written: string }>,
  countries: readonly GeocodeResult[],
  geocoder: Geocoder,
  language: string | undefined,
): Promise<Array<GeocodeResult & { written: string }>> {
  if (!countries.length) return [];
  const named = (found: GeocodeResult): boolean => countries.some((country) => country.countryCode === found.countryCode);
  const towns: Array<GeocodeResult & { written: string }> = [];
  for (const city of cities) {
    const found = named(city) ? city : await geocoder.geocode({ name: city.written, kinds: ['city'], country: countries[0]!.countryCode, language });
    if (found && named(found) && found.score >= SUBJECT_TOWN_SCORE) towns.push({ ...found, written: city.written });
  }
  return towns;
}

/** Title towns farther apart than this from the page's town are another trip's or a comparison's. */
const TITLE_TOUR_KM = 300;

/**
 * What joins the towns of a title's list: a comma, a dot, a slash or a dash, "and" in the page's languages; CJK titles part
 * them with a space too ("공주 부여"). "Puebla: … a dos horas de la CDMX" compares; "Chiang Rai tour from Chiang Mai" sets out.
 */
const LIST_JOINER = /^\s*(?:[,、・·&+/\-–—]|y|e|et|and|und|en|i)\s*$|^\s$/u;

/**
 * The towns a title lists, joined as a list, near its town, in its order, each once, when there are two or more. A small
 * town of the town's country counts here ("Otranto und Lecce"), listed with it: a title that lists names its trip's towns.
 */
function townsListed(title: string, cities: ReadonlyArray<GeocodeResult & { written: string }>, city: GeocodeResult): Pick<PageContext, 'titleTowns'> {
  const near = cities
    .map((town) => ({ town, at: title.indexOf(town.written) }))
    .filter(({ town }) => distanceKm(town.coordinate, city.coordinate) <= TITLE_TOUR_KM)
    .sort((a, b) => a.at - b.at);
  const joined = (a: (typeof near)[number], b: (typeof near)[number]): boolean => LIST_JOINER.test(title.slice(a.at + a.town.written.length, b.at));
  const listed = near.filter((entry, i) => (i > 0 && joined(near[i - 1]!, entry)) || (i + 1 < near.length && joined(entry, near[i + 1]!))).map(({ town }) => town);
  const towns = listed.filter((town, i) => listed.findIndex((other) => other.matchedName === town.matchedName) === i);
  if (towns.length < 2) return {};
  return { titleTowns: towns.map((town) => ({ written: town.written, name: town.matchedName, coordinate: town.coordinate, countryCode: town.countryCode, countryName: town.countryName })) };
}

/** Which of a title's parts, parted by dashes and bars, holds the words (0 for the first). */
function titlePartOf(title: string, written: string): number {
  const parts = title.split(/\s[-–—|]\s/u);
  const index = parts.findIndex((part) => part.includes(written));
  return index < 0 ? parts.length : index;
}

/** The one town the page's summary names (in `countryCode`, when given), or undefined when it names none or several. */
async function summaryTown(extraction: Extraction, geocoder: Geocoder, countryCode?: string): Promise<(GeocodeResult & { written: string }) | undefined> {
  if (!extraction.description) return undefined;
  const described = (await placesIn(extraction.description, geocoder, extraction.language, MAX_SUMMARY_WORDS)).cities.filter((town) => !countryCode || town.countryCode === countryCode);
  // "Horizonte" inside "Belo Horizonte" is the same words, not a second town.
  const whole = described.filter((town) => !described.some((other) => other !== town && other.written.includes(town.written)));
  return new Set(whole.map((found) => found.matchedName)).size === 1 ? whole[0] : undefined;
}

/** A title's subject: its words before a colon or a dash ("Tiradentes: roteiro de 3 dias", "Tiradentes/Brasil: …"), one to three capitalised words. */
const TITLE_SUBJECT = /^(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})(?:\s*\/\s*\p{Lu}[\p{L}'’-]*)?\s*(?::|\s[-–—|]\s)/u;
/**
 * "Voyage en Corse - Bonifacio et la côte sud - Zarkass": a later part of a title that opens with a name and goes on in lower
 * case is about that name (a part that is a name alone is as often the site's).
 */
const SEGMENT_SUBJECT = /\s[-–—|]\s(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})\s+\p{Ll}[^-–—|]*(?:\s[-–—|]\s|$)/u;
/** A small town (a few thousand people) that a title is about is where the page is, though it has namesakes. */
const SUBJECT_TOWN_SCORE = 0.5;

/**
 * The town a title is about, however small ("Tiradentes: roteiro de 3 dias"): a title that opens with a
 * name and a colon names its subject, so a town that small is taken there and nowhere else in a title.
 */
async function subjectTown(title: string, geocoder: Geocoder, language: string | undefined): Promise<(GeocodeResult & { written: string }) | undefined> {
  // "Im Herzen Otagos - Mal was Anderes erleben": a later part may open with a capitalised word of the language ("Mal", a
  // Romanian village too); a small town there counts in a country of the page's language, a larger one anywhere.
  const segment = SEGMENT_SUBJECT.exec(title)?.[1];
  // "Tour de 2 dias em Tavira - Uma cidade de Igrejas…": a later part's opening words may name nothing; the trip's length still does.
  const subjects = [TITLE_SUBJECT.exec(title)?.[1], segment, ...[...TRIP_LENGTH, WHAT_TO_DO].map((pattern) => pattern.exec(title)?.[1])].filter((subject): subject is string => Boolean(subject));
  const ownCountries = countriesOfLanguage(language) ?? [];
  for (const subject of new Set(subjects)) {
    // "Roteiro Pirenópolis": the words before the town's may say what the page is; the town ends the phrase.
    const words = subject.split(/\s+/u);
    for (let first = 0; first < words.length; first++) {
      const written = words.slice(first).join(' ');
      if (isDeterminer(words[first]!, language)) continue;
      const found = await geocoder.geocode({ name: written, kinds: ['city'], language });
      const sure = found !== undefined && (subject !== segment || found.score >= TITLE_TOWN_SCORE || ownCountries.includes(found.countryCode ?? ''));
      if (found && sure && found.score >= SUBJECT_TOWN_SCORE) return { ...found, written };
    }
  }
  return undefined;
}

/** A word and the same word capitalised, as a title writes either. */
const eitherCase = (words: string): string => words.split('|').flatMap((word) => [word, word[0]!.toUpperCase() + word.slice(1)]).join('|');
const COUNT = eitherCase('\\d+|one|two|three|four|five|six|seven|un|une|uno|una|um|uma|dos|dois|tres|três|deux|trois|due|tre|ein|einen|zwei|drei|vier');
const SPAN = eitherCase('day|days|night|nights|hours|día|días|dia|dias|noches|noites|horas|jour|jours|nuits|heures|giorno|giorni|notti|ore|tag|tage|tagen|nächte|stunden');
const INTO = eitherCase('in|en|em|à|a|au|no|na|nel|nella|im|at');
const TOWN_WORDS = String.raw`(\p{Lu}[\p{L}'’-]*(?:\s+(?:de|do|da|del|di|du|des|la|le|el)?\s*\p{Lu}[\p{L}'’-]*){0,3})`;
/**
 * "2 Days In Kotor, Montenegro", "48 horas en Oaxaca", "Roteiro Pirenópolis em 5 dias", "Hampi Day 2 Itinerary": a town the
 * title gives a trip's length is the page's, however small.
 */
const TRIP_LENGTH = [
  new RegExp(String.raw`(?:^|\s)(?:${COUNT})\s+(?:${SPAN})\s+(?:${INTO})\s+${TOWN_WORDS}`, 'u'),
  new RegExp(String.raw`${TOWN_WORDS}\s+(?:${INTO})\s+(?:${COUNT})\s+(?:${SPAN})(?:\s|$|[.,:!?])`, 'u'),
  new RegExp(String.raw`^${TOWN_WORDS}\s+(?:${eitherCase('day|día|dia|jour|tag|giorno')})\s+\d`, 'u'),
];

/**
 * "O que fazer em Pirenópolis", "Qué ver en Teruel", "Cosa vedere a Mantova", "Que faire à Dinan", "Was tun in Görlitz",
 * "Things to do in Lunenburg", "Where to eat in Ipoh": a guide's title asks what to do in its town, however small.
 */
const WHAT_TO_DO = new RegExp(
  String.raw`(?:^|\s)(?:${eitherCase(
    'o que fazer|o que ver|o que visitar|onde comer|qué ver|qué hacer|qué visitar|que ver|que hacer|dónde comer|donde comer|cosa vedere|cosa fare|cose da vedere|cose da fare|dove mangiare|que faire|que voir|que visiter|où manger|was tun|was machen|things to do|things to see|what to do|what to see|where to eat',
  )})\s+(?:${INTO})\s+${TOWN_WORDS}`,
  'u',
);

const cityContext = (city: GeocodeResult & { written: string }): PageContext => ({
  city: city.matchedName, cityAsWritten: city.written, countryCode: city.countryCode, countryName: city.countryName, coordinate: city.coordinate,
});

/**
 * The towns and countries a title or a summary names: every run of its words that a gazetteer knows whole.
 * The page's language says which namesake ("Cádiz" on a Spanish page is Spain's).
 */
async function placesIn(
  text: string,
  geocoder: Geocoder,
  language: string | undefined,
  maxWords = MAX_TITLE_WORDS,
): Promise<{ cities: Array<GeocodeResult & { written: string }>; countries: GeocodeResult[]; smaller: Array<GeocodeResult & { written: string }> }> {
  // Emoji, dots and bars between words part them as punctuation does ("Lima gueule de bois 🌅 · La grande vadrouille").
  const words = text.split(TITLE_WORD_BREAK).filter(Boolean).slice(0, maxWords);
  const cities: Array<GeocodeResult & { written: string }> = [];
  const smaller: Array<GeocodeResult & { written: string }> = [];
  const countries: GeocodeResult[] = [];
  for (let size = MAX_PHRASE_WORDS; size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const phrase = words.slice(start, start + size);
      if (!/^\p{Lu}/u.test(phrase[0]!) && !/[^\p{Script=Latin}\p{N}]/u.test(phrase[0]!)) continue;
      // "La", "Le", "El" alone are articles; "LA" or "NY" in capitals may be a town.
      if (size === 1 && phrase[0]!.length <= 2 && phrase[0] !== phrase[0]!.toUpperCase()) continue;
      // "Una tarde entera en Cádiz": a sentence's determiner is no town (Una, India).
      if (isDeterminer(phrase[0]!, language)) continue;
      const named = (await geocoder.geocode({ name: phrase.join(' '), kinds: ['city', 'country'], language })) ?? (await genitiveCountry(phrase, geocoder, language));
      // "Tasmanien Roadtrip", "Toscana in 7 giorni": a region says which country, unless a town as sure bears its name.
      const found = named && (named.kind !== 'city' || named.score >= TITLE_TOWN_SCORE) ? named : ((await geocoder.geocode({ name: phrase.join(' '), kinds: ['region'], language })) ?? named);
      if (!found) continue;
      if (found.kind === 'country' || found.kind === 'region') countries.push(found);
      else if (namesAnotherPlace(words, start, size) || DEPARTURE.test(words[start + size] ?? '') || (await partOfLandmark(words, start, size, geocoder, language))) continue;
      else if (found.score >= TITLE_TOWN_SCORE) cities.push({ ...found, written: phrase.join(' ') });
      else if (found.score >= SUBJECT_TOWN_SCORE) smaller.push({ ...found, written: phrase.join(' ') });
    }
  }
  // "Santiago de Compostela" over "Santiago": a town inside a longer town's name is that town's words.
  const whole = cities.filter((city) => !cities.some((other) => other.written.length > city.written.length && ` ${other.written} `.includes(` ${city.written} `)));
  return { cities: whole, countries, smaller: smaller.filter((town) => !whole.some((city) => ` ${city.written} `.includes(` ${town.written} `))) };
}

/** "부산 출발 나고야", "札幌 発": the town a title sets out from, not where the page is. */
const DEPARTURE = new RegExp(`^(?:${SETS_OUT}|${HATSU}|から)$`, 'u');
/**
 * "南京出发乌镇一日游", "札幌から日帰り鎌倉", "부산출발": a CJK title's town of departure, written without
 * spaces; "日光東照宮から華厳の滝まで" is a day's span of stops, from the first to the last.
 */
const CJK_DEPARTURE = new RegExp(`(?:^|[从從\\s])([\\p{Script=Han}\\p{Script=Katakana}\\p{Script=Hangul}ー]{2,5}?)\\s*(?:${SETS_OUT}|${HATSU}|から(?!.*まで))`, 'gu');

/** The towns the titles set out from ("南京出发…"), which the page's keywords may repeat alone. */
function departures(titles: readonly string[]): Set<string> {
  // A sight a day's tour starts at ("日光東照宮から華厳の滝を巡る") is its first stop, not where the trip sets out from.
  const setsOut = (name: string): boolean => !endsLikeCjkSightNotTown(name) && (!placeTypeOf(name) || placeTypeOf(name) === 'transport');
  return new Set(titles.flatMap((title) => [...title.matchAll(CJK_DEPARTURE)].map((match) => match[1]!)).filter(setsOut));
}

/**
 * "Ria Formosa", "Gruta do Lago Azul", "Porta Valbona", "Serra Gaúcha", "the Roman palace": a town's
 * name after a kind of place, or a kind of place itself, or a word before a kind in lower case, is part
 * of another place's name.
 */
function namesAnotherPlace(words: readonly string[], start: number, size: number): boolean {
  const before = words[start - 1];
  const after = words[start + size];
  return (before !== undefined && isKind(before)) || (size === 1 && isKind(words[start]!)) || (after !== undefined && /^\p{Ll}/u.test(after) && isKind(after));
}

/** "Escapada en moto a Picos de Europa": a town's name ("Picos", in Brazil) that a sight's longer name the title gives begins with. */
async function partOfLandmark(words: readonly string[], start: number, size: number, geocoder: Geocoder, language: string | undefined): Promise<boolean> {
  const connector = words[start + size];
  const next = words[start + size + 1];
  if (!connector || !next || !NAME_CONNECTORS.has(connector) || !/^\p{Lu}/u.test(next)) return false;
  const longer = words.slice(start, start + size + 2).join(' ');
  const sight = await geocoder.geocode({ name: longer, kinds: ['landmark'], language });
  return sight !== undefined && (!sight.matchedWords || placeKey(sight.matchedName).includes(placeKey(longer)));
}

/** A kind of place, or a kind of land a region's name opens with ("Serra da Estrela", "Ria Formosa", "Chapada Diamantina"). */
const isKind = (word: string): boolean => isPlaceTypeWord(word.toLowerCase()) || /^(?:serra|sierra|ria|chapada)$/iu.test(word);

/**
 * A title names a country in the genitive, as the country's part or what it holds: "Namibias Norden", "Islands Süden" on
 * a German page; "Explore: by train along Uzbekistan's Silk Road" in the English possessive, on any page.
 */
const GENITIVES: ReadonlyArray<{ language?: string; pattern: RegExp }> = [
  { language: 'de', pattern: /^(\p{Lu}\p{L}{3,})s$/u },
  { pattern: /^(\p{Lu}\p{L}{3,})['’]s$/u },
];

async function genitiveCountry(phrase: string[], geocoder: Geocoder, language: string | undefined): Promise<GeocodeResult | undefined> {
  // "Sri Lankas unentdeckte Schätze": a country of two words takes the ending on its last.
  const last = phrase[phrase.length - 1]!;
  for (const genitive of GENITIVES) {
    const word = !genitive.language || genitive.language === language ? genitive.pattern.exec(last)?.[1] : undefined;
    const found = word ? await geocoder.geocode({ name: [...phrase.slice(0, -1), word].join(' '), kinds: ['country'], language }) : undefined;
    if (found) return found;
  }
  return undefined;
}
