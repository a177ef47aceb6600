import type { DomElement } from './dom.js';
import { textOf } from './dom.js';
import { isSectionLabel } from '../../../domain/import/section-labels.js';
import { dayHeading } from '../../../domain/import/place-names.js';
import { ADDRESS_LINE } from './text-candidates.js';
import { namesPlacesThroughout } from './cjk-name-series.js';
import { CJK_ADDRESS_LABEL } from './languages/cjk-candidates.js';
import { CJK_SENTENCE_PARTS, SHORT_CJK_ITEM } from './structured-names.js';

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
  // "<strong>个园：</strong>藏在东关街中段": the colon may be set in bold with the name.
  const name = bold ? textOf(bold).trim().replace(/\s*[:：]$/u, '') : '';
  if (!text.startsWith(name)) return undefined;
  if (SHORT_NAME.test(name) && SAYS_WHERE.test(text.slice(name.length))) return name;
  // "<strong>張三瘋奶茶：</strong>…地址：思明區鼓浪嶼…": an item that gives its address is a venue's, whatever it sells.
  const venue = name.replace(BRANCH, '');
  return VENUE_NAME.test(venue) && /^\s*[:：]/u.test(text.slice(name.length)) && CJK_ADDRESS_LABEL.test(text) ? venue : undefined;
}

