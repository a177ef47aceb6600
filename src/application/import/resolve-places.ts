import type { Coordinate } from '../../domain/itinerary/types.js';
import { isCjk } from '../../domain/import/cjk-script.js';
import { endsLikeCjkSight } from '../../domain/import/cjk-kind-endings.js';
import { germanGenitiveOf } from '../../domain/import/descriptions.js';
import { germanNominative, withoutGermanArticle } from '../../domain/import/german-nominative.js';
import { distanceKm, medianCoordinate, neighbourhoods } from '../../domain/import/geo.js';
import { capitalisedName, definiteKindOfPlace, isSectionLabel, nameRejection, namesTownsOwn, placeEndingActivity, placeSectionIsAbout, onlyFrames, onlyKindsOfPlace, readsLikePlaceName } from '../../domain/import/name-quality.js';
import { placeKey } from '../../domain/import/place-key.js';
import { namedIn } from '../../domain/import/named-in.js';
import { looksLikeProperName, NAME_CONNECTORS } from '../../domain/import/place-names.js';
import { hasPlaceType, isPlaceTypeWord, placeTypeOf } from '../../domain/import/place-types.js';
import { titlesSayRoadTrip } from '../../domain/import/road-trip-titles.js';
import { withoutTownSuffix } from '../../domain/import/town-suffix.js';
import { isBay, isWaterway } from '../../domain/import/waterways.js';
import { isCjkEatery } from '../../domain/import/cjk-visit-cues.js';
import type { GeoContext, GeocodeResult, Geocoder, GeoMatchKind } from '../ports/geocoder.port.js';
import type { MentionContext } from '../../domain/import/context-cues.js';
import type { Evidence, MentionCue, PlaceMention } from '../ports/place-extractor.port.js';
import { yieldToEventLoop } from '../shared/yield-to-event-loop.js';
import { EVIDENCE } from './evidence.js';
import { dropBracketAliases } from './bracket-aliases.js';
import { groupingHeadings } from './grouping-headings.js';
import { dropJoinedNames } from './joined-names.js';
import { mergeNestedNames, withoutSummaryEchoes } from './nested-names.js';
import { withPageAliases } from './page-aliases.js';
import { germanProse, germanPartsOfACountry } from './german-prose.js';
import { describesATrip, dropFramingCities } from './trip-shape.js';
import type { PageContext } from './page-context.js';

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

/** Landmarks named in passing must be this sure. */
const TEXT_LANDMARK_SCORE = 0.8;
/** A town named in passing ("spend an afternoon in Uji") must be this sure, and near the trip. */
const TEXT_TOWN_SCORE = 0.6;
/** On a road trip a village after "stop in" counts too (a GeoNames place of 1,000 people or more scores 0.5). */
const ROAD_TRIP_TOWN_SCORE = 0.45;
/** So many towns near the titles' town at least make a page that names no other stop a page about them. */
const TOWNS_AROUND = 3;
/** A place this far from the trip's cluster is a comparison or a namesake, unless the page placed it. */
const CLUSTER_KM = 150;
/** Towns kept as stops that make a page a tour of towns, whose prose names its other towns near the trip as stops too. */
const TOWNS_MAKE_A_TOUR = 2;
/** A town a heading or list names may be further away (road trips), but not on another continent. */
const FAR_TOWN_KM = 1000;
/** On a page about one city, the towns it names are day trips: farther away, a namesake ("Stari Grad"). */
const DAY_TRIP_KM = 120;
/** A day the page plans in another town ("Día 1: Quebrada de las Conchas y Cafayate") is a long day's drive at most. */
const DAY_TITLE_TOWN_KM = 300;
/** How far from the titles' town a sight is still in it. */
const OWN_TOWN_KM = 15;
/** Below this gazetteer score (towns under about 20,000 people) a town named like a kind of place ("Duomo") is not meant. */
const KIND_NAMED_TOWN_SCORE = 0.75;
/** How many times the names a page's CJK prose passes by must outnumber its stops to judge them again as stops. */
const PASSING_OUTNUMBER = 3;
/** A road trip's prose names towns along a route of several hundred km ("stop in Pienza for lunch"). */
const ROAD_TRIP_PROSE_KM = 500;
/** A page whose headings, leads and pins name this many places lists its stops there: its prose only adds to them. */
const STRUCTURED_PAGE = 4;

/**
 * Judging runs on the API's thread: it yields to the event loop once it has run this long, so that other requests wait
 * no more than a few milliseconds. A step's cost varies: about 80 us a mention, but a twin is looked for among every stop
 * kept before it (a page of 600 stops held the thread 20-50 ms between yields every 32 steps).
 */
const SLICE_MS = 4;
/** Look-ups sent to the gazetteer together (a pooled gazetteer answers them in one message). */
const LOOKUPS_PER_MESSAGE = 32;

type Strength = 'placed' | 'structured' | 'prose';

