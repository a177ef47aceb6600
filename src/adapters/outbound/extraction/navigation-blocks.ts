import { dayHeading } from '../../../domain/import/place-names.js';
import { all, textOf, type DomElement } from './dom.js';
import { readMapLink } from './map-links.js';

/** The one link a block is, all its text linked ("<li><a>Day 1 in Rome</a></li>"), else undefined. */
export function soleLink(block: DomElement): DomElement | undefined {
  const links = all(block, 'a[href]');
  return links.length === 1 && textOf(links[0]!).trim() === textOf(block).trim() ? links[0] : undefined;
}

/** A list item that is one link to a section of the same page, as a table of contents has. */
export const isContentsEntry = (block: DomElement): boolean => (soleLink(block)?.getAttribute('href') ?? '').startsWith('#');

/**
 * A block that is mostly links to other pages ("01 Dar es Salaam, 02 Zanzibar, 03 Arusha"): a site's
 * navigation in a table cell or a sidebar Readability kept, not what the page says. Map links are content,
 * and so is a day's line whose stops link to their pages ("【DAY2】:天后宮 —— 關帝廟 —— 清凈寺"): no menu opens with a day.
 */
export function isLinkList(block: DomElement, text: string): boolean {
  if (dayHeading(text)?.rest.trim()) return false;
  const links = all(block, 'a[href]').filter((link) => !readMapLink(link.getAttribute('href') ?? '', textOf(link)));
  if (links.length < 3) return false;
  const linked = links.reduce((sum, link) => sum + textOf(link).replace(/\s+/g, '').length, 0);
  return linked >= LINK_LIST_SHARE * text.replace(/\s+/g, '').length;
}
const LINK_LIST_SHARE = 0.6;

/** "My Mexico Guidebooks: https://…", "Daily updates on Instagram: https://…": a label, its colon, then the address itself. */
const LABELLED_ADDRESS = /^[^:]{2,120}:\s*(?:https?:\/\/|www\.)\S+$/iu;

/**
 * A list item or line that labels a link written out as its address (a video's or a blog's links to the
 * author's guidebooks, newsletter, social accounts): the label names what is behind the link, no place.
 * A map link says where a place is, and is read as one.
 */
export function isLabelledLink(block: DomElement, text: string): boolean {
  if (!LABELLED_ADDRESS.test(text)) return false;
  const links = all(block, 'a[href]');
  return links.length === 1 && !readMapLink(links[0]!.getAttribute('href') ?? '', textOf(links[0]!));
}

/**
 * A navigation block whose every link points into the page ("#7"): the page's table of contents, whose
 * entries name its sections ("①…【エリザベスキー（Elizabeth Quay）】"), content a cut-off page may hold alone.
 */
export function isTableOfContents(element: DomElement): boolean {
  if (element.tagName.toUpperCase() !== 'NAV') return false;
  const links = all(element, 'a[href]');
  return links.length >= 3 && links.every((link) => (link.getAttribute('href') ?? '').startsWith('#'));
}
