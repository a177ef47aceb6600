import { dayHeading } from '../../../domain/import/place-names.js';
import { all, textOf, type DomDocument, type DomElement } from './dom.js';

/** A related post's title ("Day 1 in Rome: the classics") is one link alone: no line of this page's plan. */
const isOneLink = (block: DomElement, text: string): boolean => {
  const links = all(block, 'a[href]');
  return links.length === 1 && textOf(links[0]!).trim() === text.trim();
};

/** Paragraphs and list items that open with a day's label and go on to say what the day holds. */
function dayLineCount(root: DomDocument): number {
  return all(root, 'p, li').filter((block) => {
    const text = textOf(block);
    return dayHeading(text)?.rest.trim() && !isOneLink(block, text);
  }).length;
}

/**
 * Readability drops a block dense with links, and a plan whose stops link to their pages is one
 * ("【DAY2】:<a>天后宮</a> —— <a>關帝廟</a> …"): when its article holds fewer day lines than the page, the plan was cut out of it.
 */
export const leavesOutDays = (article: DomDocument, page: DomDocument): boolean => dayLineCount(article) < dayLineCount(page);
