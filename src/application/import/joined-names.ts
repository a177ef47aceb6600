import { placeKey } from '../../domain/import/place-key.js';
import { EVIDENCE } from './evidence.js';
import type { ResolvedPlace } from './resolve-places.js';

/** Between two names said together: "Plaza de la Reina & Valencia Cathedral", "LX-Factory e Village Underground". */
const JOIN = /\s+(?:&|and|y|e|et|und)\s+/iu;

/**
 * A stop whose name is two other stops said together ("Plaza de la Reina & Valencia Cathedral" beside
 * "Plaza de la Reina" and "Valencia Cathedral") is no third place: it goes. A name the page placed
 * itself stays: it is one place's ("Victoria & Albert Waterfront").
 */
export function dropJoinedNames(places: ResolvedPlace[], dropped: (place: ResolvedPlace, reason: string) => void): ResolvedPlace[] {
  const keys = new Set(places.map((place) => placeKey(place.name)));
  return places.filter((place) => {
    const parts = place.name.split(JOIN);
    if (parts.length < 2 || EVIDENCE[place.evidence].tier === 0 || !parts.every((part) => keys.has(placeKey(part)))) return true;
    dropped(place, `two stops said together (${parts.join(', ')})`);
    return false;
  });
}
