import { CJK_CHARACTER } from './cjk-script.js';
import { hasPlaceType, isPlaceTypeWord } from './place-types.js';

/** Text heuristics shared by the extractors and the import pipeline. Pure functions. */

/** Numbers written as words after the word for day: "Day one", "Día tres", "Dia três", "Jour deux", "Tag zwei", "Giorno tre". */
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14,
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7,
  dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  dois: 2, duas: 2, 'três': 3, quatro: 4, sete: 7, oito: 8, nove: 9, dez: 10,
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10,
  eins: 1, zwei: 2, drei: 3, vier: 4, 'fünf': 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10,
  due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, dieci: 10,
};

/** "Day I", "Jour II", "Día IV": Roman numerals in capitals after the word for day, as a trip report numbers its days. */
const ROMAN_DAYS: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10 };

/** "Día uno", "Jour un", "Dia um": one, after the word for day only; before it, it is an article ("un jour à Lyon"). */
const ONE_WORDS: Record<string, number> = { uno: 1, una: 1, um: 1, uma: 1, un: 1, une: 1 };

/** Ordinals written before the word for day: "Erster Tag", "primer día", "premier jour", "secondo giorno". */
const ORDINALS: Record<string, number> = {
  erster: 1, zweiter: 2, dritter: 3, vierter: 4, 'fünfter': 5, sechster: 6, siebter: 7,
  primer: 1, primero: 1, segundo: 2, tercer: 3, tercero: 3, cuarto: 4, quinto: 5, sexto: 6, 'séptimo': 7,
  premier: 1, 'deuxième': 2, 'troisième': 3, 'quatrième': 4, 'cinquième': 5, 'sixième': 6, 'septième': 7,
  primo: 1, secondo: 2, terzo: 3, quarta: 4, primeiro: 1, terceiro: 3, 'sétimo': 7,
  // The feminine, before "journée" and "giornata".
  'première': 1, seconde: 2, prima: 1, seconda: 2, terza: 3,
  ...NUMBER_WORDS,
};
const HAN_NUMBERS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

/**
 * What ends a day label before its places: "Day 2: ...", "Tag 2, ...", "1일차 : ...", "第二天：...", "【DAY1】:...", "[Day 3] ...",
 * and the weekday or date in brackets some add before the colon ("Tag 19 (Donnerstag): Progreso und Izamal"); a bracket with
 * no colon after it may be the day's place ("Tag 5 (Siena)").
 */
const AFTER_DAY = String.raw`(?:\s*[(（][^()（）]{1,24}[)）](?=\s*[:\-–—|：]))?\s*[\]】〕」』》]?\s*[:.\-–—|),，：=]?\s*(.*)$`;
/** A day's number written close against a CJK name ("Day2鹿港天后宮"): the script changes where the label ends. */
const CJK_NEXT = `(?=${CJK_CHARACTER.source})`;
const DAY_PATTERN = new RegExp(String.raw`^[^\p{L}\p{N}]*(?:day|dia|día|jour|tag|giorno)\s*#?\s*(\d{1,2}${CJK_NEXT}|(?:\d{1,2}|\p{L}+)(?![\p{L}\p{N}]))${AFTER_DAY}`, 'iu');
/** "Erster Tag", "1. Tag", "2nd day", "primer día", "premier jour", "première journée", "primo giorno", "prima giornata", "primeiro dia". */
const ORDINAL_DAY_PATTERN = new RegExp(String.raw`^[^\p{L}\p{N}]*(\d{1,2}(?:\.|st|nd|rd|th|º|ª|°|er|e|ème)?|\p{L}+)\s+(?:day|tag|día|dia|jour|giorno|giornata|journée)(?![\p{L}\p{N}])${AFTER_DAY}`, 'iu');
/** "1일차", "2일째", "1日目", "二日目", "第二天", "第3日", "D1", "첫째 날": the day labels of Korean, Japanese and Chinese pages; "J3", French's "jour 3", alike. */
const CJK_DAY_PATTERN = new RegExp(
  String.raw`^[^\p{L}\p{N}]*(?:(\d{1,2})\s*(?:일\s*차|일째|日目)|第\s*([0-9一二三四五六七八九十]{1,3})\s*[天日]|([一二三四五六七八九十]{1,3})日目|[DJ](\d{1,2})(?:${CJK_NEXT}|(?![\p{L}\d]))|(첫|둘|셋|넷|다섯|여섯|일곱)(?:째)?\s*날)${AFTER_DAY}`,
  'u',
);
/** Korean's own ordinals, as a day's label counts them ("첫째 날", "둘째 날"). */
const KOREAN_ORDINALS: Record<string, number> = { 첫: 1, 둘: 2, 셋: 3, 넷: 4, 다섯: 5, 여섯: 6, 일곱: 7 };

