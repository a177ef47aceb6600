import type { PlaceMention } from '../../../application/ports/place-extractor.port.js';
import { readsLikePlaceName } from '../../../domain/import/name-quality.js';
import { hasPlaceType, placeTypeOf } from '../../../domain/import/place-types.js';
import { WEEKDAY_NAMES } from '../../../domain/import/weekdays.js';
import { LEG_FROM, LEG_TO } from '../../../domain/import/road-trip-titles.js';
import { CJK_CHARACTER } from '../../../domain/import/cjk-script.js';
import { cleanPlaceName, DAY_LOCATIVE, dayHeading, looksLikeProperName, NAME_CONNECTORS } from '../../../domain/import/place-names.js';
import { hasCjk } from './languages/cjk-script.js';
import { sentences } from './sentences.js';
import { ARROW, BRACKETED, isCjkList, isRoute, ROUTE_END } from './routes.js';
import {
  analysedName,
  CJK_SENTENCE_PARTS,
  DESCRIBED_NAME,
  KANA,
  listedCjkName,
  namesIn,
  SCHEDULE_TIME,
  SHORT_CJK_ITEM,
  structuredName,
} from './structured-names.js';

/**
 * Between the places of a day's title or route: "Siena & San Gimignano", "A + B", "A → B", "西湖、灵隐寺", "莫高窟-鸣沙山".
 * The joining words stand between spaces: \b knows only ASCII letters, and split "Gorée" before its last "e".
 */
const DAY_ITEM_SEPARATOR = new RegExp(
  String.raw`\s*(?:,|，|、|;|&|\+|\/|与|及|(?<=\s)(?:and|y|et|und|e|then|puis|dann|poi|luego|depois)(?=\s)|\s[-–—]\s|(?<=${CJK_CHARACTER.source})\s*[-–—－~～]+(?=\s*${CJK_CHARACTER.source})|${ARROW.source.slice(3, -3)})\s*`,
  'u',
);
/** The end of a day's label in a paragraph: "Erster Tag:", "Tag 2,", "1일차 :". */
export const DAY_LABEL_END = /[:：,，|\-–—\]】)）]\s*$/u;
/** A plan's line that gives a day to places: "1 Tag Gizah-Plateau & Sakkara", "One day in Nara", "Un día: Toledo". */
const PLAN_DAY = /^\s*(?:1|ein(?:en)?|one|a|un[ae]?|um|uno|una)\s+(?:tag|day|día|dia|jour|journée|giorno|giornata)\s+(?:(?:in|im|ins|at|to|en|à|a|au|nel|nella|no|na|em|para|para\s+o|para\s+a)\s+)?(?=\p{Lu})/iu;

/**
 * A plan's line labelled by its weekday, and its date, and a colon: "-Domingo 16-Marzo: Fes-Moulay Idris-Volubilis", "Samedi 3
 * mai : Colmar", "Monday, 12 May: Bath".
 */
const WEEKDAY_DAY = new RegExp(String.raw`^[\s\-–•*·]*(?:${WEEKDAY_NAMES.join('|')})(?:-feira)?(?:,?\s*\d{1,2}(?:º|er|\.)?(?:[\s\-./]+(?:de\s+)?(?:\p{L}+|\d{1,2})\.?)?)?\s*[:：]\s*`, 'iu');
/** "Fes-Moulay Idris-Volubilis": a route's towns joined by hyphens, each capitalised. */
const HYPHENED_ROUTE = /(?<=\p{Ll}\.?)-(?=\p{Lu})/gu;

