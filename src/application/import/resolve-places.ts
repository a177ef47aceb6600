import type { Coordinate } from '../../domain/itinerary/types.js';
import { isCjk } from '../../domain/import/cjk-script.js';
import { germanNominative, withoutGermanArticle } from '../../domain/import/german-nominative.js';
import { distanceKm } from '../../domain/import/geo.js';
import { nameRejection } from '../../domain/import/name-quality.js';
import { placeKey } from '../../domain/import/place-key.js';
import { namedIn } from '../../domain/import/named-in.js';
import { LIST_WORDS, NAME_CONNECTORS } from '../../domain/import/place-names.js';
import { isPlaceTypeWord } from '../../domain/import/place-types.js';
import { titlesSayRoadTrip } from '../../domain/import/road-trip-titles.js';
import { withoutTownSuffix } from '../../domain/import/town-suffix.js';
import type { GeoContext, GeocodeResult, Geocoder, GeoMatchKind } from '../ports/geocoder.port.js';
import type { MentionContext } from '../../domain/import/context-cues.js';
import type { Evidence, MentionCue, PlaceMention } from '../ports/place-extractor.port.js';
import { yieldToEventLoop } from '../shared/yield-to-event-loop.js';
import { EVIDENCE } from './evidence.js';
import { dropBracketAliases } from './bracket-aliases.js';
import { groupingHeadings } from './grouping-headings.js';
import { longLists } from './long-lists.js';
import { dropJoinedNames } from './joined-names.js';
import { mergeNestedNames, withoutSummaryEchoes } from './nested-names.js';
import { withPageAliases } from './page-aliases.js';
import { germanPartsOfACountry } from './german-prose.js';
import { describesATrip, dropFramingCities } from './trip-shape.js';
import type { PageContext } from './page-context.js';
import { isGenericNamesake, judge, NAMED_IN_PASSING, strengthOf, usable, type PageEvidence } from './judge-mention.js';
import { clusterOf, countryTrip, roadTrip, sightsOf, titledTownAbroad, townRadii, townsElsewhere } from './trip-cluster.js';

/** A mention that survived validation, with what the geocoder knows of it. */
export interface ResolvedPlace {
  name: string;
  order: number;
  evidence: Evidence;
  coordinate?: Coordinate;
  address?: string;
  category?: string;
  note?: string;
  city?: string;
  countryCode?: string;
  countryName?: string;
  sourceDay?: number;
  kind?: GeocodeResult['kind'];
  /** How sure the gazetteer was of the place (`GeocodeResult.score`). */
  score?: number;
  /** A town travellers go to (`GeocodeResult.visited`). */
  visited?: boolean;
  /** The gazetteer's name for the place: two mentions with one canonical name are one place. */
  canonical?: string;
  cue?: MentionCue;
  /** The stop this is another name of, given in brackets after it. */
  aliasOf?: string;
  /** Named by a photo's caption: as unsure of where it is as prose. */
  photo?: boolean;
  /** Named by the page's summary (its meta description), however often the body names it too. */
  summary?: boolean;
}

/** A mention that did not become a stop, and why (debug output for the quality bench, not the API). */
export interface DroppedMention {
  name: string;
  evidence: Evidence;
  reason: string;
}

/** So many towns near the titles' town at least make a page that names no other stop a page about them. */
const TOWNS_AROUND = 3;
/** Towns kept as stops that make a page a tour of towns, whose prose names its other towns near the trip as stops too. */
const TOWNS_MAKE_A_TOUR = 2;
/** Stops besides the titles' town that make a page's judgment stand; with fewer, the towns its prose names near it are weighed (`townsAround`). */
const STOPS_ENOUGH = 2;
/** How many times the names a page's CJK prose passes by must outnumber its stops to judge them again as stops. */
const PASSING_OUTNUMBER = 3;

/**
 * Judging runs on the API's thread: it yields to the event loop once it has run this long, so that other requests wait
 * no more than a few milliseconds. A step's cost varies: about 80 us a mention, but a twin is looked for among every stop
 * kept before it (a page of 600 stops held the thread 20-50 ms between yields every 32 steps).
 */
