import { endsLikeCjkSight } from '../../../domain/import/cjk-kind-endings.js';
import { dayHeading } from '../../../domain/import/place-names.js';
import { textOf, type DomElement } from './dom.js';
import { CJK_SENTENCE_PARTS, ONLY_TIME, SHORT_CJK_ITEM } from './structured-names.js';
import { CJK_ACTIVITY_TAIL } from './plan-lines.js';

/**
 * A plan's table ("Day1 | 八廓街 | 布达拉宫 | 客栈", "10:00 | Museo del Prado") gives a place a cell, as a
 * list gives it an item: a cell after the one that names the row's day or time.
 */
export function isPlanCell(block: DomElement): boolean {
  // "<td><p>긴린코 호수</p><p>B-speak</p></td>": a cell's paragraphs are its lines.
  const cell = block.tagName.toUpperCase() === 'TD' ? block : block.parentElement?.tagName.toUpperCase() === 'TD' ? block.parentElement : undefined;
  const label = cell?.parentElement?.children[0];
  if (!cell || !label || label === cell || label.tagName.toUpperCase() !== 'TD') return false;
  const text = textOf(label);
  return dayHeading(text) !== undefined || ONLY_TIME.test(text) || TIME_SPAN.test(text);
}

/** "09:30~10:30", "16:00~", "08:30-09:00": a row of a timed plan. */
const TIME_SPAN = /^\s*\d{1,2}\s*[:：]\s*\d{2}\s*[~〜\-–—]\s*(?:\d{1,2}\s*[:：]\s*\d{2})?\s*$/u;

/** "羊卓雍措一日游", "岗巴拉山口拍照": a plan's cell that names a place and what one does there. */
export function visitedInCell(text: string): string | undefined {
  const name = text.trim().replace(CJK_ACTIVITY_TAIL, '');
  if (name === text.trim() || !SHORT_CJK_ITEM.test(name) || CJK_SENTENCE_PARTS.test(name)) return undefined;
  // "二年坂・三年坂散策": two sights walked together, each named by its kind.
  const joined = name.split(/[・、]/u);
  return joined.length >= 2 && joined.every(endsLikeCjkSight) ? joined.join(', ') : name;
}