/** The next day of a plan written a line a day without numbering them, and the places the line gives it. */
export function planDayLine(line: string, day: number | undefined): { day: number; rest: string } | undefined {
  const match = PLAN_DAY.exec(line);
  if (match) return { day: (day ?? 0) + 1, rest: line.slice(match[0].length).split(/[.!?](?:\s|$)|\s[(–—]/u)[0]!.trim() };
  const weekday = WEEKDAY_DAY.exec(line);
  return weekday ? { day: (day ?? 0) + 1, rest: line.slice(weekday[0].length).trim().replace(HYPHENED_ROUTE, ' - ') } : undefined;
}
/** What a plan's day line holds without a colon: a few capitalised words in a Latin script, no sentence. */
export const SHORT_PLAN_LINE = /^\p{Lu}[\p{Script=Latin}\p{M}\p{N}'’.\- ]{0,40}$/u;
/** "Belém mit Frühstück", "Tram 28 with lunch": what one does there, after the place. */
const WITH_TAIL = /\s+(?:mit|with|con|avec|com)\s+.*$/iu;

/** The sentences of a line after its first, that open with a day's label: they are read as lines of their own. */
export function laterSentences(line: string): string[] {
  return sentences(line).slice(1).filter((sentence) => dayHeading(sentence) !== undefined);
}

/**
 * What one does at a place, after its name in a day's list: "灵隐祈福", "河坊街夜逛", "运河慢行", "钱江新城夜景", "첨성대 야경",
 * "ライトアップ観賞";
 * and the "and so on" that closes a list ("美保関などを観光", "灵隐寺等"), after a name of two characters or more.
 */
const CJK_ACTIVITY = '(?:祈福|漫步|夜逛|慢行|夜景|探秘|打卡|游览|遊覽|散步|闲逛|閒逛|拍照|看日落|日落|购物|購物|午餐|晚餐|早餐|夜游|夜遊|一日游|一日遊|巡り|散策|観光|観賞|鑑賞|見学|산책|구경|투어|야경|관람)';
export const CJK_ACTIVITY_TAIL = new RegExp(`(?:(?<=.{2})(?:など|等)[をにへでも]?${CJK_ACTIVITY}?|${CJK_ACTIVITY})$`, 'u');

/** A description after a name and its comma: an article and words in lower case, or whose something is. */
const APPOSITION = /^(?:(?:a|an|the|un|une|una|uno|um|uma|ein|eine|el|la|le|il|lo)\s+\p{Ll}|(?:the\s+)?\p{Lu}[\p{L}\s-]*['’]s\s+\p{Ll})/u;

/**
 * A day that goes from one place to the next: "From Hobart to Freycinet National Park", "da Hobart al Freycinet", "De Salta a
 * Cafayate", "Von München nach Salzburg", "Hobart to Swansea". Where the day ends is its place; where it sets out from is where
 * the trip arrived (an airport's town on the first day) or the last day's place.
 */
const DAY_LEG = new RegExp(
  String.raw`^(?:(?:${LEG_FROM})\s+)?\p{Lu}[\p{L}\p{M}'’.\-]*(?:\s+(?:\p{Lu}[\p{L}\p{M}'’.\-]*|de|del|la|di|du|da|do|von|am|an|der)){0,4}\s+(?:${LEG_TO})\s+(?:(?:the|la|le|il|el|o)\s+)?(?=\p{Lu})`,
  'u',
);

/**
 * A CJK day that goes from one place to the next: "从西安到华山", "西安至兵马俑", "京都から奈良へ", "奈良から大阪まで",
 * "부산에서 경주로", "경주에서 안동까지". Its place is where it goes, as a Latin day title's (`DAY_LEG`).
 */
const CJK_DAY_LEG = [
  /^(?:从|從|由)?\p{Script=Han}{2,8}?(?:到|至|前往|去)(\p{Script=Han}{2,10})$/u,
  /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]{2,10}?から([\p{Script=Han}\p{Script=Katakana}ー]{2,10})(?:へ|まで)$/u,
  /^\p{Script=Hangul}{2,8}에서\s*(\p{Script=Hangul}{2,8}?)(?:으로|로|까지)$/u,
];

/** Where a CJK day title that goes from one place to the next goes; undefined for any other title. */
export function cjkDayLegEnd(rest: string): string | undefined {
  const trimmed = rest.trim();
  for (const leg of CJK_DAY_LEG) {
    const match = leg.exec(trimmed);
    if (match) return match[1];
  }
  return undefined;
}

/** A day's places as the page lists them, what they hold in brackets left out. */
export const dayItems = (rest: string): string[] => rest.replace(BRACKETED, ' ').replace(DAY_LEG, '').split(DAY_ITEM_SEPARATOR);

/**
 * The places a day's title or a day line names, one mention each. A route ("A → B → C(D, E)") or a
 * CJK name the analyser finds is a stop as the page lists it; other parts of a day's heading count
 * only if a gazetteer finds them ("Day 3: Siena & San Gimignano" names places, "Day 2: Museums and
 * markets" none). A day line in a paragraph is a lead like a list item's.
 */
export function dayPlaces(rest: string, day: number, cue: 'heading' | 'lead', language: string | undefined): PlaceMention[] {
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
    // "深圳 出發——抵達 泉州——鐘樓——…": the town a day's list sets out from is no stop of it.
    if ((route || listed) && !inBrackets && ROUTE_END.test(item.trim())) continue;
    // "Day 11: Sedgefield, a sleepy Garden Route town", "Plettenberg Bay, the Garden Route's coastal gem": what the place
    // before the comma is, not a place of its own.
    if (i > 0 && !inBrackets && APPOSITION.test(item.trim())) continue;
    const described = cleanPlaceName((cue === 'lead' && !hasCjk(item) ? proseItemName(item) : item).replace(WITH_TAIL, ''), language);
    const name = described && cleanPlaceName(DESCRIBED_NAME.exec(described)?.[1] ?? described, language);
    if (!name) continue;
    if (hasCjk(name)) {
      // In brackets, only what the analyser finds ("해운대(해운대 해수욕장, 동백섬)"), not dishes ("광장시장(빈대떡, 육회)").
      const found = inBrackets ? analysedName(name, language) : structuredName(name, language);
      // "足立美術館・出雲大社・稲佐の浜" is read as the analyser's names of its parts, each a mention.
      if (found) for (const part of namesIn(found)) mentions.push({ name: part, day, evidence: 'article', cue: 'lead' });
      else if (listed && !inBrackets) mentions.push({ name: name.replace(CJK_ACTIVITY_TAIL, '') || name, day, evidence: 'article', cue: 'lead' });
      else if (route && !inBrackets && ROUTE_STOP.test(name) && !CJK_SENTENCE_PARTS.test(name) && !ROUTE_END.test(name) && !CJK_VEHICLE.test(name)) mentions.push({ name, day, evidence: 'article', cue: 'lead' });
      else if (!route && !inBrackets) mentions.push({ name, day, evidence: 'article', cue: 'heading', requireGeocode: true });
    } else if (inBrackets) {
      if (readsLikePlaceName(name)) mentions.push({ name, day, evidence: 'article', cue: 'lead' });
    } else if (route) {
      if (name.split(/\s+/).length <= 6) mentions.push({ name, day, evidence: 'article', cue: 'lead' });
    } else if (cue === 'lead' && name.split(/\s+/).length <= 6) {
      // A day line's one word ("Fado", "Wieliczka") counts if a gazetteer knows it; a named kind of place or a longer name as it is.
      // A word of capitalised parts ("Joal-Fadiouth", "Palmarin-Djiffer") is a name, as two capitalised words are.
      const named = hasPlaceType(name) || (name.split(/\s+/).length >= 2 && looksLikeProperName(name)) || HYPHENATED_NAME.test(name);
      mentions.push({ name, day, evidence: 'article', cue: 'lead', ...(named ? {} : { requireGeocode: true }) });
    } else {
      // "Dia 2: Morro do Pai Inácio, Fazenda da Pratinha e Poço Azul": a day's heading that names kinds of place names its places.
      const words = name.split(/\s+/);
      const capitalised = words.every((word) => /^\p{Lu}/u.test(word) || NAME_CONNECTORS.has(word.toLowerCase()));
      const named = words.length <= 6 && capitalised && hasPlaceType(name) && readsLikePlaceName(name);
      mentions.push({ name, day, evidence: 'article', cue: 'heading', ...(named ? {} : { requireGeocode: true }) });
      // "Zum Gott der Gelehrsamkeit in Dazaifu": what the day does, then the town it does it in.
      const town = named ? undefined : TOWN_AFTER_LOCATIVE.exec(name)?.[1];
      if (town) mentions.push({ name: town, day, evidence: 'article', cue: 'heading', requireGeocode: true });
    }
  }
  return mentions;
}

/** A day title's last words after "in", "à", "nach"...: the town its day is spent in. */
const TOWN_AFTER_LOCATIVE = new RegExp(String.raw`\s(?:${DAY_LOCATIVE})\s+(\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+\p{Lu}[\p{L}\p{M}'’.-]*){0,2})$`, 'u');
/** A route's stop the analysers do not read ("뱃부 가마도 지옥 온천", "FUK 커피"): a few words, a short name, no sentence. */
const ROUTE_STOP = /^(?=.{2,16}$)[^\s（()）]+(?: [^\s（()）]+){0,3}$/u;
/** How one travels between a route's stops ("火车(¥13)", "小巴", "버스"): no stop. */
const CJK_VEHICLE = /^(?:火车|火車|高铁|高鐵|动车|動車|地铁|地鐵|小巴|大巴|巴士|公交|的士|出租车|打车|步行|电车|電車|新幹線|バス|タクシー|徒歩|기차|버스|택시|지하철|도보|KTX|SRT)/u;
/** A day line's item that goes on as a sentence: "Joal-Fadiouth fait une halte bien agréable", "Mar Lodj. Si vous ne devez voir…". */
const PROSE_ITEM_WORDS = 6;
const HYPHENATED_NAME = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)+$/u;
const LEADING_NAME = /^(?:\p{Lu}[\p{L}\p{M}'’.-]*)(?:\s+(?:\p{Lu}[\p{L}\p{M}'’.-]*|[a-zà-ÿ]{1,3}['’]?(?=\s+\p{Lu})))*/u;

/**
 * The name a day line's item opens with when the item is a sentence about it: its first sentence, and of a long
 * one, the capitalised words it opens with. A short item ("Museo del Prado") is the name as it stands. Only a
 * line in a paragraph is read so: a day's heading is a title.
 */
function proseItemName(item: string): string {
  const first = sentences(item)[0] ?? item;
  if (first.split(/\s+/).length <= PROSE_ITEM_WORDS) return first;
  return LEADING_NAME.exec(first.trim())?.[0] ?? first;
}

/** A label in lenticular brackets before a schedule line's name: "【重伝建】", "【世界遺産】". */
const RANK_LABEL = /^【[^】]{1,10}】\s*/u;
/** The particle の inside a Japanese name, between two characters that are not kana: "道の駅", "鞆の浦". */
const NAME_NO = /(?<=[^\p{Script=Hiragana}\p{Script=Katakana}])の(?=[^\p{Script=Hiragana}\p{Script=Katakana}])/gu;

/** "川越城本丸御殿に到着", "부여 도착": arriving somewhere, which names the stop. */
const SCHEDULE_ARRIVAL = /\s*(?:に到着|へ到着|到着|に着|에\s*도착|도착|抵达|到达)$/u;

/**
 * "15:00 궁남지", "13:00 부소산성 ( 낙화암 고란사 )": a CJK schedule written a paragraph a line names its
 * stop, a word without kana the analysers do not know included, and the places it holds in brackets that they find;
 * not where the day sets off from or comes back to ("11:20 공주에서 출발", "19:30 출발"), nor a station or a car park.
 */
export function scheduleStops(text: string, language: string | undefined): string[] {
  const time = SCHEDULE_TIME.exec(text);
  if (!time || !hasCjk(text)) return [];
  // "17:10 【重伝建】浜崎地区": a label in lenticular brackets (a heritage rank, a genre) goes before the name.
  const rest = text.slice(time[0].length).trim().replace(RANK_LABEL, '');
  const line = rest.replace(BRACKETED, '').split(/\s*[↓→⇒]/u)[0]!.trim();
  // "川越城本丸御殿に到着", "부여 도착": arriving names the stop; leaving ("공주에서 출발") names where one was.
  const main = line.replace(SCHEDULE_ARRIVAL, '').trim();
  if (!main || ROUTE_END.test(main)) return [];
  const bracketed = [...rest.matchAll(/[（(]([^()（）]{2,60})[)）]/gu)].flatMap((match) => match[1]!.trim().split(/[\s,、·]+/u));
  // One word without kana ("궁남지"), or whose only kana is の between names ("道の駅萩往還", "鞆の浦"): a phrase
  // ("少し早めのランチ") is what one does, not where.
  const single = /^\S{2,10}$/u.test(main) && SHORT_CJK_ITEM.test(main) && !KANA.test(main.replace(NAME_NO, ''));
  const named = structuredName(main, language) ?? (single ? main : undefined);
  const stop = named && placeTypeOf(named) !== 'transport' ? named : undefined;
  const held = bracketed.map((item) => analysedName(item, language)).filter((name): name is string => name !== undefined);
  return stop ? [...namesIn(stop), ...held] : [];
}

/** "第三站：", "Stop 2 -", "Parada 3:", "Étape 1 :", "Tappa 4:", "두 번째 코스:": a heading's label numbering a walk's stops. */
export const STOP_LABEL = /^\s*(?:第[一二三四五六七八九十0-9]{1,3}站|(?:stop|parada|étape|etappe|tappa|paragem)\s*(?:n[°º.]?\s*)?\d{1,2}|[0-9]{1,2}\s*번째\s*(?:코스|장소|스팟)?)\s*[：:.\-–—]\s*/iu;

/**
 * The places a heading numbered as a stop names ("第三站：何园与皮市街"), each as a day title's items are:
 * a short CJK item is a name whether or not the analysers know it, its time in brackets left out.
 */
export function stopHeadingNames(text: string, language: string | undefined): string[] {
  const label = STOP_LABEL.exec(text);
  if (!label) return [];
  const rest = text.slice(label[0].length);
  // "第一站：老城烟火气，从早餐开始": a comma parts a place from a catchphrase, not two places ("何园与皮市街"): there
  // only what the analysers know is a name.
  const phrased = /[，,]/u.test(rest);
  return dayItems(rest).map((item) => item.trim()).flatMap((item) => {
    const name = !hasCjk(item) ? undefined : phrased ? structuredName(item, language) : listedCjkName(item, language);
    return name ? [name] : [];
  });
}
