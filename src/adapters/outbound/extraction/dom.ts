import type * as Linkedom from 'linkedom';
import { lazyRequire } from '../shared/lazy-require.js';

/** Loaded with the first page a link import reads. */
const linkedom = lazyRequire<typeof Linkedom>('linkedom');

/**
 * The few DOM members the extractors use. The project compiles without the DOM lib (it is a
 * server), so linkedom's documents are seen through these interfaces.
 */
export interface DomElement {
  tagName: string;
  textContent: string | null;
  innerHTML: string;
  children: ArrayLike<DomElement>;
  /** Text and elements alike, in order: what lies between two `<br>`s. */
  childNodes: ArrayLike<{ nodeName: string; textContent: string | null }>;
  parentElement: DomElement | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  closest(selector: string): DomElement | null;
  contains(other: DomElement): boolean;
  remove(): void;
}

export interface DomDocument {
  documentElement: DomElement;
  body: DomElement | null;
  title: string;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

/**
 * Line breaks and the ends of blocks separate words on screen but not in textContent
 * ("<b>Arribo a Cusco</b><br>Traslado" reads "CuscoTraslado"): a space after each keeps them apart,
 * a line break after <br> (lines of a pasted caption or a video's chapters stay lines).
 */
const SEPARATING_TAGS = /<\/(?:p|div|li|h[1-6]|td|th|tr|dd|dt|ul|ol|section|article|blockquote|figcaption|header|footer)>/gi;
const LINE_BREAK = /<br\s*\/?>/gi;
/**
 * Links set side by side are items, as a tag row or a route of links is ("<a>清净寺</a><a>通淮关岳庙</a>"):
 * a space between them keeps Chinese and Japanese, which write no spaces, from reading one long name.
 */
const ADJACENT_LINKS = /<\/a>(?=<a[\s>])/gi;

/** Text to put back into markup: what would open a tag or an entity, escaped. */
export const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function parseHtmlDocument(html: string): DomDocument {
  // linkedom builds no <html> element for a fragment; browsers (and Readability) expect one.
  const spaced = html.replace(SEPARATING_TAGS, '$& ').replace(LINE_BREAK, '$&\n').replace(ADJACENT_LINKS, '$& ');
  const whole = /<html[\s>]/i.test(spaced) ? spaced : `<!doctype html><html><head></head><body>${spaced}</body></html>`;
  return (linkedom().parseHTML(whole) as unknown as { document: DomDocument }).document;
}

export function parseXmlDocument(xml: string): DomDocument {
  return new (linkedom().DOMParser)().parseFromString(xml, 'text/xml') as unknown as DomDocument;
}

export const all = (root: { querySelectorAll(selector: string): ArrayLike<DomElement> }, selector: string): DomElement[] =>
  Array.from(root.querySelectorAll(selector));

/** Visible text with runs of white space folded. */
export const textOf = (element: DomElement | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The element right before this one among its parent's children. */
export function previousElement(element: DomElement): DomElement | undefined {
  const parent = element.parentElement;
  if (!parent) return undefined;
  const siblings = Array.from(parent.children);
  const index = siblings.indexOf(element);
  return index > 0 ? siblings[index - 1] : undefined;
}
