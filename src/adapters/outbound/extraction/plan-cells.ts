import { dayHeading } from '../../../domain/import/place-names.js';
import { textOf, type DomElement } from './dom.js';
import { CJK_SENTENCE_PARTS, ONLY_TIME, SHORT_CJK_ITEM } from './structured-names.js';
import { CJK_ACTIVITY_TAIL } from './plan-lines.js';

/**
 * A plan's table ("Day1 | 八廓街 | 布达拉宫 | 客栈", "10:00 | Museo del Prado") gives a place a cell, as a
 * list gives it an item: a cell after the one that names the row's day or time.
 */
export function isPlanCell(block: DomElement): boolean {
  const row = block.parentElement;
  const label = row?.children[0];
  if (block.tagName.toUpperCase() !== 'TD' || !label || label === block || label.tagName.toUpperCase() !== 'TD') return false;
  const text = textOf(label);
  return dayHeading(text) !== undefined || ONLY_TIME.test(text);
}

/** "羊卓雍措一日游", "岗巴拉山口拍照": a plan's cell that names a place and what one does there. */
export function visitedInCell(text: string): string | undefined {
  const name = text.trim().replace(CJK_ACTIVITY_TAIL, '');
  return name !== text.trim() && SHORT_CJK_ITEM.test(name) && !CJK_SENTENCE_PARTS.test(name) ? name : undefined;
}
