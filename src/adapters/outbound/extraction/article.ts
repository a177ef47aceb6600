import type * as ReadabilityModule from '@mozilla/readability';
import { lazyRequire } from '../shared/lazy-require.js';
import type { PlaceMention } from '../../../application/ports/place-extractor.port.js';
import { namedAsPerson, sectionContext, type MentionContext } from '../../../domain/import/context-cues.js';
import { hasPlaceType, isPlaceTypeWord } from '../../../domain/import/place-types.js';
import { readsLikePlaceName } from '../../../domain/import/name-quality.js';
import { placeKey } from '../../../domain/import/place-key.js';
import { afterPartOfDay, dayHeading } from '../../../domain/import/place-names.js';
import { all, escapeText, parseHtmlDocument, textOf, type DomDocument, type DomElement } from './dom.js';
import { isEverydayPhrase } from './languages/lexicon.js';
import { readMapLink, type MapLink } from './map-links.js';
import { hasCjk } from './languages/cjk-script.js';
import { MEAL_WORDS, textCandidates } from './text-candidates.js';
import { chaptersIn } from './video-page.js';
import { leftOutCaptions } from './left-out-captions.js';
import { cjkPinnedNames } from './cjk-pin-lines.js';
import { cjkListedNames } from './cjk-list-lines.js';
import { cjkHeadingSeries, cjkListSeries, namesPlacesThroughout } from './cjk-name-series.js';
import { cjkBoldInProse, cjkBoldLeadSeries, cjkBoldLineVenues, cjkBoldSeries, cjkHeadingNamedBelow, cjkVenueLead } from './cjk-venue-leads.js';
import { addressNames, isFactsLine } from './address-lines.js';
import { bilingualLines, boldAliases, linesAsProse, linesOf, ownText, withArticleBefore, withoutBold } from './block-text.js';
import { bulletItems } from './bullet-lines.js';
import { boldList, enumerationOf, venueOf } from './block-lists.js';
import { isPhotoCredit, withoutMusicCredits, WRITES_LINE } from './credit-lines.js';
import { captionAddress, captionName, isCaption } from './caption-names.js';
import { introContext } from './list-intro.js';
import { leavesOutDays } from './left-out-days.js';
import { leavesOutPosts } from './left-out-posts.js';
import { orphanContents } from './orphan-contents.js';
import { leftOutReplies } from './thread-replies.js';
import { isContentsEntry, isLabelledLink, isLinkList, isTableOfContents } from './navigation-blocks.js';
import { isPlanCell, visitedInCell } from './plan-cells.js';
import { isDirectoryCell } from './directory-tables.js';
import { townColumnNames } from './town-columns.js';
import {
  CJK_ACTIVITY_TAIL,
  DAY_LABEL_END,
  cjkDayLegEnd,
  dayItems,
  dayPlaces,
  laterSentences,
  planDayLine,
  scheduleStops,
  SHORT_PLAN_LINE,
  STOP_LABEL,
  stopHeadingNames,
} from './plan-lines.js';
import { frontCut, isCjkList, isRoute, routeItems } from './routes.js';
import { leadOf, loneLineName, namesIn, SHORT_CJK_ITEM, structuredName, unknownCjkItem } from './structured-names.js';

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

/**
 * A title that lists three short things or more, in one of its parts, after its label: "…: 하조대 해변, 올라칸바스,
 * 카페 달파도", "(서피랑, 한산도, 미륵산)"; not a phrase with commas ("SHIBUYA, One of Tokyo's Most Colorful…").
 */
function listsThings(title: string): boolean {
  // "1박2일 안동-첫째날:하회마을 - 월영교 - 안동구시장": a CJK title may chain its stops as a route.
  if (hasCjk(title) && routeItems(title).length >= 3) return true;
  return title.split(/\s[|｜]\s/u).some((part) => {
    const items = part.split(/[:：/\]】(（]/u).at(-1)!.split(/[,、，·・]/u).map((item) => item.replace(/[)）]\s*$/u, '').trim());
    return items.length >= 3 && items.every((item) => item && item.length <= 30 && item.split(/\s+/u).length <= 5);
  });
}

