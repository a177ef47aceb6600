import { readsLikePlaceName } from '../../../domain/import/name-quality.js';
import { isSectionLabel } from '../../../domain/import/section-labels.js';
import { hasPlaceType, isKindsOnly, isPlaceTypeWord, placeTypeOf } from '../../../domain/import/place-types.js';
import { endsLikeCjkSightNotTown } from '../../../domain/import/cjk-kind-endings.js';
import { CJK_CHARACTER } from '../../../domain/import/cjk-script.js';
import { JAPANESE_QUOTE, JAPANESE_QUOTED_SETTING } from '../../../domain/import/cjk-visit-cues.js';
import { cleanPlaceName, NAME_CONNECTORS } from '../../../domain/import/place-names.js';
import { textOf, type DomElement } from './dom.js';
import { cjkPlaceCandidatesSync } from './languages/cjk-candidates.js';
import { hasCjk } from './languages/cjk-script.js';
import { isKnownCjkSight } from './languages/known-cjk-sights.js';
import { isEverydayPhrase } from './languages/lexicon.js';
import { isContentsEntry } from './navigation-blocks.js';

/**
 * "Park Güell – Gaudí's colourful park", "<strong>Park Güell</strong>: ..." or a short item that is
 * a name -> Park Güell. A paragraph leads with a name only in bold.
 */
export function leadOf(block: DomElement, written: string, listItem: boolean, language: string | undefined): string | undefined {
  if (seriesLabelled(block, written)) return undefined;
  const text = listItem ? withoutTimeRange(written) : written;
  const first = block.querySelector('strong, b');
  // "<strong>13:20</strong> 川越城本丸御殿に到着": a time in bold is a schedule's, read by its line.
  const strongText = first && text.startsWith(textOf(first).slice(0, 3)) && !ONLY_TIME.test(textOf(first)) ? textOf(first) : undefined;
  if (!strongText && !listItem) return undefined;
  // A table of contents' entry ("<li><a href="#Paseo_de_Marti">Paseo de Martí, el rincón más fotografiado…</a>"): its section's name.
  if (!strongText && isContentsEntry(block)) return structuredName(text.split(/,\s|\s[-–—:|]\s|:\s/u)[0] ?? '', language);
  // "die älteste Straße Krakaus – „Ulica Kanonicza“": the item is a description and the name it gives.
  if (!strongText && QUOTED_AFTER_DESCRIPTION.test(text)) return structuredName(text, language);
  // "<strong>『百万石うどん』</strong>では、…", "<strong>『ゆたか水産』</strong>は、…": a name in quotes and in bold that the
  // item is set at, as a quoted name in prose, or is about.
  const quotedLead = strongText && QUOTED_LEAD.exec(strongText.trim());
  const afterLead = quotedLead ? text.slice(text.indexOf(strongText!) + strongText!.length).trimStart() : '';
  if (quotedLead && (JAPANESE_QUOTED_SETTING.test(afterLead) || afterLead.startsWith('は、'))) return quotedLead[1];
  // "<strong>Best sandwiches in town:</strong> Beyond Bread.": a bold label that names no place, then the name.
  const labelled = strongText ? labelledName(strongText, text, language) : undefined;
  if (labelled) return structuredName(labelled, language);
  // "昼ごはん：んまや～": a meal's label and its colon open the item; the name follows them.
  const meal = MEAL_LABEL.exec(text)?.[0] ?? '';
  const lead = strongText ?? meal + (text.slice(meal.length).split(/\s+[-–—|]\s+|:\s+|：|\.\s+|\s\(/)[0] ?? '');
  if (lead.split(/\s+/).length > 8) return undefined;
  return structuredName(lead, language);
}

/** "3. Havanna Reisetipps: Deine eigene Zigarre rollen": the words before an item's colon, its number left out. */
const LABEL_BEFORE_COLON = /^(?:\d{1,3}[.)]\s*)?([^:：]{2,40}?)\s*[:：]\s/u;

