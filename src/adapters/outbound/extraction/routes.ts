import { dayHeading } from '../../../domain/import/place-names.js';
import { CJK_ROAD, placeTypeOf } from '../../../domain/import/place-types.js';
import { hasCjk } from './languages/cjk-script.js';
import { MEALS, SHORT_CJK_ITEM } from './structured-names.js';

export const ARROW = /\s*(?:->|-->|=>|→|⇒|➡️?|➔|＞|>)\s*/u;
const ARROWS = new RegExp(ARROW.source, 'gu');

/** "A → B → C": three places or more chained by arrows. */
export const isRoute = (text: string): boolean => (text.match(ARROWS) ?? []).length >= 2;

/** What an item holds in brackets after it: "(D, E)", "（只看到一个宾馆）", "（13:00-15:00）". */
export const BRACKETED = /\s*[（(][^()（）]*[)）]/gu;

/** A list of three short CJK names or more ("瞻园+总统府+鸡鸣寺"): the day's places, as a route's are. */
export function isCjkList(items: readonly string[]): boolean {
  return items.length >= 3 && items.every((item) => SHORT_CJK_ITEM.test(item.trim()));
}

/** A shop's or a sight's name in Latin letters among CJK ones: "10E CAFE", "B-speak". */
const LATIN_SHORT_NAME = /^[\p{Lu}0-9][\p{L}0-9'’&.\-]*(?: [\p{L}0-9'’&.\-]+){0,2}$/u;

/** A CJK route ("서울 출발 - 기흥휴게소 - 지린성 - 10E CAFE - 이성당") whose items are short CJK names, three or more, and a few Latin ones. */
function isCjkRouteWithLatinNames(items: readonly string[]): boolean {
  const cjk = items.filter((item) => SHORT_CJK_ITEM.test(item) && hasCjk(item)).length;
  return cjk >= 3 && items.every((item) => SHORT_CJK_ITEM.test(item) || LATIN_SHORT_NAME.test(item)) && cjk * 2 > items.length;
}

/** Between the names of a CJK route: dashes of any width (the horizontal bar "――" too), tildes, wave dashes. */
const CJK_ROUTE_SEPARATOR = /\s*(?:—+|–+|-+|－+|―+|─+|～|~|〜|ー{2,})\s*/u;
/** "저녁(금농갈비)", "午餐（阿婆面馆）": a meal, and where it is had in brackets: the step is that place. */
const MEAL_AT = new RegExp(`^\\s*(?:${MEALS})\\s*[（(]([^()（）]+)[)）]\\s*$`, 'u');
/** "08:00 - 由大理古城动身,…": a schedule's time opens its line; its colon is no label's, its dash no route's. */
const LEADING_TIME = /^\s*\d{1,2}[:：]\d{2}(?:\s*[-–~～〜]\s*\d{1,2}[:：]\d{2})?/u;
/** "我们的路线：", "코스:": a label before a route on its line. */
const ROUTE_LABEL = /^[^：:]{1,12}[：:]\s*/u;
/** "서울 출발", "東京駅到着", "回家", "深圳 出發": where a route leaves from or comes back to, not a stop. */
export const ROUTE_END = /(?:출발|도착|귀가|귀경|出発|到着|帰宅|出发|出發|到达|到達|抵达|抵達|返程|回家)$|^(?:各地|自宅|집)$/u;

const isRouteEnd = (item: string): boolean => placeTypeOf(item) === 'transport' || ROUTE_END.test(item);

/** The roads of a drive and their exits: "南京→长深高速→沪昆高速→乌镇出口", "고속도로 휴게소". */
const isRoad = (item: string): boolean => CJK_ROAD.test(item) || /出口$/u.test(item);

/**
 * A route's stops: not the station, the airport or the home it leaves from or comes back to, at either
 * end ("各地-福岡空港-…-福岡空港-各地": home, then the airport), nor the roads it takes. A station in the middle is a stop.
 */
function routeStops(items: readonly string[]): string[] {
  let first = 0;
  let last = items.length - 1;
  while (first <= last && isRouteEnd(items[first]!)) first++;
  while (last >= first && isRouteEnd(items[last]!)) last--;
  return items.slice(first, last + 1).filter((item) => !isRoad(item));
}

/** "当前位置:首页 > 资讯 > 问答", "Home > Blog > Quanzhou": a breadcrumb, from the site's home to the page, is no route. */
const HOME = /(?:^|[:：]\s*)(?:首页|首頁|主页|ホーム|トップ|홈|home|accueil|inicio|início|startseite|pagina iniziale)$/iu;
const isBreadcrumb = (items: readonly string[]): boolean => HOME.test(items[0]!);