/** A number written in digits or in Han numerals up to ninety-nine ("3", "十二", "二十三"); undefined for any other word. */
export function hanNumber(token: string): number | undefined {
  if (/^\d+$/.test(token)) return Number(token);
  // 十, 十二, 二十, 二十三.
  const [tens, ones] = token.includes('十') ? token.split('十') : ['', token];
  const value = (token.includes('十') ? (tens ? HAN_NUMBERS[tens] ?? NaN : 1) * 10 : 0) + (ones ? HAN_NUMBERS[ones] ?? NaN : 0);
  return Number.isNaN(value) ? undefined : value;
}

/** "Day 2: Sintra" -> {day: 2, rest: "Sintra"}; undefined when the text does not start with a day. */
export function dayHeading(text: string): { day: number; rest: string } | undefined {
  const trimmed = text.trim();
  const cjk = CJK_DAY_PATTERN.exec(trimmed);
  if (cjk) {
    const [, digits, han, hanDay, short, korean, rest] = cjk;
    const day = digits ?? short ? Number(digits ?? short) : korean ? KOREAN_ORDINALS[korean] : hanNumber((han ?? hanDay)!);
    return withinTrip(day, rest!);
  }
  const match = DAY_PATTERN.exec(trimmed);
  if (match) {
    const token = match[1]!.toLowerCase();
    return withinTrip(/^\d+$/.test(token) ? Number(token) : NUMBER_WORDS[token] ?? ONE_WORDS[token] ?? ROMAN_DAYS[match[1]!], match[2]!);
  }
  const ordinal = ORDINAL_DAY_PATTERN.exec(trimmed);
  if (!ordinal) return undefined;
  const token = ordinal[1]!.toLowerCase();
  const number = /^\d/.test(token) ? Number(/^\d+/.exec(token)![0]) : ORDINALS[token];
  return withinTrip(number, ordinal[2]!);
}

/** The words that say where a day is spent, before its town: "Second day in Lisbon", "Dia 3 no Porto", "Besuch bei Meißen". */
export const DAY_LOCATIVE = 'in|im|at|to|en|à|a|au|nach|bei|em|no|na|nel|nella';
/** "Second day in Lisbon": the preposition after a day label is no part of its places. */
const DAY_PREPOSITION = new RegExp(String.raw`^(?:${DAY_LOCATIVE})\s+(?=\p{Lu})`, 'u');

/** "day2（路環+氹仔+路氹）", "Day 2 (Sintra + Cascais)": the day's places in brackets after its label. */
const BRACKETED = /^[(（【\[]([^()（）【】[\]]+)[)）】\]]$/u;

/** "9일차 2019.9.27. 테어나우", "Day 3 - 12/05 - Sintra", "3日目 9月27日（金） 松本": the day's date, after its label. */
const DAY_DATE = /^(?:\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?|\d{1,2}\s*월\s*\d{1,2}\s*일|\d{1,2}月\d{1,2}日)\.?\s*(?:[(（][^)）]{1,12}[)）])?\s*(?:[-–—:：|]\s*)?/u;

const withinTrip = (day: number | undefined, rest: string): { day: number; rest: string } | undefined =>
  day && day <= 60 ? { day, rest: rest.trim().replace(DAY_DATE, '').replace(BRACKETED, '$1').trim().replace(DAY_PREPOSITION, '') } : undefined;

