import { isCjk } from '../../../../domain/import/cjk-script.js';
import { hasSimplifiedOnly } from './cjk-analysers.js';

export type CjkLanguage = 'ja' | 'zh' | 'ko';

export interface CjkSegment {
  language: CjkLanguage;
  text: string;
  /** Where `text` starts in the whole text. */
  offset: number;
}

const HANGUL = /[\p{Script=Hangul}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
/** A sentence or a line: the unit whose script is decided, since pages mix languages. */
const SENTENCE = /[^\n。！？!?.]+[。！？!?.]*/gu;

/** Whether the text has anything for the CJK analysers, so that Latin-only pages load none of them. */
export const hasCjk = isCjk;

/** Chinese characters without kana or Hangul: Chinese, or a line of Japanese names in kanji (cjkSegments decides which). */
export const isHanOnly = (sentence: string): boolean => HAN.test(sentence) && !HANGUL.test(sentence) && !KANA.test(sentence);

/**
 * Chinese function words (simplified and traditional): a sentence with them is Chinese prose. Those
 * that are common in Japanese place names (都 of 京都, 和 of 和歌山, 那 of 那覇) are left out.
 */
const CHINESE_PROSE = /[的了是们們这這个個吗嗎呢吧很也就说說着著过過么麼还還]/u;

/**
 * Cuts the text into sentences and lines, each with its language: Hangul is Korean, kana is Japanese.
 * A line of Chinese characters alone ("金閣寺 清水寺", a caption) is Japanese on a page that has kana
 * elsewhere, unless it reads as Chinese prose or is written in simplified characters; else Chinese.
 */
export function cjkSegments(text: string): CjkSegment[] {
  const japanesePage = KANA.test(text);
  const hanOnly = (sentence: string): CjkLanguage =>
    japanesePage && !CHINESE_PROSE.test(sentence) && !hasSimplifiedOnly(sentence) ? 'ja' : 'zh';
  const segments: CjkSegment[] = [];
  for (const match of text.matchAll(SENTENCE)) {
    const sentence = match[0];
    const language = HANGUL.test(sentence) ? 'ko' : KANA.test(sentence) ? 'ja' : isHanOnly(sentence) ? hanOnly(sentence) : undefined;
    if (!language) continue;
    const previous = segments[segments.length - 1];
    // Neighbouring sentences of one language go to the analyser together: fewer calls, same result.
    if (previous && previous.language === language && previous.offset + previous.text.length === match.index) {
      previous.text += sentence;
    } else {
      segments.push({ language, text: sentence, offset: match.index });
    }
  }
  return segments;
}