/**
 * An item that shares the label before its colon with another item of its list ("1. Havanna Reise: Bummeln durch die
 * Calle Obispo", "7. Havanna Reise: Auf den Spuren von Ernest Hemingway"): the label names the series, not a place, and
 * what follows it says what one does; its places are read from its words.
 */
function seriesLabelled(block: DomElement, text: string): boolean {
  const label = LABEL_BEFORE_COLON.exec(text);
  if (!label || block.tagName !== 'LI') return false;
  return Array.from(block.parentElement?.children ?? []).some((item) => item !== block && LABEL_BEFORE_COLON.exec(textOf(item))?.[1] === label[1]);
}

/** How long a line of its own may be and still be a name set as a heading ("松蔭記念館", "普达措国家公园"). */
const LONE_LINE_CHARS = 30;

/**
 * A paragraph that opens with a CJK sight's name on a line of its own ("<p>松蔭記念館</p>", "<p>金子みすゞ記念館<br>このあたりに
 * 来たら…"): a blog that writes its headings as text names a place so, and says what it is after. The line is a name whole,
 * ending in a sight's kind (館, 寺, 公园), or nothing: other lone lines are as often bylines, widgets, addresses and file names.
 */
export function loneLineName(lines: string, language: string | undefined): string | undefined {
  const first = lines.split('\n')[0]?.trim();
  if (!first || first.length > LONE_LINE_CHARS || !endsLikeCjkSightNotTown(first)) return undefined;
  return structuredName(first, language) === first ? first : undefined;
}

/** A bold lead that is one quoted name and nothing else. */
const QUOTED_LEAD = new RegExp(`^${JAPANESE_QUOTE}$`, 'u');

const TIME = String.raw`\d{1,2}(?:\s*[:：.]\s*\d{2})?\s*(?:[ap]\.?m\.?|h|時|着|発|頃)?`;
/** "（8:30着～8:56発）△", "8:00am - 10:00 am -": a schedule's time range opening a list item, and the dash or rating mark after it. */
const TIME_RANGE = new RegExp(String.raw`^\s*[（(]?\s*(${TIME})\s*(?:[-–~～〜]|to|bis)\s*${TIME}\s*[）)]?\s*(?:[-–—:]\s*)?[◎〇○△▲×☆★]*\s*`, 'iu');

/**
 * A list item of a schedule without its time range: a CJK item keeps its first time, as a schedule's line
 * does ("8:30 五郎の石の家"); a Latin one is the rest ("Kings Balance and the Double storied Gateway").
 */
function withoutTimeRange(text: string): string {
  const range = TIME_RANGE.exec(text);
  if (!range || !/\d[:：.]\d|[ap]\.?m/iu.test(range[0])) return text;
  const rest = text.slice(range[0].length);
  return hasCjk(rest) ? `${range[1]!.replace(/[^\d:：.]/gu, '')} ${rest}` : rest;
}

/** Words after a name that say where it is ("la Parrilla Suiza on Oracle", "Tacubaya en la Condesa"), not what it does. */
const VALUE_GOES_ON = /^\s+(?:on|at|in|near|by|en|em|à|au|a|al|am|im|bei|près|vicino|perto)\s/u;

/** A capitalised name at the start of a label's value: "la Parrilla Suiza on Oracle", "Cushing Street Bar & Grille". */
const VALUE_NAME = /^((?:(?:the|la|le|el|il|les|los|las)\s+)?\p{Lu}[\p{L}\p{N}'’-]*(?:\s+(?:&|de|del|di|du|da|do|of|\p{Lu}[\p{L}\p{N}'’-]*))*)/u;

/**
 * The name after a bold label and its colon ("Upscale Mexican: la Parrilla Suiza on Oracle"), when the
 * label names no place: words in lower case in it, or everyday words only. "<b>Park Güell:</b> Gaudí's
 * park" is a name and what it is.
 */