/** A shop's name as guides write it: CJK, maybe with Latin letters ("Babycat私家御餅屋"), a few words at most. */
const VENUE_NAME = /^(?=.*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・A-Za-z0-9&'’ ]{2,14}$/u;
/** "必勝客(鷺江道店)": the branch in brackets after a chain's name. */
const BRANCH = /\s*[（(][^（）()]{1,12}[)）]$/u;

/** A count of days in bold ("3天", "十天"), which a day's label is not: the plan's, not a place. */
const DAYS_COUNT = /^(?:\d+|[一二三四五六七八九十]+)\s*天$/u;

/** A day's label in bold ("2일차", "3日目", "第二天") or a count of days. */
const planLabel = (name: string): boolean => dayHeading(name)?.rest === '' || DAYS_COUNT.test(name);

/**
 * A short CJK name set in bold inside a sentence: "お土産にぴったりの<b>千両</b>の「ます寿司」",
 * "오전에는 <b>가평 레일바이크</b>를 탔어요". The writer picks the shop or sight out so; the analysers
 * often do not know it. A bold run alone on its line ("📸 <b>볼거리</b>") is a label, and one that
 * reads as a sentence is prose.
 */
export function cjkBoldInProse(bold: DomElement, text: string): string | undefined {
  const written = textOf(bold).trim();
  // "<b>「ふたつじ」</b>へ向かいます": the quotes set apart a name the sentence goes to or is at; "<b>「フードツアー」</b>です" is a thing.
  const quoted = /^[「『][^「『」』]+[」』]$/u.test(written);
  const at = text.indexOf(written);
  if (quoted && !QUOTED_PLACE_AFTER.test(text.slice(at + written.length))) return undefined;
  const name = quoted ? written.slice(1, -1) : written;
  // "<b>むすびや</b>で", "<b>石谷もちや</b>の": a final や is a shop's 屋, not "and" between two names.
  if (!SHORT_CJK_ITEM.test(name) || CJK_SENTENCE_PARTS.test(name.replace(/(?<=\p{Script=Hiragana})や$/u, '')) || planLabel(name) || isSectionLabel(name)) return undefined;
  const inSentence = at >= 0 && sentenceGoesOnInto(bold) && /\p{L}/u.test(text.slice(at + written.length));
  return inSentence ? name : undefined;
}

/** A particle of going to or being at a place: "へ", "に", "まで", "で" (not "です", "でした"). */
const QUOTED_PLACE_AFTER = /^\s*(?:へ|に|まで|で(?![すし]))/u;

/** What stands between the names of a list set in bold: commas, enumeration marks, slashes. */
const BOLD_SERIES_GAP = /^[\s,，、·・/／]*$/u;

/**
 * CJK names set in bold one after the other in a sentence ("통영항 근처로는 <b>서피랑 언덕</b>, <b>중앙시장</b>, …,
 * <b>남망산 조각공원</b>,"): each bold is a name whole, however the analysers would cut it ("남망산" and "조각공원"),
 * and the last one too, with nothing after it. Three or more, nothing but commas between them. `bolds`: the block's, in order.
 */
export function cjkBoldSeries(block: DomElement, bolds: readonly DomElement[]): Set<DomElement> {
  if (bolds.length < 3) return new Set();
  const text = textOf(block);
  let from = 0;
  const spans: Array<[number, number]> = [];
  for (const bold of bolds) {
    const name = textOf(bold).trim();
    const at = text.indexOf(name, from);
    if (at < 0 || !SHORT_CJK_ITEM.test(name) || CJK_SENTENCE_PARTS.test(name) || planLabel(name) || isSectionLabel(name)) return new Set();
    spans.push([at, at + name.length]);
    from = at + name.length;
  }
  const listed = spans.every(([start], i) => i === 0 || BOLD_SERIES_GAP.test(text.slice(spans[i - 1]![1], start)));
  return listed ? new Set(bolds) : new Set();
}

/**
 * Whether a sentence runs into the element: words before it on its line, or a line before that breaks
 * off mid-sentence ("お土産にぴったりの<br><b>千両</b>の…"). "1️⃣ <b>汤包</b>" after "小吃必打卡：<br>" opens a list's line.
 */
function sentenceGoesOnInto(element: DomElement): boolean {
  const siblings = Array.from(element.parentElement?.childNodes ?? []);
  let i = siblings.indexOf(element as never) - 1;
  let line = '';
  for (; i >= 0 && siblings[i]!.nodeName !== 'BR'; i--) line = (siblings[i]!.textContent ?? '') + line;
  if (/\p{L}/u.test(line)) return true;
  let earlier = '';
  for (i--; i >= 0 && siblings[i]!.nodeName !== 'BR'; i--) earlier = (siblings[i]!.textContent ?? '') + earlier;
  return /\p{L}$/u.test(earlier.trim());
}

/** A bold line that is a whole paragraph and a CJK name, maybe with a colon: "<p><strong>旺旺小吃:</strong></p>". */
const BOLD_LINE_NAME = /^([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・]{2,12})\s*[:：]?$/u;

/**
 * A food guide that sets each shop as a bold line of its own above the paragraph about it (a heading
 * written as bold text, which the analysers cannot read when the shop's name has no kind of place in
 * it: "旺旺小吃", "彭记肉丸店"): the bold lines, by block, when the page has two or more of them and the
 * paragraph after most of them names the shop again. Bold labels ("交通:", "总结") are not repeated so.
 */
export function cjkBoldLineVenues(blocks: DomElement[]): Map<DomElement, string> {
  const lines = new Map<DomElement, string>();
  let repeated = 0;
  for (const block of blocks) {
    if (block.tagName.toUpperCase() !== 'P') continue;
    const bold = block.querySelector('strong, b');
    const text = textOf(block);
    const name = bold && textOf(bold) === text ? BOLD_LINE_NAME.exec(text)?.[1] : undefined;
    if (!name || isSectionLabel(name)) continue;
    lines.set(block, name);
    if (textOf(nextElement(block)).includes(name)) repeated++;
  }
  return lines.size >= 2 && repeated * 2 > lines.size ? lines : new Map();
}

function nextElement(element: DomElement): DomElement | undefined {
  const siblings = Array.from(element.parentElement?.children ?? []);
  return siblings[siblings.indexOf(element) + 1];
}

/** A shop's name in Han or kana, numbers too ("院8里"); Korean headings over an address line are as often labels ("여행지 기본 정보"). */
const ADDRESSED_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・0-9]{2,12}$/u;

/**
 * A short CJK heading that the paragraph under it opens with ("<h3>栈桥</h3><p>栈桥是青岛的地标之一…"),
 * or whose next line gives an address ("<h3>院8里</h3><p>地址：菱窠路27号"): the section is about the
 * place the heading names, whether or not the analysers know the word.
 */