const SLICE_MS = 4;
/** Look-ups sent to the gazetteer together (a pooled gazetteer answers them in one message). */
const LOOKUPS_PER_MESSAGE = 32;

/**
 * Geocodes and judges the extractor's mentions in two passes: the first finds where the trip is
 * (the cluster of well-founded places, else the page's titles), the second keeps what belongs to it.
 * Structured mentions (headings, leads, pins, chapters, feeds) are kept unplaced when the gazetteer
 * does not know them but they read like a place's name; prose mentions need a gazetteer match near
 * the trip, a kind of place in the name ("Omiya Bashi Bridge"), or a word like "at" or "visit" before
 * them. Context ("skipped", "flew from", "stayed at") and non-place words drop a mention whatever its
 * source. Duplicates merge into the most reliable mention; the destination itself is no stop.
 */
export async function resolvePlaces(
  mentions: readonly PlaceMention[],
  context: PageContext,
  geocoder: Geocoder,
  dropped: DroppedMention[] = [],
): Promise<ResolvedPlace[]> {
  const drop = (mention: PlaceMention, reason: string): undefined => {
    dropped.push({ name: mention.name, evidence: mention.evidence, reason });
    return undefined;
  };
  let sliceStart = performance.now();
  const pace = async (): Promise<void> => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await yieldToEventLoop();
    sliceStart = performance.now();
  };
  const candidates: Array<{ mention: PlaceMention; order: number }> = [];
  const saidElsewhere = new Map<string, MentionContext>();
  // "南京出发乌镇一日游": the town the title sets out from is where the trip starts, wherever the page names it.
  const setOutFrom = new Set((context.departures ?? []).map(placeKey));
  const named: PlaceMention[] = [];
  for (const written of await withPageAliases(mentions, geocoder)) {
    await pace();
    named.push(await withoutTownOf(withoutHeadingArticle(written, context), context, geocoder));
  }
  const countrysThings = context.language === 'de' ? await germanPartsOfACountry(named.map(({ name }) => name), geocoder) : new Set<string>();
  for (const [order, mention] of named.entries()) {
    await pace();
    const rejected =
      mention.context ??
      (setOutFrom.has(placeKey(mention.name)) ? 'origin' : nameRejection(mention.name)) ??
      (countrysThings.has(mention.name) ? "a country's or a region's things" : undefined);
    // What the page says of a name somewhere holds in the rest of its prose: "如果时间还够用，可以再去陕西历史博物馆"
    // (skipped); "Essa viagem começou em Colônia do Sacramento" (where they came from; in the European
    // languages only, Chinese "从" starting a walk as often as a journey).
    if (mention.context === 'skipped' || (mention.context === 'origin' && !isCjk(mention.name))) saidElsewhere.set(placeKey(mention.name), mention.context);
    if (rejected) drop(mention, rejected);
    else candidates.push({ mention, order });
  }
  candidates.sort((a, b) => EVIDENCE[a.mention.evidence].tier - EVIDENCE[b.mention.evidence].tier || a.order - b.order);

  // "zum Alten Rathaus" is looked up as a sign gives it, "Altes Rathaus".
  const asked = context.language === 'de' ? germanNominative : (name: string): string => name;
  const titleContext: GeoContext = { near: context.coordinate, countryCodes: context.countryCode ? [context.countryCode] : undefined };
  const first = await lookUpAll(candidates, titleContext, geocoder, asked);
  const looked = candidates.map(({ mention }, i) => ({ mention, found: first[i] }));
  const sights = sightsOf(looked);
  let tripContext: GeoContext = {
    near: clusterOf(looked, sights, context, await titledTownAbroad(sights, context, geocoder)) ?? context.coordinate,
    countryCodes: context.countryCode ? [context.countryCode] : undefined,
  };
  let answers = await lookUpAll(candidates, tripContext, geocoder, asked);
  const elsewhere = townsElsewhere(candidates.map(({ mention }, i) => ({ mention, found: answers[i] })), tripContext.near, context);
  // A titles' town abroad: the trip is where the page's towns stand, and that town marks no sight as its own (`townCentre`).
  if (elsewhere) {
    tripContext = { near: elsewhere.near, countryCodes: elsewhere.countryCode ? [elsewhere.countryCode] : undefined };
    answers = await lookUpAll(candidates, tripContext, geocoder, asked);
  }

  // A quoted word that other quoted names hold ("타코야키" in "아에루 타코야키") is a dish or a kind of shop.
  const quotedNames = candidates.filter(({ mention }) => mention.cue === 'quoted').map(({ mention }) => placeKey(mention.name));
  const partOfOtherNames = (mention: PlaceMention): boolean =>
    mention.cue === 'quoted' && quotedNames.some((other) => other !== placeKey(mention.name) && ` ${other} `.includes(` ${placeKey(mention.name)} `));
  const inTitle = namedIn(context.titles ?? []);
  const inSummary = namedIn(context.summary ? [context.summary] : []);
  const page: PageEvidence = { repeats: new Map(), acceptedLists: new Set(), language: context.language, numberedList: context.numberedList, partOfOtherNames,
    structuredStops: 0, inTitle, inSummary, summarisedInPassing: new Set(), grouping: groupingHeadings(mentions), saidElsewhere, towns: townNames(looked), townCentre: context.city && !elsewhere ? context.coordinate : undefined, venues: new Set(), namedKinds: namedKinds(candidates), ...townRadii(context, roadTrip(looked, context) || countryTrip(context) || titlesSayRoadTrip(context.titles ?? [])) };
  page.venues = pinnedVenues(candidates, answers, tripContext, page);
  // "Duomo", "Piazza delle Erbe": the sight a gazetteer knows in a neighbouring town is the page's own town's namesake.
  const meant = answers.map((answer, i) => (answer && isGenericNamesake(candidates[i]!.mention.name, answer, page) ? undefined : answer));
  // How often the page's body names a place; its summary, often its first lines again, is no second naming.
  for (const { mention } of candidates) if (!mention.summary) page.repeats.set(placeKey(mention.name), (page.repeats.get(placeKey(mention.name)) ?? 0) + 1);
  // A page about a place lists its places in prose; a page about none lists airports (`long-lists.ts`).
  if (context.coordinate) for (const list of longLists(candidates.map(({ mention }) => mention), answers)) page.acceptedLists.add(list);
  // A list's members are judged once alone; those refused are judged again once another member is accepted.
  for (const [i, { mention, order }] of candidates.entries()) {
    if (mention.enumeration === undefined) continue;
    await pace();
    if (judge(mention, order, meant[i], tripContext, page, () => undefined)) page.acceptedLists.add(mention.enumeration);
  }
  // How many places the page's own structure names (headings, leads, pins, map links...); not its photos' captions.
  const structured = new Set<string>();
  for (const [i, { mention, order }] of candidates.entries()) {
    if (strengthOf(mention) === 'prose' || mention.photo) continue;
    await pace();
    const place = judge(mention, order, meant[i], tripContext, page, () => undefined);
    if (place) {
      structured.add(placeKey(place.canonical ?? place.name));
      if (mention.evidence === 'article' || mention.evidence === 'caption' || mention.evidence === 'chapters') page.firstStructured = Math.min(page.firstStructured ?? order, order);
    }
  }
  page.structuredStops = structured.size;
  page.saysWhereItGoes = structured.size > 0 || candidates.some(({ mention }) => mention.goesThere || (page.repeats.get(placeKey(mention.name)) ?? 0) >= 2);
  // Each stop is compared with every stop kept before it: a page of 600 stops asked for 360,000 keys of 600 names
  // (1.3-1.5 s of judging); each name's key is worked out once (0.5 s).
  const keys = new Map<string, string>();
  const keyOf = (name: string): string => keys.get(name) ?? keys.set(name, placeKey(name)).get(name)!;
  const judgeAll = async (): Promise<ResolvedPlace[]> => {
    const kept: ResolvedPlace[] = [];
    for (const [i, { mention, order }] of candidates.entries()) {
      await pace();
      const place = judge(mention, order, meant[i], tripContext, page, drop);
      if (!place) continue;
      const twin = kept.find((other) => samePlace(other, place, keyOf));
      if (twin) {
        twin.sourceDay ??= place.sourceDay;
        twin.coordinate ??= place.coordinate;
        twin.order = Math.min(twin.order, place.order);
        // "#phousi" is named by the gazetteer ("Mount Phousi"); "climb Phousi Hill" is how the page writes it.
        if (twin.cue === 'hashtag' && place.cue !== 'hashtag') twin.name = place.name;
        drop(mention, `duplicate of ${twin.name}`);
        continue;
      }
      kept.push(place);
    }
    return kept;
  };
  const dropPlace = (place: ResolvedPlace, reason: string): void => {
    dropped.push({ name: place.name, evidence: place.evidence, reason });
  };
  const stops = async (): Promise<ResolvedPlace[]> => {
    const kept = await judgeAll();
    for (const place of kept) if (page.venues.has(placeKey(place.name))) place.category ??= 'food';
    const tidied = dropBracketAliases(dropJoinedNames(mergeNestedNames(withoutSummaryEchoes(kept, dropPlace), dropPlace, context.cityAsWritten), dropPlace), dropPlace);
    return dropFramingCities(tidied, context, dropPlace).sort((a, b) => a.order - b.order);
  };
  const droppedBefore = dropped.length;
  const found = await stops();
  // A page whose CJK prose names every place once and in passing names its stops that way: judged again without that rule.
  // So does one whose names in passing outnumber its stops three to one: a landmark named twice is no sign the rest are passed by.
  // Those kept because the summary names them count as named in passing here.
  const summarised = found.filter((place) => page.summarisedInPassing.has(placeKey(place.name))).length;
  const passing = dropped.slice(droppedBefore).filter((d) => d.reason === NAMED_IN_PASSING).length + summarised;
  const kept = found.length - summarised;
  const settled = (describesATrip(found) && passing < PASSING_OUTNUMBER * kept) || !page.saysWhereItGoes || passing === 0;
  if (!settled) {
    dropped.length = droppedBefore;
    page.saysWhereItGoes = false;
  }
  const judged = settled ? found : await stops();
  if (judged.filter((place) => place.kind === 'city').length >= TOWNS_MAKE_A_TOUR && !page.roadTrip) return (await withProseTowns()).stops;
  // The page's own town, kept as a stop when its titles do not name it, is no stop of its own here.
  const ownTown = (place: ResolvedPlace): boolean => place.kind === 'city' && context.city !== undefined && placeKey(place.canonical ?? place.name) === placeKey(context.city);
  if (judged.filter((place) => !ownTown(place)).length >= STOPS_ENOUGH) return judged;
  const around = await townsAround();
  return around.length ? around : judged;

  // "A week between Matera and a base in southern Puglia: Gallipoli, Taranto or Brindisi?": a page whose titles
  // name a town, that names one stop or none besides it but towns near it in its prose, three or more, is about those towns.
  async function townsAround(): Promise<ResolvedPlace[]> {
    if (!context.city) return [];
    const { stops: towns, before } = await withProseTowns();
    if (towns.length >= TOWNS_AROUND) return towns;
    dropped.splice(droppedBefore, dropped.length - droppedBefore, ...before);
    return [];
  }

  /** The page judged again with the towns its prose names near the trip as stops; the drops of the judgment before, set aside. */
  async function withProseTowns(): Promise<{ stops: ResolvedPlace[]; before: DroppedMention[] }> {
    const before = dropped.splice(droppedBefore);
    page.proseTownsAreStops = true;
    return { stops: await stops(), before };
  }
}

