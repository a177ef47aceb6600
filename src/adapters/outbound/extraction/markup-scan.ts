import { MAX_DEPTH, MAX_ELEMENTS } from './extraction-caps.js';

/** What the scanner sees: a run of text (as written, entities and all) or a tag. */
export type MarkupToken = { text: string } | { tag: string; closing: boolean; selfClosed: boolean };

/** Elements whose end tag may be left out or that have none: they do not nest what follows them. */
const NOT_NESTING = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr',
  'p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'option', 'optgroup', 'colgroup', 'caption',
  'rb', 'rt', 'rp', 'html', 'head', 'body',
]);
/** Elements whose content is not markup: skipped whole. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'xmp']);
const TAG_NAME = /^\/?([a-z][a-z0-9:-]*)/i;

/**
 * Walks markup once, left to right, without building anything: every character is looked at a
 * bounded number of times, whatever the markup (unclosed tags and comments, stray `<`), so it is
 * safe on hostile pages. `visit` returns false to stop early. Approximate by design: it does not
 * know HTML's implicit closing rules beyond NOT_NESTING, nor quoted `>` inside attributes.
 */
export function scanMarkup(markup: string, visit: (token: MarkupToken) => boolean | void): void {
  // No lower-cased copy of the whole markup: V8's toLowerCase took up to a minute on a few MB.
  let at = 0;
  while (at < markup.length) {
    const open = markup.indexOf('<', at);
    const textEnd = open === -1 ? markup.length : open;
    if (textEnd > at && visit({ text: markup.slice(at, textEnd) }) === false) return;
    if (open === -1) return;
    if (markup.startsWith('<!--', open)) {
      const end = markup.indexOf('-->', open + 4);
      if (end === -1) return;
      at = end + 3;
      continue;
    }
    const close = markup.indexOf('>', open);
    if (close === -1) return;
    at = close + 1;
    const name = TAG_NAME.exec(markup.slice(open + 1, Math.min(close, open + 64)))?.[1]?.toLowerCase();
    if (!name) continue;
    const closing = markup[open + 1] === '/';
    if (visit({ tag: name, closing, selfClosed: markup[close - 1] === '/' }) === false) return;
    if (!closing && RAW_TEXT.has(name)) {
      const end = new RegExp(`</${name}`, 'ig');
      end.lastIndex = at;
      if (!end.exec(markup)) return;
      at = end.lastIndex - name.length - 2;
    }
  }
}

/**
 * Whether a page has more than MAX_ELEMENTS elements or nests them deeper than MAX_DEPTH: then its
 * DOM would cost more than linear time to build and read. Self-closed tags (`<br/>`) do not nest.
 */
export function exceedsMarkupCaps(markup: string): boolean {
  let elements = 0;
  let depth = 0;
  let exceeded = false;
  scanMarkup(markup, (token) => {
    if (!('tag' in token)) return true;
    const nests = !NOT_NESTING.has(token.tag) && !token.selfClosed;
    if (token.closing) {
      if (nests) depth = Math.max(0, depth - 1);
      return true;
    }
    elements += 1;
    if (nests) depth += 1;
    exceeded = elements > MAX_ELEMENTS || depth > MAX_DEPTH;
    return !exceeded;
  });
  return exceeded;
}