export function cjkHeadingNamedBelow(heading: DomElement, text: string): string | undefined {
  const below = textOf(nextElement(heading));
  const addressed = ADDRESSED_NAME.test(text) && ADDRESS_LINE.test(below) && !isSectionLabel(text) ? text : undefined;
  const name = BOLD_LINE_NAME.exec(text)?.[1];
  if (!name || isSectionLabel(name)) return addressed;
  return below.startsWith(name) ? name : addressed;
}

/** A CJK name in a lead; Korean writes a name's words apart ("한가네 불닭발"). */
const LEAD_NAME = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・]{2,12}(?: [\p{Script=Hangul}]{1,8}){0,2}`;
/** Korean nouns of doing after a name: boarding, a visit, a walk, a tour. */
const KOREAN_DOING_AFTER = / (?:방문|구경|관광|산책|탑승|투어|견학|체험|입장|관람)$/u;
/** A paragraph or item that opens with CJK names in bold and a colon: "<b>留园</b>：…", "<b>网师园，藕园</b>：…". */
const BOLD_NAMES_LEAD = new RegExp(`^(${LEAD_NAME}(?:\\s*[，、,／/]\\s*${LEAD_NAME}){0,3})\\s*[:：]`, 'u');
/**
 * A page that reviews its places one paragraph each, the name in bold before a colon ("<b>拙政园</b>：名气不用多说",
 * "<b>狮子林</b>：…"), or one list item each, the name before a full-width colon ("<li>函館朝市：とれたての魚介</li>"):
 * when most of the series' names are places the analysers know, the others are places too, named as
 * the rest are (狮子林 and 留园 end like no kind of place, 函館朝市 and 緑の島 are no words of the
 * analyser's). The names by block, as a lead that may join several ("网师园, 藕园").
 */
export function cjkBoldLeadSeries(blocks: DomElement[], isPlaceName: (name: string) => boolean): Map<DomElement, string> {
  const series = new Map<DomElement, string[]>();
  for (const block of blocks) {
    const tag = block.tagName.toUpperCase();
    if (tag !== 'P' && tag !== 'LI') continue;
    const bold = block.querySelector('strong, b');
    const text = textOf(block);
    const names = BOLD_NAMES_LEAD.exec(text)?.[1];
    if (!names) continue;
    // The names are the bold words, with or without the colon inside the bold; a list item's, the words
    // before its full-width colon.
    const lead = bold ? textOf(bold).trim().replace(/\s*[:：]$/u, '') === names : tag === 'LI' && text.charAt(names.length) === '：';
    if (!lead) continue;
    // "여수해상케이블카 탑승": what one does there, after a Korean name, is no part of it.
    const parts = names.split(/\s*[，、,／/]\s*/u).map((part) => part.replace(KOREAN_DOING_AFTER, ''));
    if (parts.some((part) => isSectionLabel(part))) continue;
    series.set(block, parts);
  }
  // The page's leads are one series, and so are the leads of one list or one container: a list of three sights
  // stays a series beside a list of crafts and snacks ("泥人张", "耳朵眼炸糕") that would sink the page's.
  const byContainer = new Map<DomElement | null, DomElement[]>();
  for (const block of series.keys()) {
    const members = byContainer.get(block.parentElement) ?? [];
    members.push(block);
    byContainer.set(block.parentElement, members);
  }
  const throughout = (members: DomElement[], counts: (name: string) => boolean): boolean =>
    namesPlacesThroughout(members.length, members.filter((block) => series.get(block)!.some(counts)).length);
  // In one container a known name counts from three characters: two are as often everyday words (食事, 宿泊 of a budget's list).
  const knownInContainer = (name: string): boolean => name.length >= 3 && isPlaceName(name);
  const kept = throughout([...series.keys()], isPlaceName) ? [...series.keys()] : [...byContainer.values()].filter((members) => throughout(members, knownInContainer)).flat();
  return new Map(kept.map((block) => [block, series.get(block)!.join(', ')]));
}
