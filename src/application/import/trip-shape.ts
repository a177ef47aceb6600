import { isCjk } from '../../domain/import/cjk-script.js';
import { isCjkEatery } from '../../domain/import/cjk-visit-cues.js';
import { endsLikeCjkSight } from '../../domain/import/cjk-kind-endings.js';
import { distanceKm, medianCoordinate, neighbourhoods } from '../../domain/import/geo.js';
import { placeKey } from '../../domain/import/place-key.js';
import { namedIn } from '../../domain/import/named-in.js';
import { isVisitedKind, placeTypeOf } from '../../domain/import/place-types.js';
import { EVIDENCE } from './evidence.js';
import type { PageContext } from './page-context.js';
import type { ResolvedPlace } from './resolve-places.js';

/*
 * What the resolved places make of the page as a whole: the towns that frame its stops (the destination,
 * the town a sight is in) are no stops, and a few names far apart make no trip.
 */

/** The postal codes of the United States' states, as a town's name takes them ("Charleston, SC"). */
const US_STATE = 'al|ak|az|ar|ca|co|ct|de|dc|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy';
const CITY_QUALIFIERS = new RegExp(
  `^(?:old|new|central|downtown|historic|historical|eastern|western|northern|southern|greater|inner|modern|ancient|beautiful|vieux|vieille|centro|alt|altes)\\s+|\\s+(?:old town|city centre|city center|downtown|city|${US_STATE})$`,
);

/** Farther than this from the median of a page's placed stops, a town only its prose names is as often a namesake. */
const STRAY_TOWN_KM = 100;
/**
 * Farther than this from the median and from every other placed stop, a town even the page's structure names is
 * more often a namesake than a leg of the trip: a day's drive; a road trip's stops are seldom farther apart.
 */
const LONE_TOWN_KM = 500;
/** The fewest placed stops whose median says where a page's trip is. */
const CLUSTER_STOPS = 3;
/** The gazetteer's score of a town of 100,000 people or more, whose name a namesake seldom takes. */
const SURE_TOWN_SCORE = 0.8;

/**
 * "Coyote" on a Santa Fe thread, "San Lorenzo" on a Salta page: a town the prose (or a photo's caption) names far from the page's other
 * placed stops is placed at a namesake about as often as at the town meant (on the read sets, 4 of 7 such towns
 * were misplaced). A heading's or a lead's town is surer, but one a day's drive from every other stop is a namesake
 * too (Portugal's "Lagos" for the "Lagos de Covadonga" of an Asturias road trip). Either stays a stop, without its coordinates, for a geocoder
 * biased to the page's region to place: unplaced is better than misplaced.
 */
export function unplaceStrayTowns(places: ResolvedPlace[]): ResolvedPlace[] {
  const placed = places.filter((place) => place.coordinate).map((place) => place.coordinate!);
  const centre = placed.length >= CLUSTER_STOPS ? medianCoordinate(placed) : undefined;
  if (!centre) return places;
  const stray = (place: ResolvedPlace): boolean => {
    if (place.kind !== 'city' || !place.coordinate) return false;
    const fromCentre = distanceKm(centre, place.coordinate);
    if (place.evidence === 'text' || place.photo === true) return fromCentre > STRAY_TOWN_KM;
    return fromCentre > LONE_TOWN_KM && placed.every((other) => other === place.coordinate || distanceKm(other, place.coordinate!) > LONE_TOWN_KM);
  };
  return places.map((place) => (stray(place) ? unplaced(place) : place));
}

/**
 * "Ephraim" of a Door County day, placed in Utah; "Pontal", a beach of Paraty, placed at a town in São Paulo state: on a page
 * whose titles name no town the gazetteer knows, and with fewer placed stops than make a cluster, nothing checks a town
 * against the trip, and the village meant is often too small for the gazetteer, which then answers with a namesake. A town
 * there of under 100,000 people that travellers do not go to (the curated table holds no sight of it) stays a stop without
 * its coordinates, for a geocoder biased to the page's region to place: unplaced is better than misplaced, though on the
 * read sets it took 8 right placements for 3 wrong ones, and on the unseen sets 12 for 2 (docs/import.md, "Towns nothing
 * checks").
 */