/** How much the page's own presentation vouches for a mention. */
function strengthOf(mention: PlaceMention): Strength {
  if (mention.evidence === 'jsonld' || mention.evidence === 'microdata' || mention.evidence === 'maplink') return 'placed';
  if (mention.evidence === 'text' || mention.evidence === 'llm') return 'prose';
  return 'structured';
}

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
    named.push(await withoutTownOf(inTheNominative(written, context), context, geocoder));
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

  const titleContext: GeoContext = { near: context.coordinate, countryCodes: context.countryCode ? [context.countryCode] : undefined };
  const first = await lookUpAll(candidates, titleContext, geocoder);
  const looked = candidates.map(({ mention }, i) => ({ mention, found: first[i] }));
  const sights = sightsOf(looked);
  const tripContext: GeoContext = {
    near: clusterOf(looked, sights, context, await titledTownAbroad(sights, context, geocoder)) ?? context.coordinate,
    countryCodes: context.countryCode ? [context.countryCode] : undefined,
  };
  const answers = await lookUpAll(candidates, tripContext, geocoder);

  // A quoted word that other quoted names hold ("타코야키" in "아에루 타코야키") is a dish or a kind of shop.
  const quotedNames = candidates.filter(({ mention }) => mention.cue === 'quoted').map(({ mention }) => placeKey(mention.name));
  const partOfOtherNames = (mention: PlaceMention): boolean =>
    mention.cue === 'quoted' && quotedNames.some((other) => other !== placeKey(mention.name) && ` ${other} `.includes(` ${placeKey(mention.name)} `));
  const inTitle = namedIn(context.titles ?? []);
  const inSummary = namedIn(context.summary ? [context.summary] : []);
  const page: PageEvidence = { repeats: new Map(), acceptedLists: new Set(), language: context.language, numberedList: context.numberedList, partOfOtherNames,
    structuredStops: 0, inTitle, inSummary, summarisedInPassing: new Set(), grouping: groupingHeadings(mentions), saidElsewhere, towns: townNames(looked), townCentre: context.city ? context.coordinate : undefined, venues: new Set(), namedKinds: namedKinds(candidates), ...townRadii(context, roadTrip(looked, context) || countryTrip(context) || titlesSayRoadTrip(context.titles ?? [])) };
  page.venues = pinnedVenues(candidates, answers, tripContext, page);
  // "Duomo", "Piazza delle Erbe": the sight a gazetteer knows in a neighbouring town is the page's own town's namesake.
  const meant = answers.map((answer, i) => (answer && isGenericNamesake(candidates[i]!.mention.name, answer, page) ? undefined : answer));
  // How often the page's body names a place; its summary, often its first lines again, is no second naming.
  for (const { mention } of candidates) if (!mention.summary) page.repeats.set(placeKey(mention.name), (page.repeats.get(placeKey(mention.name)) ?? 0) + 1);
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
  if (judged.some((place) => !ownTown(place))) return judged;
  const around = await townsAround();
  return around.length ? around : judged;

  // "A week between Matera and a base in southern Puglia: Gallipoli, Taranto or Brindisi?": a page whose titles
  // name a town, that names no stop but towns near it in its prose, three or more, is about those towns.
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

/** A German name as a sign gives it: after its article ("Der Lange Markt") the page's adjective is the nominative's. */
function asSigned(name: string): string {
  const bare = withoutGermanArticle(name);
  return bare === name ? germanNominative(name) : bare;
}

