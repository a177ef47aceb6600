import { placeKey } from '../../domain/import/place-key.js';
import type { ResolvedPlace } from './resolve-places.js';

/**
 * A name the page gives in brackets after a stop's ("Metropolitan Cathedral (Catedral
 * Metropolitana)", "Valencia Cathedral (people also call it the Cathedral of the Holy Grail)") is
 * that stop's other name: it goes, and the stop keeps what it adds. Not after a town ("Sintra (Pena
 * Palace)" names a place in it).
 */
export function dropBracketAliases(places: ResolvedPlace[], dropped: (place: ResolvedPlace, reason: string) => void): ResolvedPlace[] {
  const byKey = new Map(places.map((place) => [placeKey(place.name), place]));
  return places.filter((place) => {
    const named = place.aliasOf === undefined ? undefined : byKey.get(placeKey(place.aliasOf));
    if (!named || named === place || named.kind === 'city') return true;
    named.sourceDay ??= place.sourceDay;
    named.coordinate ??= place.coordinate;
    dropped(place, `another name of ${named.name}`);
    return false;
  });
}