/**
 * "📍 프롤라" then "☑️ 플랫화이트 — ...": the list lines under a pin that no gazetteer knows are what the pinned
 * place serves, so it is an eatery; under a town's pin they are its places. The pins' keys.
 */
function pinnedVenues(candidates: ReadonlyArray<{ mention: PlaceMention }>, answers: ReadonlyArray<GeocodeResult | undefined>, context: GeoContext, page: PageEvidence): Set<string> {
  const venues = new Set<string>();
  for (const [i, { mention }] of candidates.entries()) {
    if (!mention.under || strengthOf(mention) !== 'structured' || page.towns.has(placeKey(mention.under))) continue;
    const answer = answers[i];
    if (!answer || !usable(mention, answer, context, page)) venues.add(placeKey(mention.under));
  }
  return venues;
}

/** The kinds of place that the page's own names hold: "Catedral de Sevilla" names the cathedral "la catedral" means. */
function namedKinds(candidates: ReadonlyArray<{ mention: PlaceMention }>): Set<string> {
  const kinds = new Set<string>();
  for (const { mention } of candidates) {
    if (mention.cue === 'kind' || !/\p{Lu}/u.test(mention.name) || !/\s/u.test(mention.name.trim())) continue;
    for (const word of mention.name.split(/\s+/)) if (isPlaceTypeWord(word)) kinds.add(word.toLowerCase());
  }
  return kinds;
}

