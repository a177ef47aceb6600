import type { Coordinate } from '../../domain/itinerary/types.js';
import { distanceKm } from '../../domain/import/geo.js';
import { placeKey } from '../../domain/import/place-key.js';
import { looksLikeProperName, NAME_CONNECTORS } from '../../domain/import/place-names.js';
import type { GeoContext, GeocodeResult, Geocoder } from '../ports/geocoder.port.js';
import type { Evidence, Extraction, PlaceMention } from '../ports/place-extractor.port.js';
import { EVIDENCE } from './evidence.js';

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
}

export interface PageContext {
  city?: string;
  countryCode?: string;
  countryName?: string;
  coordinate?: Coordinate;
}

/** Text mentions must be at least this sure to become stops. */
const TEXT_LANDMARK_SCORE = 0.8;
const TEXT_CITY_SCORE = 0.75;
const TEXT_TOWN_SCORE = 0.6;
/** A weak mention this far from every stronger stop is a comparison ("unlike Paris..."), not a stop. */
const OUTLIER_KM = 150;
/** A listed town this far from the page's place and outside its country is a namesake. */
const FAR_TOWN_KM = 1000;

/** Where the page as a whole is: the first city or country its titles name. */
export async function pageContext(extraction: Extraction, geocoder: Geocoder): Promise<PageContext> {
  for (const name of extraction.contextNames) {
    const found = await geocoder.geocode({ name, kinds: ['city', 'country'], partial: true });
    if (found && found.score >= 0.6) {
      return {
        city: found.kind === 'city' ? found.matchedName : undefined,
        countryCode: found.countryCode,
        countryName: found.countryName,
        coordinate: found.coordinate,
      };
    }
  }
  return {};
}

/**
 * Geocodes and filters the extractor's mentions: structured ones are kept even when they cannot
 * be placed (if they read like a name), text ones only when the gazetteer knows them; duplicates
 * merge into the most reliable mention; cities that only frame the trip are dropped.
 */
export async function resolvePlaces(mentions: readonly PlaceMention[], context: PageContext, geocoder: Geocoder): Promise<ResolvedPlace[]> {
  const indexed = mentions.map((mention, order) => ({ mention, order }));
  indexed.sort((a, b) => EVIDENCE[a.mention.evidence].tier - EVIDENCE[b.mention.evidence].tier || a.order - b.order);
  const geoContext: GeoContext = {
    near: context.coordinate,
    countryCodes: context.countryCode ? [context.countryCode] : undefined,
  };
  const kept = new Map<string, ResolvedPlace>();

  for (const { mention, order } of indexed) {
    const place = await resolveOne(mention, order, geoContext, geocoder);
    if (!place) continue;
    const key = place.canonical ? `${place.kind}:${placeKey(place.canonical)}` : placeKey(place.name);
    const existing = kept.get(key) ?? kept.get(placeKey(place.name));
    if (existing) {
      existing.sourceDay ??= place.sourceDay;
      existing.coordinate ??= place.coordinate;
      existing.order = Math.min(existing.order, place.order);
      continue;
    }
    kept.set(key, place);
    // Without a context from the titles, the first well-founded place gives one.
    if (!geoContext.near && place.coordinate && EVIDENCE[place.evidence].tier <= 1) {
      geoContext.near = place.coordinate;
      geoContext.countryCodes ??= place.countryCode ? [place.countryCode] : undefined;
    }
  }
  return dropFramingCities(dropOutliers([...kept.values()], context), context).sort((a, b) => a.order - b.order);
}

