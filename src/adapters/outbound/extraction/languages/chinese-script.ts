import { toSimplified } from './cjk-analysers.js';

/** Enough Chinese characters to tell the script by, and no more: the first of a page's text. */
const SAMPLE_CHARACTERS = 2_000;
const MIN_CHARACTERS = 20;
/**
 * In traditional text a quarter to a third of the characters have a simplified form (們, 這, 臺); in
 * simplified text almost none do (on the corpus pages, 0.4 % at most, from names written the old way).
 */
const TRADITIONAL_SHARE = 0.05;

/**
 * The script a Chinese page is written in, as ISO 15924 names it: `Hans` (simplified) or `Hant`
 * (traditional), told by how many of its characters OpenCC's conversion to simplified changes.
 * Undefined when the text has too few Chinese characters to tell.
 */
export function chineseScript(text: string): 'Hans' | 'Hant' | undefined {
  const han = (text.match(/\p{Script=Han}/gu) ?? []).slice(0, SAMPLE_CHARACTERS);
  if (han.length < MIN_CHARACTERS) return undefined;
  const simplified = toSimplified()(han.join(''));
  const changed = han.filter((char, i) => simplified[i] !== char).length;
  return changed / han.length > TRADITIONAL_SHARE ? 'Hant' : 'Hans';
}
