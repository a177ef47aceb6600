import { bracketNames } from './bracket-names.js';
import { chineseTagger, japaneseTokenizer, loadedJapaneseTokenizer, toSimplified, type JapaneseTokenizer } from './cjk-analysers.js';
import { chineseCandidates } from './chinese-candidates.js';
import { cjkSegments, hasCjk } from './cjk-script.js';
import { japaneseCandidates } from './japanese-candidates.js';
import { koreanCandidates } from './korean-candidates.js';

export { preloadCjk } from './cjk-analysers.js';

export interface NameCandidate {
  name: string;
  /** Where the name starts in the text given (UTF-16 code units). */
  index: number;
  /**
   * Why it may be a place: the analyser tagged a proper noun (a place name in Chinese), the word ends
   * like a kind of place (寺, 夜市, 시장), it is an item of a list whose other items are places
   * ("성산일출봉, 우도, 섭지코지"), or it is a second name in brackets after another candidate.
   */
  cue: 'proper-noun' | 'place-type' | 'listed' | 'bracket';
  /** The analyser knows the name as a common noun ("本島", "the main island"): a place only if a gazetteer knows it. */
  everyday?: boolean;
  /** The name just before, when this one is its other name in brackets ("대릉원(천마총)", "金閣寺（鹿苑寺）"). */
  aliasOf?: string;
}

/**
 * Place-name candidates in Japanese, Chinese and Korean text, in text order: each sentence or line goes
 * to its language's analyser, loaded on the first text that needs it. Countries and cities are returned
 * like any place; the pipeline decides what a stop is.
 */
export async function cjkPlaceCandidates(text: string): Promise<NameCandidate[]> {
  if (!hasCjk(text)) return [];
  const segments = cjkSegments(text);
  const japanese = segments.some((segment) => segment.language === 'ja') ? await japaneseTokenizer() : undefined;
  return candidatesOf(text, japanese);
}

/**
 * The same, synchronously, for callers that ran `preloadCjk()` first (a worker thread at start-up).
 * Throws when Japanese text comes before the Japanese dictionary is loaded. `pageLanguage`, the
 * language the page declares, tells how a text in Chinese characters alone may be read.
 */
export function cjkPlaceCandidatesSync(text: string, pageLanguage?: string): NameCandidate[] {
  if (!hasCjk(text)) return [];
  return candidatesOf(text, loadedJapaneseTokenizer(), pageLanguage);
}

function candidatesOf(text: string, japanese: JapaneseTokenizer | undefined, pageLanguage?: string): NameCandidate[] {
  const found: NameCandidate[] = [];
  for (const { language, text: segment, offset } of cjkSegments(text)) {
    if (language === 'ko') {
      for (const item of koreanCandidates(segment, offset)) found.push(item);
    } else if (language === 'zh' && pageLanguage === 'ja' && japanese !== undefined) {
      // A Japanese page's text in Chinese characters alone ("大浦天主堂", "東平安名崎") is Japanese, unless
      // the Japanese analyser finds nothing in it (a Taiwanese shop's name).
      const japaneseItems = japaneseCandidates(japanese, segment, offset);
      for (const item of japaneseItems.length ? japaneseItems : chineseCandidates(chineseTagger(), toSimplified(), segment, offset)) found.push(item);
    } else if (language === 'zh') {
      for (const item of chineseCandidates(chineseTagger(), toSimplified(), segment, offset)) found.push(item);
    } else if (japanese) {
      for (const item of japaneseCandidates(japanese, segment, offset)) found.push(item);
    } else {
      throw new Error('The Japanese analyser is not loaded: await preloadCjk() before cjkPlaceCandidatesSync');
    }
  }
  const kept = found
    .filter((candidate) => !inAddress(text, candidate))
    .map((candidate, _, all) => {
      const main = koreanAliasOf(text, candidate, all);
      return main ? { ...candidate, aliasOf: main.name } : candidate;
    });
  return unique([...kept, ...bracketNames(text, kept.filter((candidate) => !candidate.aliasOf))]);
}

const HANGUL_NAME = /^[\p{Script=Hangul}\s]+$/u;

/**
 * "내원교(일본교)": a Korean name in brackets right after another Korean place name is the same place
 * called otherwise (a nickname, an older name), not a second stop: the candidate it follows, if so.
 */
function koreanAliasOf(text: string, candidate: NameCandidate, found: NameCandidate[]): NameCandidate | undefined {
  if (!HANGUL_NAME.test(candidate.name) || !/[（(][ \t]?$/u.test(text.slice(Math.max(0, candidate.index - 2), candidate.index))) return undefined;
  if (!/^[ \t]?[）)]/u.test(text.slice(candidate.index + candidate.name.length))) return undefined;
  return found.find((other) => other !== candidate && other.cue === 'place-type' && HANGUL_NAME.test(other.name)
    && /^[ \t]?[（(][ \t]?$/u.test(text.slice(other.index + other.name.length, candidate.index)));
}

/** "地址：", "住所：", "주소:": the label of a venue's address, which names a door to find. */
export const CJK_ADDRESS_LABEL = /(?:地址|住所|所在地|주소)\s*[:：]/u;

/**
 * "地址：菱窠路27号（川师北门附近）", "주소: 서귀포시 성산읍 성산리", "住所：...", and where a place is ("地点：", "위치:"): what
 * follows such a label on its line.
 */
const ADDRESS_LABEL = new RegExp(`${CJK_ADDRESS_LABEL.source}|(?:地點|地点|위치|位置)\\s*[：:]`, 'gu');

/** Whether a candidate is part of an address: districts, streets and landmarks to find a door by, not stops. */
function inAddress(text: string, candidate: NameCandidate): boolean {
  const lineStart = text.lastIndexOf('\n', candidate.index) + 1;
  const before = text.slice(lineStart, candidate.index);
  return [...before.matchAll(ADDRESS_LABEL)].length > 0;
}

/** One candidate per name and place in the text; a bracketed second name keeps its `bracket` cue. */
function unique(candidates: NameCandidate[]): NameCandidate[] {
  const byPlace = new Map<string, NameCandidate>();
  for (const candidate of candidates) {
    const key = `${candidate.index}\u0000${candidate.name}`;
    const seen = byPlace.get(key);
    if (!seen || candidate.cue === 'bracket') byPlace.set(key, candidate);
  }
  return [...byPlace.values()].sort((a, b) => a.index - b.index);
}
