import { placeKey } from '../../domain/import/place-key.js';
import type { GeocodeResult } from '../ports/geocoder.port.js';
import type { PlaceMention } from '../ports/place-extractor.port.js';

/** How many names one sentence lists before the list, one of them known, reads as places of one kind. */
const LONG_LIST = 4;

/**
 * "Worth a day each: Otranto, Santa Maria di Leuca, Metaponto and Alberobello": four names or more listed in one
 * sentence, one of them a place the gazetteer knows however far, are places of one kind, and count as listed with a
 * stop. Three names, even two of them known, are as often places compared with ("Corfù, Santorini, Mykonos" on a
 * Dubrovnik page); a list none of whose names any gazetteer knows is as often people or dishes. The caller asks it
 * only of a page about a place: a news story lists airports ("Köln, Bonn, Düsseldorf, München") and goes nowhere.
 */
export function longLists(mentions: readonly PlaceMention[], answers: ReadonlyArray<GeocodeResult | undefined>): Set<string> {
  const members = new Map<string, Set<string>>();
  const known = new Set<string>();
  mentions.forEach((mention, i) => {
    if (mention.enumeration === undefined) return;
    members.set(mention.enumeration, (members.get(mention.enumeration) ?? new Set()).add(placeKey(mention.name)));
    if (answers[i]) known.add(mention.enumeration);
  });
  return new Set([...members].filter(([list, names]) => names.size >= LONG_LIST && known.has(list)).map(([list]) => list));
}
