import type * as ReadabilityModule from '@mozilla/readability';
import { lazyRequire } from '../shared/lazy-require.js';
import type { PlaceMention } from '../../../application/ports/place-extractor.port.js';
import { sectionContext, type MentionContext } from '../../../domain/import/context-cues.js';
import { readsLikePlaceName } from '../../../domain/import/name-quality.js';
import { hasPlaceType, isPlaceTypeWord, placeTypeOf } from '../../../domain/import/place-types.js';
import { placeKey } from '../../../domain/import/place-key.js';
import { CJK_CHARACTER } from '../../../domain/import/cjk-script.js';
import { afterPartOfDay, cleanPlaceName, dayHeading, looksLikeProperName } from '../../../domain/import/place-names.js';
import { all, parseHtmlDocument, textOf, type DomDocument, type DomElement } from './dom.js';
import { isEverydayPhrase } from './languages/lexicon.js';
import { readMapLink, type MapLink } from './map-links.js';
import { hasCjk } from './languages/cjk-script.js';
import { sentences, textCandidates } from './text-candidates.js';
import { chaptersIn } from './video-page.js';
import { cjkPinnedNames } from './cjk-pin-lines.js';
import { cjkBoldLeadSeries, cjkBoldLineVenues, cjkHeadingNamedBelow, cjkVenueLead } from './cjk-venue-leads.js';
import { addressNames, isFactsLine } from './address-lines.js';
import { bilingualLines, boldAliases, linesOf, ownText, withArticleBefore, withoutBold } from './block-text.js';
import { isPhotoCredit, WRITES_LINE } from './credit-lines.js';
import { introContext } from './list-intro.js';
import { isContentsEntry, isLinkList, isTableOfContents } from './navigation-blocks.js';
import {
  analysedName,
  CJK_SENTENCE_PARTS,
  DESCRIBED_NAME,
  KANA,
  leadOf,
  listedCjkName,
  namesIn,
  ONLY_TIME,
  SCHEDULE_TIME,
  SHORT_CJK_ITEM,
  structuredName,
} from './structured-names.js';

/** Loaded with the first article a link import reads. */
const readability = lazyRequire<typeof ReadabilityModule>('@mozilla/readability');

export interface ArticleFacts {
  title?: string;
  numberedHeadings: number;
  byline?: string;
  mentions: PlaceMention[];
  dayTitles: Record<number, string>;
  text: string;
}