/**
 * Words that may stand in lower case inside a place name: "Jardin du Luxembourg", "Tower of London",
 * and the plural articles of Spanish and Portuguese names ("patio de los Naranjos", "Baía de Todos os
 * Santos"), without which a name is cut to its last word, a far town's name as often as not.
 */
export const NAME_CONNECTORS = new Set([
  'de', 'da', 'do', 'dos', 'das', 'del', 'della', 'delle', 'dei', 'di', 'du', 'des', 'la', 'le', 'les', 'el', 'al', 'los', 'las', 'os',
  'y', 'e', 'of', 'the', 'and', '&', 'von', 'van', 'der', 'den', 'on', 'am', 'an', 'im', 'by', 'sur', 'en', 'ob', 'bei',
  // "Camera degli Sposi", "Palazzo dello Sport", "Place aux Herbes" (German "zum", "zur" join a route as often: "Neumarkt zum Schlossplatz").
  'degli', 'dello', 'aux', 'au',
]);

/** Words that join two names into a list: "St Paul's Cathedral and Tate Modern" is two places. */
export const LIST_WORDS = new Set(['and', 'or', 'y', 'o', 'et', 'ou', 'und', 'oder', 'e']);

/** Titles of sections or video chapters that are never a place. */
const NOT_PLACES = new Set(
  [
    'intro', 'introduction', 'outro', 'conclusion', 'final thoughts', 'summary', 'tips', 'travel tips', 'budget',
    'costs', 'cost', 'q and a', 'faq', 'faqs', 'sponsor', 'thanks for watching', 'subscribe', 'where to stay',
    'where to eat', 'getting there', 'getting around', 'how to get around', 'how to get there', 'packing list',
    'itinerary', 'map', 'overview', 'about', 'about me', 'contact', 'comments', 'related posts', 'share', 'menu',
    'search', 'privacy policy', 'newsletter', 'read more', 'more videos', 'bonus', 'recap', 'best time to visit',
    'when to visit', 'practical information', 'good to know', 'before you go', 'useful tips', 'table of contents',
    'leave a reply', 'you may also like', 'popular posts', 'home', 'blog', 'shop', 'follow me', 'gear', 'the end',
    'highlights', 'old town', 'the old town', 'downtown', 'city centre', 'city center', 'arrival', 'departure',
    'rest day', 'free day', 'travel day', 'day trip', 'day trips', 'beach day', 'museums', 'markets', 'food',
  ],
);

/**
 * Openers that describe what one does at a place: "Lunch at Nishiki Market" -> "Nishiki Market". "Tour" opens only
 * before "of" or "the": a French "tour" is a tower ("tour Saint-Nicolas", "tour de la Chaîne", "Tour Eiffel").
 */
