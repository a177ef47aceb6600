import type * as ReadabilityModule from '@mozilla/readability';
import { lazyRequire } from '../shared/lazy-require.js';
import type { PlaceMention } from '../../../application/ports/place-extractor.port.js';
import { cleanPlaceName, dayHeading } from '../../../domain/import/place-names.js';
import { all, parseHtmlDocument, textOf, type DomElement } from './dom.js';
import { textCandidates } from './text-candidates.js';

/** Loaded with the first article a link import reads. */
const readability = lazyRequire<typeof ReadabilityModule>('@mozilla/readability');

export interface ArticleFacts {
  title?: string;
  byline?: string;
  mentions: PlaceMention[];
  dayTitles: Record<number, string>;
  text: string;
}

const NUMBERED = /^\s*(?:#\s*\d{1,2}\b|\d{1,2}\s*[.):]|\d{1,2}\s+[-–—])/;
const BLOCKS = 'h1, h2, h3, h4, h5, li, p, blockquote, dd, figcaption';
const CHROME = 'nav, header, footer, aside, form, script, style, noscript, [role="navigation"], [aria-hidden="true"]';

/**
 * The readable part of an article (Mozilla Readability drops navigation, sidebars and comments),
 * walked in order: "Day N" headings set the day; numbered headings and the lead of ordered-list
 * items name places (`article`); other headings and prose give text candidates (`text`).
 */
export function readArticle(html: string): ArticleFacts {
  const source = parseHtmlDocument(html);
  const parsed = readable(source);
  const content = parsed?.content ? parseHtmlDocument(`<body>${parsed.content}</body>`) : fallbackBody(html);
  const facts: ArticleFacts = {
    title: parsed?.title ?? undefined,
    byline: parsed?.byline?.replace(/^\s*by\s+/i, '').trim() || undefined,
    mentions: [],
    dayTitles: {},
    text: (parsed?.textContent ?? textOf(content.body)).replace(/\s+/g, ' ').slice(0, 20_000),
  };
  let day: number | undefined;
  let dayLevel = 0;
  for (const block of all(content, BLOCKS)) {
    const tag = block.tagName.toUpperCase();
    const text = textOf(block);
    if (!text) continue;
    if (tag.startsWith('H')) {
      const level = Number(tag.slice(1));
      const heading = dayHeading(text);
      // A heading as high as the day headings ("Where to stay") ends the last day's section.
      if (!heading && day !== undefined && level <= dayLevel) day = undefined;
      if (heading) {
        day = heading.day;
        dayLevel = level;
        if (heading.rest) {
          facts.dayTitles[day] = heading.rest;
          // "Day 3: Siena & San Gimignano" names the day's places; "Day 2: Museums and markets" does not.
          for (const item of heading.rest.split(/\s*(?:,|&|\+|\/|\band\b|\s[-–—]\s)\s*/u)) {
            const name = cleanPlaceName(item);
            if (name) facts.mentions.push({ name, day, evidence: 'article', requireGeocode: true });
          }
        }
        continue;
      }
      const name = cleanPlaceName(text);
      if (name) facts.mentions.push({ name, day, evidence: NUMBERED.test(text) ? 'article' : 'text' });
      continue;
    }
    if (tag === 'LI') {
      const lead = listItemLead(block, text);
      if (lead) facts.mentions.push({ name: lead.name, day, evidence: lead.strong || isOrdered(block) ? 'article' : 'text' });
    }
    if (tag === 'P' && block.parentElement?.closest('li')) continue;
    facts.mentions.push(...textCandidates(text, day));
  }
  return facts;
}

/** Readability's article, or null when it finds none or cannot cope with the markup. */
function readable(document: ReturnType<typeof parseHtmlDocument>): ReturnType<ReadabilityModule.Readability['parse']> {
  try {
    return new (readability().Readability)(document as never, { charThreshold: 250 }).parse();
  } catch {
    return null;
  }
}

/** "Park Güell – Gaudí's colourful park" or "<strong>Park Güell</strong>: ..." -> Park Güell. */
function listItemLead(item: DomElement, text: string): { name: string; strong: boolean } | undefined {
  const first = item.querySelector('strong, b');
  const strongText = first && text.startsWith(textOf(first).slice(0, 3)) ? textOf(first) : undefined;
  const lead = strongText ?? text.split(/\s+[-–—|]\s+|:\s+|\.\s+/)[0] ?? '';
  if (lead.split(/\s+/).length > 7) return undefined;
  const name = cleanPlaceName(lead);
  return name ? { name, strong: Boolean(strongText) } : undefined;
}

const isOrdered = (item: DomElement): boolean => item.parentElement?.tagName.toUpperCase() === 'OL';

/** When Readability finds no article (short pages), the body without its navigation and chrome. */
function fallbackBody(html: string): ReturnType<typeof parseHtmlDocument> {
  const document = parseHtmlDocument(html);
  for (const element of all(document, CHROME)) element.remove();
  return document;
}
