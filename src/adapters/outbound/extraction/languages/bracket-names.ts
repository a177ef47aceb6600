import type { NameCandidate } from './cjk-candidates.js';

/** "金閣寺（鹿苑寺）", "경복궁(景福宮)", "西湖 (West Lake)": what the brackets right after a name hold. */
const BRACKETED = /^[ \t]?[（(]([^（()）\n]{2,40})[）)]/u;
/** A reading (あらしやま), a price, a time or a distance in brackets is not another name. */
const NOT_A_NAME = /^[\p{Script=Hiragana}ー\s]+$|^[\d０-９]|円|元|원|時間|分钟|분|徒歩|步行|도보|km|約|约/u;
/** "金沢いちばんの繁華街", "地元で人気の店": a description in brackets, with a run of kana words in it. */
const DESCRIPTION = /\p{Script=Hiragana}{3,}.*\p{Script=Han}|\p{Script=Hiragana}+[のはがをにで]\p{Script=Han}{2,}[街店所方]$/u;

const HAN_ONLY = /^\p{Script=Han}+$/u;
/** "내원교(일본교)": another Korean name of the same place, not a second place. */
const HANGUL_ONLY = /^[\p{Script=Hangul}\s]+$/u;
/**
 * After a name in Chinese characters, katakana in brackets is its reading ("槿亭殿（クンジョンジョン）"),
 * the same place (kept only after a name that is no kind of place, which may not be taken alone), and two characters are a note ("世宗文化會館(購票)": buy tickets), not another name.
 */
const READING = /^[\p{Script=Katakana}ー・\s]+$/u;

/** Second names of the candidates' places, given in brackets right after them (cue `bracket`, `aliasOf` the name before). */
export function bracketNames(text: string, candidates: NameCandidate[]): NameCandidate[] {
  const found: NameCandidate[] = [];
  for (const candidate of candidates) {
    const after = candidate.index + candidate.name.length;
    const match = BRACKETED.exec(text.slice(after, after + 48));
    if (!match) continue;
    const name = match[1]!.trim();
    if (name.length < 2 || NOT_A_NAME.test(name) || (name.length >= 7 && DESCRIPTION.test(name))) continue;
    // A reading names the place a second time; it is kept only for a name that may not be taken alone (鼎泰豊).
    const reading = READING.test(name) && candidate.cue === 'place-type';
    if (HAN_ONLY.test(candidate.name) && (reading || (HAN_ONLY.test(name) && name.length <= 2))) continue;
    if (HANGUL_ONLY.test(candidate.name) && HANGUL_ONLY.test(name) && candidate.cue === 'place-type') continue;
    const index = after + match[0].indexOf(match[1]!) + match[1]!.indexOf(name);
    found.push({ name, index, cue: 'bracket', aliasOf: candidate.name });
  }
  return found;
}
