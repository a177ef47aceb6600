/**
 * Whether the words around a CJK name say the writer walks along it or strolls in it: "チャンフー通りを
 * てくてく歩いて", "グラバー通りで食べ歩き", "황리단길을 따라 걸으며", "逛洋人街", "走在西街上". Streets
 * are dropped from prose as addresses and directions; one walked along is a stop of the day's plan, so
 * its mention is read as `locative` ("along Rua Augusta"). Pure text rules on the words just around it.
 */

/** Japanese: を or で, an adverb of kana at most, then a verb of walking, strolling or eating on foot. */
const JAPANESE_AFTER = /^\s*[」』]?\s*(?:沿い)?(?:を|で|に沿って)\s*[\p{Script=Hiragana}\p{Script=Katakana}ー]{0,6}?\s*(?:歩|散策|散歩|ぶらぶら|ぶらり|引き返|そぞろ歩|食べ歩|通り抜け)/u;
/** Korean: 을/를 (along) or 에서 (in), 따라 or an adverb, then a verb of walking or strolling. */
const KOREAN_AFTER = /^\s*[’”]?\s*(?:을|를|에서)\s*(?:따라\s*)?(?:(?:천천히|쭉|한참|한\s*바퀴|여유롭게|느긋하게)\s*)?(?:걷|걸어|걸었|걸으|산책|거닐|둘러|구경하며)/u;
/** Chinese: a verb of strolling before the name ("逛洋人街", "漫步在"), or after it ("西街上逛了一圈"). */
const CHINESE_BEFORE = /(?:逛|逛逛|逛了|逛完|漫步|漫步在|走在|散步在|沿着|穿过|走过|走一走)\s*$/u;
const CHINESE_AFTER = /^\s*(?:上|里|裡)?\s*(?:逛|走走|散步|漫步|闲逛|溜达)/u;

export function walkedAlong(before: string, after: string): boolean {
  return JAPANESE_AFTER.test(after) || KOREAN_AFTER.test(after) || CHINESE_BEFORE.test(before) || CHINESE_AFTER.test(after);
}
