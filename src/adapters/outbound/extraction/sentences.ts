/* How running text splits into sentences: at end punctuation, line breaks and CJK full stops, not after an abbreviation. */

/** Abbreviations whose full stop ends no sentence: "St.", "Mt.", "Av.". */
export const ABBREVIATIONS = new Set(['st.', 'mt.', 'ste.', 'dr.', 'mr.', 'mrs.', 'ms.', 'ft.', 'pt.', 'no.', 'sta.', 'sto.', 'av.', 'avda.']);
const SENTENCE_BREAK = /((?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“¿¡])|\n+|(?<=[。！？]))/u;
/**
 * "von St. Petri", "Mt. Fuji": the full stop of an abbreviation ends no sentence, unless a name stands
 * before it mid-sentence ("along Caribou St. Then…": a street's, which may end one: in English only,
 * "Benediktinerkloster St. Emmeram" is a saint's). A capital alone is an initial ("il convento di S. Damiano").
 */
function endsWithAbbreviation(sentence: string, language: string | undefined): boolean {
  const words = sentence.split(/[\s(]+/u);
  const last = words[words.length - 1]!;
  if (/^\p{Lu}\.$/u.test(last) && words.length >= 2) return true;
  if (!ABBREVIATIONS.has(last.toLowerCase())) return false;
  return words.length <= 2 || (language !== undefined && language !== 'en') || !/^\p{Lu}/u.test(words[words.length - 2]!);
}

/** Sentences, cut at end punctuation followed by a space or the end, and at line breaks. */
export function sentences(text: string, language?: string): string[] {
  // The split keeps its separators (odd places): a space after an abbreviation joins the parts again.
  const parts = text.split(SENTENCE_BREAK);
  const found: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const previous = found[found.length - 1];
    const gap = parts[i - 1] ?? '';
    if (previous !== undefined && endsWithAbbreviation(previous, language) && /^[ \t]+$/u.test(gap)) found[found.length - 1] = previous + gap + parts[i]!;
    else found.push(parts[i]!);
  }
  return found.map((sentence) => sentence.trim()).filter(Boolean);
}
