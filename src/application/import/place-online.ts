import type { Coordinate } from '../../domain/itinerary/types.js';
import { distanceKm, medianCoordinate } from '../../domain/import/geo.js';
import type { GeocodeResult, Geocoder } from '../ports/geocoder.port.js';
import { beforeDeadline } from '../shared/before-deadline.js';
import type { PageContext } from './page-context.js';
import type { ResolvedPlace } from './resolve-places.js';

/** Where a page's trip is: the middle of its placed stops (else its titles' city), and its country. */
export interface PageRegion {
  near?: Coordinate;
  countryCode?: string;
}

export interface PlaceOnlineOptions {
  /** At most this many places are asked for, in page order (a public geocoder answers one a second). */
  maxLookups?: number;
  /** The whole step's time: what is not placed by then stays unplaced. */
  budgetMs?: number;
  /** The read's own cancellation. */
  signal?: AbortSignal;
  /** Told when the geocoder fails; the step then stops asking, and the read goes on. */
  onFailure?: (error: unknown) => void;
}

const MAX_LOOKUPS = 12;
const BUDGET_MS = 8_000;
/** An answer farther than this from the region is a namesake elsewhere: unplaced beats misplaced. */
const REGION_KM = 150;

/** The region of a page's trip, from the stops the gazetteer placed (a median ignores a stray one). */
export function pageRegion(places: readonly ResolvedPlace[], context: PageContext): PageRegion {
  const placed = places.filter((place) => place.coordinate).map((place) => place.coordinate!);
  return { near: medianCoordinate(placed) ?? context.coordinate, countryCode: context.countryCode };
}

/**
 * Asks an online geocoder for the stops the offline gazetteer could not place: the first few in page
 * order, each by its whole name (never a phrase inside it), biased to the page's region, within a
 * time budget. An answer counts only within REGION_KM of the region (in the page's country when the
 * page gives no coordinate); a page without either asks nothing, since no answer could be judged.
 * An accepted answer gives the stop its coordinate, city and country; the stop keeps the page's name.
 */
export async function placeOnline(
  places: readonly ResolvedPlace[],
  context: PageContext,
  geocoder: Geocoder,
  options: PlaceOnlineOptions = {},
): Promise<ResolvedPlace[]> {
  const region = pageRegion(places, context);
  if (!region.near && !region.countryCode) return [...places];
  const wanted = places.filter((place) => !place.coordinate).slice(0, options.maxLookups ?? MAX_LOOKUPS);
  const deadline = AbortSignal.any([AbortSignal.timeout(options.budgetMs ?? BUDGET_MS), ...(options.signal ? [options.signal] : [])]);
  const geoContext = { near: region.near, countryCodes: region.countryCode ? [region.countryCode] : undefined };
  const placedHere = new Map<ResolvedPlace, ResolvedPlace>();
  for (const place of wanted) {
    if (deadline.aborted) break;
    let found: GeocodeResult | undefined;
    try {
      found = await beforeDeadline(geocoder.geocode({ name: place.name, address: place.address, context: geoContext, partial: false }), deadline);
    } catch (error) {
      if (!deadline.aborted) options.onFailure?.(error);
      break;
    }
    if (found && inRegion(found, region)) placedHere.set(place, located(place, found));
  }
  return places.map((place) => placedHere.get(place) ?? place);
}

function inRegion(found: GeocodeResult, region: PageRegion): boolean {
  // A country or a street address says nowhere precise enough to be a stop.
  if (found.kind !== 'landmark' && found.kind !== 'city') return false;
  if (region.near) return distanceKm(found.coordinate, region.near) <= REGION_KM;
  return found.countryCode === region.countryCode;
}

function located(place: ResolvedPlace, found: GeocodeResult): ResolvedPlace {
  return {
    ...place,
    coordinate: found.coordinate,
    category: place.category ?? found.category,
    city: found.city,
    countryCode: found.countryCode,
    countryName: found.countryName,
    kind: found.kind,
  };
}
