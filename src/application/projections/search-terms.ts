const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 64;

/** Lower case without diacritics, as the search indexes compare words (FTS5 remove_diacritics, Mongo text v3). */
export const foldWord = (word: string): string => word.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/** Runs of letters and digits. */
export const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The words of a search as every search adapter matches them: runs of letters and digits, lower-cased,
 * at most 12 of them. Punctuation and any query syntax of the underlying engine are dropped.
 */
export function searchTerms(text: string): string[] {
  const words = wordsOf(text.toLowerCase());
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}
