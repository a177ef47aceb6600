import { placeKey } from './place-key.js';
import { looksLikeProperName, NAME_CONNECTORS } from './place-names.js';

/**
 * A map link's search or a caption names a place with its town after it, without a connector
 * ("Castel Sant'Angelo Roma", "Time Out Market Lisboa"): the place is the name before the town.
 * "Museu de Lisboa", "Centro do Rio" keep theirs (the town is part of the name), and so does the
 * town alone. The caller keeps a name the gazetteer knows whole ("Gran Torre Santiago").
 */
export function withoutTownSuffix(name: string, town: string | undefined): string {
  if (!town) return name;
  const townWords = town.trim().split(/\s+/).length;
  const words = name.trim().split(/\s+/);
  if (words.length <= townWords + 1) return name;
  const rest = words.slice(0, -townWords);
  if (placeKey(words.slice(-townWords).join(' ')) !== placeKey(town) || NAME_CONNECTORS.has(rest[rest.length - 1]!.toLowerCase())) return name;
  // "4 days in Barcelona" is no place in Barcelona.
  const place = rest.join(' ').replace(/[,\s–—-]+$/u, '');
  return looksLikeProperName(place) ? place : name;
}