export function unplaceUncheckedTowns(places: ResolvedPlace[], context: Pick<PageContext, 'coordinate' | 'titles'>): ResolvedPlace[] {
  if (context.coordinate || places.filter((place) => place.coordinate).length >= CLUSTER_STOPS) return places;
  // "Fez and Meknes in four days": the towns the titles name are the page's own.
  const inTitles = namedIn(context.titles ?? []);
  const unchecked = (place: ResolvedPlace): boolean => place.kind === 'city' && Boolean(place.coordinate) && (place.score ?? 0) < SURE_TOWN_SCORE && !place.visited && !inTitles(place.name);
  return places.map((place) => (unchecked(place) ? unplaced(place) : place));
}

/** A stop without what the gazetteer said of it. */
const unplaced = (place: ResolvedPlace): ResolvedPlace => ({ ...place, coordinate: undefined, kind: undefined, score: undefined, visited: undefined, canonical: undefined, city: undefined, countryCode: undefined, countryName: undefined });

/** Of the placed stops, this share around a town the titles do not name makes it the page's town. */
const AROUND_THE_TOWN = 0.6;
const TOWN_KM = 30;

/**
 * Whether the page's town is what it is about: its titles name it ("3 days in Kyoto"), or its stops are mostly around it
 * ("Perú guía" over a day in Arequipa). A town the titles do not name on a page whose stops lie all over ("Viaggio in Perù:
 * itinerario di tre settimane", its summary naming Arequipa) is one stop of the tour.
 */
function isDestination(places: readonly ResolvedPlace[], context: PageContext): boolean {
  const inTitles = namedIn(context.titles ?? []);
  if (inTitles(context.city) || inTitles(context.cityAsWritten) || !context.coordinate) return true;
  const placed = places.filter((place) => place.coordinate && placeKey(place.canonical ?? place.name) !== placeKey(context.city!));
  const around = placed.filter((place) => distanceKm(place.coordinate!, context.coordinate!) <= TOWN_KM).length;
  return placed.length === 0 || around >= AROUND_THE_TOWN * placed.length;
}

/** "Kyoto" in "3 days in Kyoto" is the destination, and "Sintra" beside "Pena Palace" a heading. */
export function dropFramingCities(places: ResolvedPlace[], context: PageContext, dropped: (place: ResolvedPlace, reason: string) => void): ResolvedPlace[] {
  const citiesWithPlaces = new Set(places.filter((p) => p.kind !== 'city' && p.city).map((p) => placeKey(p.city!)));
  const contextCity = context.city ? placeKey(context.city) : undefined;
  const destination = contextCity && isDestination(places, context) ? contextCity : undefined;
  // On a page of one town whose titles name none, the town its stops are in is where the page is ("Sintra" beside "Pena
  // Palace"). Where the titles name the destination, another town with sights of its own is a day trip, and on a tour of
  // towns ("Civita, Orvieto e Todi") each town is a stop of its own: there it is a stop, its sights with it.
  const framesItsStops = !contextCity && places.filter((p) => p.kind === 'city').length <= 1;
  const subjects = new Set((context.titles ?? []).map(titleSubject).filter((subject): subject is string => Boolean(subject)));
  return places.filter((place) => {
    const written = placeKey(place.name);
    // "Cinque Terre advice from other readers", "Chapada dos Veadeiros - Relatos": the area the title is about,
    // named in prose, frames the stops ("Angkor Wat", a temple, is one of them).
    if (place.evidence === 'text' && places.length >= 3 && subjects.has(written) && !placeTypeOf(place.name)) {
      dropped(place, 'the destination');
      return false;
    }
    // "Old Kyoto", "Central Lisbon", "Charleston SC": the destination under another word; not a quarter the gazetteer
    // knows by that name ("Vieux Nice").
    const unqualified = written.replace(CITY_QUALIFIERS, '');
    const knownQuarter = place.kind === 'landmark' && unqualified !== written;
    if (destination && !knownQuarter && unqualified === destination) {
      dropped(place, 'the destination');
      return false;
    }
    if (place.kind !== 'city') return true;
    const key = placeKey(place.canonical ?? place.name);
    // "평창 / 강릉 여행": the towns a CJK title names are where the trip is, whichever of them the page's centre is.
    const titled = isCjk(place.name) && (context.titles ?? []).some((title) => title.includes(place.name));
    const framing = framesItsStops && citiesWithPlaces.has(key) ? 'a city its stops are in' : key === destination || titled ? 'the destination' : undefined;
    if (framing) dropped(place, framing);
    return !framing;
  });
}