/** "Breakfast – Get Lost Coffee", "Dinner: Eleven", "Cena: La Tasca": a heading or an item led by a meal's label and a dash or a colon. */
const MEAL_LED = new RegExp(String.raw`^\s*(?:${MEAL_WORDS})\s*(?:[–—|:]|\s-\s)`, 'iu');
/** The end of a name's clause: the text's end or a punctuation mark, not the lower-case words of a sentence ("Book a table…"). */
const NAME_CLAUSE = /^\s*(?:$|[,.;:!?(–—-])/u;

/**
 * A section's title is short ("If you have more time", "Si tenéis más días: excursiones desde Granada"): a heading
 * longer than this is a paragraph set in large type, whose "下次" or "next time" speaks for its own sentence, not for
 * everything under it.
 */
const SECTION_TITLE_CHARACTERS = 80;
/** Below this share of the page's text, Readability's article is not the page's content. */
const WHOLE_PAGE_SHARE = 0.4;
const BLOCKS = 'h1, h2, h3, h4, h5, h6, li, p, blockquote, dd, dt, td, figcaption, pre, div';
/** A div is a block of its own only when it holds no other block: captions and forum posts often are. */
const INNER_BLOCKS = 'h1, h2, h3, h4, h5, h6, li, p, blockquote, dd, dt, td, figcaption, pre, div, table, ul, ol';
/** Text for screen readers only ("Beitragsnavigation", "Skip to content"): a theme's, never the article's. */
const SCREEN_READER_ONLY = '.screen-reader-text, .sr-only, .visually-hidden';
/**
 * Who wrote a post, not what it says: a forum's or a blog's link to a member's profile ("<a href="/u/Manduck"><b>Manduck</b></a>")
 * and the spans that name a post's author.
 */
const POST_AUTHOR =
  'a[href^="/u/"], a[href*="/user/"], a[href*="/users/"], a[href*="/member/"], a[href*="/members/"], a[href*="/profile/"], a[href*="/author/"], a[rel~="author"], .creator, .username, .author';
/** The page's frame, which the whole body is read without; breadcrumbs ("Home > Blog > Quanzhou > Post") are often a bare div. */
const CHROME = `nav, header, footer, aside, form, script, style, noscript, [role="navigation"], [aria-hidden="true"], [class*="crumb"], [id*="crumb"], ${SCREEN_READER_ONLY}, ${POST_AUTHOR}`;
/**
 * Blocks inside these are read with the outer block; a list inside a list item is read item by item.
 * Not a table cell: an old page laid out in a table holds its paragraphs in one, and a cell's own text
 * leaves them out.
 */
const READ_WITH_PARENT = new Set(['P', 'BLOCKQUOTE', 'DD', 'DT', 'FIGCAPTION', 'PRE']);
/** Blocks that may hold other blocks ("<blockquote><p>…</p></blockquote>"): those that do are read block by block. */
const CONTAINERS = new Set(['DIV', 'BLOCKQUOTE', 'DD', 'DT', 'FIGCAPTION']);

/** A block that holds other blocks is no block of its own: its own text leaves theirs out. */
const isContainer = (block: DomElement): boolean => CONTAINERS.has(block.tagName.toUpperCase()) && block.querySelector(INNER_BLOCKS) !== null;

/** Whether a block is read with a block around it, the nearest one that is no container of blocks. */
function readWithParent(block: DomElement): boolean {
  for (let parent = block.parentElement; parent; parent = parent.parentElement) {
    if (READ_WITH_PARENT.has(parent.tagName.toUpperCase()) && !isContainer(parent)) return true;
  }
  return false;
}

/**
 * The readable part of an article (Mozilla Readability drops navigation, sidebars and comments),
 * walked in order. "Day N" headings set the day; other headings name a place (`heading`), list items
 * and paragraphs may open with one (`lead`: "<strong>Park Güell</strong>: ...", "Belém Tower – ...");
 * all text gives prose candidates. A heading or a list's introduction ("If you have more time",
 * "Where to stay") gives its context to everything under it.
 */
export function readArticle(html: string, language: string | undefined): ArticleFacts {
  const source = parseHtmlDocument(html);
  for (const element of all(source, SCREEN_READER_ONLY)) element.remove();
  const parsed = readable(source);
  const body = fallbackBody(html);
  // Readability keeps one post of a forum thread or one caption of a list of posts: when it leaves out
  // most of the page's own text, the whole body (without its chrome) is read instead.
  // So is it when Readability cut out lines of the page's plan.
  const keepsEnough = parsed?.content && (parsed.textContent?.length ?? 0) >= WHOLE_PAGE_SHARE * textOf(body.body).length;
  const article = keepsEnough ? parseHtmlDocument(`<body>${parsed!.content}</body>`) : undefined;
  for (const element of article ? all(article, POST_AUTHOR) : []) element.remove();
  const content = article && !leavesOutDays(article, body) && !leavesOutPosts(parsed!.textContent ?? '', body) ? article : body;
  const facts: ArticleFacts = {
    title: parsed?.title ?? undefined,
    byline: parsed?.byline?.replace(/^\s*by\s+/i, '').trim() || undefined,
    mentions: [],
    dayTitles: {},
    numberedHeadings: 0,
    text: (parsed?.textContent ?? textOf(content.body)).replace(/\s+/g, ' ').slice(0, 20_000),
  };
  // Readability drops the heading that repeats the page's title, and a title may list the stops
  // ("양양여행: 하조대 해변, 올라칸바스, 카페 달파도"): such a title is read as the article's first heading.
  const title = content === article ? facts.title?.trim() : undefined;
  if (title && listsThings(title) && !all(content, 'h1, h2, h3').some((heading) => textOf(heading).trim() === title)) walk(parseHtmlDocument(`<body><h1>${escapeText(title)}</h1></body>`), facts, language);
  walk(content, facts, language);
  if (content !== body) {
    addLeftOutMapLinks(body, facts);
    // A cut-off page's table of contents, which Readability drops, is read as the list of its stops.
    const orphans = orphanContents(body);
    if (orphans) walk(parseHtmlDocument(`<body>${orphans}</body>`), facts, language);
    const replies = leftOutReplies(body, textOf(content.body));
    if (replies) walk(parseHtmlDocument(`<body>${replies}</body>`), facts, language);
    const captions = leftOutCaptions(body, textOf(content.body));
    if (captions) walk(parseHtmlDocument(`<body>${captions}</body>`), facts, language);
  }
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

/** Two words or more, each with its capital but the connectors: "Central Old Town", "Capitol Buildings and Grounds". */
const TITLE_CASE_PHRASE = /^\p{Lu}\S*(?:\s+(?:\p{Lu}\S*|and|of|the|&))*\s+\p{Lu}\S*$/u;

function walk(content: DomDocument, facts: ArticleFacts, language: string | undefined): void {
  let firstItemAt = -1;
  /** Under a numbered heading that names no place ("7 - I caffè", "1. The old town"): its prose names the item's places. */
  let unnamedItem = false;
  let day: number | undefined;
  let dayLevel = 0;
  /** Section contexts by heading level: a heading ends the sections of its level and below. */
  const sections: Array<{ level: number; context: MentionContext }> = [];
  const listContexts = new Map<DomElement, MentionContext | undefined>();
  /** What follows a meal's label opening the block ("Breakfast – Get Lost Coffee"): a name that makes up its clause is where the meal is had. */
  let afterMeal: string | undefined;
  /** `inRunningText`: set in bold after words of its sentence ("le souper chez <b>Panache</b>"), a name however everyday its word is. */
  const add = (mention: PlaceMention, inRunningText = false): void => {
    const meal = afterMeal?.startsWith(mention.name) && NAME_CLAUSE.test(afterMeal.slice(mention.name.length));
    // A video's chapter is where the walk is at that time: its words in capitals are a name, however everyday.
    const namedChapter = mention.evidence === 'chapters' && TITLE_CASE_PHRASE.test(mention.name);
    const everyday = mention.evidence !== 'text' && !meal && !inRunningText && !namedChapter && isEverydayPhrase(mention.name, language, isPlaceTypeWord);
    facts.mentions.push(everyday ? { ...mention, everyday } : mention);
  };

  const blocks = all(content, BLOCKS);
  const boldLineVenues = cjkBoldLineVenues(blocks);
  const boldLeadSeries = cjkBoldLeadSeries(blocks, (name) => structuredName(name, language) === name);
  const listSeries = cjkListSeries(blocks, (name) => structuredName(name, language) !== undefined);
  const headingSeries = cjkHeadingSeries(blocks, (name) => structuredName(name, language) !== undefined, facts.title);
  for (const block of blocks) {
    const tag = block.tagName.toUpperCase();
    if ((!tag.startsWith('H') && readWithParent(block)) || isContainer(block)) continue;
    const text = ownText(block);
    if (!text) continue;
    const mealLabel = MEAL_LED.exec(text)?.[0];
    afterMeal = mealLabel === undefined ? undefined : text.slice(mealLabel.length).trimStart();
    if (tag.startsWith('H')) {
      const level = Number(tag.slice(1));
      unnamedItem = false;
      while (sections.length && sections[sections.length - 1]!.level >= level) sections.pop();
      const heading = dayHeading(text);
      // A heading as high as the day headings ("Where to stay") ends the last day's section.
      if (!heading && day !== undefined && level <= dayLevel) day = undefined;
      const context = text.length <= SECTION_TITLE_CHARACTERS ? sectionContext(text) : undefined;
      if (context) sections.push({ level, context });
      if (heading) {
        day = heading.day;
        dayLevel = level;
        if (heading.rest) {
          facts.dayTitles[day] = heading.rest;
          const legEnd = cjkDayLegEnd(heading.rest);
          if (legEnd) {
            for (const mention of dayPlaces(legEnd, day, 'heading', language)) add(mention);
          } else if (hasCjk(heading.rest) && !isRoute(heading.rest) && !isCjkList(dayItems(heading.rest))) {
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
      const numberedItem = NUMBERED_HEADING.test(text) || STOP_LABEL.test(text);
      if (numberedItem && facts.numberedHeadings++ === 0) firstItemAt = facts.mentions.length;
      const sectionNow = sections[sections.length - 1]?.context;
      // "第三站：何园与皮市街（13:00-15:00）", "Stop 2: Old State House": the heading says what it names is a stop.
      for (const name of stopHeadingNames(text, language)) add({ name, day, evidence: 'article', cue: 'heading', ...(context ?? sectionNow ? { context: context ?? sectionNow } : {}) });
      // "<small>Kousanji museum</small><br>耕三寺博物館": one place in two scripts; the Latin line is its other name.
      const twoScripts = bilingualLines(block);
      const named = twoScripts?.cjk ?? text;
      const names = namesIn(headingSeries.get(block) ?? structuredName(named, language) ?? cjkHeadingNamedBelow(block, named));
      unnamedItem = numberedItem && !names.some((name) => readsLikePlaceName(name));
      for (const name of names) {
        add({ name, day, evidence: 'article', cue: 'heading', ...(context ?? sectionNow ? { context: context ?? sectionNow } : {}) });
      }
      // A heading of a series is one name whole: the words inside it ("北园路" of "北园路肠粉") are no places of their own.
      const prose = headingSeries.has(block) ? '' : named;
      for (const mention of textCandidates(prose, day, context ?? sectionNow, language)) add({ ...mention, inHeading: true });
      if (twoScripts && names.length === 1) add({ name: twoScripts.latin, day, evidence: 'article', cue: 'heading', aliasOf: names[0]! });
      continue;
    }
    if (isLinkList(block, text) || isLabelledLink(block, text) || (tag === 'FIGCAPTION' && isPhotoCredit(text)) || WRITES_LINE.test(text)) continue;
    const list = tag === 'LI' ? block.parentElement : null;
    if (list && !listContexts.has(list)) listContexts.set(list, introContext(list));
    const context = (list ? listContexts.get(list) : undefined) ?? sections[sections.length - 1]?.context;
    const lines = tag === 'PRE' || tag === 'DIV' ? linesOf(block) : undefined;
    // A paragraph broken into lines by <br> is read line by line too (a plan a line a day, a route a stop a line).
    const brokenLines = lines ?? (block.querySelector('br') ? linesOf(block) : text);
    const everyLine = lines ?? linesOf(block);
    // A video's description pasted into the post: its timestamped lines are the walk's stops.
    for (const chapter of chaptersIn(everyLine)) add(chapter.day === undefined && day !== undefined ? { ...chapter, day } : chapter);
    for (const name of cjkPinnedNames(everyLine)) add({ name, day, evidence: 'article', cue: 'pin', ...(context ? { context } : {}) });
    for (const name of cjkListedNames(everyLine, language)) add({ name, day, evidence: 'text', cue: 'segment', goesThere: true, ...(context ? { context } : {}) });
    // A forum post or a paragraph that plans by days: "Erster Tag: Schloss / Burg + Schindlers Fabrik".
    // A paragraph broken into lines ("Day 8 Milford Sound<br>Day 9 Lake Wanaka") plans a line a day.
    let dayInBlock = false;
    // A day's label may also open a sentence inside a paragraph ("…没让我们进门。 Day2：瞻园+总统府+鸡鸣寺").
    for (const line of brokenLines.split('\n').flatMap((part) => [part, ...laterSentences(part)])) {
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
      // A label close against its CJK places ("Day2鹿港天后宮→…") ends where the script changes, as at a colon.
      const gluedToCjk = /\d$/u.test(label);
      const dayLine = numbered?.rest && (DAY_LABEL_END.test(label) || SHORT_PLAN_LINE.test(numbered.rest) || gluedToCjk) ? numbered : planDayLine(line, day);
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
    // "都市名: 成田<br>パリ<br>チュニス": a plan table's column of towns gives a town a line.
    for (const name of townColumnNames(block, everyLine) ?? []) add({ name, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
    const cell = isPlanCell(block) || isDirectoryCell(block);
    const lead = enumerated ? undefined : boldLineVenues.get(block) ?? boldLeadSeries.get(block) ?? listSeries.get(block) ?? headingSeries.get(block) ?? cjkVenueLead(block, text) ?? leadOf(block, text, tag === 'LI' || cell, language) ?? (cell ? visitedInCell(text) : undefined);
    for (const name of enumerated ?? namesIn(lead)) add({ name, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
    // "I takoyaki di Kukuru", "Miglionico con il suo imponente Castel del Malconsiglio": a lead that is a phrase, not a name, is
    // read as a heading's words are; its bold is left out of the paragraph's prose below.
    if (lead && !enumerated && !readsLikePlaceName(lead)) for (const mention of textCandidates(lead, day, context, language)) add({ ...mention, inHeading: true });
    // A photo's caption that is a name alone shows that place ("Baie des Amoureux"). German capitalises its nouns: there
    // the name must say it is a place ("Schloss Toompea"), not a scene ("Schakalspuren").
    const caption = lead || enumerated || !isCaption(block, text) ? undefined : captionName(text);
    const shown = caption && (language !== 'de' || hasPlaceType(caption)) ? structuredName(caption, language) : undefined;
    const address = shown ? captionAddress(text) : undefined;
    for (const name of namesIn(shown)) add({ name, day, evidence: 'article', cue: 'lead', photo: true, ...(address ? { address } : {}), ...(context ? { context } : {}) });
    const lone = !lead && !enumerated && !shown && tag === 'P' ? loneLineName(everyLine, language) : undefined;
    if (lone) add({ name: lone, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
    if (!lead && !enumerated && (tag === 'P' || tag === 'LI')) {
      for (const name of scheduleStops(text, language)) add({ name, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
    }
    // A food guide's entry: "Laksa at the Sungei Road stall", "Best dumplings at Din Tai Fung".
    const venue = tag === 'LI' && !enumerated ? venueOf(text) : undefined;
    if (venue) add({ name: venue, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
    // A name set in bold anywhere in a paragraph is as good as a lead: "the <strong>Barri Gotic</strong>".
    const bolds = all(block, 'strong, b');
    const boldSeries = cjkBoldSeries(block, bolds);
    for (const bold of bolds) {
      const listed = boldList(textOf(bold), language);
      for (const name of listed ?? []) add({ name, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
      if (listed) continue;
      const boldName = boldSeries.has(bold)
        ? textOf(bold).trim()
        : bold.textContent && bold.textContent.length <= 80 ? structuredName(withArticleBefore(textOf(bold), text), language) ?? cjkBoldInProse(bold, text) : undefined;
      // "el canciller <strong>Alberto van Klaveren</strong>": a news story sets the people it quotes in bold.
      const at = text.indexOf(textOf(bold));
      const said = at > 0 && namedAsPerson(text.slice(0, at)) ? 'person' : context;
      const inRunningText = at > 0 && /\p{L}/u.test(text.slice(0, at));
      for (const name of boldName && boldName !== lead ? namesIn(boldName) : []) {
        if (name.split(/\s+/).length <= 6) add({ name, day, evidence: 'article', cue: 'lead', ...(said ? { context: said } : {}) }, inRunningText);
      }
    }
    for (const link of all(block, 'a[href]')) {
      const map = readMapLink(link.getAttribute('href') ?? '', textOf(link));
      const name = map?.name ?? (map?.coordinate ? lead : undefined);
      if (map && name) add(mapLinkMention(map, name, day));
    }
    // A list typed with bullets ("・カラーン・モスク<br>・アルク城"): each line an item, what one does there after it left out ("ティムール広場散策").
    // A list most of whose items the analysers name ("ラビハウズ", "アルク城") names its other short CJK items too ("チャシュマ・アイユブ").
    // An item that is what one does ("ライトアップ観賞") is none.
    const bullets = bulletItems(everyLine);
    const bulletNames = bullets.map((item) => structuredName(item.replace(CJK_ACTIVITY_TAIL, '').trim() || item, language));
    const bulletSeries = namesPlacesThroughout(bullets.length, bulletNames.filter(Boolean).length);
    bullets.forEach((item, i) => {
      const name = bulletNames[i] ?? (bulletSeries && unknownCjkItem(item) && !CJK_ACTIVITY_TAIL.test(item) ? item : undefined);
      for (const part of namesIn(name)) add({ name: part, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
    });
    // A route written with arrows ("A -> B -> C", or one stop a line after its arrow) lists its places in order.
    // A short CJK item the analysers do not know ("老道外") is a place all the same, as a listed day's item is.
    for (const item of routeItems(brokenLines)) {
      const analysed = structuredName(item, language);
      const name = analysed && frontCut(item, analysed) ? item : analysed ?? (SHORT_CJK_ITEM.test(item) ? item.replace(CJK_ACTIVITY_TAIL, '').trim() || item : undefined);
      for (const part of namesIn(name)) add({ name: part, day, evidence: 'article', cue: 'lead', ...(context ? { context } : {}) });
    }
    const aliases = boldAliases(block, text);
    // A table of contents' entry is its section's title, read as a lead above; what else it says is the section's to say.
    // An item of a list of names is one name whole.
    const prose = (tag === 'LI' && isContentsEntry(block)) || listSeries.has(block) ? '' : withoutMusicCredits(lines ?? withoutBold(block, linesAsProse(brokenLines)), everyLine);
    for (const mention of textCandidates(prose, day, context, language)) {
      const aliasOf = mention.aliasOf ?? aliases.get(placeKey(mention.name));
      add({ ...mention, ...(aliasOf ? { aliasOf } : {}), ...(unnamedItem ? { itemProse: true } : {}) });
    }
  }
  // The prose before a page's first numbered heading: on a top-N list, its introduction ("besides these,
  // Songaksan and Hyeopjae are popular too") names what the list is not about. The pipeline decides.
  if (firstItemAt > 0) {
    for (let i = 0; i < firstItemAt; i++) if (facts.mentions[i]!.evidence === 'text') facts.mentions[i] = { ...facts.mentions[i]!, intro: true };
  }
}

/** Readability's article, or null when it finds none or cannot cope with the markup. */
function readable(document: DomDocument): ReturnType<ReadabilityModule.Readability['parse']> {
  try {
    return new (readability().Readability)(document as never, { charThreshold: 250 }).parse();
  } catch {
    return null;
  }
}

/** A post's own header, inside its `<article>`, which holds its title. */
const isPostHeader = (element: DomElement): boolean => element.tagName.toUpperCase() === 'HEADER' && (element.parentElement?.closest('article') ?? null) !== null;

/** When Readability finds no article (short pages), the body without its navigation and chrome. */
function fallbackBody(html: string): DomDocument {
  const document = parseHtmlDocument(html);
  // A post's own header holds its title ("<article><header><h2>Himschoot, Ghent</h2>"): it is no page chrome.
  for (const element of all(document, CHROME)) if (!isTableOfContents(element) && !isPostHeader(element)) element.remove();
  return document;
}