/** "in der Alten Hofhaltung": a German page's names as a sign gives them ("Alte Hofhaltung"). */
function inTheNominative(mention: PlaceMention, context: PageContext): PlaceMention {
  if (context.language !== 'de') return mention;
  // "Das Viertel Baixa" opening a sentence is the sentence's; a heading's "Das Krantor" is the Krantor.
  const structured = mention.cue === 'heading' || mention.cue === 'lead';
  const name = structured ? asSigned(mention.name) : germanNominative(mention.name);
  // "Żuraw", in brackets after "Das Krantor", is another name of the Krantor.
  const aliasOf = mention.aliasOf && asSigned(mention.aliasOf);
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
): Promise<Array<GeocodeResult | undefined>> {
  const answers: Array<GeocodeResult | undefined> = [];
  for (let start = 0; start < candidates.length; start += LOOKUPS_PER_MESSAGE) {
    await yieldToEventLoop();
    const slice = candidates.slice(start, start + LOOKUPS_PER_MESSAGE);
    for (const found of await Promise.all(slice.map(({ mention }) => lookUp(mention, context, geocoder)))) answers.push(found);
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

/** Towns its structure names, from this many on, make a page a road trip (whatever city its title names). */
const ROAD_TRIP_TOWNS = 3;

/**
 * A page whose titles name a country and no town ("New Zealand itinerary: three weeks") tours the
 * country: the towns its prose names in that country are its route, as on a road trip.
 */
const countryTrip = (context: PageContext): boolean => Boolean(context.countryCode && !context.city && !context.region);

function townRadii(context: PageContext, roadTrip: boolean): Pick<PageEvidence, 'townRadiusKm' | 'proseTownRadiusKm' | 'minProseTownScore' | 'roadTrip'> {
  if (roadTrip) return { roadTrip, townRadiusKm: FAR_TOWN_KM, proseTownRadiusKm: ROAD_TRIP_PROSE_KM, minProseTownScore: ROAD_TRIP_TOWN_SCORE };
  return { roadTrip, townRadiusKm: context.city ? DAY_TRIP_KM : FAR_TOWN_KM, proseTownRadiusKm: CLUSTER_KM, minProseTownScore: TEXT_TOWN_SCORE };
}

/**
 * Whether the page's structure names towns enough to be a road trip. Only towns in the titles' country
 * count: a food guide's restaurants named like towns abroad ("Caravaggio", "El Molino") make none.
 */
function roadTrip(looked: Array<{ mention: PlaceMention; found: GeocodeResult | undefined }>, context: PageContext): boolean {
  const inCountry = (found: GeocodeResult): boolean => !context.countryCode || !found.countryCode || found.countryCode === context.countryCode;
  const towns = new Set(
    looked
      .filter(({ mention, found }) => found?.kind === 'city' && !found.matchedWords && strengthOf(mention) === 'structured' && inCountry(found))
      .map(({ found }) => found!.matchedName),
  );
  return towns.size >= ROAD_TRIP_TOWNS;
}

/**
 * Where the trip is: the median of the places the page itself placed or that the gazetteer knows as
 * landmarks (with the titles' city), else the titles' city, else the towns its structure names. Only
 * those in the trip's country (`titledTownAbroad`) count: a far namesake ("Plaza de España" of Seville on a Rome
 * thread, the Grand Canyon a Namibia page compares its canyon with) would drag the trip abroad and
 * every true stop with it.
 */
function clusterOf(looked: ReadonlyArray<{ mention: PlaceMention; found: GeocodeResult | undefined }>, sights: readonly GeocodeResult[], context: PageContext, country: string | undefined): Coordinate | undefined {
  const inTitledCountry = (found: GeocodeResult): boolean => !country || !found.countryCode || found.countryCode === country;
  const landmarks = sights.filter(inTitledCountry).map((found) => found.coordinate);
  // The titles' city is one more vote, unless the sights say it is a namesake abroad: two landmarks far
  // apart in one country (the page's pier, and a mountain a proverb names) would otherwise put the trip
  // half way between them.
  const titledCity = context.coordinate && (!country || context.countryCode === country) ? [context.coordinate] : [];
  // A photo's caption votes no more than prose does: it names what the photo shows, as a sentence would.
  const towns = (): Coordinate[] =>
    looked
      .filter(({ mention, found }) => found?.kind === 'city' && inTitledCountry(found) && strengthOf(mention) !== 'prose' && !mention.photo && !found.matchedWords)
      .map(({ found }) => found!.coordinate);
  if (landmarks.length >= 2) return densestMedian([...landmarks, ...titledCity], titledCity.length ? [] : towns());
  if (context.coordinate) return context.coordinate;
  return medianCoordinate([...landmarks, ...towns()]);
}

/**
 * The median of the votes that most stand together: two sights 200 km apart (the page's castle, and a market of its name in
 * the capital) have their median half way, near neither and within reach of both. The votes within the trip's reach of the
 * best-supported one; `tieBreakers` (the towns the page's structure names) count where two groups stand as many.
 */
function densestMedian(votes: Coordinate[], tieBreakers: readonly Coordinate[]): Coordinate | undefined {
  const median = medianCoordinate(votes);
  // Each vote is weighed against every other, on the request's thread: past a few dozen, a majority makes the median sound.
  if (!median || votes.length > MAX_VOTES_WEIGHED || votes.every((vote) => distanceKm(vote, median) <= CLUSTER_KM)) return median;
  const groups = neighbourhoods(votes, (vote) => vote, CLUSTER_KM);
  const support = groups.map((group, i) => group.length * (tieBreakers.length + 1) + tieBreakers.filter((town) => distanceKm(town, votes[i]!) <= CLUSTER_KM).length);
  const most = Math.max(...support);
  const best = support.indexOf(most);
  const rivals = votes.filter((vote, i) => support[i] === most && !groups[best]!.includes(vote));
  return rivals.length ? median : medianCoordinate(groups[best]!);
}

/** How many sights' votes are weighed against each other at most: fifty are some 2,500 distances, a millisecond or two. */
const MAX_VOTES_WEIGHED = 50;

/** The sights a gazetteer knows that the page names, each once: a sight named twice (its heading, then its prose) is one vote. */
function sightsOf(looked: ReadonlyArray<{ mention: PlaceMention; found: GeocodeResult | undefined }>): GeocodeResult[] {
  const named = looked
    .filter(({ mention, found }) => found && (mention.coordinate || (found.kind === 'landmark' && !found.matchedWords && found.score >= TEXT_LANDMARK_SCORE)))
    .map(({ found }) => found!);
  return named.filter((found, i) => named.findIndex((other) => other.coordinate.latitude === found.coordinate.latitude && other.coordinate.longitude === found.coordinate.longitude) === i);
}

/**
 * Whose country the trip's sights are in: the titles' country, unless another holds more of them and
 * two at least, and the titles' town has a namesake there, or three at least; then the titles' town is that namesake
 * ("48 Hours in Valencia" read as Valencia, Venezuela, about the cathedral and the Lonja of Valencia, Spain) or no town.
 * "Dunedin in 2 days" that compares its chocolate factory with Cadbury World and its road with Portobello Road stays in
 * New Zealand.
 */
async function titledTownAbroad(sights: readonly GeocodeResult[], context: PageContext, geocoder: Geocoder): Promise<string | undefined> {
  const titled = context.countryCode;
  if (!titled) return undefined;
  const counts = new Map<string, number>();
  for (const sight of sights) if (sight.countryCode) counts.set(sight.countryCode, (counts.get(sight.countryCode) ?? 0) + 1);
  const [most, many] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [titled, 0];
  if (many < 2 || many <= (counts.get(titled) ?? 0)) return titled;
  if (!context.city || many >= SIGHTS_OUTVOTE_ANY_TOWN) return most;
  const namesake = await geocoder.geocode({ name: context.cityAsWritten ?? context.city, kinds: ['city'], country: most, language: context.language });
  return namesake?.countryCode === most ? most : titled;
}

/** So many sights in one country outvote the titles' town whether or not it has a namesake there (a caption's author, "Lucas", read as a town). */
const SIGHTS_OUTVOTE_ANY_TOWN = 3;

/** What the page as a whole says about a mention, beyond its own sentence. */
interface PageEvidence {
  /** How many mentions of the page carry each name (by place key). */
  repeats: Map<string, number>;
  /** Enumerations ("Qenqo, Puka Pukara y Tambomachay") one of whose names became a stop. */
  acceptedLists: Set<string>;
  language?: string;
  numberedList?: boolean;
  partOfOtherNames: (mention: PlaceMention) => boolean;
  /** How far from the trip a town its structure names may be: a city's page makes day trips, a road trip goes far. */
  townRadiusKm: number;
  /** How far from the trip a town its prose names may be: farther on a road trip. */
  proseTownRadiusKm: number;
  /** How sure a town named in prose must be: a road trip stops in villages ("stop in Pienza"). */
  minProseTownScore: number;
  /** Three towns or more in the page's structure: a road trip, whose prose is its route. */
  roadTrip: boolean;
  /** Places the page's structure names: from STRUCTURED_PAGE on, it lists its stops there. */
  structuredStops: number;
  /**
   * Whether the page's structure names a stop, or its prose goes somewhere or names a place twice: then
   * the places its CJK prose names once, with none of that, are passed by. A page with none of these
   * names its stops that way.
   */
  saysWhereItGoes?: boolean;
  /** Whether the towns the prose names near the trip are its stops: so on a page that would otherwise keep none. */
  proseTownsAreStops?: boolean;
  /** The first mention that a heading, lead or pin of the page makes a stop: prose before it is the introduction. */
  firstStructured?: number;
  /** Whether the page's titles name a place. */
  inTitle: (name: string) => boolean;
  /** Whether the page's summary (its meta description) names a place. */
  inSummary: (name: string) => boolean;
  /**
   * CJK names in passing kept only because the summary names them, by key: still in passing when the page's prose is
   * weighed. A set, since a name may be judged more than once (a list's member, the second judging of the prose).
   */
  summarisedInPassing: Set<string>;
  /** Headings in capitals over a list of leads: they group it (`grouping-headings.ts`). */
  grouping: Set<string>;
  /** Names the page says it skipped or set out from somewhere: elsewhere in its prose they are that too. */
  saidElsewhere: Map<string, MentionContext>;
  /** The names of the page that a gazetteer knows as towns, regions or countries (by place key). */
  towns: Set<string>;
  /** Where the town the titles name is, when they name one. */
  townCentre?: Coordinate;
  /** Kinds of place the page's names hold ("catedral" of "Catedral de Sevilla"), lower case. */
  namedKinds: Set<string>;
  /** Pinned places whose lines say what they serve ("📍 프롤라", "☑️ 플랫화이트"): eateries (`pinnedVenues`). */
  venues: Set<string>;
}

const NAMED_IN_PASSING = 'a place named once in passing';

function judge(
  mention: PlaceMention,
  order: number,
  answer: GeocodeResult | undefined,
  context: GeoContext,
  page: PageEvidence,
  drop: (mention: PlaceMention, reason: string) => undefined,
): ResolvedPlace | undefined {
  const strength = strengthOf(mention);
  const base: ResolvedPlace = {
    name: mention.name,
    order,
    evidence: mention.evidence,
    address: mention.address,
    category: mention.category,
    note: mention.note,
    sourceDay: mention.day,
    cue: mention.cue,
    ...(mention.aliasOf ? { aliasOf: mention.aliasOf } : {}),
    ...(mention.photo ? { photo: true } : {}),
    ...(mention.summary ? { summary: true } : {}),
  };
  if (strength === 'placed') {
    return answer ? located(base, answer) : mention.coordinate ? { ...base, coordinate: mention.coordinate } : base;
  }
  const found = answer && usable(mention, answer, context, page) ? answer : undefined;
  if (found?.kind === 'country') return drop(mention, 'a country');
  if (found?.kind === 'region') return drop(mention, 'a region');
  // "Platz Lissabons", "die älteste Straße Krakaus": a spot of the page's own town, described.
  const genitive = page.language === 'de' ? germanGenitiveOf(mention.name) : undefined;
  if (genitive && page.inTitle(genitive)) return drop(mention, "a description of the page's place");
  if (mention.everyday && !found) return drop(mention, 'an everyday word');
  if (mention.cue === 'hashtag') {
    return found && (found.kind === 'landmark' || nearTrip(found, context, CLUSTER_KM)) ? { ...located(base, found), name: found.matchedName } : drop(mention, 'a hashtag no gazetteer knows near the trip');
  }
  // "ALFAMA", "BAIRRO ALTO and CHIADO": a heading in capitals groups what follows it; its prose only locates ("the second one in Bairro Alto").
  if ((mention.cue === 'heading' || mention.evidence === 'text') && page.grouping.has(placeKey(mention.name))) return drop(mention, 'a heading in capitals over a list');
  if (strength === 'structured') {
    if (found) return located(base, found);
    // "📍 프롤라" then "☑️ 플랫화이트 — ...": the lines under a venue's pin are what it serves; under a town's, its places.
    if (mention.under && page.venues.has(placeKey(mention.under))) return drop(mention, 'what the pinned place above it serves');
    if (isSectionLabel(mention.name)) return drop(mention, 'a section label');
    // "Sehenswertes in Münster und Umgebung": a section about the page's own town.
    const about = placeSectionIsAbout(mention.name);
    if (about && page.inTitle(about)) return drop(mention, "a section about the page's place");
    // Kana and Han have no capitals: "OKINAWAフルーツらんど" is a name with a word in capitals, not a shouted heading.
    if (mention.cue === 'heading' && /\p{Lu}{5}/u.test(mention.name) && mention.name === mention.name.toUpperCase() && !isCjk(mention.name)) return drop(mention, 'a heading in capitals');
    // "Day 3: Siena & San Gimignano" names places a gazetteer knows; "Day 1: Eastern Kyoto" or "Day 2: Museums and markets" none.
    if (mention.requireGeocode) return drop(mention, 'a day title naming no known place');
    // Captions and pins write names as they come: "📍 musei uffizi".
    const words = mention.name.split(/\s+/).length;
    if (mention.cue === 'pin' && !/[.!?]$/.test(mention.name) && !onlyKindsOfPlace(mention.name) && (words <= 3 || (words <= 5 && /^\p{Lu}/u.test(mention.name)))) return base;
    if (readsLikePlaceName(mention.name)) return base;
    // "la Linguère", "l'Iguane", "musée de la musique": a list item may start in lower case, with its article or its kind.
    if (readsLikePlaceName(capitalisedName(mention.name))) return base;
    const kindOfPlace = definiteKindOfPlace(mention.name) ?? (namesTownsOwn(mention.name) ? mention.name : undefined);
    if (kindOfPlace) return { ...base, name: kindOfPlace, category: base.category ?? placeTypeOf(kindOfPlace) };
    const endsAt = placeEndingActivity(mention.name);
    return endsAt ? { ...base, name: endsAt } : drop(mention, 'not a name');
  }
  // Prose: known near the trip, or a name that says it is a place, or a name after "at", "visit"...
  // On a top-N list the items are the stops; its prose names views and directions, unless it says to go
  // there or names a kind of place.
  // "Essa viagem começou em Colônia do Sacramento" ... "Buquebus para Colônia do Sacramento": still where they came from.
  const elsewhere = mention.evidence === 'text' ? page.saidElsewhere.get(placeKey(mention.name)) : undefined;
  if (elsewhere) return drop(mention, `${elsewhere} elsewhere on the page`);
  // "We walked to the cathedral": the town's cathedral, unless the page names one ("Catedral de Sevilla").
  if (mention.cue === 'kind') return townsOwnKind(mention, base, page, drop);
  const saysItIsAPlace = mention.cue === 'locative' || mention.cue === 'segment' || mention.cue === 'quoted' || hasPlaceType(mention.name);
  if (page.numberedList && mention.evidence === 'text' && !saysItIsAPlace && !mention.itemProse) return drop(mention, 'prose beside a numbered list');
  if (page.numberedList && mention.intro) return drop(mention, "the introduction of a numbered list");
  // A page whose headings and lists name its places introduces them with prose about others: the
  // places its introduction names ("besides these, Songaksan and Hyeopjae are popular too") are not
  // its stops, unless its title names them too.
  if (page.structuredStops >= STRUCTURED_PAGE && order < (page.firstStructured ?? -1) && mention.evidence === 'text' && !mention.inHeading && !mention.itemProse && !page.inTitle(mention.name)) {
    return drop(mention, "named in the introduction of a page whose structure lists its places");
  }
  // "京都駅からは市バスで": CJK prose names stations as directions, even the ones a gazetteer knows.
  // A station where the journey breaks to look around ("バロン滝駅でちょっと下車") is read as `locative`.
  const stopover = isCjk(mention.name) && mention.cue === 'locative';
  if (isCjk(mention.name) && placeTypeOf(mention.name) === 'transport' && !stopover) return drop(mention, 'a station in prose');
  // "A sunset over the Mekong River", "views across Lavender Bay": water in prose is scenery, known or not; a bay the prose goes to is a stop.
  // Towns are named after rivers ("Rio de Janeiro", "Rio Vermelho"): a "Rio" a gazetteer knows as a town is one.
  const water = mention.evidence === 'text' && isWaterway(mention.name) && !(/^R[ií]o\s/u.test(mention.name) && answer?.kind === 'city');
  if (water && !(isBay(mention.name) && mention.cue === 'locative')) return drop(mention, 'a river or a bay seen from the trip');
  if (found?.kind === 'landmark' && found.score >= TEXT_LANDMARK_SCORE && !found.approximate) return located(base, found);
  // An LLM's places count only when a geocoder confirms them: it may invent a plausible name.
  if (mention.evidence === 'llm') return found && found.kind !== 'address' ? located(base, found) : drop(mention, 'an LLM place no geocoder confirms');
  const repeated = (page.repeats.get(placeKey(mention.name)) ?? 0) >= 2;
  const listed = mention.enumeration !== undefined && page.acceptedLists.has(mention.enumeration);
  if (found?.kind === 'city' && found.score >= page.minProseTownScore && nearTrip(found, context, page.proseTownRadiusKm)) {
    // A road trip's prose is its route: the towns it names near the route are its stops. German capitalises
    // its nouns, and many are a town's name too ("Brunnen", "Salz", "Burg"): there a lone word the language uses as a noun
    // or a kind of place needs its preposition; one no German word list holds ("Kaysersberg", "Swakopmund") does not.
    const nounLike = page.language === 'de' && !mention.name.includes(' ') && (mention.everyday || isPlaceTypeWord(mention.name));
    if (mention.cue === 'locative' || listed || ((page.roadTrip || page.proseTownsAreStops) && !nounLike)) return located(base, found);
  }
  if (isSectionLabel(mention.name)) return drop(mention, 'a section label');
  // "VIEW OF HOBART FROM MOUNT WELLINGTON", "ENJOY SALAMANCA MARKET": a heading's words shouted, read as prose.
  if (!found && mention.name.split(/\s+/).length >= 3 && /\p{Lu}{4}/u.test(mention.name) && mention.name === mention.name.toUpperCase()) {
    return drop(mention, 'a phrase in capitals');
  }
  // A town or sight the gazetteer knows far from the trip is another trip's ("Ho Chi Minh City" on a Hanoi page).
  if (answer && !found && !answer.matchedWords && (answer.kind === 'city' || answer.kind === 'landmark')) {
    // "Mis favoritas: la plaza Fernández de Madrid, San Diego y Santo Domingo": on one town's page, a name
    // listed with its stops is one of its places, whatever far town bears the name too.
    if (answer.kind === 'city' && listed && !page.roadTrip && page.townRadiusKm === DAY_TRIP_KM) return base;
    // "the Latin Quarter", "Kaiserdom", "天后宫": a sight of a common name far from the trip is as often one of the page's own,
    // judged as a name the gazetteer does not know; one known the world over, or named with its town ("Alhambra de Granada"), is the far one.
    if (answer.kind === 'city' || answer.worldFamous || namesItsTown(mention.name, answer)) return drop(mention, `a ${answer.kind} far from the trip`);
  }
  // Food guides and directions name streets and stations in every address and "how to get there";
  // a street is a stop when a heading or a list names it, or the prose goes there ("along Rua Augusta"),
  // or it is listed with places the page keeps ("la Place Royale, l'église ..., la rue du Petit Champlain").
  const kind = placeTypeOf(mention.name);
  // A CJK title or heading that lists a street among its sights ("西街·开元寺·洛阳桥") names a stop.
  const titled = isCjk(mention.name) && (mention.inHeading || page.inTitle(mention.name));
  // A street or a sight the page's summary names is one the page is for, however its prose names it (the
  // summary's own mention of it is no second word).
  const summarised = !mention.summary && page.inSummary(mention.name);
  if (kind === 'street' && mention.cue !== 'locative' && !listed && !titled && !summarised) return drop(mention, 'a street in prose');
  if (kind === 'transport' && !stopover) return drop(mention, 'a station in prose');
  if (kind === 'admin') return drop(mention, 'a district in prose');
  // A CJK town's name may end like a kind of place (부산, 岡山, 輪島): named in passing, it is a town like any other.
  if (mention.cue === 'segment' && readsLikePlaceName(mention.name)) {
    if (found?.kind === 'city') return drop(mention, 'a town named in passing');
    if (page.saysWhereItGoes && !mention.goesThere && !repeated && !titled && found?.kind !== 'landmark' && !isCjkEatery(mention.name)) {
      if (!summarised) return drop(mention, NAMED_IN_PASSING);
      page.summarisedInPassing.add(placeKey(mention.name));
    }
    return base;
  }
  if (mention.cue === 'quoted' && !mention.everyday && !page.partOfOtherNames(mention) && readsLikePlaceName(mention.name)) return base;
  if (page.language === 'de') return germanProse(mention, base, found, listed, drop, (own) => townsOwnKind(own, { ...base, name: own.name }, page, drop));
  if (hasPlaceType(mention.name) && readsLikePlaceName(mention.name) && (mention.name.split(/\s+/).length >= 2 || mention.cue === 'locative' || repeated)) {
    return { ...base, category: base.category ?? kind };
  }
  // "焼肉「丸明」", "MOHB라는 카페": a CJK name the sentence says is a place reads as a proper name does.
  const properName = looksLikeProperName(mention.name) || (isCjk(mention.name) && readsLikePlaceName(mention.name));
  // "再轉車去冠岩", "轉往大榕樹公園和月亮山": a CJK name the sentence goes to, ending like a sight, is one.
  if (!found && properName && (mention.cue === 'locative' || listed || (mention.goesThere && endsLikeCjkSight(mention.name)))) return base;
  // "Der Duomo ist…", "Visitamos la Catedral": a kind of place alone, with its capital, is the town's own, as "the cathedral" is.
  if (!found && !isCjk(mention.name) && /^\p{Lu}\p{Ll}+$/u.test(mention.name) && isPlaceTypeWord(mention.name)) return townsOwnKind(mention, base, page, drop);
  return drop(mention, found ? `a ${found.kind} too unsure or too far` : 'a capitalised phrase in prose');
}

/** A kind of place without a name ("the cathedral", "la Catedral"): the town's own, unless another of the page's names holds that kind. */
function townsOwnKind(mention: PlaceMention, base: ResolvedPlace, page: PageEvidence, drop: (mention: PlaceMention, reason: string) => undefined): ResolvedPlace | undefined {
  const named = mention.name.split(/\s+/).some((word) => page.namedKinds.has(word.toLowerCase()));
  return named ? drop(mention, 'a kind of place the page names') : { ...base, category: base.category ?? placeTypeOf(mention.name) };
}

/** Whether a geocoder answer is the place meant: not a partial match that swallows a name, not a far namesake. */
function usable(mention: PlaceMention, found: GeocodeResult, context: GeoContext, page: PageEvidence): boolean {
  if (hasOtherName(mention.name, found)) return false;
  if (found.kind === 'address') return false;
  if (found.kind === 'city') {
    // "donner envie", "le mura", "à lire": running text and headings write a town's name with its capital; only
    // captions, pins and hashtags write names as they come ("📍 roma").
    const written = found.matchedWords ? (wordsAsWritten(mention.name, found.matchedWords) ?? mention.name) : mention.name;
    if (/^\p{Ll}/u.test(written) && mention.evidence !== 'caption' && mention.cue !== 'pin' && mention.cue !== 'hashtag') return false;
    const radius = strengthOf(mention) === 'prose' ? page.proseTownRadiusKm : page.townRadiusKm;
    return nearTrip(found, context, mention.requireGeocode && mention.day !== undefined ? Math.max(radius, DAY_TITLE_TOWN_KM) : radius);
  }
  // A sight is a point: one of its name far from the trip is a namesake ("Plaza de Bolívar" of Bogotá
  // on a Cartagena page), whatever the page's structure says.
  if (found.kind === 'landmark' && context.near) return distanceKm(found.coordinate, context.near) <= CLUSTER_KM;
  // A page about a country with no cluster yet: a sight abroad is a comparison ("wie der Grand Canyon").
  if (found.kind === 'landmark') return nearTrip(found, context, CLUSTER_KM);
  return true;
}

/** Words that name no town's sight in particular after its kind: "Plaza Mayor", "Piazza delle Erbe", "Mercado Central". */
const GENERIC_QUALIFIERS = new Set(
  ('mayor central grande nuova nuovo vecchia vecchio vieja viejo nueva nuevo real principal municipal erbe mercato popolo duomo comune ' +
    'comunale pubblico ducale armas orologio madre metropolitana cathedral cattedrale catedral marché mercado hôtel ville ' +
    'neu neue neues neuer alt alte altes alter groß große großes großer klein kleine kleines kleiner ' +
    // Names of the country, its founders and its charters, which squares and markets in every town take ("Plaza de España",
    // "Piazza Garibaldi", "Praça da República", "Mercado da Ribeira": the riverside's).
    'españa espanha italia francia república repubblica république constitución constituição independencia indipendenza libertad liberdade ' +
    'libertà liberté bolívar garibaldi cavour mazzini dante ribeira').split(' '),
);

/**
 * A sight named by its kind and words any town uses ("Duomo", "Piazza delle Erbe", "Plaza Mayor", "Neues Rathaus"), which
 * the gazetteer places in a town other than the one the page's titles name, or a town named like a kind
 * of place: a namesake of the page's own.
 */
function isGenericNamesake(name: string, found: GeocodeResult, page: PageEvidence): boolean {
  // "Duomo" is a village too: a kind of place alone is the page's own, not a small town of its name
  // (Porto and Halle are big enough to be meant).
  if (found.kind === 'city') return isPlaceTypeWord(name.trim()) && found.score < KIND_NAMED_TOWN_SCORE;
  if (found.kind !== 'landmark' || !page.townCentre || distanceKm(found.coordinate, page.townCentre) <= OWN_TOWN_KM) return false;
  // The kind comes first in the Romance languages ("Piazza delle Erbe"), last in German ("Neues Rathaus"); an English
  // "Central Park" is more often the famous one a page compares with.
  const words = name.toLowerCase().split(/[\s'’]+/).filter((word) => word && !NAME_CONNECTORS.has(word));
  const kindFirst = isPlaceTypeWord(words[0] ?? '');
  const kindLast = page.language === 'de' && isPlaceTypeWord(words[words.length - 1] ?? '');
  // "Battistero di San Giovanni", "Chiesa di San Francesco": a saint's dedication is as common as its kind.
  const dedication = (i: number): boolean => SAINT_TITLES.has(words[i]!) || (i > 0 && SAINT_TITLES.has(words[i - 1]!));
  return (kindFirst || kindLast) && words.every((word, i) => isPlaceTypeWord(word) || GENERIC_QUALIFIERS.has(word) || dedication(i));
}

/** The titles of saints churches and squares are dedicated to, in the corpus languages. */
const SAINT_TITLES = new Set(['san', 'santa', 'santo', 'sant', 'santi', 'saint', 'sainte', 'st', 'st.', 'ste', 'sankt', 'são', 'sao']);

function nearTrip(found: GeocodeResult, context: GeoContext, km: number): boolean {
  if (!context.near) return !context.countryCodes || Boolean(found.countryCode && context.countryCodes.includes(found.countryCode));
  return distanceKm(found.coordinate, context.near) <= km;
}

/**
 * "Café Louvre" holds "Louvre" but is another place: a partial match counts for a listed name only
 * when the words around it are not part of a name themselves ("Sintra day trip").
 */
function hasOtherName(name: string, found: GeocodeResult): boolean {
  if (!found.matchedWords) return false;
  const matched = new Set(found.matchedWords.split(' '));
  const rest = name.split(/\s+/).filter((word) => !matched.has(placeKey(word)));
  return !onlyFrames(rest);
}

function located(base: ResolvedPlace, found: GeocodeResult): ResolvedPlace {
  return {
    ...base,
    // A name found inside a longer phrase ("Sunset at Park Güell") is cut to the words that name the place, as the page writes them.
    name: found.matchedWords ? (wordsAsWritten(base.name, found.matchedWords) ?? found.matchedName) : base.name,
    coordinate: found.coordinate,
    category: base.category ?? found.category,
    note: found.approximate ? joinNotes(base.note, `Approximate location: centre of ${found.city ?? 'the town'}.`) : base.note,
    city: found.city,
    countryCode: found.countryCode,
    countryName: found.countryName,
    kind: found.kind,
    canonical: found.kind === 'landmark' || found.kind === 'city' ? found.matchedName : undefined,
  };
}

/** Words that only restate what a name already says ("Kiyomizu-dera Temple", "Gion district", "Vyšehrad fortress"). */
const RESTATING_WORDS = new Set([
  'temple', 'shrine', 'district', 'city', 'area', 'quarter', 'neighbourhood', 'neighborhood', 'town', 'village', 'barrio', 'bairro', 'quartier', 'jinja', 'dera', 'ji',
  'fortress', 'fort', 'castle', 'citadel', 'palace', 'cathedral', 'basilica', 'church', 'abbey', 'monastery', 'mosque', 'synagogue', 'pagoda',
  'castillo', 'castelo', 'castello', 'chateau', 'schloss', 'burg', 'festung', 'palacio', 'palazzo', 'palais', 'palast', 'catedral', 'cathedrale', 'cattedrale',
  // Articles the shorter form leaves out, and the rank a park's full name gives it.
  'o', 'a', 'il', 'lo', 'l', 'gli', 'die', 'das', 'national', 'nacional', 'nazionale', 'nationalpark',
]);

/** The run of the name's words whose comparison form is `key`: "Sunset at Park Güell", "park guell" -> "Park Güell". */
function wordsAsWritten(name: string, key: string): string | undefined {
  const words = name.split(/\s+/);
  const size = key.split(' ').length;
  for (let start = 0; start + size <= words.length; start++) {
    // "Le Musée de la civilisation": a Romance article the page writes before the name is the name's, as its shorter
    // mentions ("le Musée") keep it.
    const from = start > 0 && ROMANCE_ARTICLE.test(words[start - 1]!) ? start - 1 : start;
    const run = words.slice(start, start + size).join(' ');
    if (placeKey(run) === key) return words.slice(from, start + size).join(' ').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  }
  return undefined;
}

const ROMANCE_ARTICLE = /^(?:le|la|les|el|los|las|il|lo|gli)$/iu;

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
  // "Mt Wellington" and "Mount Wellington": one mountain, its kind abbreviated.
  const words = (key: string): string[] => key.split(' ').map((word) => (word === 'mt' ? 'mount' : word));
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

const joinNotes = (a: string | undefined, b: string): string => (a ? `${a} ${b}` : b);

/** "Alhambra de Granada", "Mezquita de Córdoba": a sight's name that holds the name of the town it is in. */
function namesItsTown(name: string, answer: GeocodeResult): boolean {
  const town = answer.city ? placeKey(answer.city) : '';
  return town.length > 0 && ` ${placeKey(name)} `.includes(` ${town} `);
}
