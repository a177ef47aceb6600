const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 64;

/**
 * The words of a search as every search adapter matches them: runs of letters and digits, lower-cased,
 * at most 12 of them. Punctuation and any query syntax of the underlying engine are dropped.
 */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}
