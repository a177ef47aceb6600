import { franc } from 'franc-min';
import { declaredLanguage } from './lexicon.js';

/** The languages our rules know, as franc names them (ISO 639-3) and as pages declare them (ISO 639-1). */
const KNOWN: Readonly<Record<string, string>> = { eng: 'en', spa: 'es', fra: 'fr', deu: 'de', ita: 'it', por: 'pt', jpn: 'ja', cmn: 'zh', kor: 'ko' };

/** franc reads no more than this much text; shorter samples than its minimum it calls undetermined. */
const SAMPLE_CHARACTERS = 2_048;
const MIN_SAMPLE = 200;
/** How much of a page's markup tells its language, and so which analysers it needs. */
export const PAGE_SAMPLE = 65_536;

/** Elements whose text is no prose of the page. */
const RAW_TEXT = /^<(script|style|noscript|template|svg)\b/i;

/** Where a script's or a style's text ends ("</SCRIPT>" too), or the markup's end when it never does. */
function rawTextEnd(html: string, tag: string, from: number): number {
  const end = new RegExp(`</${tag}`, 'gi');
  end.lastIndex = from;
  return end.exec(html)?.index ?? html.length;
}

/**
 * The text of a page's body, markup and scripts left out, up to `limit` characters: read in one pass
 * without parsing, so that it costs the same on any markup.
 */
export function bodyTextSample(page: string, limit = SAMPLE_CHARACTERS): string {
  // Only the page's first 64 KB, which the thread that loads its analysers is given too: both read the same sample.
  const start = page.slice(0, PAGE_SAMPLE);
  const html = start.slice(Math.max(start.search(/<body\b/i), 0));
  let text = '';
  let at = 0;
  while (at < html.length && text.length < limit) {
    const open = html.indexOf('<', at);
    text += `${html.slice(at, open < 0 ? html.length : open)} `.replace(/\s+/g, ' ');
    if (open < 0) break;
    const close = html.indexOf('>', open);
    if (close < 0) break;
    const raw = RAW_TEXT.exec(html.slice(open, open + 10))?.[1];
    at = raw ? rawTextEnd(html, raw, close) : close + 1;
  }
  return text.trim().slice(0, limit);
}

/** Words or characters enough to tell a language by: not a page of one word repeated ("x x x …", a hostile nest of blocks). */
const DISTINCT_WORDS = 20;
const DISTINCT_CJK = 40;

function readsLikeProse(sample: string): boolean {
  const words = new Set(sample.toLowerCase().match(/[\p{Script=Latin}]{2,}/gu) ?? []);
  const characters = new Set(sample.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []);
  return words.size >= DISTINCT_WORDS || characters.size >= DISTINCT_CJK;
}

/**
 * The language a page is written in. A page's `<html lang>` is often its theme's, not its author's (an
 * English post on a blog whose template says German, a Korean video page under a Russian interface):
 * when the body's text is plainly one of the languages our rules know and not the declared one, the text
 * wins. Otherwise, and for languages our rules do not know (Dutch stays Dutch), the declaration stands.
 */
export function writtenLanguage(html: string): string | undefined {
  const declared = declaredLanguage(html);
  const sample = bodyTextSample(html);
  if (sample.length < MIN_SAMPLE || !readsLikeProse(sample)) return declared;
  return KNOWN[franc(sample, { minLength: MIN_SAMPLE })] ?? declared;
}
