import type { Coordinate } from '../../domain/itinerary/types.js';
import { distanceKm, medianCoordinate, neighbourhoods } from '../../domain/import/geo.js';
import type { GeocodeResult, Geocoder } from '../ports/geocoder.port.js';
import type { PlaceMention } from '../ports/place-extractor.port.js';
import type { PageContext } from './page-context.js';
import { placeKey } from '../../domain/import/place-key.js';
import { CLUSTER_KM, DAY_TRIP_KM, FAR_TOWN_KM, ROAD_TRIP_PROSE_KM, ROAD_TRIP_TOWN_SCORE, strengthOf, TEXT_LANDMARK_SCORE, TEXT_TOWN_SCORE, type PageEvidence } from './judge-mention.js';

/*
 * Where the page's trip is and how far it goes: the cluster its well-founded places make, whether its titles' town is a
 * namesake abroad, and whether it is a road trip, whose towns may lie far apart.
 */

/** Towns its structure names, from this many on, make a page a road trip (whatever city its title names). */
const ROAD_TRIP_TOWNS = 3;

/**
 * A page whose titles name a country and no town ("New Zealand itinerary: three weeks") tours the
 * country: the towns its prose names in that country are its route, as on a road trip.
 */
export const countryTrip = (context: PageContext): boolean => Boolean(context.countryCode && !context.city && !context.region);

export function townRadii(context: PageContext, roadTrip: boolean): Pick<PageEvidence, 'townRadiusKm' | 'proseTownRadiusKm' | 'minProseTownScore' | 'roadTrip'> {
  if (roadTrip) return { roadTrip, townRadiusKm: FAR_TOWN_KM, proseTownRadiusKm: ROAD_TRIP_PROSE_KM, minProseTownScore: ROAD_TRIP_TOWN_SCORE };
  return { roadTrip, townRadiusKm: context.city ? DAY_TRIP_KM : FAR_TOWN_KM, proseTownRadiusKm: CLUSTER_KM, minProseTownScore: TEXT_TOWN_SCORE };
}

/**
 * Whether the page's structure names towns enough to be a road trip. Only towns in the titles' country
 * count: a food guide's restaurants named like towns abroad ("Caravaggio", "El Molino") make none.
 */
export function roadTrip(looked: Array<{ mention: PlaceMention; found: GeocodeResult | undefined }>, context: PageContext): boolean {
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
export function clusterOf(looked: ReadonlyArray<{ mention: PlaceMention; found: GeocodeResult | undefined }>, sights: readonly GeocodeResult[], context: PageContext, country: string | undefined): Coordinate | undefined {
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
export function sightsOf(looked: ReadonlyArray<{ mention: PlaceMention; found: GeocodeResult | undefined }>): GeocodeResult[] {
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
export async function titledTownAbroad(sights: readonly GeocodeResult[], context: PageContext, geocoder: Geocoder): Promise<string | undefined> {
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

/** Towns of the page standing together this far from its trip, with nothing of the page near the trip, are where it goes. */
const ELSEWHERE_KM = FAR_TOWN_KM;
/** How many towns must stand together to outvote the titles' town. */
const TOWNS_ELSEWHERE = 3;

/**
 * Where the trip is when its titles' town is a namesake abroad that nothing else of the page confirms: a page titled
 * "Salento" read as Italy's Salento, whose prose goes to Filandia, Circasia and Pereira, towns of Colombia standing
 * together thousands of km away, while no other name of the page is near Italy's. The towns' median and country, when
 * TOWNS_ELSEWHERE distinct towns stand within the trip's reach of each other that far away and no name of the page
 * besides the titles' town is a town or a sight near the trip; else nothing, and the trip stays where it was.
 */
export function townsElsewhere(
  looked: ReadonlyArray<{ mention: PlaceMention; found: GeocodeResult | undefined }>,
  near: Coordinate | undefined,
  context: PageContext,
): { near: Coordinate; countryCode?: string } | undefined {
  if (!near) return undefined;
  const titled = context.city ? placeKey(context.city) : undefined;
  const towns = new Map<string, GeocodeResult>();
  for (const { mention, found } of looked) {
    if (!found || found.matchedWords || (found.kind !== 'city' && found.kind !== 'landmark') || placeKey(mention.name) === titled) continue;
    const km = distanceKm(found.coordinate, near);
    // Something of the page near the trip: the titles' town is where it goes.
    if (km <= CLUSTER_KM) return undefined;
    if (found.kind === 'city' && km >= ELSEWHERE_KM && !/^\p{Ll}/u.test(mention.name)) towns.set(found.matchedName, found);
  }
  // Weighed on the request's thread, each against each: a page naming more towns that far away is a list of the world's.
  if (towns.size > MAX_VOTES_WEIGHED) return undefined;
  const groups = neighbourhoods([...towns.values()], (town) => town.coordinate, CLUSTER_KM);
  const largest = groups.reduce<GeocodeResult[]>((best, group) => (group.length > best.length ? group : best), []);
  if (largest.length < TOWNS_ELSEWHERE) return undefined;
  return { near: medianCoordinate(largest.map((town) => town.coordinate))!, countryCode: largest[0]!.countryCode };
}