async function resolveOne(
  mention: PlaceMention,
  order: number,
  context: GeoContext,
  geocoder: Geocoder,
): Promise<ResolvedPlace | undefined> {
  const weak = mention.evidence === 'text' || mention.evidence === 'llm';
  const base: ResolvedPlace = {
    name: mention.name,
    order,
    evidence: mention.evidence,
    address: mention.address,
    category: mention.category,
    note: mention.note,
    sourceDay: mention.day,
  };
  if (mention.coordinate) {
    const named = await geocoder.geocode({ name: mention.name, locality: mention.locality, country: mention.country, context, kinds: ['landmark'] });
    const near = named && distanceKm(named.coordinate, mention.coordinate) < 5 ? named : await geocoder.reverse(mention.coordinate);
    return {
      ...base,
      coordinate: mention.coordinate,
      city: near?.city,
      countryCode: near?.countryCode,
      countryName: near?.countryName,
      ...(near === named && named ? { kind: named.kind, canonical: named.matchedName } : {}),
    };
  }
  const answer = await geocoder.geocode({
    name: mention.name,
    address: mention.address,
    locality: mention.locality,
    country: mention.country,
    context,
    partial: mention.evidence !== 'jsonld' && mention.evidence !== 'microdata',
  });
  const found = answer && (weak || (!hasOtherName(mention.name, answer) && plausible(answer, context))) ? answer : undefined;
  if (weak && !acceptsWeak(found, mention.evidence, context)) return undefined;
  if (!found || found.kind === 'country') {
    const structured = mention.evidence === 'jsonld' || mention.evidence === 'microdata';
    return !weak && !mention.requireGeocode && (structured || looksLikeProperName(mention.name)) ? base : undefined;
  }
  return {
    ...base,
    // A name found inside a longer phrase ("Sunset at Park Güell") is replaced by the place's own name.
    name: found.matchedWords ? found.matchedName : mention.name,
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

/**
 * "Café Louvre" holds "Louvre" but is another place: a partial match counts for a listed name only
 * when the words around it are not part of a name themselves ("Sintra day trip").
 */
function hasOtherName(name: string, found: GeocodeResult): boolean {
  if (!found.matchedWords) return false;
  const matched = new Set(found.matchedWords.split(' '));
  return name
    .split(/\s+/)
    .filter((word) => !matched.has(placeKey(word)))
    .some((word) => /^\p{Lu}/u.test(word) && !NAME_CONNECTORS.has(word.toLowerCase()));
}

/** A town of that name on another continent ("Belém" in Brazil for a Lisbon page) is not the one meant. */
function plausible(found: GeocodeResult, context: GeoContext): boolean {
  if (found.kind !== 'city' || !context.near || inCountry(found, context)) return true;
  return distanceKm(found.coordinate, context.near) <= FAR_TOWN_KM;
}

const inCountry = (found: GeocodeResult, context: GeoContext): boolean =>
  Boolean(found.countryCode && context.countryCodes?.includes(found.countryCode));

function acceptsWeak(found: GeocodeResult | undefined, evidence: Evidence, context: GeoContext): boolean {
  if (!found || found.approximate) return evidence === 'llm' && Boolean(found);
  if (found.kind === 'landmark') return found.score >= TEXT_LANDMARK_SCORE;
  // A town named in passing: a well-known one, or a smaller one in the page's own country.
  if (found.kind === 'city') {
    return found.score >= TEXT_CITY_SCORE || (!found.matchedWords && found.score >= TEXT_TOWN_SCORE && inCountry(found, context));
  }
  return false;
}

function dropOutliers(places: ResolvedPlace[], context: PageContext): ResolvedPlace[] {
  const strong = places.filter((place) => place.coordinate && EVIDENCE[place.evidence].tier <= 1).map((place) => place.coordinate!);
  const anchors = strong.length ? strong : context.coordinate ? [context.coordinate] : [];
  if (anchors.length === 0) return places;
  return places.filter(
    (place) =>
      !place.coordinate ||
      EVIDENCE[place.evidence].tier <= 1 ||
      anchors.some((anchor) => distanceKm(anchor, place.coordinate!) <= OUTLIER_KM),
  );
}

/** "Kyoto" in "3 days in Kyoto" is the destination, and "Sintra" beside "Pena Palace" a heading. */
function dropFramingCities(places: ResolvedPlace[], context: PageContext): ResolvedPlace[] {
  const citiesWithPlaces = new Set(places.filter((p) => p.kind !== 'city' && p.city).map((p) => placeKey(p.city!)));
  const contextCity = context.city ? placeKey(context.city) : undefined;
  const cities = places.filter((p) => p.kind === 'city');
  return places.filter((place) => {
    if (place.kind !== 'city') return true;
    const key = placeKey(place.name);
    if (citiesWithPlaces.has(key)) return false;
    // The destination itself is no stop, unless the trip is a tour of several towns.
    return !(key === contextCity && cities.length < 3);
  });
}

const joinNotes = (a: string | undefined, b: string): string => (a ? `${a} ${b}` : b);
