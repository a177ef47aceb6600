import { isSectionLabel } from '../../../domain/import/section-labels.js';
import { hanNumber } from '../../../domain/import/place-names.js';
import { previousElement, textOf, type DomElement } from './dom.js';
import { BRACKETED } from './routes.js';
import { CJK_SENTENCE_PARTS, LIST_NUMBER_MARKS, SCHEDULE_TIME, SHORT_CJK_ITEM } from './structured-names.js';

/** A series of this many names or more may be a list of places. */
const SERIES_LENGTH = 3;

/**
 * Whether a series of CJK names (a list's items, a page's numbered headings or bold leads) names places
 * in every member: three or more, most of them places the analysers know.
 */
export const namesPlacesThroughout = (size: number, known: number): boolean => size >= SERIES_LENGTH && known * 2 > size;
/** The share of a list's items that must be short CJK names, the rest being notes or a name in Latin letters. */
const SHORT_SHARE = 0.75;

/**
 * A list whose items are short CJK names, most of them places the analysers know ("神橋", "日光東照宮",
 * "中禅寺湖"): the others are places too, named as the rest are ("明知平ロープウェイ", "華厳の滝" are no
 * words of the analyser's), and each is the whole item, not the part the analyser cut ("禅寺湖"). What an
 * item says in brackets after its name ("くじら食堂(※お店は2か所あります)") is a note. A list of dishes or
 * of labels has few names the analysers know. The names by list item.
 */
export function cjkListSeries(blocks: DomElement[], isPlaceName: (name: string) => boolean): Map<DomElement, string> {
  const series = new Map<DomElement, string>();
  const lists = new Set(blocks.filter((block) => block.tagName.toUpperCase() === 'LI').map((item) => item.parentElement).filter((list): list is DomElement => list !== null));
  for (const list of lists) {
    const items = Array.from(list.children).filter((child) => child.tagName.toUpperCase() === 'LI');
    const counted = introducedCount(list) === items.length && items.length >= SERIES_LENGTH;
    const names = new Map<DomElement, string>();
    let known = 0;
    for (const item of items) {
      // "5 大王わさび農場": a numbered list's item is named without its number (which tells the analysers it is an item).
      const text = textOf(item).replace(BRACKETED, '').trim();
      const name = NUMBERED_NAME.exec(text)?.[1]!.trim() ?? text;
      // A counted list's names may be long ("カオソーイ・ラムドゥアン"), but no phrase.
      const short = SHORT_CJK_ITEM.test(name) || (counted && COUNTED_NAME.test(name) && !CJK_SENTENCE_PARTS.test(name));
      if (!short || isSectionLabel(name)) continue;
      names.set(item, name);
      if (isPlaceName(text)) known++;
    }
    if (names.size < SHORT_SHARE * items.length || (!counted && !namesPlacesThroughout(names.size, known))) continue;
    for (const [item, name] of names) series.set(item, name);
  }
  return series;
}

/** A count of shops or places: "5店", "五軒", "3ヶ所", "4곳", "6家", "三个地方". */
const PLACES_COUNT = /([0-9０-９]{1,2}|[一二三四五六七八九十]{1,2})\s*(?:店|軒|スポット|か所|ヶ所|カ所|箇所|곳|군데|家|个地方|個地方|处|處)/u;
/** A name of a counted list: CJK words, numbers and spaces, up to 20 characters. */
const COUNTED_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・0-9０-９ ]{2,20}$/u;

/**
 * How many shops or places the paragraph before a list says it names ("老舗5店は…", "選んだのはこちらの5店です"):
 * a list of as many items is that list, whatever the analysers know of its names.
 */
function introducedCount(list: DomElement): number | undefined {
  const previous = previousElement(list);
  const count = previous && /^(?:P|DIV|H[2-6])$/u.test(previous.tagName.toUpperCase()) ? PLACES_COUNT.exec(textOf(previous))?.[1] : undefined;
  // NFKC makes full-width digits ("５店") plain.
  return count ? hanNumber(count.normalize('NFKC')) : undefined;
}

/** A title that says the page lists shops or sights: "おすすめ店", "맛집 5곳", "美食", "必去景点", "가볼만한 곳". */
const PLACES_TITLE = /(?:[0-9０-９一二三四五六七八九十]+\s*(?:店|軒|選|곳|家)|おすすめ店|名店|老店|맛집|グルメ|美食|小吃|餐厅|餐廳|食べ歩き|カフェ|카페|景点|景點|명소|가볼만한|スポット|観光地)/u;

/** "3. 一家人肠粉", "6 万座毛", "4、温馨苑面庄", "03/北园路肠粉", "7. 슬도 & 정자항": a numbered heading and what it names; not a time ("10:30"). */
const NUMBERED_NAME = new RegExp(String.raw`^\s*(?:#\s*)?\d{1,2}\s*[${LIST_NUMBER_MARKS}-]?\s*(?!\d)(?![日일天])(.+)$`, 'u');

/**
 * A top-N list written as numbered headings of one level (or paragraphs all in bold) whose items are short CJK names, most of them
 * places the analysers know: the others are places too, each whole ("一家人肠粉", a shop named after its
 * dish; "김유정역 레일바이크"); one heading may join two ("슬도 & 정자항"). The names by heading, as a
 * lead that may join several.
 */
export function cjkHeadingSeries(blocks: DomElement[], isPlaceName: (name: string) => boolean, title?: string): Map<DomElement, string> {
  const levels = new Map<string, Map<DomElement, string[]>>();
  // "宇都宮餃子のおすすめ店まとめ": a page whose title says it lists shops or sights heads each with its name, numbered or not.
  const listsPlaces = title !== undefined && PLACES_TITLE.test(title);
  for (const block of blocks) {
    const tag = block.tagName.toUpperCase();
    const text = textOf(block).trim();
    // "<p><strong>3. 大相国寺</strong></p>": a paragraph all in bold is a heading written so.
    const boldLine = tag === 'P' && textOf(block.querySelector('strong, b')) === text;
    if (!/^H[2-6]$/u.test(tag) && !boldLine) continue;
    const rest = SCHEDULE_TIME.test(text) ? undefined : NUMBERED_NAME.exec(text)?.[1] ?? (listsPlaces ? text : undefined);
    const parts = rest?.split(/\s*[&＆+＋]\s*/u).map((part) => part.replace(BRACKETED, '').trim());
    if (!parts?.every((part) => SHORT_CJK_ITEM.test(part) && !isSectionLabel(part))) continue;
    if (!levels.has(tag)) levels.set(tag, new Map());
    levels.get(tag)!.set(block, parts);
  }
  const series = new Map<DomElement, string>();
  for (const headings of levels.values()) {
    const known = [...headings.values()].filter((parts) => parts.some(isPlaceName)).length;
    if (!namesPlacesThroughout(headings.size, known) && !(listsPlaces && headings.size >= SERIES_LENGTH && known > 0)) continue;
    for (const [heading, parts] of headings) series.set(heading, parts.join(', '));
  }
  return series;
}