function labelledName(strongText: string, text: string, language: string | undefined): string | undefined {
  if (!/[:：]\s*$/u.test(strongText)) return undefined;
  const label = strongText.replace(/[:：]\s*$/u, '').trim();
  const lowerWord = label.split(/\s+/u).slice(1).some((word) => /^\p{Ll}/u.test(word) && !NAME_CONNECTORS.has(word));
  if (!lowerWord && !isEverydayPhrase(label, language, isPlaceTypeWord)) return undefined;
  // "<b>Le quartier de l'Ecusson :</b>", "<b>Les jardins du Peyrou :</b>": an article, a kind and its name label the place itself.
  if (/^(?:(?:the|le|la|les|el|los|las|il|lo|gli|o|os|a|as|der|die|das)\s+|l['’])/iu.test(label) && hasPlaceType(label) && readsLikePlaceName(label)) return undefined;
  const at = text.indexOf(strongText);
  const value = at < 0 ? '' : text.slice(at + strongText.length).trim();
  const name = VALUE_NAME.exec(value)?.[1];
  const rest = name ? value.slice(name.length) : '';
  // "Dónde: Belisario Domínguez 513": a street and its number, an address. "Cœur historique de la ville, …": one
  // capitalised word and the sentence going on in lower case opens a description.
  const sentence = name !== undefined && !name.includes(' ') && /^\s+\p{Ll}/u.test(rest) && !VALUE_GOES_ON.test(rest);
  return name && !/^\s*\d/u.test(rest) && !sentence ? name : undefined;
}

/** "大董烤鴨店（工體店）", "全聚德（前門店）", "명동교자(본점)": a shop named with its branch in brackets is a venue. */
const CJK_BRANCH = /^([^（()）]{2,16}?)\s*[（(][^（）()]{1,12}(?:店|점|分店|支店|本店)[）)]$/u;

/**
 * The place a heading or a lead names. In CJK scripts, written without spaces, it is the analyser's
 * one candidate when that makes up most of the text ("②8:30 円山公園" -> 円山公園); a longer heading
 * ("モデルコースの概要") is prose, whose candidates are read anyway.
 */
export function structuredName(text: string, language: string | undefined): string | undefined {
  const branch = CJK_BRANCH.exec(text.trim())?.[1];
  if (branch && SHORT_CJK_ITEM.test(branch) && !CJK_SENTENCE_PARTS.test(branch)) return branch;
  // "②ガラス張りが美しいパースのシンボル【ベルタワー (The Bell Tower)】": a catchphrase, then the name in lenticular brackets.
  // Han alone in them may be a note ("行程表【完整時間軸】"): then the analysers decide.
  const lenticular = LENTICULAR_NAME.exec(text);
  // "そば処もみじ亭【ランチ】", "PIZZERIA MIA【朝食・ランチ・ディナー】": what a shop serves, in brackets after its name, is no part of it.
  if (lenticular && lenticular.index > 0 && SERVICE_TAG.test(lenticular[1]!.trim())) return structuredName(text.slice(0, lenticular.index), language);
  const inBrackets = lenticular && lenticular.index > 0 ? cleanPlaceName(lenticular[1]!.replace(/\s*[（(][^（）()]*[）)]\s*/gu, ' ')) : undefined;
  if (inBrackets && (!/^[\p{Script=Han}\s]+$/u.test(inBrackets) || analysedName(inBrackets, language))) return inBrackets;
  // "진한 매운맛의 낙지볶음과 양푼 갈비 효자동 ‘다산돼지와낙지’": a Korean catchphrase, then the name in quotes.
  const koreanQuoted = KOREAN_QUOTED_END.exec(text);
  if (koreanQuoted && koreanQuoted.index > 0 && /\p{Script=Hangul}/u.test(koreanQuoted[1]!) && !CJK_SENTENCE_PARTS.test(koreanQuoted[1]!)) return koreanQuoted[1]!.trim();
  // "Al este – Dragonejo", "Day trip — Sintra": a label, a dash, then the name.
  const afterLabel = /^[^–—|｜]{2,30}(?:\s[–—|]\s|——|｜)(.+)$/u.exec(text)?.[1];
  if (afterLabel && isSectionLabelOrDirection(text.slice(0, text.length - afterLabel.length), language)) return structuredName(afterLabel, language);
  // "die älteste Straße Krakaus – „Ulica Kanonicza“", "die Brücke „Kładka Ojca Bernatka“": a description, then the name in quotes.
  const quoted = QUOTED_AFTER_DESCRIPTION.exec(text);
  if (quoted) return cleanPlaceName(quoted[2]!, language);
  // "Himschoot, Ghent 02-2012": a post's title may end with the month of the visit.
  const cleaned = cleanPlaceName(text.replace(/^[\u2460-\u2473\u3251-\u325F]\s*/u, '').replace(MONTH_OF_VISIT, ''), language);
  // "17:00 （ディナー）ラッキーピエロ マリーナ末広店": a schedule's meal label says the rest is where one eats.
  const meal = cleaned && MEAL_LABEL.exec(cleaned);
  // What is had there, in brackets after the place ("なかゆくい商店（天ぷら、サータアンダギー）"), is no part of it.
  const name = meal ? cleaned.slice(meal[0].length).replace(/\s*[（(][^（）()]*[)）]\s*$/u, '').trim() : cleaned;
  if (!name || !hasCjk(name)) return name;
  // A heading or a lead that is, whole, a sight the curated table knows names it, however the analysers cut it.
  if (isKnownCjkSight(name)) return name;
  // "昼ごはん：んまや～（宮古そば）": a name with what is had there in brackets after it is the place, whatever particle-like
  // kana it holds (や is 屋 as often as "and").
  const servesAfter = meal && /[（(][^（）()]+[)）]\s*$/u.test(text) && !VENUE_SENTENCE_PARTS.test(name);
  if (meal && name.length <= 24 && (!CJK_SENTENCE_PARTS.test(name) || servesAfter)) {
    // Where one eats is the whole name when the analyser found only its end ("丸デブ/総本店").
    const analysed = analysedName(name, language);
    return analysed && !name.endsWith(analysed) ? analysed : name;
  }
  // "5 アメリカンヴィレッジ": a numbered item of a Japanese list written in kana is a name, whatever the
  // analyser's dictionary knows of it, when it is short and says nothing ("2 まとめ" is a label). Han
  // alone may be a dish ("3 肠粉"): the analysers decide.
  const kanaItem = KANA.test(name) && name.length <= 16 && !CJK_SENTENCE_PARTS.test(name) && !isSectionLabel(name) && !SCHEDULE_CHORE.test(name);
  if (NUMBERED_ITEM.test(text) && kanaItem) return name;
  const found = cjkPlaceCandidatesSync(name, language);
  const analysed = analysedName(name, language, found);
  // "10:00 函館空港に到着", "前往釜山站": arriving at or leaving from a station or an airport is travel, not a stop.
  if (analysed && placeTypeOf(analysed) === 'transport' && TRAVEL_AT.test(name.slice(name.indexOf(analysed) + analysed.length))) return undefined;
  if (analysed) return analysed;
  // "灵隐寺 & 飞来峰", "五稜郭タワー・五稜郭公園": a short lead that joins places, each part the analyser's one name, gives each.
  const joined = name.split(/\s*[&＆+＋、・]\s*/u).map((part) => analysedName(part, language));
  if (joined.length >= 2 && joined.every(Boolean)) return joined.join(', ');
  // A schedule's item ("15:00 金森赤レンガ倉庫") is read as a numbered one once the analyser has had its say
  // on what it joins or where it arrives.
  if (SCHEDULE_TIME.test(text) && kanaItem) return name;
  // "りんご公園", "オランダ広場": a short heading or item that ends like a sight names one, even where the analyser
  // cuts a word it does not know wrongly (りん/ご/公園) and finds nothing, or only a part (オランダ).
  if (SHORT_SIGHT.test(name) && endsLikeCjkSightNotTown(name) && !CJK_SENTENCE_PARTS.test(name) && !CJK_PHRASE_WORDS.test(name) && found.length <= 1) return name;
  // A Korean heading that is one word of up to eight syllables ("우도", "섭지코지", "뚱보할매김밥집") names what
  // follows, whatever the rules find: Korean has no analyser here (Japanese and Chinese ones tell names from other
  // words). Two words are a label as often as a name ("서울 출발", "가는 방법").
  return found.length === 0 && /^[\p{Script=Hangul}]{2,8}$/u.test(name) && !CJK_SECTION_WORDS.test(name) ? name : undefined;
}

/** A month and a year closing a title: "02-2012", "(03/2019)". */
const MONTH_OF_VISIT = /[\s,]+\(?\d{1,2}[-/.]\d{4}\)?\s*$/u;

/** Lower-case words (an article, a common noun in a description), then a name in quotes that ends the text. */
const QUOTED_AFTER_DESCRIPTION = /^((?:\p{Ll}[\p{L}'’-]*\s+)(?:[\p{L}'’-]+\s+){0,5}(?:[–—-]\s+)?)[„“«"]\s*(\p{Lu}[^„“”«»"]{1,50}?)\s*[“”»"]$/u;

/** The analyser's one candidate in a short CJK text, when it makes up most of it. */
export function analysedName(name: string, language: string | undefined, found = cjkPlaceCandidatesSync(name, language)): string | undefined {
  const [only] = found;
  return found.length === 1 && only!.name.length * 2 >= name.replace(/\s/g, '').length ? only!.name : undefined;
}

export const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** What follows a list item's number: "1.", "2)", "3、", "4：", "03/". */
export const LIST_NUMBER_MARKS = '.)、．:：/／';
// Not a schedule's time ("12:00 五稜郭タワー・五稜郭公園", "10:00 チェックアウト・レンタカー").
const NUMBERED_ITEM = new RegExp(String.raw`^(?!\s*\d{1,2}\s*[:：]\s*\d{2})\s*\d{1,2}\s*[${LIST_NUMBER_MARKS}]?\s*(?=\S)(?!\d)(?![日일天])`, 'u');
export const SCHEDULE_TIME = /^\s*\d{1,2}\s*[:：]\s*\d{2}(?!\d)/u;
export const ONLY_TIME = /^\s*\d{1,2}\s*[:：]\s*\d{2}\s*$/u;
/** What follows a station or an airport when one arrives there, leaves from it or changes trains. */
const TRAVEL_AT = /^\s*(?:に到着|到着|着|から出発|を出発|出発|発|から|で乗り換え|に移動|へ移動|抵达|到达|出发|집결|도착|에서\s*출발|출발)/u;
/** A name in lenticular brackets closing a heading, as Japanese and Chinese lists write them. */
const LENTICULAR_NAME = /【([^【】]{2,60})】\s*$/u;
/** A Korean name in quotes closing a heading or an item, as Korean lists write a restaurant's or a sight's name. */
const KOREAN_QUOTED_END = /[‘“]([\p{Script=Hangul}\p{L}\p{N} &]{2,24})[’”]\s*$/u;

export const MEALS = 'ランチ|ディナー|朝食|昼食|夕食|朝ごはん|昼ごはん|夜ごはん|晩ごはん|モーニング|おやつ|午餐|午饭|午飯|晚餐|晚饭|晚飯|早餐|早饭|早飯|下午茶|宵夜|점심|저녁|아침|아점|브런치|간식';
/**
 * What a shop is for, in lenticular brackets after its name ("そば処もみじ亭【ランチ】", "…【朝食・ランチ・ディナー】", "…【テイクアウト】"):
 * the meals it serves and how, not a name.
 */
const SERVICE = `(?:${MEALS}|テイクアウト|カフェ|バー|デザート|スイーツ|居酒屋|外卖|外賣|咖啡|포장|카페)`;
const SERVICE_TAG = new RegExp(`^${SERVICE}(?:\\s*[・/、,]\\s*${SERVICE})*$`, 'u');
/** "（ランチ）", "【晚餐】", "(점심)", "昼ごはん：", "昼食 丸デブ総本店": a schedule's label for a meal, before the place where one has it. */
const MEAL_LABEL = new RegExp(`^(?:[（(【\\[](?:${MEALS})[）)】\\]]|(?:${MEALS})\\s*[：:]|(?:${MEALS})\\s+(?=\\S))\\s*`, 'u');
/** What a schedule's item does rather than where: a meal ("出雲そばのランチ"), checking out, a rental car, a move. */
const SCHEDULE_CHORE = new RegExp(`(?:${MEALS}|食事|チェックアウト|チェックイン|レンタカー|移動|休憩)`, 'u');
/** A sentence's particles but や, its punctuation and its endings: what only a sentence holds, even beside a venue's name. */
const SENTENCE_PARTICLES = 'はをがでにへ、。！？!?:：「」『』【】';
const SENTENCE_ENDINGS = 'です|ます|[다요]$|[的了吗]';
const VENUE_SENTENCE_PARTS = new RegExp(`[${SENTENCE_PARTICLES}]|${SENTENCE_ENDINGS}`, 'u');
/** Particles, punctuation and endings of a CJK phrase that is a sentence or a label, not a name: や ("and") and a label's words too. */
export const CJK_SENTENCE_PARTS = new RegExp(`[${SENTENCE_PARTICLES}や]|${SENTENCE_ENDINGS}|まとめ|おすすめ|について`, 'u');

/** Three to twelve CJK characters, no spaces, digits or Latin letters. */
const SHORT_SIGHT = new RegExp(`^[${CJK_CHARACTER.source.slice(1, -1)}ー・]{3,12}$`, 'u');
/** の, と, 的, 和 and words of advice: a phrase about places of a kind ("京都の寺", "推荐早茶茶楼"), not a name. */
const CJK_PHRASE_WORDS = /[のと的和及]|推荐|推薦|必去|必吃|人气|人氣|网红|網紅/u;

/** Words of Korean section headings ("관련 글", "여행 준비") and a meal alone ("아점"): such a heading names no place. */
const CJK_SECTION_WORDS = /관련|소개|정리|추천|코스|일정|마무리|목차|개요|후기|준비|맛집|여행|교통|숙소|주의|꿀팁|실전|체크|확인|비자|여권|^(?:아점|점심|저녁|아침|브런치|간식|야식|식사)$/u;

/**
 * A heading or lead that lists several places ("Waterfront, Sea Point, La Colombe", "Le Château
 * Frontenac et la terrasse Dufferin", "Praia do Gunga + Barra de São Miguel") gives each of them, when each reads like a place's name.
 */
export function namesIn(name: string | undefined): string[] {
  if (!name) return [];
  // "Boots & Kimo's", "Olive & Oliver", "Gaston & Gaby": two single words an ampersand joins are a venue's one name; a
  // list writes "and" or a comma, or names places of several words ("Siena & San Gimignano").
  if (VENUE_PAIR.test(name)) return [name];
  // "St Peter- und Paulkirche": a German word cut at a hyphen shares its end with the next; one name.
  const parts = name.split(NAME_SEPARATOR).map((part) => part.trim()).filter(Boolean);
  if (parts.length < 2) return [name];
  // "Republic Bar and Grill", "Bar & Lounge": a kind of place alone is no place; joined by "and" it ends a venue's name.
  if (parts.some(isKindsOnly) && !name.includes(',')) return [name];
  // "Sidi Bou Said, la pittoresque": a name, then what it is like, in lower case.
  if (parts.length === 2 && /^\p{Ll}[^\p{Lu}]*$/u.test(parts[1]!) && !hasPlaceType(parts[1]!) && readsLikePlaceName(parts[0]!) && name.includes(',')) return [parts[0]!];
  // "Brasão Aliados, Rua Ramalho Ortigão, 28": a name and its address; "Via dei Tribunali, 32": an address.
  if (parts.some((part) => /\d/.test(part))) {
    const first = parts[0]!;
    return placeTypeOf(first) !== 'street' && !/\d/.test(first) && readsLikePlaceName(first) ? [first] : [name];
  }
  // "das frühere Krakauer Ghetto und Oskar Schindlers Fabrik": each part by its name.
  const named = parts.map((part) => DESCRIBED_NAME.exec(part)?.[1] ?? part).filter((part) => /\p{L}{2}/u.test(part) && readsLikePlaceName(part));
  // "Nova Bar, Ranny Ptaszek und Trdelnik Ciemna / Baumkuchen": the parts that read like names, when most do.
  return named.length === parts.length || (named.length >= 2 && named.length * 3 >= parts.length * 2) ? named : [name];
}

/**
 * Between names listed together: commas, "+", "and" in the page's languages, a slash between words ("Peel Street/Leigh
 * Street"), and a CJK "・" beside a word that is not katakana ("松陰神社・松下村塾"): within katakana it parts the words of
 * one foreign name ("カオソーイ・ラムドゥアン").
 */
const NAME_SEPARATOR = /\s*,\s*|\s+\+\s+|(?<!\p{L}-)\s+(?:and|&|e|et|y|und|or|o|ou|oder)\s+|(?<=\p{L})\s*\/\s*(?=\p{L})|(?<![\p{Script=Katakana}ー])\s*・\s*|\s*・\s*(?![\p{Script=Katakana}ー])/u;

/** Two Latin words joined by "&". */
const VENUE_PAIR = /^\p{Script=Latin}[\p{Script=Latin}'’.-]* & \p{Script=Latin}[\p{Script=Latin}'’.-]*$/u;

/** "the old salt mine Wieliczka", "die Altstadt Kazimierz": words describing a place before its name. */
export const DESCRIBED_NAME = /^(?:(?:the|a|an|der|die|das|den|el|la|le|il|lo|o|os)\s+)?(?:[\p{Ll}][\p{L}'’-]*\s+)+((?:\p{Lu}[\p{L}'’.-]*)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|del|di|da|do|du|von|of))*)$/u;

