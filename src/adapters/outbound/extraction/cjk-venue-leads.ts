import type { DomElement } from './dom.js';
import { textOf } from './dom.js';

/** A short name in CJK script: no spaces, no sentence punctuation, two to eight characters. */
const SHORT_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・]{2,8}$/u;
/**
 * What follows the name when the item says where it is: "陶陶居：开在上下九步行街", "点都德：位于北京路步行街",
 * "广州酒家：在东风东路", "○○：駅前にある".
 */
const SAYS_WHERE = /^\s*[:：]\s*(?:开在|開在|位于|位於|坐落于|坐落於|坐落在|藏在|就在|在|[^。！？!?:：]{1,16}(?:にある|に位置する))/u;

/**
 * The name in bold that opens a list item or paragraph when the words after it say where it is: an
 * eatery or a shop of a food guide, which the analysers do not know ("陶陶居", "点都德"). Labels in bold
 * ("有兩天以上：") say no such thing.
 */
export function cjkVenueLead(block: DomElement, text: string): string | undefined {
  const bold = block.querySelector('strong, b');
  const name = bold ? textOf(bold).trim() : '';
  if (!SHORT_NAME.test(name) || !text.startsWith(name)) return undefined;
  return SAYS_WHERE.test(text.slice(name.length)) ? name : undefined;
}