/**
 * "10 días en Marruecos: Fez, Chefchaouen y Merzouga": the towns a title lists that the page (or the part of it stored)
 * never names are the trip's stops still to come; those it names are judged as its prose has them (the town its stops
 * are in frames them). They come after the page's stops, in the title's order.
 */
export function withTitleTowns(places: ResolvedPlace[], context: PageContext, text: string): ResolvedPlace[] {
  // Most titles list no towns: the page's text is keyed only for those that do.
  if (!context.titleTowns) return places;
  const said = ` ${placeKey(text)} `;
  const unnamed = context.titleTowns.filter((town) => ![town.name, town.written].some((name) => said.includes(isCjk(name) ? placeKey(name) : ` ${placeKey(name)} `)));
  const last = places.reduce((most, place) => Math.max(most, place.order), 0);
  return [
    ...places,
    ...unnamed.map((town, i): ResolvedPlace => ({
      name: town.written, order: last + 1 + i, evidence: 'text', kind: 'city', canonical: town.name, coordinate: town.coordinate, city: town.name, countryCode: town.countryCode, countryName: town.countryName,
    })),
  ];
}

/**
 * What a title is about, when it opens with a name of two words or more: its first part before a dash, a
 * bar or a colon ("Chapada dos Veadeiros - Relatos de Viagem"), or the capitalised words before a word
 * in lower case ("Cinque Terre advice from other readers").
 */
function titleSubject(title: string): string | undefined {
  const first = title.split(/\s[-–—|]\s|:\s/u)[0]!.trim();
  const named = /^\p{Lu}\p{L}*(?:\s+(?:\p{Lu}\p{L}*|d[aeo]s?|de|del|di|du|of))*\s+\p{Lu}\p{L}*(?=\s+\p{Ll}|$)/u.exec(first)?.[0];
  return named ? placeKey(named) : undefined;
}

/**
 * Whether the page's town is known: its titles name it, or they name a country ("Itália de autocaravana")
 * and a heading or a lead names a town of that country (Orvieto), which the page is then about.
 */
export function inKnownTown(places: readonly ResolvedPlace[], context: { city?: string; countryCode?: string }): boolean {
  if (context.city !== undefined) return true;
  return context.countryCode !== undefined && places.some((place) => place.kind === 'city' && place.countryCode === context.countryCode && (place.cue === 'heading' || place.cue === 'lead'));
}

/** One sight in this many names makes a trip of them. */
const SIGHTS_AMONG_NAMES = 5;

/** Towns this close to each other are one trip; farther apart they are names in passing ("London to New York"). */
const TRIP_SPAN_KM = 300;

/** Places the prose goes to ("zur Salober Alm", "to Petite Colombe") that make a trip by themselves. */
const LOCATIVE_TRIP = 3;

/**
 * Whether the places make a trip rather than a few names in passing: something the page placed or
 * the gazetteer knows as a sight, a name that says it is a kind of place, an eatery whose pin lists
 * what it serves, a venue the page gives the address of, or, with a day, a place gone to or a kind of place visited
 * among the stops, two towns near each other or three names the page's structure lists (on a page whose town is known,
 * one such name or one the prose goes to), or three towns near each other that its prose names. A jet-lag guide naming London and New York makes none; nor does a German packing
 * list's headings of one noun each, nor a review of travel cards whose bold names are banks.
 */
