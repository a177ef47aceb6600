import { LANDMARK_TABLE, landmarkRow } from '../../gazetteer/gazetteer-data.js';
import { hasCjk } from './cjk-script.js';

/**
 * The names of sights the curated landmark table holds in CJK script ("大三巴", "하회마을", "月牙泉"), which the
 * segmenters do not always cut out of running text: a sentence holding one names it, whatever words stand around
 * it. Three characters at least: two are as often everyday words (鼓楼, 老街). Korean writes a name's words apart
 * ("오호리 공원"); such a name starts a word.
 */
const MIN_LENGTH = 3;
/** A name in hangul of two words or more. */
const SPACED_HANGUL = /^\p{Script=Hangul}+(?: \p{Script=Hangul}+)+$/u;

let byFirst: Map<string, string[]> | undefined;

function index(): Map<string, string[]> {
  if (byFirst) return byFirst;
  byFirst = new Map();
  for (const line of LANDMARK_TABLE.split('\n')) {
    for (const name of landmarkRow(line)?.names ?? []) {
      const trimmed = name.trim();
      if (trimmed.length < MIN_LENGTH || !hasCjk(trimmed) || (/[\s\p{Script=Latin}]/u.test(trimmed) && !SPACED_HANGUL.test(trimmed))) continue;
      const list = byFirst.get(trimmed[0]!) ?? [];
      if (!list.includes(trimmed)) list.push(trimmed);
      byFirst.set(trimmed[0]!, list);
    }
  }
  // Longest first, so "大三巴牌坊" wins over "大三巴" where both start.
  for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length);
  return byFirst;
}

/** Builds the index where a thread loads its analysers, outside any page's deadline. */
export const preloadKnownCjkSights = (): void => void index();

export interface KnownSight {
  name: string;
  /** Where the name starts in the sentence (UTF-16 code units). */
  index: number;
}

/** The curated sights a CJK sentence names, longest first where two start together, none overlapping. */
export function knownCjkSightsIn(sentence: string): KnownSight[] {
  const names = index();
  const found: KnownSight[] = [];
  for (let at = 0; at < sentence.length; ) {
    const wordStart = at === 0 || !/\p{Script=Hangul}/u.test(sentence[at - 1]!);
    const name = names.get(sentence[at]!)?.find((candidate) => sentence.startsWith(candidate, at) && (wordStart || !candidate.includes(' ')));
    if (name) {
      found.push({ name, index: at });
      at += name.length;
    } else at += 1;
  }
  return found;
}

/** Whether a text is, whole, the name of a sight the curated table holds in CJK script ("구시다 신사", "캐널시티 하카타"). */
export function isKnownCjkSight(text: string): boolean {
  return index().get(text[0] ?? '')?.includes(text) ?? false;
}
