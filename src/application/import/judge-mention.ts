import type { Coordinate } from '../../domain/itinerary/types.js';
import { isCjk } from '../../domain/import/cjk-script.js';
import { endsLikeCjkSight } from '../../domain/import/cjk-kind-endings.js';
import { germanGenitiveOf } from '../../domain/import/descriptions.js';
import { distanceKm } from '../../domain/import/geo.js';
import { capitalisedName, definiteKindOfPlace, namesTownsOwn, placeEndingActivity, onlyFrames, onlyKindsOfPlace, readsLikePlaceName } from '../../domain/import/name-quality.js';
import { isSectionLabel, placeSectionIsAbout } from '../../domain/import/section-labels.js';
import { placeKey } from '../../domain/import/place-key.js';
import { looksLikeProperName, NAME_CONNECTORS } from '../../domain/import/place-names.js';
import { hasPlaceType, isPlaceTypeWord, placeTypeOf } from '../../domain/import/place-types.js';
import { isBay, isWaterway } from '../../domain/import/waterways.js';
import { isCjkEatery } from '../../domain/import/cjk-visit-cues.js';
import { VILLAGE_CATEGORY, type GeoContext, type GeocodeResult } from '../ports/geocoder.port.js';
import type { MentionContext } from '../../domain/import/context-cues.js';
import type { PlaceMention } from '../ports/place-extractor.port.js';
import { germanProse } from './german-prose.js';
import type { ResolvedPlace } from './resolve-places.js';

/*
 * One mention judged against the page as a whole: kept as a stop (placed when a gazetteer answer near the trip is the place
 * meant), or dropped with its reason. How sure a name must be, and how near the trip, by how the page presents it.
 */

/** Landmarks named in passing must be this sure. */
export const TEXT_LANDMARK_SCORE = 0.8;
/** A town named in passing ("spend an afternoon in Uji") must be this sure, and near the trip. */
export const TEXT_TOWN_SCORE = 0.6;
/** On a road trip a village after "stop in" counts too (a GeoNames place of 1,000 people or more scores 0.5). */
export const ROAD_TRIP_TOWN_SCORE = 0.45;
/** A place this far from the trip's cluster is a comparison or a namesake, unless the page placed it. */
export const CLUSTER_KM = 150;
/** A town a heading or list names may be further away (road trips), but not on another continent. */
export const FAR_TOWN_KM = 1000;
/** On a page about one city, the towns it names are day trips: farther away, a namesake ("Stari Grad"). */
export const DAY_TRIP_KM = 120;
/** A day the page plans in another town ("Día 1: Quebrada de las Conchas y Cafayate") is a long day's drive at most. */
const DAY_TITLE_TOWN_KM = 300;
/** How far from the titles' town a sight is still in it. */
const OWN_TOWN_KM = 15;
/** Below this gazetteer score (towns under about 20,000 people) a town named like a kind of place ("Duomo") is not meant. */
const KIND_NAMED_TOWN_SCORE = 0.75;
/** A road trip's prose names towns along a route of several hundred km ("stop in Pienza for lunch"). */
export const ROAD_TRIP_PROSE_KM = 500;
/** A page whose headings, leads and pins name this many places lists its stops there: its prose only adds to them. */
const STRUCTURED_PAGE = 4;

export type Strength = 'placed' | 'structured' | 'prose';

/** How much the page's own presentation vouches for a mention. */
export function strengthOf(mention: PlaceMention): Strength {
  if (mention.evidence === 'jsonld' || mention.evidence === 'microdata' || mention.evidence === 'maplink') return 'placed';
  if (mention.evidence === 'text' || mention.evidence === 'llm') return 'prose';
  return 'structured';
}

