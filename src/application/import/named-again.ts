import { placeKey } from '../../domain/import/place-key.js';
import { GERMAN_NOUN_PHRASE } from './german-prose.js';
import { tooUnsure, UNSURE_IN_PROSE } from './judge-mention.js';
import type { DroppedMention, ResolvedPlace } from './resolve-places.js';

/** Drops for want of evidence alone: a name in prose that nothing says is a place, or a town too unsure to count. */
const UNSURE = new Set([UNSURE_IN_PROSE, GERMAN_NOUN_PHRASE, tooUnsure('city')]);
/** So many mentions of one name make it what the page is about. */
const AGAIN = 2;

/**
 * A page about a town whose mentions were all judged too unsure (a walk through Vilnius's Šnipiškės, a vlog of 米子,
 * 鳥取 and 松江): the names its prose repeats are what it is about. A name dropped twice or more, each time only
 * for want of evidence and never for what it is, becomes a stop without coordinates (the town gives the draft its
 * centre); the town itself is no stop.
 */
export function namedAgain(dropped: readonly DroppedMention[], town: string): ResolvedPlace[] {
  const unsure = new Map<string, { name: string; count: number }>();
  const otherwise = new Set<string>();
  for (const mention of dropped) {
    const key = placeKey(mention.name);
    if (!UNSURE.has(mention.reason) || mention.evidence !== 'text') {
      otherwise.add(key);
      continue;
    }
    const seen = unsure.get(key);
    unsure.set(key, { name: seen?.name ?? mention.name, count: (seen?.count ?? 0) + 1 });
  }
  return [...unsure]
    .filter(([key, { count }]) => count >= AGAIN && !otherwise.has(key) && key !== placeKey(town))
    .map(([, { name }], order) => ({ name, order, evidence: 'text' as const }));
}
