import { medianCoordinate } from '../../domain/import/geo.js';
import type { Coordinate } from '../../domain/itinerary/types.js';
import type { Geocoder } from '../ports/geocoder.port.js';
import type { PlaceMention } from '../ports/place-extractor.port.js';
import type { ResolvedPlace } from './resolve-places.js';

/** Enough names to tell where a page is, without asking the gazetteer about a whole page again. */
const MAX_NAMES = 60;

/**
 * Where a page whose stops are all unplaced is (the itinerary needs a centre): the median of the
 * landmarks and sizeable towns among all the names it mentions, stops or not ("명동", "Iztapalapa").
 * Undefined when a stop is placed (the stops give the centre) or when no name is known.
 */
export async function areaOfNames(places: readonly ResolvedPlace[], mentions: readonly PlaceMention[], geocoder: Geocoder): Promise<Coordinate | undefined> {
  if (places.some((place) => place.coordinate)) return undefined;
  const names = [...new Set(mentions.map((mention) => mention.name))].slice(0, MAX_NAMES);
  // A town inside a longer name counts when it is a big one ("Ermita Iztapalapa").
  const found = await Promise.all(names.map((name) => geocoder.geocode({ name, kinds: ['landmark', 'city'], partial: true })));
  const known = found.filter((answer) => answer && (answer.matchedWords ? answer.kind === 'city' && answer.score >= 0.8 : answer.kind === 'landmark' || answer.score >= 0.7));
  return medianCoordinate(known.map((answer) => answer!.coordinate));
}
