import { meanCoordinate } from '../../domain/import/geo.js';
import { pathKm } from '../../domain/import/route-order.js';
import { planDays, type PlannedGroup } from '../../domain/import/plan-days.js';
import { placeKey } from '../../domain/import/place-key.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { Extraction } from '../ports/place-extractor.port.js';
import { importConfidence } from './evidence.js';
import type { ImportPlan, PlannedDay, PlannedStop } from './import-plan.js';
import type { PageContext } from './page-context.js';
import type { ResolvedPlace } from './resolve-places.js';

const UNPLACED_NOTE = 'Mentioned in the source but not found on the map: check where it is.';

/** Turns resolved places into the draft plan: days, destination, centre, title and the source figures. */
export function buildPlan(url: string, extraction: Extraction, places: ResolvedPlace[], context: PageContext): ImportPlan {
  const placed = places.filter((place) => place.coordinate);
  const center = meanCoordinate(placed.map((place) => place.coordinate!)) ?? context.coordinate ?? context.area ?? context.countryCenter;
  if (places.length === 0 || !center) {
    throw new DomainError('linkUnreadable', 'No places could be found at this link.');
  }
  const groups = planDays(
    places.map((place) => ({ ...place, cityKey: place.city ? `${placeKey(place.city)}|${place.countryCode ?? ''}` : undefined })),
  );
  const destination = destinationOf(placed, context);
  return {
    title: titleOf(extraction, destination),
    destination,
    center,
    summary: extraction.description?.slice(0, 500) || undefined,
    tags: extraction.tags,
    days: groups.map((group) => dayOf(group, extraction)),
    source: {
      url,
      author: extraction.author,
      confidence: importConfidence(places.map((place) => ({ evidence: place.evidence, placed: Boolean(place.coordinate) }))),
      stops: places.length,
      placed: placed.length,
    },
  };
}

function dayOf(group: PlannedGroup<ResolvedPlace>, extraction: Extraction): PlannedDay {
  const stops = group.stops.map(
    (place): PlannedStop => ({
      name: place.name,
      address: place.address,
      category: place.category,
      coordinate: place.coordinate,
      note: group.unplaced ? (place.note ? `${place.note} ${UNPLACED_NOTE}` : UNPLACED_NOTE) : place.note,
    }),
  );
  if (group.unplaced) return { title: 'Places to find on the map', stops };
  const city = majority(group.stops.map((place) => place.city).filter((city): city is string => Boolean(city)));
  const highlights = group.stops.slice(0, 2).map((place) => place.name).join(' & ');
  const sourceTitle = group.sourceDay !== undefined ? extraction.dayTitles[group.sourceDay] : undefined;
  const km = pathKm(group.stops.map((place) => place.coordinate!));
  return {
    title: sourceTitle ?? (city ? `${city}: ${highlights}` : highlights),
    summary: `${stops.length} ${stops.length === 1 ? 'stop' : 'stops'}${stops.length > 1 ? `, about ${km < 10 ? km.toFixed(1) : Math.round(km)} km from first to last` : ''}.`,
    stops,
  };
}

/** The city most stops are in ("Kyoto, Japan"), else the one country ("Italy"), else the main cities. */
function destinationOf(placed: ResolvedPlace[], context: PageContext): string {
  const cities = placed.filter((place) => place.city);
  const city = majority(cities.map((place) => place.city!));
  const countries = new Set(placed.map((place) => place.countryName).filter(Boolean));
  const cityShare = city ? cities.filter((place) => place.city === city).length / Math.max(placed.length, 1) : 0;
  const countryName = placed.find((place) => place.city === city)?.countryName ?? context.countryName;
  if (city && cityShare >= 0.6) return countryName ? `${city}, ${countryName}` : city;
  if (countries.size === 1) return [...countries][0]!;
  if (context.city || context.countryName) return [context.city, context.countryName].filter(Boolean).join(', ');
  const ranked = rank(cities.map((place) => place.city!)).slice(0, 3);
  return ranked.length ? ranked.join(', ') : 'Imported trip';
}

/** The page's title without the site's name or the platform's decorations. */
function titleOf(extraction: Extraction, destination: string): string {
  const raw = extraction.title ?? '';
  const cleaned = raw
    .replace(/\s+on (Instagram|TikTok|Threads)\s*:.*$/is, '')
    .replace(/\s*[-|–—•]\s*(YouTube|TikTok|Pinterest|Instagram)\s*$/i, '')
    .replace(/\s*[|–—•]\s*[^|–—•]{2,40}$/, (suffix) => (extraction.siteName && suffix.includes(extraction.siteName) ? '' : suffix))
    .replace(/#[\p{L}\p{N}_]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length >= 3) return cleaned.length > 120 ? `${cleaned.slice(0, 117).trimEnd()}...` : cleaned;
  return `Trip to ${destination}`;
}

function rank(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

const majority = (values: string[]): string | undefined => rank(values)[0];