/**
 * "Das Krantor" opening a heading is the Krantor: a German heading's or bold lead's name without its article.
 * Prose keeps the page's own case ("zum Alten Rathaus"): that is the name as the page writes it, and the
 * gazetteer is asked in the nominative (see `lookUpAll`).
 */
function withoutHeadingArticle(mention: PlaceMention, context: PageContext): PlaceMention {
  if (context.language !== 'de') return mention;
  const name = mention.cue === 'heading' || mention.cue === 'lead' ? withoutGermanArticle(mention.name) : mention.name;
  // "Żuraw", in brackets after "Das Krantor", is another name of the Krantor.
  const aliasOf = mention.aliasOf && withoutGermanArticle(mention.aliasOf);
  return name === mention.name && aliasOf === mention.aliasOf ? mention : { ...mention, name, ...(aliasOf ? { aliasOf } : {}) };
}

/** "Castel Sant'Angelo Roma" is Castel Sant'Angelo, unless the gazetteer knows the whole name ("Gran Torre Santiago"). */
async function withoutTownOf(mention: PlaceMention, context: PageContext, geocoder: Geocoder): Promise<PlaceMention> {
  const name = withoutTownSuffix(mention.name, context.cityAsWritten);
  if (name === mention.name || (await geocoder.geocode({ name: mention.name, kinds: ['landmark'] }))) return mention;
  return { ...mention, name };
}