const LEG_FIGURE = String.raw`\d+(?:[.,]\d+)?\s*(?:km|k|min|h|分|時間|キロ)`;
/**
 * What a route written down the page says before a stop: the leg's distance and time ("→ 50k/1h 秋芳洞"), the
 * day's date and its weekday ("9/21(金)山口宇部空港"), a mark for the day the post tells ("◎9/22(土)…").
 */
const LEG = new RegExp(String.raw`^[◎○●★☆]?\s*(?:\d{1,2}\/\d{1,2}\s*(?:[（(][^()（）]{1,3}[)）])?|${LEG_FIGURE}(?:\s*[/／]\s*${LEG_FIGURE})*(?=\s))\s*`, 'iu');

/** A line that goes on a route written down the page: "→輪島朝市". */
const ARROW_OPENING = new RegExp(`^${ARROW.source.replace(String.raw`\s*`, '')}`, 'u');

/**
 * "金沢駅<br>→輪島朝市<br>→白米千枚田<br>→世界一長いベンチ": a route written one stop a line, each after
 * its arrow, from the line above the first arrow; three stops or more. The lines of each such route.
 */
function downThePage(lines: readonly string[]): string[][] {
  const routes: string[][] = [];
  for (let i = 1; i < lines.length; i++) {
    if (!ARROW_OPENING.test(lines[i]!) || ARROW_OPENING.test(lines[i - 1]!)) continue;
    let end = i;
    while (end < lines.length && ARROW_OPENING.test(lines[end]!)) end++;
    const items = [lines[i - 1]!, ...lines.slice(i, end).map((line) => line.replace(ARROW_OPENING, ''))].map((item) => item.replace(LEG, '').trim()).filter(Boolean);
    if (items.length >= 3) routes.push(items);
  }
  return routes;
}

/** The items of the lines that chain three places or more with arrows, without the station or airport it starts or ends at. */
export function routeItems(text: string): string[] {
  const lines = text.split('\n');
  return [...downThePage(lines).flatMap(routeStops), ...lines.flatMap((line) => {
    // "Day2鹿港天后宮→鹿港龍山寺→…": the day's label opening the line is none of its stops.
    const items = (dayHeading(line)?.rest ?? line).split(ARROW).map((item) => item.trim()).filter(Boolean);
    if (items.length >= 3) return isBreadcrumb(items) ? [] : routeStops(items);
    // "中央大街——圣索菲亚大教堂——老道外", "金閣寺～銀閣寺～清水寺", "감천문화마을 - 태종대 - 해운대": CJK names between dashes or tildes,
    // after a label ("我们的路线："), each without the note in brackets after it ("排云楼（只看到宾馆）").
    // A start in brackets ("(天神)-太宰府天満宮-…") is where the day sets out from, no item of the route.
    // A step of two places at once ("경주향교,교동최씨고택") is both of them.
    const steps = line.replace(LEADING_TIME, '').replace(ROUTE_LABEL, '').replace(/[。.!！]+\s*$/u, '').split(CJK_ROUTE_SEPARATOR);
    const cjkItems = (steps.filter(Boolean).length > 1 ? steps.flatMap((step) => step.split(/\s*(?:[、，]|,(?!\d))\s*/u)) : steps)
      .map((item) => item.replace(MEAL_AT, '$1').replace(BRACKETED, '').trim()).filter(Boolean);
    if (isCjkList(cjkItems) || isCjkRouteWithLatinNames(cjkItems)) return routeStops(cjkItems);
    // "Matsuyama – Takamatsu – Kotohira – Oboke": three short names or more between dashes, most of its items.
    const dashed = line.split(/\s[–—-]\s/u).map((item, i) => dashedItemName(item, i === 0));
    const names = dashed.filter((name): name is string => name !== undefined);
    return names.length >= 3 && names.length * 2 >= dashed.length ? names : [];
  })];
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

/**
 * "鳌鱼峰" read as 鱼峰, "排云楼" as 云楼: a short CJK item the analyser cut one or two characters off
 * the front of, none of them a verb of motion or a preposition ("到灵隐寺"), is a name as the page writes it.
 */
export function frontCut(item: string, analysed: string): boolean {
  const front = item.slice(0, item.length - analysed.length);
  return SHORT_CJK_ITEM.test(item) && item.endsWith(analysed) && /^\p{Script=Han}{1,2}$/u.test(front) && !/^[下往到去跟和与在从回经至坐乘搭]/u.test(front);
}
