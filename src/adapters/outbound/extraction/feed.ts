import type { PlaceMention } from '../../../application/ports/place-extractor.port.js';
import { cleanPlaceName } from '../../../domain/import/place-names.js';
import { all, parseHtmlDocument, parseXmlDocument, textOf, type DomElement } from './dom.js';
import { textCandidates } from './text-candidates.js';

export interface FeedFacts {
  title?: string;
  author?: string;
  description?: string;
  mentions: PlaceMention[];
  text: string;
  tags: string[];
}

/** An RSS 2.0 or Atom feed (a Pinterest board's feed): each item's title names one place. */
export function readFeed(xml: string): FeedFacts | undefined {
  const document = parseXmlDocument(xml);
  const channel = document.querySelector('channel') ?? document.querySelector('feed');
  if (!channel) return undefined;
  const items = all(document, 'item, entry');
  const mentions: PlaceMention[] = [];
  const texts: string[] = [];
  const tags = new Set<string>();
  for (const item of items) {
    const name = cleanPlaceName(childText(item, 'title'));
    if (name) mentions.push({ name, evidence: 'feed' });
    const body = htmlText(childText(item, 'description') || childText(item, 'summary') || childText(item, 'content'));
    if (body) {
      texts.push(body);
      for (const mention of textCandidates(body)) mentions.push(mention);
    }
    for (const category of all(item, 'category')) {
      const term = (category.getAttribute('term') ?? textOf(category)).toLowerCase();
      if (term) tags.add(term);
    }
  }
  return {
    title: childText(channel, 'title') || undefined,
    author: childText(channel, 'dc\\:creator') || childText(channel, 'managingEditor') || textOf(channel.querySelector('author > name')) || undefined,
    description: htmlText(childText(channel, 'description') || childText(channel, 'subtitle')) || undefined,
    mentions,
    text: texts.join('\n'),
    tags: [...tags],
  };
}

/** The text of a direct child element (not of the items inside a channel). */
function childText(parent: DomElement, tag: string): string {
  const wanted = tag.replace('\\', '').toLowerCase();
  const child = Array.from(parent.children).find((element) => element.tagName.toLowerCase() === wanted);
  return textOf(child);
}

/** Feed descriptions are escaped HTML. */
function htmlText(html: string): string {
  if (!html.includes('<')) return html;
  return textOf(parseHtmlDocument(`<body>${html}</body>`).body);
}