const DIRECTIONS = /^\W*(?:(?:al|en el|au|a|in|im|nel|no)\s+)?(?:north|south|east|west|norte|sur|este|oeste|nord|sud|est|ouest|süden|norden|osten|westen|centro|center|centre|downtown|zentrum)\b/iu;

/** The first part of "Al este – Dragonejo": a section label or a direction, not a name. */
function isSectionLabelOrDirection(label: string, language: string | undefined): boolean {
  const text = label.replace(/(?:\s[–—|]\s*|——|｜)$/u, '').trim();
  return DIRECTIONS.test(text) || isSectionLabel(text) || (hasCjk(text) && cjkPlaceCandidatesSync(text, language).length === 0);
}

/** A word of a short CJK name; a foreign name in katakana runs longer, its words parted by "・" ("アンジェリック・ヴォヤージュ"). */
const CJK_ITEM_WORD = `(?:[\\p{Script=Katakana}ー・]{11,16}|[${CJK_CHARACTER.source.slice(1, -1)}ー・0-9]{1,10})`;
/** A short CJK name, as a list's item is; Korean writes a name's words apart ("순천 낙안읍성"). */
export const SHORT_CJK_ITEM = new RegExp(`^(?=.{2,16}$)${CJK_ITEM_WORD}(?: ${CJK_ITEM_WORD}){0,2}$`, 'u');

/**
 * A short CJK item the analysers do not know, which a list whose other items they know names as it names those
 * ("チャシュマ・アイユブ" among "ラビハウズ", "アルク城"): not a chore of the schedule ("レンタカー"), a label or a phrase.
 */
export const unknownCjkItem = (item: string): boolean =>
  SHORT_CJK_ITEM.test(item) && !CJK_SENTENCE_PARTS.test(item) && !SCHEDULE_CHORE.test(item) && !isSectionLabel(item);

/** A listed item's name: what the analysers find in it, else the item itself when it is a short CJK name they do not know ("만천하스카이워크"). */
export const listedCjkName = (item: string, language: string | undefined): string | undefined =>
  structuredName(item, language) ?? (SHORT_CJK_ITEM.test(item) ? item.trim() : undefined);
