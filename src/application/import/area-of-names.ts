import { medianCoordinate, neighbourhoods } from '../../domain/import/geo.js';
import { isCjk } from '../../domain/import/cjk-script.js';
import { endsLikeCjkSight } from '../../domain/import/cjk-kind-endings.js';
import { isCjkEatery } from '../../domain/import/cjk-visit-cues.js';
import { homeCountryOf } from '../../domain/import/language-countries.js';
import { looksLikeProperName, NAME_CONNECTORS } from '../../domain/import/place-names.js';
import { isVisitedKind, placeTypeOf } from '../../domain/import/place-types.js';
import type { Coordinate } from '../../domain/itinerary/types.js';
import type { GeocodeResult, Geocoder } from '../ports/geocoder.port.js';
import type { PlaceMention } from '../ports/place-extractor.port.js';
import type { ResolvedPlace } from './resolve-places.js';

/** Enough names to tell where a page is, without asking the gazetteer about a whole page again. */
const MAX_NAMES = 60;
/** A town named inside a longer name ("Ermita Iztapalapa") counts when it is a sizeable one. */
const TOWN_IN_NAME_SCORE = 0.8;
const MAX_RUN_WORDS = 3;

/** Where a page whose stops are all unplaced is, and the town and country there. */
export interface PageArea {
  coordinate: Coordinate;
  city?: string;
  countryName?: string;
  countryCode?: string;
}

/**
 * Where a page whose stops are all unplaced is (the itinerary needs a centre): the median of the
 * landmarks and sizeable towns among all the names it mentions, stops or not ("명동"), and the towns
 * named inside them ("Ermita Iztapalapa y Río Churubusco", a taquería's address), with the town
 * there (a guide to one city's taquerías, whose title names no town, is about Mexico City). A town
 * in a street's name ("Calle Fundidora de Monterrey") or after "de" is that street's namesake, not
 * where the page is. Undefined when a stop is placed (the stops give the centre) or no name is known.
 */
export async function areaOfNames(places: readonly ResolvedPlace[], mentions: readonly PlaceMention[], geocoder: Geocoder): Promise<PageArea | undefined> {
  if (places.some((place) => place.coordinate)) return undefined;
  const names = [...new Set(mentions.map((mention) => mention.name))].slice(0, MAX_NAMES);
  const whole = await Promise.all(names.map((name) => geocoder.geocode({ name, kinds: ['landmark', 'city'], partial: true })));
  const known = whole.filter((answer) => answer && (answer.matchedWords ? answer.kind === 'city' && answer.score >= TOWN_IN_NAME_SCORE : answer.kind === 'landmark' || answer.score >= 0.7));
  const inside = await Promise.all(names.flatMap((name) => townRuns(name)).map((run) => geocoder.geocode({ name: run, kinds: ['city'] })));
  const towns = inside.filter((answer) => answer && answer.score >= TOWN_IN_NAME_SCORE);
  const sure = [...known, ...towns];
  const repeated = sure.length > 0 ? [] : repeatedTown(mentions, names, whole);
  const found = sure.length > 0 ? sure : repeated.length > 0 ? repeated : clusteredTowns(whole);
  if (found.length === 0) {
    // A country is a centre only for stops named as places ("Lagoa da Tatajuba"): a vaccination guide's diseases or
    // an airline's seats, kept as names, are no trip in the country it mentions.
    return (await namedArea(names, 'region', geocoder)) ?? (places.some(namedAsPlace) ? namedArea(names, 'country', geocoder) : undefined);
  }
  const coordinate = medianCoordinate(found.map((answer) => (answer as GeocodeResult).coordinate));
  if (!coordinate) return undefined;
  const there = await geocoder.reverse(coordinate);
  return { coordinate, city: there?.city ?? there?.matchedName, countryName: there?.countryName, countryCode: there?.countryCode };
}

/** Towns this close to each other are one stretch of a trip. */
const CLUSTER_KM = 50;
const CLUSTER_TOWNS = 3;

/**
 * When no name is sure enough and none is repeated, small towns the page names that lie near each other, three or
 * more ("Wynyard", "Ulverstone", "Penguin" on a Tasmanian family's post): each alone may be a namesake, together
 * they say where the page is.
 */
function clusteredTowns(answers: readonly (GeocodeResult | undefined)[]): GeocodeResult[] {
  const towns = answers.filter((answer): answer is GeocodeResult => answer !== undefined && !answer.matchedWords && answer.kind === 'city');
  const largest = neighbourhoods(towns, (town) => town.coordinate, CLUSTER_KM).sort((a, b) => b.length - a.length)[0] ?? [];
  return largest.length >= CLUSTER_TOWNS ? largest : [];
}

/** A town the gazetteer is less sure of ("嘉义", found through its romanisation) still says where a page is when the page names it again and again. */
const REPEATED_TOWN_SCORE = 0.5;
const REPEATS = 3;

/**
 * When no name is sure enough, the town the page names most, three times or more, if the gazetteer
 * knows it at all. In CJK scripts a name that opens with a town's is in it ("嘉义西区", "嘉义市立美术馆"
 * and "嘉义" are three mentions of 嘉义).
 */
