import type { Extraction } from '../../../application/ports/place-extractor.port.js';
import { MAX_TEXT } from './extraction-caps.js';
import { scanMarkup } from './markup-scan.js';
import { textCandidates } from './text-candidates.js';

/** Tags that end a line of text; other tags (links, emphasis) sit inside one. */
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'footer', 'form', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'td', 'th', 'tr', 'ul',
]);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|amp|lt|gt|quot|apos|nbsp);/gi;

/**
 * A page too big or too deeply nested for a DOM (extraction-caps.ts), read in one linear pass: its
 * title and the first MAX_TEXT characters of its text, whose capitalised phrases become `text`
 * mentions (kept only when the gazetteer knows them). Structured sources are not looked for.
 */
export function readOversizedPage(html: string): Extraction {
  // Parts joined once at the end: appending to one string and reading it back copies it every time.
  const parts: string[] = [];
  let length = 0;
  let title: string | undefined;
  let inTitle = false;
  scanMarkup(html, (token) => {
    if ('tag' in token) {
      if (token.tag === 'title') inTitle = !token.closing;
      else if (BLOCK_TAGS.has(token.tag) && parts.at(-1) !== '\n') parts.push('\n');
      return true;
    }
    // An entity is at most 10 characters: a few more than the room left decode to enough.
    const decoded = decodeEntities(token.text.slice(0, MAX_TEXT - length + 10));
    if (inTitle) {
      title = decoded.replace(/\s+/g, ' ').trim() || undefined;
      return true;
    }
    parts.push(decoded);
    length += decoded.length;
    return length < MAX_TEXT;
  });
  const text = parts.join('').replace(/[ \t\r\f]+/g, ' ').replace(/ ?\n[\n ]*/g, '\n').trim().slice(0, MAX_TEXT);
  return {
    kind: 'page',
    title,
    dayTitles: {},
    contextNames: title ? [title] : [],
    mentions: textCandidates(text),
    text,
    tags: [],
  };
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
