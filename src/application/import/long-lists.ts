import { placeKey } from '../../domain/import/place-key.js';
import type { GeocodeResult } from '../ports/geocoder.port.js';
import type { PlaceMention } from '../ports/place-extractor.port.js';

/** Names listed in one sentence that make a list of places by their number alone. */
const LONG_LIST = 4;

/**
 * "Worth a day each: Otranto, Santa Maria di Leuca, Metaponto and Alberobello": four names or more listed in one
 * sentence, one of them a place the gazetteer knows however far, are places of one kind, and count as listed with a
 * stop. Three names are as often a dish's ingredients or a shop's brands; a list none of whose names any gazetteer
 * knows is as often people. The caller asks it only of a page about a place: a news story lists airports
 * ("Köln, Bonn, Düsseldorf, München") and goes nowhere.
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