/**
 * Every candidate looked up near `context`, a slice at a time: each slice's look-ups go out together (a
 * pooled gazetteer answers them in one message), and the event loop runs between slices.
 */
async function lookUpAll(
  candidates: ReadonlyArray<{ mention: PlaceMention }>,
  context: GeoContext,
  geocoder: Geocoder,
  asked: (name: string) => string,
): Promise<Array<GeocodeResult | undefined>> {
  const answers: Array<GeocodeResult | undefined> = [];
  for (let start = 0; start < candidates.length; start += LOOKUPS_PER_MESSAGE) {
    await yieldToEventLoop();
    const slice = candidates.slice(start, start + LOOKUPS_PER_MESSAGE);
    for (const found of await Promise.all(slice.map(({ mention }) => lookUp({ ...mention, name: asked(mention.name) }, context, geocoder)))) answers.push(found);
  }
  return answers;
}

/** Regions too, so that a prefecture or province ("北海道", "제주도") is known as one and never made a stop. */
const MENTION_KINDS: readonly GeoMatchKind[] = ['landmark', 'city', 'region', 'country', 'address'];

async function lookUp(mention: PlaceMention, context: GeoContext, geocoder: Geocoder): Promise<GeocodeResult | undefined> {
  if (mention.coordinate) {
    const named = await geocoder.geocode({ name: mention.name, locality: mention.locality, country: mention.country, context, kinds: ['landmark'] });
    if (named && distanceKm(named.coordinate, mention.coordinate) < 5) return { ...named, coordinate: mention.coordinate };
    const near = await geocoder.reverse(mention.coordinate);
    return near ? { ...near, kind: 'address', matchedName: mention.name, coordinate: mention.coordinate, approximate: false } : undefined;
  }
  if (mention.cue === 'hashtag') return geocoder.geocode({ name: mention.name, context, compact: true, kinds: ['landmark', 'city'] });
  return geocoder.geocode({
    name: mention.name,
    kinds: MENTION_KINDS,
    address: mention.address,
    locality: mention.locality,
    country: mention.country,
    context,
    partial: strengthOf(mention) !== 'placed',
  });
}

