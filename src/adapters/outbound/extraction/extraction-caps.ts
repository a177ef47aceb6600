import type { Extraction } from '../../../application/ports/place-extractor.port.js';

/**
 * Limits on what one page may cost (docs/import.md, "Isolation and limits"). Past MAX_ELEMENTS or
 * MAX_DEPTH the DOM is not built: linkedom's parse grows with the square of the nesting (a 2 MB nest
 * of <div>s took 7 s) and Readability's cleaning worse (minutes), so such a page is read as plain text
 * (oversized-page.ts). Real pages stay far below: the import corpus peaks at a few hundred elements and
 * a depth of about 20, heavy news pages at a few thousand elements and a depth of about 40.
 */
export const MAX_ELEMENTS = 10_000;
export const MAX_DEPTH = 150;
/**
 * Mentions an extraction hands on: each costs the pipeline a few gazetteer look-ups, and judging them costs the square of
 * their number (each kept stop is compared with the others for twins and nested names): 2,000 names gone to in one
 * paragraph took 7 s to judge, 600 take about 0.7 s. The real-page corpora peak at 115 mentions a page.
 */
export const MAX_MENTIONS = 600;
/** Characters of readable text an extraction keeps (what the optional LLM may see, at most 12,000 of it). */
export const MAX_TEXT = 20_000;

/** An extraction within MAX_MENTIONS and MAX_TEXT: what the page says first is kept. */
export const bounded = (extraction: Extraction): Extraction => ({
  ...extraction,
  mentions: extraction.mentions.length > MAX_MENTIONS ? extraction.mentions.slice(0, MAX_MENTIONS) : extraction.mentions,
  text: extraction.text.length > MAX_TEXT ? extraction.text.slice(0, MAX_TEXT) : extraction.text,
});