/** What the page as a whole says about a mention, beyond its own sentence. */
export interface PageEvidence {
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

export const NAMED_IN_PASSING = 'a place named once in passing';
/** A capitalised name in prose that nothing says is a place. */
export const UNSURE_IN_PROSE = 'a capitalised phrase in prose';
/** A name in prose the gazetteer knows, too unsure or too far from the trip to count. */
export const tooUnsure = (kind: GeocodeResult['kind']): string => `a ${kind} too unsure or too far`;

export function judge(
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
  const usableAnswer = answer && usable(mention, answer, context, page) ? answer : undefined;
  // "Valle Sagrado", "Isle of Skye", "Bay of Kotor": a region named as a valley, an island or a bay is an area one goes to, judged
  // as a name no gazetteer places; "Cappadocia", "the Langhe", "Land Salzburg", "島根県" are where the trip is.
  const regionArea = usableAnswer?.kind === 'region' && placeTypeOf(mention.name) === 'nature';
  const found = regionArea ? undefined : usableAnswer;
  // Kept, it stays a region's name: alone it makes no trip of a page whose town is unknown (`describesATrip`).
  if (regionArea) base.kind = 'region';
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
    // "Day 4: Ainhoa" and the day's prose names Ainhoa again: a one-word day title no gazetteer knows, which the page
    // repeats, is the day's village; "Day 2: Exploración" or "Day 1: Arrival and City Tour" are said once.
    const daysVillage = !answer && isOneWordName(mention.name) && (page.repeats.get(placeKey(mention.name)) ?? 0) >= 2;
    if (mention.requireGeocode && !daysVillage) return drop(mention, 'a day title naming no known place');
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
  // "A sunset over the Mekong River", "the Adriatic Sea": a river or a sea in prose is scenery, known or not. A bay is as often
  // where one goes, or a beach or a town of its name (Wineglass Bay, Coles Bay, Binalong Bay), and is judged as a name.
  // Towns are named after rivers ("Rio de Janeiro", "Rio Vermelho"): a "Rio" a gazetteer knows as a town is one.
  const water = mention.evidence === 'text' && isWaterway(mention.name) && !(/^R[ií]o\s/u.test(mention.name) && answer?.kind === 'city');
  if (water && !isBay(mention.name)) return drop(mention, 'a river or a sea seen from the trip');
  if (found?.kind === 'landmark' && found.score >= TEXT_LANDMARK_SCORE && !found.approximate) return located(base, found);
  // An LLM's places count only when a geocoder confirms them: it may invent a plausible name.
  if (mention.evidence === 'llm') return found && found.kind !== 'address' ? located(base, found) : drop(mention, 'an LLM place no geocoder confirms');
  const repeated = (page.repeats.get(placeKey(mention.name)) ?? 0) >= 2;
  const listed = mention.enumeration !== undefined && page.acceptedLists.has(mention.enumeration);
  if (found?.kind === 'city' && nearTrip(found, context, page.proseTownRadiusKm)) {
    // A village of the gazetteer's list is there because travellers go to it: named in prose near the trip ("the sleepy
    // villages of Clifden and Roundstone", "we climbed up to Salers"), it is a stop, where a town as small is as often a
    // neighbour passed or compared with (measured in docs/import.md, "Villages the list holds, named in prose").
    if (found.category === VILLAGE_CATEGORY) return located(base, found);
    // A road trip's prose is its route: the towns it names near the route are its stops. German capitalises
    // its nouns, and many are a town's name too ("Brunnen", "Salz", "Burg"): there a lone word the language uses as a noun
    // or a kind of place needs its preposition; one no German word list holds ("Kaysersberg", "Swakopmund") does not.
    const nounLike = page.language === 'de' && !mention.name.includes(' ') && (mention.everyday || isPlaceTypeWord(mention.name));
    const goesThere = mention.cue === 'locative' || listed || ((page.roadTrip || page.proseTownsAreStops) && !nounLike);
    if (found.score >= page.minProseTownScore && goesThere) return located(base, found);
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
  return drop(mention, found ? tooUnsure(found.kind) : UNSURE_IN_PROSE);
}

/** A kind of place without a name ("the cathedral", "la Catedral"): the town's own, unless another of the page's names holds that kind. */
function townsOwnKind(mention: PlaceMention, base: ResolvedPlace, page: PageEvidence, drop: (mention: PlaceMention, reason: string) => undefined): ResolvedPlace | undefined {
  const named = mention.name.split(/\s+/).some((word) => page.namedKinds.has(word.toLowerCase()));
  return named ? drop(mention, 'a kind of place the page names') : { ...base, category: base.category ?? placeTypeOf(mention.name) };
}

/** Whether a geocoder answer is the place meant: not a partial match that swallows a name, not a far namesake. */
export function usable(mention: PlaceMention, found: GeocodeResult, context: GeoContext, page: PageEvidence): boolean {
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
export function isGenericNamesake(name: string, found: GeocodeResult, page: PageEvidence): boolean {
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
    score: found.score,
    ...(found.visited ? { visited: true } : {}),
    canonical: found.kind === 'landmark' || found.kind === 'city' ? found.matchedName : undefined,
  };
}

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

const joinNotes = (a: string | undefined, b: string): string => (a ? `${a} ${b}` : b);

/** "Alhambra de Granada", "Mezquita de Córdoba": a sight's name that holds the name of the town it is in. */
function namesItsTown(name: string, answer: GeocodeResult): boolean {
  const town = answer.city ? placeKey(answer.city) : '';
  return town.length > 0 && ` ${placeKey(name)} `.includes(` ${town} `);
}

/** One word with its capital, as towns and villages are named: "Ainhoa", "Lençóis", "黃布倒影". */
function isOneWordName(name: string): boolean {
  return !/\s/u.test(name.trim()) && (/^\p{Lu}/u.test(name) || isCjk(name));
}