function townNames(looked: Array<{ mention: PlaceMention; found: GeocodeResult | undefined }>): Set<string> {
  const areas = looked.filter(({ found }) => found && !found.matchedWords && (found.kind === 'city' || found.kind === 'region' || found.kind === 'country'));
  return new Set(areas.map(({ mention }) => placeKey(mention.name)));
}

/** Words that only restate what a name already says ("Kiyomizu-dera Temple", "Gion district", "Vyšehrad fortress"). */
const RESTATING_WORDS = new Set([
  'temple', 'shrine', 'district', 'city', 'area', 'quarter', 'neighbourhood', 'neighborhood', 'town', 'village', 'barrio', 'bairro', 'quartier', 'jinja', 'dera', 'ji',
  'fortress', 'fort', 'castle', 'citadel', 'palace', 'cathedral', 'basilica', 'church', 'abbey', 'monastery', 'mosque', 'synagogue', 'pagoda',
  'castillo', 'castelo', 'castello', 'chateau', 'schloss', 'burg', 'festung', 'palacio', 'palazzo', 'palais', 'palast', 'catedral', 'cathedrale', 'cattedrale',
  // Articles the shorter form leaves out, and the rank a park's full name gives it.
  'o', 'a', 'il', 'lo', 'l', 'gli', 'die', 'das', 'national', 'nacional', 'nazionale', 'nationalpark',
]);

/** The connectors that join a name's words; not "and", which may join two names. */
const LINKING_WORDS = new Set([...NAME_CONNECTORS].filter((word) => !LIST_WORDS.has(word)));

/**
 * One place twice: the same gazetteer place, the same name, or one name inside the other where the
 * difference only restates its kind ("Kiyomizu-dera" and "Kiyomizu-dera Temple", not "Belém" and "Belém Tower").
 */
function samePlace(a: ResolvedPlace, b: ResolvedPlace, key: (name: string) => string): boolean {
  if (a.canonical && b.canonical) return a.kind === b.kind && key(a.canonical) === key(b.canonical);
  const keyA = key(a.name);
  const keyB = key(b.name);
  if (keyA === keyB) return true;
  // "Catedral de Cusco" holds the town's name but is a place in it.
  if (a.kind === 'city' || b.kind === 'city') return false;
  if (a.coordinate && b.coordinate && distanceKm(a.coordinate, b.coordinate) > 2) return false;
  // "Mt Wellington" and "Mount Wellington": one mountain, its kind abbreviated. "Praia de Porto da Barra" and "praia do Porto
  // da Barra", "fortezza delle Palamidi" and "fortezza di Palamidi": one place, its little words written two ways.
  const words = (key: string): string[] => key.split(' ').filter((word) => !LINKING_WORDS.has(word)).map((word) => (word === 'mt' ? 'mount' : word));
  const [short, long] = keyA.length <= keyB.length ? [words(keyA), words(keyB)] : [words(keyB), words(keyA)];
  // "O Templo de Diana" and "Templo de Diana", "Parc Forillon" and "Parc National de Forillon": the longer
  // holds the shorter's words in order, and the rest only restates them.
  const extra: string[] = [];
  let next = 0;
  for (const word of long) {
    if (word === short[next]) next++;
    else extra.push(word);
  }
  return next === short.length && extra.every((word) => NAME_CONNECTORS.has(word) || RESTATING_WORDS.has(word));
}