export function describesATrip(places: readonly ResolvedPlace[], townKnown = false, language?: string): boolean {
  // A town named like a kind of place ("Miami Beach", "Palm Springs") is a town, an airport or a station is passed
  // through, and a region or a ward ("亚洲地区") is where places are: alone they make no trip. A region named as a valley
  // or an island ("Valle Sagrado") is one only on a page whose town is known: an advice page names the Canaries too.
  const kindOfPlace = (place: ResolvedPlace): boolean => place.kind !== 'city' && (place.kind !== 'region' || townKnown) && isVisitedKind(placeTypeOf(place.name));
  if (places.some((place) => EVIDENCE[place.evidence].tier === 0 || place.address)) return true;
  // A sight known, a kind of place, an eatery: one is a trip, unless unplaced among five names or more that are none (the
  // one kind-worded name of a review of travel cards, "Sapphire Reserve", or of a list of films, "Puerto Escondido").
  const sights = places.filter((place) => place.kind === 'landmark' || kindOfPlace(place) || isCjkEatery(place.name) || place.category === 'food');
  if (sights.some((place) => place.coordinate) || (sights.length > 0 && sights.length * SIGHTS_AMONG_NAMES >= places.length)) return true;
  if (places.some((place) => place.cue === 'segment')) return true;
  // A day of the plan, a place the prose goes to, or a CJK name ending like a place one visits ("曼听公园", "단양구경시장";
  // a kind word in other scripts made a trip above), not a town that ends like one (徳島).
  const goesSomewhere = places.some((place) => place.sourceDay !== undefined || place.cue === 'locative' || (place.kind !== 'city' && endsLikeCjkSight(place.name)));
  // Towns near each other make a trip when the page also goes somewhere: a news story lists a strike's airports
  // ("Hamburg", "Bremen", "Hannover") and a comparison its train routes.
  const towns = places.filter((place) => place.coordinate);
  // Who is near whom costs a distance per pair of towns, on the request's thread: worked out only when a rule asks.
  let near: ResolvedPlace[][] | undefined;
  const nearEach = (): ResolvedPlace[][] => (near ??= neighbourhoods(towns, (town) => town.coordinate!, TRIP_SPAN_KM));
  if (goesSomewhere && nearEach().some((group) => group.length >= 2)) return true;
  // "Wir wanderten zur Salober Alm … am Weißensee entlang … hinauf zur Burgruine Falkenstein": prose that goes to three
  // places or more tells a trip, placed or not; a news story names its airports and cities, it does not go to them.
  if (new Set(places.filter((place) => place.cue === 'locative').map((place) => placeKey(place.name))).size >= LOCATIVE_TRIP) return true;
  // German capitalises every noun: a heading of one word ("Gewicht", "Hygiene") is as often a topic as a place.
  const topicLike = (place: ResolvedPlace): boolean => language === 'de' && !/\s/u.test(place.name.trim());
  const structured = places.filter((place) => (place.cue === 'heading' || place.cue === 'lead' || place.cue === 'pin') && !topicLike(place)).length;
  // On a page whose town is known ("熊本 | THINK LOCAL", "Diani: Strand und Altstadt"), one name its structure gives or its
  // prose goes to is one of its places: a short trip, not names in passing.
  // Three towns near each other around it ("a base in southern Puglia: Gallipoli, Taranto or Brindisi?") are its places too.
  const clustered = (among: (town: ResolvedPlace) => boolean): boolean =>
    towns.filter((town, i) => town.kind === 'city' && among(town) && nearEach()[i]!.filter(among).length >= 3).length >= 3;
  // Three towns or more near each other that the prose names, kept because the page tours a country or a road (a
  // video's description of a drive): a trip told in prose. A strike's airports come as headings.
  if (clustered((town) => town.evidence === 'text')) return true;
  if (townKnown) return structured >= 1 || places.some((place) => place.cue === 'locative' || place.cue === 'quoted') || clustered(() => true);
  // Anywhere else three names in bold or in headings are as often cards, apps, airlines or remedies: the page must also go somewhere.
  return structured >= 3 && goesSomewhere;
}