// "3. Gianicolo", "#2 - Pincio"; not a schedule's times ("10:30").
const NUMBERED_HEADING = /^\s*(?:#\s*)?\d{1,2}\s*(?:[.)/\-–—]|:(?!\s*\d))\s*\S/u;

/** Below this share of the page's text, Readability's article is not the page's content. */
const WHOLE_PAGE_SHARE = 0.4;
const BLOCKS = 'h1, h2, h3, h4, h5, h6, li, p, blockquote, dd, dt, td, figcaption, pre, div';
/** A div is a block of its own only when it holds no other block: captions and forum posts often are. */
const INNER_BLOCKS = 'h1, h2, h3, h4, h5, h6, li, p, blockquote, dd, dt, td, figcaption, pre, div, table, ul, ol';
const CHROME = 'nav, header, footer, aside, form, script, style, noscript, [role="navigation"], [aria-hidden="true"]';
/**
 * Blocks inside these are read with the outer block; a list inside a list item is read item by item.
 * Not a table cell: an old page laid out in a table holds its paragraphs in one, and a cell's own text
 * leaves them out.
 */
const READ_WITH_PARENT = 'p, blockquote, dd, dt, figcaption, pre';

/**
 * The readable part of an article (Mozilla Readability drops navigation, sidebars and comments),
 * walked in order. "Day N" headings set the day; other headings name a place (`heading`), list items
 * and paragraphs may open with one (`lead`: "<strong>Park Güell</strong>: ...", "Belém Tower – ...");
 * all text gives prose candidates. A heading or a list's introduction ("If you have more time",
 * "Where to stay") gives its context to everything under it.
 */
export function readArticle(html: string): ArticleFacts {
  const source = parseHtmlDocument(html);
  const parsed = readable(source);
  const body = fallbackBody(html);
  // Readability keeps one post of a forum thread or one caption of a list of posts: when it leaves out
  // most of the page's own text, the whole body (without its chrome) is read instead.
  const keepsEnough = parsed?.content && (parsed.textContent?.length ?? 0) >= WHOLE_PAGE_SHARE * textOf(body.body).length;
  const content = keepsEnough ? parseHtmlDocument(`<body>${parsed!.content}</body>`) : body;
  const facts: ArticleFacts = {
    title: parsed?.title ?? undefined,
    byline: parsed?.byline?.replace(/^\s*by\s+/i, '').trim() || undefined,
    mentions: [],
    dayTitles: {},
    numberedHeadings: 0,
    text: (parsed?.textContent ?? textOf(content.body)).replace(/\s+/g, ' ').slice(0, 20_000),
  };
  walk(content, facts, source.documentElement.getAttribute('lang')?.slice(0, 2).toLowerCase());
  if (content !== body) addLeftOutMapLinks(body, facts);
  return facts;
}

/**
 * Map links Readability left out of the article ("Nearby: Convento da Graça · map") still say where a
 * place is: each is read from the whole body without its chrome; duplicates merge later.
 */
function addLeftOutMapLinks(body: DomDocument, facts: ArticleFacts): void {
  for (const link of all(body, 'a[href]')) {
    const map = readMapLink(link.getAttribute('href') ?? '', textOf(link));
    if (map?.name) facts.mentions.push(mapLinkMention(map, map.name, undefined));
  }
}

/** A map link with a point is a placed mention; one with only a name, a lead like a bold name. */
function mapLinkMention(map: MapLink, name: string, day: number | undefined): PlaceMention {
  return map.coordinate ? { name, day, evidence: 'maplink', coordinate: map.coordinate } : { name, day, evidence: 'article', cue: 'lead' };
}

function walk(content: DomDocument, facts: ArticleFacts, language: string | undefined): void {
  let firstItemAt = -1;
  let day: number | undefined;
  let dayLevel = 0;
  /** Section contexts by heading level: a heading ends the sections of its level and below. */
  const sections: Array<{ level: number; context: MentionContext }> = [];
  const listContexts = new Map<DomElement, MentionContext | undefined>();
  const add = (mention: PlaceMention): void => {
    const everyday = mention.evidence !== 'text' && isEverydayPhrase(mention.name, language, isPlaceTypeWord);
    facts.mentions.push(everyday ? { ...mention, everyday } : mention);
  };

  const blocks = all(content, BLOCKS);
  const boldLineVenues = cjkBoldLineVenues(blocks);
  const boldLeadSeries = cjkBoldLeadSeries(blocks, (name) => structuredName(name, language) === name);
  for (const block of blocks) {
    const tag = block.tagName.toUpperCase();
    if (!tag.startsWith('H') && block.parentElement?.closest(READ_WITH_PARENT)) continue;
    if (tag === 'DIV' && block.querySelector(INNER_BLOCKS)) continue;
    const text = ownText(block);
    if (!text) continue;
    if (tag.startsWith('H')) {
      const level = Number(tag.slice(1));
      while (sections.length && sections[sections.length - 1]!.level >= level) sections.pop();
      const heading = dayHeading(text);
      // A heading as high as the day headings ("Where to stay") ends the last day's section.
      if (!heading && day !== undefined && level <= dayLevel) day = undefined;
      const context = sectionContext(text);
      if (context) sections.push({ level, context });
      if (heading) {
        day = heading.day;
        dayLevel = level;
        if (heading.rest) {
          facts.dayTitles[day] = heading.rest;
          if (hasCjk(heading.rest) && !isRoute(heading.rest) && !isCjkList(dayItems(heading.rest))) {
            // A CJK day title that is no route ("城墙、钟鼓楼与大唐不夜城") is read as any heading, by the analysers.
            const sectionNow = context ?? sections[sections.length - 1]?.context;
            for (const name of namesIn(structuredName(text, language))) add({ name, day, evidence: 'article', cue: 'heading', ...(sectionNow ? { context: sectionNow } : {}) });
            for (const mention of textCandidates(text, day, sectionNow, language)) add({ ...mention, inHeading: true });
          } else {
            for (const mention of dayPlaces(heading.rest, day, 'heading', language)) add(mention);
          }
        }
        continue;
      }
      if ((NUMBERED_HEADING.test(text) || STOP_LABEL.test(text)) && facts.numberedHeadings++ === 0) firstItemAt = facts.mentions.length;
      const sectionNow = sections[sections.length - 1]?.context;
      // "第三站：何园与皮市街（13:00-15:00）", "Stop 2: Old State House": the heading says what it names is a stop.
      for (const name of stopHeadingNames(text, language)) add({ name, day, evidence: 'article', cue: 'heading', ...(context ?? sectionNow ? { context: context ?? sectionNow } : {}) });
      // "<small>Kousanji museum</small><br>耕三寺博物館": one place in two scripts; the Latin line is its other name.
      const twoScripts = bilingualLines(block);
      const named = twoScripts?.cjk ?? text;
      const names = namesIn(structuredName(named, language) ?? cjkHeadingNamedBelow(block, named));
      for (const name of names) {
        add({ name, day, evidence: 'article', cue: 'heading', ...(context ?? sectionNow ? { context: context ?? sectionNow } : {}) });
      }
      for (const mention of textCandidates(named, day, context ?? sectionNow, language)) add({ ...mention, inHeading: true });
      if (twoScripts && names.length === 1) add({ name: twoScripts.latin, day, evidence: 'article', cue: 'heading', aliasOf: names[0]! });
      continue;
    }
    if (isLinkList(block, text) || (tag === 'FIGCAPTION' && isPhotoCredit(text)) || WRITES_LINE.test(text)) continue;
    const list = tag === 'LI' ? block.parentElement : null;
    if (list && !listContexts.has(list)) listContexts.set(list, introContext(list));
    const context = (list ? listContexts.get(list) : undefined) ?? sections[sections.length - 1]?.context;
    const lines = tag === 'PRE' || tag === 'DIV' ? linesOf(block) : undefined;
    // A video's description pasted into the post: its timestamped lines are the walk's stops.
    for (const chapter of chaptersIn(lines ?? linesOf(block))) add(chapter.day === undefined && day !== undefined ? { ...chapter, day } : chapter);
    for (const name of cjkPinnedNames(lines ?? linesOf(block))) add({ name, day, evidence: 'article', cue: 'pin', ...(context ? { context } : {}) });
    // A forum post or a paragraph that plans by days: "Erster Tag: Schloss / Burg + Schindlers Fabrik".
    // A paragraph broken into lines ("Day 8 Milford Sound<br>Day 9 Lake Wanaka") plans a line a day.
    let dayInBlock = false;
    // A day's label may also open a sentence inside a paragraph ("…没让我们进门。 Day2：瞻园+总统府+鸡鸣寺").
    for (const line of (lines ?? (block.querySelector('br') ? linesOf(block) : text)).split('\n').flatMap((part) => [part, ...laterSentences(part)])) {
      // "Dia 2 – Manhã – Compras<br>Tarde – Parque das Aves": the lines after a day's, each opened by a part of the day, are that day's too.
      const later = dayInBlock && day !== undefined ? afterPartOfDay(line) : undefined;
      if (later) {
        for (const mention of dayPlaces(later, day!, 'lead', language)) add(context ? { ...mention, context } : mention);
        continue;
      }
      const numbered = dayHeading(line);
      // Only a label set off by a colon or a comma ("第二天安排兵马俑..." is a sentence about the day), or a
      // plan's short line of its own ("Day 8 Milford Sound", "Day 4 Drive to Mt. Cook"), or a plan's "1 Tag ...".
      const label = line.trim().slice(0, line.trim().length - (numbered?.rest.length ?? 0));
      const dayLine = numbered?.rest && (DAY_LABEL_END.test(label) || SHORT_PLAN_LINE.test(numbered.rest)) ? numbered : planDayLine(line, day);
      if (!dayLine?.rest) continue;
      day = dayLine.day;
      dayInBlock = true;
      dayLevel = Math.max(dayLevel, 6);
      for (const mention of dayPlaces(dayLine.rest, day, 'lead', language)) add(context ? { ...mention, context } : mention);
    }
    // "Bolívar 56, Col. Centro. 10 – 5 H.": a line of practical facts in bold says where, not what to see.
    if (isFactsLine(block, text)) {
      for (const name of addressNames(text)) add({ name, day, evidence: 'text', cue: 'prose', context: 'directions' });
      continue;
    }
    const enumerated = enumerationOf(text);
    const cell = isPlanCell(block);
    const lead = enumerated ? undefined : boldLineVenues.get(block) ?? boldLeadSeries.get(block) ?? cjkVenueLead(block, text) ?? leadOf(block, text, tag === 'LI' || cell, language) ?? (cell ? visitedInCell(text) : undefined);
    for (const name of enumerated ?? namesIn(lead)) add({ name, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
    if (!lead && !enumerated && (tag === 'P' || tag === 'LI')) {
      for (const name of scheduleStops(text, language)) add({ name, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
    }
    // A food guide's entry: "Laksa at the Sungei Road stall", "Best dumplings at Din Tai Fung".
    const venue = tag === 'LI' && !enumerated ? venueOf(text) : undefined;
    if (venue) add({ name: venue, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
    // A name set in bold anywhere in a paragraph is as good as a lead: "the <strong>Barri Gotic</strong>".
    for (const bold of all(block, 'strong, b')) {
      const listed = boldList(textOf(bold), language);
      for (const name of listed ?? []) add({ name, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
      if (listed) continue;
      const boldName = bold.textContent && bold.textContent.length <= 80 ? structuredName(withArticleBefore(textOf(bold), text), language) : undefined;
      for (const name of boldName && boldName !== lead ? namesIn(boldName) : []) {
        if (name.split(/\s+/).length <= 6) add({ name, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
      }
    }
    for (const link of all(block, 'a[href]')) {
      const map = readMapLink(link.getAttribute('href') ?? '', textOf(link));
      const name = map?.name ?? (map?.coordinate ? lead : undefined);
      if (map && name) add(mapLinkMention(map, name, day));
    }
    // A route written with arrows ("A -> B -> C") lists its places in order.
    // A short CJK item the analysers do not know ("老道外") is a place all the same, as a listed day's item is.
    for (const item of routeItems(lines ?? text)) {
      const analysed = structuredName(item, language);
      const name = analysed && frontCut(item, analysed) ? item : analysed ?? (SHORT_CJK_ITEM.test(item) ? item.replace(CJK_ACTIVITY_TAIL, '').trim() || item : undefined);
      for (const part of namesIn(name)) add({ name: part, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
    }
    const aliases = boldAliases(block, text);
    // A table of contents' entry is its section's title, read as a lead above; what else it says is the section's to say.
    const prose = tag === 'LI' && isContentsEntry(block) ? '' : lines ?? withoutBold(block, text);
    for (const mention of textCandidates(prose, day, context, language)) {
      const aliasOf = mention.aliasOf ?? aliases.get(placeKey(mention.name));
      add(aliasOf ? { ...mention, aliasOf } : mention);
    }
  }
  // The prose before a page's first numbered heading: on a top-N list, its introduction ("besides these,
  // Songaksan and Hyeopjae are popular too") names what the list is not about. The pipeline decides.
  if (firstItemAt > 0) {
    for (let i = 0; i < firstItemAt; i++) if (facts.mentions[i]!.evidence === 'text') facts.mentions[i] = { ...facts.mentions[i]!, intro: true };
  }
}

const ARROW = /\s*(?:->|-->|=>|→|⇒|➡️?|➔|＞|>)\s*/u;
const ARROWS = new RegExp(ARROW.source, 'gu');

/** Between the places of a day's title or route: "Siena & San Gimignano", "A + B", "A → B", "西湖、灵隐寺", "莫高窟-鸣沙山". */
const DAY_ITEM_SEPARATOR = new RegExp(
  String.raw`\s*(?:,|，|、|;|&|\+|\/|与|及|\band\b|\by\b|\bet\b|\bund\b|\be\b|\s[-–—]\s|(?<=${CJK_CHARACTER.source})\s*[-–—－~～]+(?=\s*${CJK_CHARACTER.source})|${ARROW.source.slice(3, -3)})\s*`,
  'u',
);
/** The end of a day's label in a paragraph: "Erster Tag:", "Tag 2,", "1일차 :". */
const DAY_LABEL_END = /[:：,，|\-–—]\s*$/u;
/** A plan's line that gives a day to places: "1 Tag Gizah-Plateau & Sakkara", "One day in Nara", "Un día: Toledo". */
const PLAN_DAY = /^\s*(?:1|ein(?:en)?|one|a|un[ae]?|um|uno|una)\s+(?:tag|day|día|dia|jour|journée|giorno|giornata)\s+(?:(?:in|im|ins|at|to|en|à|a|au|nel|nella|no|na|em|para|para\s+o|para\s+a)\s+)?(?=\p{Lu})/iu;

/** The next day of a plan written a line a day without numbering them, and the places the line gives it. */
function planDayLine(line: string, day: number | undefined): { day: number; rest: string } | undefined {
  const match = PLAN_DAY.exec(line);
  return match ? { day: (day ?? 0) + 1, rest: line.slice(match[0].length).split(/[.!?](?:\s|$)|\s[(–—]/u)[0]!.trim() } : undefined;
}
/** What a plan's day line holds without a colon: a few capitalised words in a Latin script, no sentence. */
const SHORT_PLAN_LINE = /^\p{Lu}[\p{Script=Latin}\p{M}\p{N}'’.\- ]{0,40}$/u;
/** "Belém mit Frühstück", "Tram 28 with lunch": what one does there, after the place. */
const WITH_TAIL = /\s+(?:mit|with|con|avec|com)\s+.*$/iu;

/** "A → B → C": three places or more chained by arrows. */
const isRoute = (text: string): boolean => (text.match(ARROWS) ?? []).length >= 2;

/** The sentences of a line after its first, that open with a day's label: they are read as lines of their own. */
function laterSentences(line: string): string[] {
  return sentences(line).slice(1).filter((sentence) => dayHeading(sentence) !== undefined);
}

/** What one does at a place, after its name in a day's list: "灵隐祈福", "河坊街夜逛", "运河慢行", "钱江新城夜景", "첨성대 야경". */
const CJK_ACTIVITY_TAIL = /(?:祈福|漫步|夜逛|慢行|夜景|探秘|打卡|游览|遊覽|散步|闲逛|閒逛|拍照|看日落|日落|购物|購物|午餐|晚餐|早餐|夜游|夜遊|一日游|一日遊|巡り|散策|観光|산책|구경|투어|야경)$/u;
/**
 * "鳌鱼峰" read as 鱼峰, "排云楼" as 云楼: a short CJK item the analyser cut one or two characters off
 * the front of, none of them a verb of motion or a preposition ("到灵隐寺"), is a name as the page writes it.
 */
function frontCut(item: string, analysed: string): boolean {
  const front = item.slice(0, item.length - analysed.length);
  return SHORT_CJK_ITEM.test(item) && item.endsWith(analysed) && /^\p{Script=Han}{1,2}$/u.test(front) && !/^[下往到去跟和与在从回经至坐乘搭]/u.test(front);
}

/** What an item holds in brackets after it: "(D, E)", "（只看到一个宾馆）", "（13:00-15:00）". */
const BRACKETED = /\s*[（(][^()（）]*[)）]/gu;

/** A day's places as the page lists them, what they hold in brackets left out. */
const dayItems = (rest: string): string[] => rest.replace(BRACKETED, ' ').split(DAY_ITEM_SEPARATOR);

/** A list of three short CJK names or more ("瞻园+总统府+鸡鸣寺"): the day's places, as a route's are. */
function isCjkList(items: readonly string[]): boolean {
  return items.length >= 3 && items.every((item) => SHORT_CJK_ITEM.test(item.trim()));
}

/**
 * The places a day's title or a day line names, one mention each. A route ("A → B → C(D, E)") or a
 * CJK name the analyser finds is a stop as the page lists it; other parts of a day's heading count
 * only if a gazetteer finds them ("Day 3: Siena & San Gimignano" names places, "Day 2: Museums and
 * markets" none). A day line in a paragraph is a lead like a list item's.
 */
function dayPlaces(rest: string, day: number, cue: 'heading' | 'lead', language: string | undefined): PlaceMention[] {
  const route = isRoute(rest);
  // "C(D, E, F)": what C holds, listed in brackets, counts when it reads like places of its own.
  const bracketed = [...rest.matchAll(/[（(]([^()（）]{2,80})[)）]/gu)].flatMap((match) => match[1]!.split(DAY_ITEM_SEPARATOR));
  const items = dayItems(rest);
  const listed = isCjkList(items);
  const mentions: PlaceMention[] = [];
  for (const [i, item] of [...items, ...bracketed].entries()) {
    const inBrackets = i >= items.length;
    // "부산역 → 태종대 → ...", "... → Lisbon Airport": where a route starts or ends is how one arrives or leaves.
    if (route && (i === 0 || i === items.length - 1) && placeTypeOf(item.trim()) === 'transport') continue;
    const described = cleanPlaceName(item.replace(WITH_TAIL, ''));
    const name = described && cleanPlaceName(DESCRIBED_NAME.exec(described)?.[1] ?? described);
    if (!name) continue;
    if (hasCjk(name)) {
      // In brackets, only what the analyser finds ("해운대(해운대 해수욕장, 동백섬)"), not dishes ("광장시장(빈대떡, 육회)").
      const found = inBrackets ? analysedName(name, language) : structuredName(name, language);
      if (found) mentions.push({ name: found, day, evidence: 'article', cue: 'lead' });
      else if (listed && !inBrackets) mentions.push({ name: name.replace(CJK_ACTIVITY_TAIL, '') || name, day, evidence: 'article', cue: 'lead' });
      else if (!route && !inBrackets) mentions.push({ name, day, evidence: 'article', cue: 'heading', requireGeocode: true });
    } else if (inBrackets) {
      if (readsLikePlaceName(name)) mentions.push({ name, day, evidence: 'article', cue: 'lead' });
    } else if (route) {
      if (name.split(/\s+/).length <= 6) mentions.push({ name, day, evidence: 'article', cue: 'lead' });
    } else if (cue === 'lead' && name.split(/\s+/).length <= 6) {
      // A day line's one word ("Fado", "Wieliczka") counts if a gazetteer knows it; a named kind of place or a longer name as it is.
      const named = hasPlaceType(name) || (name.split(/\s+/).length >= 2 && looksLikeProperName(name));
      mentions.push({ name, day, evidence: 'article', cue: 'lead', ...(named ? {} : { requireGeocode: true }) });
    } else {
      mentions.push({ name, day, evidence: 'article', cue: 'heading', requireGeocode: true });
    }
  }
  return mentions;
}

/** "川越城本丸御殿に到着", "부여 도착": arriving somewhere, which names the stop. */
const SCHEDULE_ARRIVAL = /\s*(?:に到着|へ到着|到着|に着|에\s*도착|도착|抵达|到达)$/u;

/**
 * "15:00 궁남지", "13:00 부소산성 ( 낙화암 고란사 )": a CJK schedule written a paragraph a line names its
 * stop, a word without kana the analysers do not know included, and the places it holds in brackets that they find;
 * not where the day sets off from or comes back to ("11:20 공주에서 출발", "19:30 출발"), nor a station or a car park.
 */
function scheduleStops(text: string, language: string | undefined): string[] {
  const time = SCHEDULE_TIME.exec(text);
  if (!time || !hasCjk(text)) return [];
  const rest = text.slice(time[0].length).trim();
  const line = rest.replace(BRACKETED, '').split(/\s*[↓→⇒]/u)[0]!.trim();
  // "川越城本丸御殿に到着", "부여 도착": arriving names the stop; leaving ("공주에서 출발") names where one was.
  const main = line.replace(SCHEDULE_ARRIVAL, '').trim();
  if (!main || ROUTE_END.test(main)) return [];
  const bracketed = [...rest.matchAll(/[（(]([^()（）]{2,60})[)）]/gu)].flatMap((match) => match[1]!.trim().split(/[\s,、·]+/u));
  // One word without kana ("궁남지"): a phrase ("少し早めのランチ") is what one does, not where.
  const single = /^\S{2,10}$/u.test(main) && SHORT_CJK_ITEM.test(main) && !KANA.test(main);
  const named = structuredName(main, language) ?? (single ? main : undefined);
  const stop = named && placeTypeOf(named) !== 'transport' ? named : undefined;
  const held = bracketed.map((item) => analysedName(item, language)).filter((name): name is string => name !== undefined);
  return stop ? [...namesIn(stop), ...held] : [];
}

/** "第三站：", "Stop 2 -", "Parada 3:", "Étape 1 :", "Tappa 4:", "두 번째 코스:": a heading's label numbering a walk's stops. */
const STOP_LABEL = /^\s*(?:第[一二三四五六七八九十0-9]{1,3}站|(?:stop|parada|étape|etappe|tappa|paragem)\s*(?:n[°º.]?\s*)?\d{1,2}|[0-9]{1,2}\s*번째\s*(?:코스|장소|스팟)?)\s*[：:.\-–—]\s*/iu;

/**
 * The places a heading numbered as a stop names ("第三站：何园与皮市街"), each as a day title's items are:
 * a short CJK item is a name whether or not the analysers know it, its time in brackets left out.
 */
function stopHeadingNames(text: string, language: string | undefined): string[] {
  const label = STOP_LABEL.exec(text);
  if (!label) return [];
  return dayItems(text.slice(label[0].length)).map((item) => item.trim()).flatMap((item) => {
    const name = hasCjk(item) ? listedCjkName(item, language) : undefined;
    return name ? [name] : [];
  });
}

/** "Marktplatz mit: Marienkirche, Tuchhallen und Rathausturm", "Old Town with: A, B and C". */
const ENUMERATION = /^(.{2,60}?)\s+(?:with|including|mit|samt|inklusive|con|avec|com|incluindo|incluyendo)\s*:\s*(.{3,300})$/iu;

/** A place and the places it holds, each a lead, when the item enumerates after a colon; else undefined. */
function enumerationOf(text: string): string[] | undefined {
  const match = ENUMERATION.exec(text);
  if (!match) return undefined;
  const items = match[2]!.replace(/[.!]+$/u, '').split(/\s*(?:,|;|\s(?:and|und|y|e|et|&|sowie)\s)\s*/u).map((item) => cleanPlaceName(item)).filter((item): item is string => !!item);
  // German writes a named church in one word ("Marienkirche"): a capitalised item counts here.
  const named = items.filter((item) => readsLikePlaceName(item) || looksLikeProperName(item));
  if (named.length < 2) return undefined;
  const head = cleanPlaceName(match[1]!);
  return head && (readsLikePlaceName(head) || looksLikeProperName(head)) ? [head, ...named] : named;
}

/** Names set in bold one after another, this many or more, list a route: "만천하스카이워크, 단양구경시장, 빛터널, 카페산". */
const BOLD_LIST_ITEMS = 3;

/** The names of a run of names set in bold and parted by commas, each short; undefined when the bold is anything else. */
function boldList(text: string, language: string | undefined): string[] | undefined {
  const parts = text.split(/\s*[,，、]\s*/u).filter((part) => part.trim());
  if (parts.length < BOLD_LIST_ITEMS) return undefined;
  // A short CJK item the analysers do not know ("만천하스카이워크") is a name here, as in a route.
  const names = parts.map((part) => listedCjkName(part, language));
  return names.every((name) => name && name.split(/\s+/).length <= 5 && name.length <= 30) ? (names as string[]) : undefined;
}

/** "at the Sungei Road stall", "at Din Tai Fung": where a list entry says a dish or a thing is had. */
const VENUE = /\s(?:at|chez|bei|@)\s+(?:the\s+)?((?:\p{Lu}[\p{L}\p{N}'’&.-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}'’&.-]*|\p{N}+|de|del|di|da|du|of|&))*(?:\s+(?:stall|stand|kiosk|cart|counter|market|bakery|café|cafe|bar))?)/u;

function venueOf(text: string): string | undefined {
  const sentence = sentences(text)[0] ?? text;
  const name = VENUE.exec(sentence)?.[1];
  return name && name.split(/\s+/).length <= 6 ? cleanPlaceName(name) : undefined;
}

/** Between the names of a CJK route: dashes of any width (the horizontal bar "――" too), tildes, wave dashes. */
const CJK_ROUTE_SEPARATOR = /\s*(?:—+|–+|-+|－+|―+|─+|～|~|〜|ー{2,})\s*/u;
/** "我们的路线：", "코스:": a label before a route on its line. */
const ROUTE_LABEL = /^[^：:]{1,12}[：:]\s*/u;
/** "서울 출발", "東京駅到着", "回家": where a route leaves from or comes back to, not a stop. */
const ROUTE_END = /(?:출발|도착|귀가|귀경|出発|到着|帰宅|出发|到达|抵达|返程|回家)$/u;

/** Whether a route's item is a stop: its first and last are not the station, the airport or the home it leaves from or comes back to. */
const routeStop = (item: string, i: number, items: readonly string[]): boolean =>
  (i > 0 && i < items.length - 1) || (placeTypeOf(item) !== 'transport' && !ROUTE_END.test(item));

/** The items of the lines that chain three places or more with arrows, without the station or airport it starts or ends at. */
function routeItems(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const items = line.split(ARROW).map((item) => item.trim()).filter(Boolean);
    if (items.length >= 3) return items.filter(routeStop);
    // "中央大街——圣索菲亚大教堂——老道外", "金閣寺～銀閣寺～清水寺", "감천문화마을 - 태종대 - 해운대": CJK names between dashes or tildes,
    // after a label ("我们的路线："), each without the note in brackets after it ("排云楼（只看到宾馆）").
    const cjkItems = line.replace(ROUTE_LABEL, '').replace(/[。.!！]+\s*$/u, '').split(CJK_ROUTE_SEPARATOR)
      .map((item) => item.replace(BRACKETED, '').trim());
    if (isCjkList(cjkItems)) return cjkItems.filter(routeStop);
    // "Matsuyama – Takamatsu – Kotohira – Oboke": three short names or more between dashes, most of its items.
    const dashed = line.split(/\s[–—-]\s/u).map((item, i) => dashedItemName(item, i === 0));
    const names = dashed.filter((name): name is string => name !== undefined);
    return names.length >= 3 && names.length * 2 >= dashed.length ? names : [];
  });
}

/** A capitalised name of one or two words, its article and connectors included ("Canal des Pangalanes"). */
const SHORT_NAME = String.raw`\p{Lu}[\p{L}'’-]*(?:\s(?:(?:de|des|du|da|do|del|la|le|di)\s)?\p{Lu}[\p{L}'’-]*)?`;
const ITEM_OPENING_NAME = new RegExp(`^(${SHORT_NAME})(?=\\s\\p{Ll}|$)`, 'u');
const ITEM_ENDING_NAME = new RegExp(`(?:^|\\s)(?:(?:les?|la|l['’]|el|los|las|the|il|o|os|a|as)\\s)?(${SHORT_NAME})$`, 'u');

/** A short description before a name ("descente de la Tiribihina"), not a sentence ("drawn by a pupil of Eiffel"). */
const DESCRIBED_ITEM_WORDS = 4;

/**
 * The name a dashed route's item gives: the item's first clause (before a comma or a caption's credit,
 * after a label's colon: "Cap à l'Ouest : Antsirabe", "Morondava, puis retour sur Tana"), named at its
 * start ("Tulear en bus") or, after a few words in lower case, at its end ("descente de la Tiribihina",
 * "les Tsingy"). The line's first item is what ends its text ("b - descendre la RN7 en taxi-brousse : Antsirabe").
 */
function dashedItemName(item: string, first: boolean): string | undefined {
  const clause = item.split(/[,;.(!?|]/u)[0]!.split(/\s?:\s/u).at(-1)!.trim();
  const opening = first ? undefined : ITEM_OPENING_NAME.exec(clause)?.[1];
  const described = first || clause.split(/\s+/u).length <= DESCRIBED_ITEM_WORDS;
  return opening ?? (described ? ITEM_ENDING_NAME.exec(clause)?.[1] : undefined);
}

/** Readability's article, or null when it finds none or cannot cope with the markup. */
function readable(document: DomDocument): ReturnType<ReadabilityModule.Readability['parse']> {
  try {
    return new (readability().Readability)(document as never, { charThreshold: 250 }).parse();
  } catch {
    return null;
  }
}

/** When Readability finds no article (short pages), the body without its navigation and chrome. */
function fallbackBody(html: string): DomDocument {
  const document = parseHtmlDocument(html);
  for (const element of all(document, CHROME)) if (!isTableOfContents(element)) element.remove();
  return document;
}

/**
 * A plan's table ("Day1 | 八廓街 | 布达拉宫 | 客栈", "10:00 | Museo del Prado") gives a place a cell, as a
 * list gives it an item: a cell after the one that names the row's day or time.
 */
function isPlanCell(block: DomElement): boolean {
  const row = block.parentElement;
  const label = row?.children[0];
  if (block.tagName.toUpperCase() !== 'TD' || !label || label === block || label.tagName.toUpperCase() !== 'TD') return false;
  const text = textOf(label);
  return dayHeading(text) !== undefined || ONLY_TIME.test(text);
}

/** "羊卓雍措一日游", "岗巴拉山口拍照": a plan's cell that names a place and what one does there. */
function visitedInCell(text: string): string | undefined {
  const name = text.trim().replace(CJK_ACTIVITY_TAIL, '');
  return name !== text.trim() && SHORT_CJK_ITEM.test(name) && !CJK_SENTENCE_PARTS.test(name) ? name : undefined;
}
