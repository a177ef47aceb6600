/**
 * Korean pages write Japanese towns in Hangul by Korea's rules for Japanese words ("오사카" Osaka,
 * "타카마츠" Takamatsu, "삿포로" Sapporo, "후쿠오카" Fukuoka), which Revised Romanization reads as Korean
 * ("takamacheu"). These are the Hepburn forms such a spelling can stand for, a few at most: a
 * word-initial ㄱ, ㄷ, ㅂ, ㅈ is k, t, b or ch in a Japanese word as often as g, d, b, j, since Korean
 * writes voiceless initials plain; a final ㅅ doubles the next consonant; long vowels are not written.
 */

const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;

/** The 19 initial consonants, as a Japanese word's first sound and as a later one. */
const INITIALS: Array<{ first: string[]; later: string[] }> = [
  { first: ['k', 'g'], later: ['g'] }, // ㄱ
  { first: ['k'], later: ['k'] }, // ㄲ
  { first: ['n'], later: ['n'] }, // ㄴ
  { first: ['t', 'd'], later: ['d'] }, // ㄷ
  { first: ['t'], later: ['t'] }, // ㄸ
  { first: ['r'], later: ['r'] }, // ㄹ
  { first: ['m'], later: ['m'] }, // ㅁ
  { first: ['b', 'p'], later: ['b'] }, // ㅂ
  { first: ['p'], later: ['p'] }, // ㅃ
  { first: ['s'], later: ['s'] }, // ㅅ
  { first: ['s'], later: ['s'] }, // ㅆ
  { first: [''], later: [''] }, // ㅇ
  { first: ['ch', 'j'], later: ['z'] }, // ㅈ
  { first: ['ts'], later: ['ts'] }, // ㅉ
  { first: ['ch'], later: ['ch'] }, // ㅊ
  { first: ['k'], later: ['k'] }, // ㅋ
  { first: ['t'], later: ['t'] }, // ㅌ
  { first: ['p'], later: ['p'] }, // ㅍ
  { first: ['h'], later: ['h'] }, // ㅎ
];

/** The 21 vowels. */
const VOWELS = ['a', 'e', 'ya', 'ye', 'o', 'e', 'yo', 'ye', 'o', 'wa', 'we', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'u', 'ui', 'i'];
const FINAL_N = 4;
const FINAL_S = 19;
const FINAL_NG = 21;
/** So many forms at most: four syllables with two readings each. */
const MAX_FORMS = 16;

/** Japanese sound changes on a consonant and a vowel: si -> shi, zi -> ji, chu (츠) -> tsu, hu -> fu. */
function kana(consonant: string, vowel: string): string {
  const syllable = consonant + vowel;
  if (consonant === 's' && vowel === 'i') return 'shi';
  if (consonant === 's' && vowel.startsWith('y')) return `sh${vowel.slice(1)}`;
  if ((consonant === 'z' || consonant === 'j') && vowel === 'i') return 'ji';
  if ((consonant === 'z' || consonant === 'j') && vowel.startsWith('y')) return `j${vowel.slice(1)}`;
  if ((consonant === 'ch' || consonant === 'ts') && vowel === 'u') return 'tsu';
  if (consonant === 'ch' && vowel.startsWith('y')) return `ch${vowel.slice(1)}`;
  if (consonant === 'h' && vowel === 'u') return 'fu';
  return syllable;
}

/** The Hepburn forms a Hangul spelling of a Japanese name can stand for, or none when it is not all Hangul syllables. */
export function hangulAsJapanese(name: string): string[] {
  const syllables = [...name].map((char) => char.codePointAt(0)!);
  if (!syllables.length || syllables.some((code) => code < FIRST_SYLLABLE || code > LAST_SYLLABLE)) return [];
  let forms = [''];
  let doubled = false;
  for (const [i, code] of syllables.entries()) {
    const index = code - FIRST_SYLLABLE;
    const initial = INITIALS[Math.floor(index / 588)]!;
    const vowel = VOWELS[Math.floor((index % 588) / 28)]!;
    const final = index % 28;
    // Japanese syllables end in a vowel, ん or a doubled consonant: a Hangul word with any other final
    // ("가족", "주말") is Korean, not a Japanese name.
    if (final !== 0 && final !== FINAL_N && final !== FINAL_NG && final !== FINAL_S) return [];
    const sounds = (i === 0 ? initial.first : initial.later).map((consonant) => kana(consonant, vowel));
    const next = sounds.map((sound) => (doubled && /^[bcdfghjkmnprstz]/.test(sound) ? sound[0] + sound : sound) + (final === FINAL_N || final === FINAL_NG ? 'n' : ''));
    forms = forms.flatMap((form) => next.map((sound) => form + sound)).slice(0, MAX_FORMS);
    doubled = final === FINAL_S;
  }
  return [...new Set(forms)];
}
