/** Text heuristics shared by the extractors and the import pipeline. Pure functions. */

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14,
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7,
};

const DAY_PATTERN = /^\W*(?:day|dia|día|jour|tag)\s*#?\s*(\d{1,2}|[a-z]+)\b\s*[:.\-–—|)]?\s*(.*)$/iu;

/** "Day 2: Sintra" -> {day: 2, rest: "Sintra"}; undefined when the text does not start with a day. */
export function dayHeading(text: string): { day: number; rest: string } | undefined {
  const match = DAY_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const token = match[1]!.toLowerCase();
  const day = /^\d+$/.test(token) ? Number(token) : NUMBER_WORDS[token];
  if (!day || day > 60) return undefined;
  return { day, rest: match[2]!.trim() };
}

/** Words that may stand in lower case inside a place name: "Jardin du Luxembourg", "Tower of London". */
export const NAME_CONNECTORS = new Set([
  'de', 'da', 'do', 'dos', 'das', 'del', 'della', 'delle', 'dei', 'di', 'du', 'des', 'la', 'le', 'les', 'el', 'al',
  'y', 'e', 'of', 'the', 'and', '&', 'von', 'van', 'der', 'den', 'on', 'am', 'an', 'im', 'by', 'sur', 'en', 'ob', 'bei',
]);

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

/** Openers that describe what one does at a place: "Lunch at Nishiki Market" -> "Nishiki Market". */
const ACTIVITY_PREFIX =
  /^(?:(?:breakfast|brunch|lunch|dinner|coffee|drinks|cocktails|snacks?|sunset|sunrise|golden hour|morning|afternoon|evening|night|views?|a walk|a stroll|a picnic|shopping|dessert|tapas|ramen|sushi|pastries|gelato|wine|beers?|food|street food|fado)\s+(?:at|in|on|by|from|over|near|around|across)\s+(?:the\s+)?|(?:visit(?:ing)?|explor(?:e|ing)|wander(?:ing)?(?: (?:through|around))?|walk(?:ing)?(?: (?:through|around|across|along|up|to))?|hik(?:e|ing)(?: (?:up|to))?|climb(?:ing)?(?: up)?|day trip to|trip to|head(?:ing)? to|arriv(?:e|ing|al) (?:at|in)|back to|return to|stop at|check(?:ing)? out|don'?t miss|see|seeing|go to|going to|discover(?:ing)?|tour(?:ing)?(?: of)?|ride(?: on)?|cruise(?: on)?|swim(?:ming)? at)\s+(?:the\s+)?)/iu;

const TIME_PREFIX =
  /^(?:(?:ca\.?\s*)?\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h|uhr|hrs?)?(?:\s*[-–—~〜]\s*\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h|uhr)?)?\s*(?:[-–—:|]\s*|\s+(?=\p{L})))+/iu;
const PART_OF_DAY_PREFIX =
  /^(?:early |late |fim de |fin de |final de |end of the )?(?:morning|afternoon|evening|night|noon|midday|breakfast|brunch|lunch|dinner|mañana|tarde|noche|matin|après-midi|soir(?:ée)?|morgens?|vormittags?|nachmittags?|abends?|mattina|pomeriggio|sera|manhã|noite)\s*(?:[:\-–—]\s*|\s(?:at|in|a|al|alla|allo|en|em|no|na|à|au|im|am)\s+(?=\p{Lu}))/iu;

/** More openers, in the other languages too: "Dine at Le Jardin", "Salida hacia Pisac", "Visite du Louvre". */
const MORE_ACTIVITY_PREFIX =
  /^(?:(?:dine|eat|drink|have (?:lunch|dinner|breakfast|a drink|coffee)|grab (?:lunch|dinner|a bite|coffee|a drink)|enjoy (?:lunch|dinner|drinks)|head(?: back)?|come back|continue|go|drive|take (?:the|a) (?:train|bus|ferry|boat) )\s*(?:at|to|in|on)?\s+(?:the\s+)?|(?:visita(?:r)?|salida|llegada|arribo|regreso|traslado|tren|bus|excursión|paseo|almuerzo|comida|cena|desayuno|visite|départ|arrivée|retour|déjeuner|dîner|besuch|besichtigung|ankunft|abfahrt|fahrt|ausflug|mittagessen|abendessen|arrivo|partenza|pranzo|cena|gita|passeggiata|chegada|saída|partida|almoço|jantar|passeio)(?:\s+guiad[ao])?\s+(?:a(?:l|o|os|s)?|hacia|hasta|en|de(?:l)?|du|des|au|aux|à|la|le|zum|zur|nach|ins|in|al(?:la|lo)?|da|do|na|no|em|para|pelo|pela)\s+(?:la\s+|el\s+|le\s+|les\s+|l['’]|der\s+|die\s+|das\s+|o\s+|a\s+)?)/iu;

/** "Begin in Old Town Square", "South to the Vyšehrad fortress", "Back to Wenceslas Square": a move, then the place. */
const MOVE_PREFIX =
  /^(?:(?:begin|start|end|finish|continue|carry on|cross|return|move on|then)\s+(?:in|at|on|to|towards|across|through|over|with)|(?:north|south|east|west|up|down|back|over|across|onwards|on)\s+(?:to|towards|into|across|through))\s+(?:the\s+)?(?=\p{Lu})/iu;
/** "the hip district of Žižkov", "the village of Luss": the kind of area, then its name. */
const AREA_OF_PREFIX = /^(?:the\s+)?(?:[\p{Ll}-]+\s+){0,2}(?:district|neighbou?rhood|quarter|area|village|town|island|suburb)\s+of\s+(?:the\s+)?(?=\p{Lu})/u;

/** Turns a heading, a list item or a pin title into the bare name of the place it is about. */
export function cleanPlaceName(raw: string): string | undefined {
  let name = raw
    .replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{20E3}\u200d]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:#?\d{1,3}\s*[.):/\-–—]\s*|#\d{1,3}\s+|no\.\s*\d+\s*[.:\-–—]?\s*)/i, '')
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s*\[[^\]]*\]\s*/g, ' ');
  // "9:00 AM – Visit ...", "08:00 – Arribo a Cusco", "Morning: Alfama": a time or a part of the day is a label.
  name = name.replace(TIME_PREFIX, '').replace(PART_OF_DAY_PREFIX, '');
  // A dash, colon or pipe with spaces (or a colon) usually starts a description or the site's name.
  name = name.split(/\s+[|–—-]\s+|:\s+|\s+·\s+|\s+\/\s+/u)[0] ?? '';
  name = name.replace(ACTIVITY_PREFIX, '').replace(MORE_ACTIVITY_PREFIX, '').replace(MOVE_PREFIX, '').replace(AREA_OF_PREFIX, '');
  name = name.replace(/^["'“”‘’«»]+|["'“”‘’«».,;:!?]+$/gu, '').trim();
  if (name.length < 2 || name.length > 80) return undefined;
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
  return words.every((word) => /^[\p{Lu}\p{N}]/u.test(word) || NAME_CONNECTORS.has(word.toLowerCase()) || /^[a-z]{1,4}['’-]/.test(word));
}
