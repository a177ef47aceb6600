import { dayHeading } from '../../../domain/import/place-names.js';
import { all, textOf, type DomDocument } from './dom.js';
import { soleLink } from './navigation-blocks.js';

/**
 * Paragraphs and list items that open with a day's label and go on to say what the day holds; not a related
 * post's title, one link alone ("Day 1 in Rome: the classics").
 */
function dayLineCount(root: DomDocument): number {
  return all(root, 'p, li').filter((block) => dayHeading(textOf(block))?.rest.trim() && !soleLink(block)).length;
}

/**
 * Readability drops a block dense with links, and a plan whose stops link to their pages is one
 * ("【DAY2】:<a>天后宮</a> —— <a>關帝廟</a> …"): when its article holds fewer day lines than the page, the plan was cut out of it.
 */
export const leavesOutDays = (article: DomDocument, page: DomDocument): boolean => dayLineCount(article) < dayLineCount(page);