function repeatedTown(mentions: readonly PlaceMention[], names: readonly string[], answers: readonly (GeocodeResult | undefined)[]): GeocodeResult[] {
  const count = (name: string): number =>
    mentions.filter((mention) => mention.name === name || (isCjk(name) && mention.name.startsWith(name))).length;
  const towns = names
    .map((name, i) => ({ answer: answers[i], count: count(name) }))
    .filter(({ answer, count }) => answer && !answer.matchedWords && answer.kind === 'city' && answer.score >= REPEATED_TOWN_SCORE && count >= REPEATS)
    .sort((a, b) => b.count - a.count);
  return towns.length ? [towns[0]!.answer!] : [];
}

/**
 * A stop the page's structure names (a heading, a lead, a pin) as a proper name that says what kind of place it is
 * to visit ("Lagoa da Tatajuba"); not a station, a district or a place to sleep, nor a phrase ("reserva de hospedagem").
 */
const namedAsPlace = (place: ResolvedPlace): boolean =>
  (place.cue === 'heading' || place.cue === 'lead' || place.cue === 'pin') && properNameToVisit(place.name);

/** A proper name of a kind of place one visits, not a place to sleep: "Lagoa da Tatajuba", "Cervejaria Três Orelhas". */
function properNameToVisit(name: string): boolean {
  const kind = placeTypeOf(name);
  return looksLikeProperName(name) && isVisitedKind(kind) && kind !== 'lodging';
}

/**
 * When the page names no town the gazetteer knows, the first region it names ("八月去西双版纳避暑", a
 * prefecture it lacks, in 云南), else the first country ("Jeri", "Pedra Furada" and "Brasil"): the trip is
 * somewhere in it, a centre better than none.
 */
async function namedArea(names: readonly string[], kind: 'region' | 'country', geocoder: Geocoder): Promise<PageArea | undefined> {
  for (const name of names) {
    const area = await geocoder.geocode({ name, kinds: [kind] });
    // The area's centre is no town of it: the page's town stays unknown.
    if (area) return { coordinate: area.coordinate, countryName: area.countryName, countryCode: area.countryCode };
  }
  return undefined;
}

/**
 * Where a Japanese, Korean or simplified Chinese page is when none of its names is one the gazetteer knows
 * (a day plan in 통영 or 단양, towns GeoNames lacks): in Japan, Korea or China, approximately, rather than nowhere.
 * Only when a stop reads as a place one visits ("曼听公园", "단양구경시장", "海鮮料理の店"): an airline's seats
 * ("Recaro CL6720", "滑动门") are no trip in its country.
 */
export async function homeCountryArea(page: { language?: string; script?: string; region?: string }, places: readonly ResolvedPlace[], geocoder: Geocoder): Promise<PageArea | undefined> {
  if (!places.some(readsAsPlaceToVisit)) return undefined;
  const home = homeCountryOf(page.language, page.script);
  // "pt-BR", "es-AR": the writer's country, which their trip is most often in; an English page's region is as often its theme's ("en-US").
  const region = !home && page.region && page.language !== 'en' ? page.region : undefined;
  const country = home ? await geocoder.geocode({ name: home, kinds: ['country'] }) : region ? await geocoder.geocode({ name: region, country: region, kinds: ['country'] }) : undefined;
  return country ? { coordinate: country.coordinate, countryName: country.countryName, countryCode: country.countryCode } : undefined;
}

/**
 * A stop named as a place one visits: in CJK scripts by its ending or its kind ("曼听公园", "단양구경시장", "海鮮料理の店");
 * elsewhere a proper name of a kind one visits, not a place to sleep ("Gruta do Lago Azul", "Cervejaria Três Orelhas"; not
 * "Passaporte", "Comprovante de reserva de hospedagem", an airline's "Air Canada place").
 */
function readsAsPlaceToVisit({ name }: ResolvedPlace): boolean {
  if (isCjk(name)) return endsLikeCjkSight(name) || isCjkEatery(name) || isVisitedKind(placeTypeOf(name));
  return properNameToVisit(name);
}

/** The runs of up to three capitalised words inside a longer name, not after a connector, not in a street's name. */
function townRuns(name: string): string[] {
  const words = name.split(/[\s,.;:()]+/u).filter(Boolean);
  if (words.length < 2 || placeTypeOf(name) === 'street') return [];
  const runs: string[] = [];
  for (let start = 0; start < words.length; start++) {
    // "Calle de Veracruz", "Taquería La Güera": a connector or an article starts no town's name.
    if ((start > 0 && NAME_CONNECTORS.has(words[start - 1]!.toLowerCase())) || NAME_CONNECTORS.has(words[start]!.toLowerCase()) || words[start]!.length < 4) continue;
    for (let size = 1; size <= MAX_RUN_WORDS && start + size <= words.length; size++) {
      const run = words.slice(start, start + size);
      if (!run.every((word) => /^\p{Lu}/u.test(word)) || size === words.length) break;
      runs.push(run.join(' '));
    }
  }
  return runs;
}