const ACTIVITY_PREFIX =
  /^(?:(?:breakfast|brunch|lunch|dinner|coffee|drinks|cocktails|snacks?|sunset|sunrise|golden hour|morning|afternoon|evening|night|views?|a walk|a stroll|a picnic|shopping|dessert|tapas|ramen|sushi|pastries|gelato|wine|beers?|food|street food|fado)\s+(?:at|in|on|by|from|over|near|around|across)\s+(?:the\s+)?|(?:visit(?:ing)?|explor(?:e|ing)|wander(?:ing)?(?: (?:through|around))?|walk(?:ing)?(?: (?:through|around|across|along|up|to))?|hik(?:e|ing)(?: (?:up|to))?|climb(?:ing)?(?: up)?|day trip to|trip to|head(?:ing)? to|arriv(?:e|ing|al) (?:at|in)|back to|return to|stop at|check(?:ing)? out|don'?t miss|see|seeing|go to|going to|discover(?:ing)?|touring(?: of)?|tour(?=\s+(?:of|the)\s)(?: of)?|ride(?: on)?|cruise(?: on)?|swim(?:ming)? at)\s+(?:the\s+)?)/iu;

/** "9:00 AM – ", "AM 10:00 – ", "17:00 （ディナー）": a time, maybe a range, then a separator or the label or name after it. */
const TIME_PREFIX =
  /^(?:(?:am|pm|a\.m\.|p\.m\.)\s*(?=\d))?(?:(?:ca\.?\s*)?\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h|uhr|hrs?)?(?:\s*[-–—~〜]\s*\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h|uhr)?)?\s*(?:(?:[-–—|]|:(?!\d))\s*|\s+(?=[\p{L}（(【「])))+/iu;
/** Parts of the day, in the corpus languages: a label of the day's plan, never a place. */
const PART_OF_DAY = String.raw`(?:early |late |mid-?|fim de |fin de |final de |end of the |spät(?:er)? |früh(?:er)? |tarda |primo |prima )?(?:morning|afternoon|evening|night|noon|midday|breakfast|brunch|lunch|dinner|mañana|tarde|noche|mediodía|madrugada|matin(?:ée)?|midi|après-midi|soir(?:ée)?|morgens?|vormittags?|mittags?|nachmittags?|abends?|nachts?|mattina|mattinata|mezzogiorno|pomeriggio|sera|serata|notte|manhã|meio-dia|noite|上午|中午|下午|傍晚|晚上|早上|夜晚|午前|午後|夕方|오전|오후|저녁|아침|점심)`;
/** "Tarde/Noite", "Manhã/Tarde": two parts of the day at once. */
const PARTS_OF_DAY = String.raw`${PART_OF_DAY}(?:\s*[/&]\s*${PART_OF_DAY})?`;
const PART_OF_DAY_PREFIX = new RegExp(
  String.raw`^${PARTS_OF_DAY}(?:\s*[:：]\s*|\s+[-–—]\s*|[-–—]\s+|\s(?:at|in|a|al|alla|allo|en|em|no|na|à|au|im|am)\s+(?=\p{Lu}))`,
  'iu',
);
/** "Midi", "Après-midi", "Tarde", "Late Morning": a heading that is only a part of the day. */
const PART_OF_DAY_ONLY = new RegExp(String.raw`^${PARTS_OF_DAY}$`, 'iu');

/** "下午", "Après-midi": a part of the day alone, as a plan's bold label writes it before its colon. */
export const isPartOfDay = (name: string): boolean => PART_OF_DAY_ONLY.test(name.trim());

/** The rest of a line that a part of the day opens ("Tarde – Parque das Aves" -> "Parque das Aves"), or undefined. */
export function afterPartOfDay(line: string): string | undefined {
  const match = PART_OF_DAY_PREFIX.exec(line.trim());
  return match ? line.trim().slice(match[0].length).trim() || undefined : undefined;
}

/**
 * More openers, in the other languages too: "Dine at Le Jardin", "Salida hacia Pisac", "Visite du Louvre"; a guide's
 * invitation to see the place ("Conheça a Universidade de Coimbra", "Découvrez le Vieux-Lille").
 */
const MORE_ACTIVITY_PREFIX =
  /^(?:(?:dine|eat|drink|have (?:lunch|dinner|breakfast|a drink|coffee)|grab (?:lunch|dinner|a bite|coffee|a drink)|enjoy (?:lunch|dinner|drinks)|head(?: back)?|come back|continue|go|drive|take (?:the|a) (?:train|bus|ferry|boat) )\s*(?:at|to|in|on)?\s+(?:the\s+)?|(?!paseo\s+del?\s|passeio\s+d[aeo]s?\s)(?:visita(?:r)?|salida|llegada|arribo|regreso|traslado|tren|bus|excursión|paseo|almuerzo|comida|cena|desayuno|visite|départ|arrivée|retour|déjeuner|dîner|marche|randonnée|besuch|besichtigung|ankunft|abfahrt|fahrt|ausflug|mittagessen|abendessen|arrivo|partenza|pranzo|cena|gita|passeggiata|chegada|saída|partida|almoço|jantar|passeio)(?:\s+guiad[ao])?\s+(?:a(?:l|o|os|s)?|hacia|hasta|en|de(?:l)?|du|des|au|aux|à|la|le|zum|zur|nach|ins|in|al(?:la|lo)?|da|do|na|no|em|para|pelo|pela|sur|dans)\s+(?:la\s+|el\s+|le\s+|les\s+|l['’]|der\s+|die\s+|das\s+|o\s+|a\s+)?|(?:conheça|conheca|conhecer|descubra|descobrir|descubre|descubrir|conozca|conoce|conocer|découvrez|découvrir|scopri|scoprire|entdecken|entdecke)\s+(?:(?:o|a|os|as|el|la|los|las|le|les|il|lo|gli|i|die|der|das|den)\s+|l['’])?(?=\p{Lu}))/iu;

/**
 * A top list's item in the Romance languages opens with what to do there, in the infinitive: "Subir a la Torre de Bujaco",
 * "Visitar el Palacio de los Golfines", "Passear pelo Largo do Pelourinho", "Salire sul Campanile", "Flâner dans le Vieux Port".
 * Some are English nouns too ("Explorer Hostel", "Admirer"): on a page known to be in another language the opener is the name's.
 */
const DOING_PREFIX =
  /^(?:visitar|visiter|visitare|subir|salire|monter|grimper|pasear|passear|passeggiare|flâner|recorrer|percorrer|percorrere|parcourir|caminar|caminhar|camminare|admirar|admirer|ammirare|contemplar|contempler|explorar|explorer|esplorare|callejear|perderse|perder-se|perdersi|entrar|entrer|entrare)(?:\s+(?:a|al|ao|à|au|aux|en|em|no|na|nos|nas|por|pelo|pela|pelos|pelas|per|su|sul|sulla|sullo|sui|alla|allo|ai|nel|nella|dans|sur|par|in|de|del|du|des|da|do|dos|das|lungo|hasta|até))?\s+(?:(?:el|la|los|las|le|les|il|lo|gli|i|o|a|os|as)\s+|l['’])?(?=\p{Lu})/iu;

/** "Begin in Old Town Square", "South to the Vyšehrad fortress", "Back to Wenceslas Square": a move, then the place. */
const MOVE_PREFIX =
  /^(?:(?:begin|start|end|finish|continue|carry on|cross|return|move on|then)\s+(?:in|at|on|to|towards|across|through|over|with)|(?:north|south|east|west|up|down|back|over|across|onwards|on)\s+(?:to|towards|into|across|through)|(?:in\s+)?richtung)\s+(?:the\s+)?(?=\p{Lu})/iu;
/** "the hip district of Žižkov", "the village of Luss": the kind of area, then its name. */
const AREA_OF_PREFIX = /^(?:the\s+)?(?:[\p{Ll}-]+\s+){0,2}(?:district|neighbou?rhood|quarter|area|village|town|island|suburb)\s+of\s+(?:the\s+)?(?=\p{Lu})/u;

/** "tour de la Freycinet Peninsula", "tour du lac d'Annecy": French "le tour de" goes round a place, which names its kind. */
const ROUND_A_PLACE = /^tour\s+(?:du|des|de\s+la|de\s+l['’]|de)\s*(?=\S)/iu;

/** "Muriel’s for dinner at 2000", "Slidell for a swamp tour": what one does there, after the place. */
const MEAL_TAIL = /\s+for\s+(?:breakfast|brunch|lunch|dinner|supper|drinks|coffee|dessert|beignets|an?\s|the\s|\d).*$/iu;

/** The languages whose top lists open an item with an infinitive (`DOING_PREFIX`). */
const INFINITIVE_OPENERS = new Set(['es', 'fr', 'it', 'pt']);

/**
 * Turns a heading, a list item or a pin title into the bare name of the place it is about. `language`, the page's when
 * known, limits the openers read as a verb to the languages that write them.
 */
export function cleanPlaceName(raw: string, language?: string): string | undefined {
  let name = raw
    .replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{20E3}\u200d]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[•・]\s*/u, '')
    // "3. ", "1.- ", "#3 ", "No. 3:", and a rank or a stop's number with its colon ("Platz 10: Zugspitze", "Stop 2: Old State House", "Top 5: …").
    .replace(/^(?:#?\d{1,3}\s*[.):/\-–—]{1,2}\s*|#\d{1,3}\s+|(?:no\.|n\s?[°º]|nr\.?|núm\.?)\s*\d+\s*[.:\-–—]?\s*|(?:platz|rang|top|stop|parada|étape|etappe|tappa|paragem|posto|puesto)\s*\d{1,3}\s*[.:\-–—]\s*)/iu, '')
    // "2軒目 赤萬", "3か所目", "2번째": a crawl's count of shops or spots.
    .replace(/^\d{1,2}\s*(?:軒目|件目|店目|か所目|ヶ所目|箇所目|番目|번째|곳째)\s*(?:[（(][^）)]*[）)])?\s*/u, '')
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s*\[[^\]]*\]\s*/g, ' ');
  // "9:00 AM – Visit ...", "08:00 – Arribo a Cusco", "Morning: Alfama": a time or a part of the day is a label.
  name = name.replace(TIME_PREFIX, '').replace(PART_OF_DAY_PREFIX, '');
  // "Boots & Kimo’s（カイルア）": full-width brackets after a name hold its area or reading, as "(...)" do; in
  // front of it they are a schedule's label ("（ディナー）ラッキーピエロ"), which the caller reads.
  name = name.replace(/(?<=\S)\s*（[^（）]*）/gu, ' ').trim();
  // A dash, colon or pipe with spaces (or a colon) usually starts a description or the site's name; set in bold
  // with the name, the dash ends it ("<b>Ombra –</b> cicchetti …").
  name = name.split(/\s+[|–—-](?:\s+|$)|:\s+|\s+·\s+|\s+\/\s+/u)[0] ?? '';
  name = name.replace(ACTIVITY_PREFIX, '').replace(MORE_ACTIVITY_PREFIX, '');
  if (language === undefined || INFINITIVE_OPENERS.has(language)) name = name.replace(DOING_PREFIX, '');
  name = name.replace(MOVE_PREFIX, '').replace(AREA_OF_PREFIX, '').replace(MEAL_TAIL, '');
  name = name.replace(/^["'“”„‘’‚«»]+|["'“”„‘’‚«».,;:!?]+$/gu, '').trim();
  const round = ROUND_A_PLACE.exec(name);
  if (round && hasPlaceType(name.slice(round[0].length))) name = name.slice(round[0].length);
  // "All'Osteria Bottega", "Dall'Antico Vinaio": "at the" and "from the" joined to an Italian name are the sentence's, not the name's.
  name = name.replace(/^(?:all|dall|nell|sull)['’](?=\p{Lu})/iu, '');
  // "L'Arc de Triomphe", "L'Église Saint-Paul": the article elided before a kind of place is the sentence's ("L'Aquila" is a name).
  const elided = /^[Ll]['’](\p{Lu}[\p{L}-]*)/u.exec(name);
  if (elided && isPlaceTypeWord(elided[1]!)) name = name.slice(2);
  if (name.length < 2 || name.length > 80 || isPartOfDay(name)) return undefined;
  if (NOT_PLACES.has(name.toLowerCase().replace(/[^a-z& ]/g, '').replace(/&/g, 'and').trim())) return undefined;
  return name;
}

/**
 * True for text that reads like a proper name ("Cervejaria Ramiro", "Jardin du Luxembourg") rather
 * than a sentence or a tip ("Bring comfortable shoes"): every word capitalised, a connector or a number.
 */
export function looksLikeProperName(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 7) return false;
  if (!/^[\p{Lu}\p{N}]/u.test(words[0]!)) return false;
  // An elision ("d'Angon", "dell'Arte") or a particle joined to a name ("al-Azhar"), not a word in lower case ("road-trip").
  return words.every((word) => /^[\p{Lu}\p{N}]/u.test(word) || NAME_CONNECTORS.has(word.toLowerCase()) || /^[a-z]{1,4}['’]|^[a-z]{1,3}-\p{Lu}/u.test(word));
}
