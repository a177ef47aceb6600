import { distanceKm } from '../../domain/import/geo.js';
import { placeKey } from '../../domain/import/place-key.js';
import type { Coordinate } from '../../domain/itinerary/types.js';
import { coordinateErrors } from '../../domain/shared/coordinates.js';
import { validationFailed, type FieldError } from '../../domain/shared/domain-error.js';
import type { GeoContext, GeocodeQuery, GeocodeResult, Geocoder, GeoMatchKind } from '../ports/geocoder.port.js';
import { beforeDeadline } from '../shared/before-deadline.js';

/** Candidates one search answers at most. */
export const MAX_CANDIDATES = 10;
/** Longest name (and `in`) searched for: longer is a sentence, not a place's name. */
export const MAX_NAME_LENGTH = 200;

export interface FindPlaceRequest {
  name: string;
  /** Namesakes near this point come first. */
  near?: Coordinate;
  /** A city or country: namesakes in it come first. */
  in?: string;
  /** 1 to MAX_CANDIDATES. */
  limit: number;
}

export interface FoundPlace {
  name: string;
  kind: GeoMatchKind;
  coordinate: Coordinate;
  city?: string;
  countryCode?: string;
  countryName?: string;
  category?: string;
  /** How sure the search is that the name means this place, in [0, 1]; never more than a candidate ranked above. */
  score: number;
}

export interface FindPlaceDeps {
  /** The offline gazetteer, always asked first. */
  geocoder: Geocoder;
  /** The online geocoder (GEOCODER_URL), asked only about names the gazetteer does not know. */
  onlineGeocoder?: Geocoder;
  /** Told when the online geocoder fails; the search then answers what it found offline. */
  onOnlineFailure?: (error: unknown) => void;
  /** How long one search waits for the online geocoder (its pace may queue the request). */
  onlineBudgetMs?: number;
}

const ONLINE_BUDGET_MS = 5_000;
/**
 * Online look-ups waiting at once. The geocoder starts one request at a time at its configured pace
 * (the public Nominatim: one a second), so a longer queue would only hold requests that outlive
 * their searches' budget; beyond it, a search answers what the gazetteer knows.
 */
const MAX_WAITING_ONLINE = 4;
/** Two answers of one name this close are one place (a country and its capital, a node and its way). */
const SAME_PLACE_KM = 5;
/** Answers asked per candidate wanted, so that merging duplicates does not leave the list short. */
const ROOM_FOR_DUPLICATES = 2;

/**
 * Finds a place by its name, for agents that need coordinates: every namesake, best first, ranked by
 * `near` and `in`. The offline gazetteer answers first; an online geocoder, when configured, only
 * for names the gazetteer does not know (it is slow, paced and shared with link import), within a
 * budget. `in` is a city or country resolved the same way, offline first.
 */
export class FindPlace {
  private waitingOnline = 0;

  constructor(private readonly deps: FindPlaceDeps) {}

  /** Whether a search may ask a service outside this one. */
  get asksOnline(): boolean {
    return this.deps.onlineGeocoder !== undefined;
  }

  async find(request: FindPlaceRequest): Promise<FoundPlace[]> {
    const errors = requestErrors(request);
    if (errors.length) throw validationFailed(errors);
    const query: GeocodeQuery = { name: request.name.trim(), context: await this.context(request) };
    const asked = request.limit * ROOM_FOR_DUPLICATES;
    let found = await this.deps.geocoder.candidates(query, asked);
    if (!found.length) found = (await this.online((geocoder) => geocoder.candidates(query, asked))) ?? [];
    // The rank weighs `near` and `in`, the geocoders' scores do not: down the list, no candidate is surer than one above it.
    let ceiling = 1;
    return distinct(found)
      .slice(0, request.limit)
      .map((result) => foundPlace(result, (ceiling = Math.min(ceiling, result.score))));
  }

  /** `in` as a town's position and country, or a country alone (its position says little); `near` wins over a town's. */
  private async context(request: FindPlaceRequest): Promise<GeoContext | undefined> {
    if (request.in === undefined) return request.near ? { near: request.near } : undefined;
    const area: GeocodeQuery = { name: request.in.trim(), kinds: ['city', 'country'] };
    // The best candidate, not geocode's answer: a country before the towns of its name ("in Italy" is not Italy, Texas).
    const best = async (geocoder: Geocoder) => (await geocoder.candidates(area, 1))[0];
    const found = (await best(this.deps.geocoder)) ?? (await this.online(best));
    if (!found) throw validationFailed([{ path: 'in', message: 'names no city or country we know' }]);
    return {
      near: request.near ?? (found.kind === 'country' ? undefined : found.coordinate),
      countryCodes: found.countryCode ? [found.countryCode] : undefined,
    };
  }

  /** The online geocoder's answer within the budget; nothing when none is configured, too many wait, it fails or is late. */
  private async online<T>(ask: (geocoder: Geocoder) => Promise<T>): Promise<T | undefined> {
    const geocoder = this.deps.onlineGeocoder;
    if (!geocoder || this.waitingOnline >= MAX_WAITING_ONLINE) return undefined;
    this.waitingOnline++;
    // Counted until the request itself ends, not the search: a late answer still holds its place in the queue.
    const answer = ask(geocoder).finally(() => this.waitingOnline--);
    const deadline = AbortSignal.timeout(this.deps.onlineBudgetMs ?? ONLINE_BUDGET_MS);
    try {
      return await beforeDeadline(answer, deadline);
    } catch (error) {
      if (!deadline.aborted) this.deps.onOnlineFailure?.(error);
      return undefined;
    }
  }
}

function requestErrors(request: FindPlaceRequest): FieldError[] {
  const errors: FieldError[] = [];
  const text = (path: string, value: string) => {
    const length = value.trim().length;
    if (length < 1 || length > MAX_NAME_LENGTH) errors.push({ path, message: `must be 1 to ${MAX_NAME_LENGTH} characters` });
  };
  text('name', request.name);
  if (request.in !== undefined) text('in', request.in);
  if (request.near) errors.push(...coordinateErrors(request.near, 'near'));
  if (!Number.isInteger(request.limit) || request.limit < 1 || request.limit > MAX_CANDIDATES) {
    errors.push({ path: 'limit', message: `must be an integer from 1 to ${MAX_CANDIDATES}` });
  }
  return errors;
}

/** The best-ranked answer of each place, in order. */
function distinct(found: readonly GeocodeResult[]): GeocodeResult[] {
  const kept: GeocodeResult[] = [];
  for (const result of found) {
    const key = placeKey(result.matchedName);
    const same = kept.some((other) => placeKey(other.matchedName) === key && distanceKm(other.coordinate, result.coordinate) < SAME_PLACE_KM);
    if (!same) kept.push(result);
  }
  return kept;
}

const foundPlace = ({ matchedName, kind, coordinate, city, countryCode, countryName, category }: GeocodeResult, score: number): FoundPlace => ({
  name: matchedName,
  kind,
  coordinate,
  city,
  countryCode,
  countryName,
  category,
  score,
});
