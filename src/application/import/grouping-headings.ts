import { placeKey } from '../../domain/import/place-key.js';
import type { PlaceMention } from '../ports/place-extractor.port.js';

/** "ALFAMA", "BAIRRO ALTO and CHIADO": a heading in capitals. */
const inCapitals = (name: string): boolean => /\p{Lu}{5}/u.test(name) && name === name.toUpperCase();

/**
 * The names of headings in capitals under which the page lists its places as leads ("ALFAMA" over
 * "Tasca do Chico – ...", "Pateo 13 – ..."): such a heading groups what follows, a neighbourhood
 * or a part of the trip, and is no stop itself, even when the gazetteer knows it. Keys of the
 * heading's names and of the names read from its words.
 */
export function groupingHeadings(mentions: readonly PlaceMention[]): Set<string> {
  const grouping = new Set<string>();
  /** The names in capitals of the last heading: its own mentions, and those read from its words. */
  let current: PlaceMention[] = [];
  let inHeading = false;
  /** The day of what came before the heading: a heading that opens another day is that day's title. */
  let dayBefore: number | undefined;
  for (const mention of mentions) {
    const heading = mention.evidence === 'article' && mention.cue === 'heading';
    if (heading || mention.inHeading) {
      if (!inHeading) current = [];
      inHeading = true;
      // "GIORNO 3: WINDHOEK - QUIVER TREE FOREST - KEETMANSHOOP": a day's title in capitals names the day's stops.
      if (inCapitals(mention.name) && mention.day === dayBefore) current.push(mention);
      continue;
    }
    inHeading = false;
    dayBefore = mention.day;
    if (mention.evidence === 'article' && mention.cue === 'lead') for (const group of current) grouping.add(placeKey(group.name));
  }
  return grouping;
}
