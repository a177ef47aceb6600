import { hasPlaceType, isPlaceTypeWord, placeTypeOf } from './place-types.js';

/**
 * Phrases that describe a place by a common noun instead of naming it: "La capital del
 * Tahuantinsuyo", "the heart of Lisbon", "Hauptstadt Portugals", "City's Heart", "die älteste
 * Straße Krakaus", "Platz Lissabons". Capitalised as they are (a heading, German nouns), they read like names.
 */

/** What a town or a country is to the writer: its capital, its heart, its symbol. */
const HEADS = 'capital|capitale|hauptstadt|heart|corazón|corazon|cœur|coeur|cuore|coração|coracao|herz|symbol|símbolo|simbolo|symbole';
/** "La capital del Tahuantinsuyo", "the heart of Lisbon", "il cuore di Torino": a head, then whose. */
const HEAD_OF = new RegExp(
  String.raw`^(?:(?:the|la|el|le|l['’]|il|lo|a|o|die|der|das)\s+)?(?:\p{L}+\s+)?(?:${HEADS})\s+(?:of|de|del|do|da|di|du|des|della|dello|der|des|d['’]|dell['’])\b`,
  'iu',
);
/** "Hauptstadt Portugals", "Herz Lissabons": a German head and a name in the genitive. */
const HEAD_GENITIVE = new RegExp(String.raw`^(?:(?:die|der|das|den|dem)\s+)?(?:\p{L}+\s+)?(?:${HEADS})\s+\p{Lu}\p{L}+s$`, 'iu');
/** "City's Heart", "the town's oldest": a common noun's possessive. */
const COMMON_POSSESSIVE = /^(?:the\s+)?(?:city|town|island|country|capital|nation|region|village|neighbou?rhood)['’]s\s/iu;
/** "die älteste Straße Krakaus", "der schönste Platz": an article and a superlative before the noun. */
const GERMAN_SUPERLATIVE = /^(?:der|die|das|den|dem)\s+\p{Ll}\p{L}*st(?:e|en|er|es|em)\s+\p{Lu}/u;

/**
 * True for a phrase that describes a place by a common noun rather than naming it; not when a kind
 * of place comes first ("Museo Corazón de Jesús" is a museum).
 */
export function isDescription(name: string): boolean {
  const trimmed = name.trim();
  if (GERMAN_SUPERLATIVE.test(trimmed)) return true;
  if (COMMON_POSSESSIVE.test(trimmed)) return !hasPlaceType(trimmed.replace(COMMON_POSSESSIVE, ''));
  return (HEAD_OF.test(trimmed) || HEAD_GENITIVE.test(trimmed)) && !isPlaceTypeWord(trimmed.split(/\s+/)[0]!);
}

/**
 * The place a German phrase names in the genitive after a common noun or before it: "Platz Lissabons"
 * -> "Lissabon", "die älteste Straße Krakaus" -> "Krakau", "Münsters Kneipenviertel" -> "Münster";
 * undefined for one word or no genitive. When that place is the page's own, the phrase describes a
 * spot of it ("the most multicultural square of Lisbon") that the page names elsewhere.
 */
export function germanGenitiveOf(name: string): string | undefined {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  const genitive = [words[words.length - 1]!, words[0]!].find((word) => /^\p{Lu}\p{L}{2,}s$/u.test(word));
  return genitive?.slice(0, -1);
}

/** The continents and parts of the world in German, as a genitive names them ("Teile Asiens", "Burg Mitteleuropas"). */
const GERMAN_WORLD_PARTS = /^(?:Mittel|Nord|Süd|Ost|West|Südost|Nordost|Zentral)?(?:europa|asien|afrika|amerika|australien|ozeanien|skandinavien)$/iu;

/**
 * What a German phrase that opens with a noun may end with in the genitive: its last word without the "s" ("Museen
 * Österreichs" -> "Österreich", "Straßen Sri Lankas" -> "Sri Lanka", "Altes Rathaus" -> "Rathau"); whether that is a
 * country's name is for a gazetteer to say. Undefined for one word or a last word without "s".
 */
export function germanTrailingGenitive(name: string): string | undefined {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || !/^\p{Lu}\p{Ll}+$/u.test(words[0]!)) return undefined;
  const last = /^(\p{Lu}\p{L}{2,})s$/u.exec(words[words.length - 1]!)?.[1];
  return last ? [...words.slice(1, -1), last].join(' ') : undefined;
}

/** A continent or a part of the world, in German. */
export const isGermanWorldPart = (name: string): boolean => GERMAN_WORLD_PARTS.test(name);

/** German adjective endings: "Weißer", "türkisfarbenes", "historische". */
const GERMAN_ADJECTIVE = /^\p{L}{3,}(?:er|es|e|en|em)$/u;
/** A compound common noun that ends in a kind of place: "Sandstrand", "Aussichtspunkt", "Fischerdorf". */
const GERMAN_COMPOUND_KIND = /^\p{Lu}\p{Ll}{3,}(?:strand|punkt|dorf|platz|garten|park|markt|turm|brücke|kirche|gasse|straße|viertel|hafen|bucht|berg|see)$/u;

/**
 * "Weißer Sandstrand, Palmen und ...": an adjective and a compound common noun, with no article or
 * preposition to make them a name, describe the scene ("Englischer Garten", whose noun is the kind
 * itself, is a name).
 */
export function isGermanDescription(words: readonly string[]): boolean {
  return words.length === 2 && GERMAN_ADJECTIVE.test(words[0]!) && !isPlaceTypeWord(words[0]!) && GERMAN_COMPOUND_KIND.test(words[1]!);
}

/** Words that end a description, not a name: "Kirche der Stadt", "Platz des Landes". */
const GERMAN_GENERIC_TAIL = /^(?:Stadt|Städte|Welt|Landes|Land|Region|Gegend|Altstadt|Innenstadt|Zeit|Jahre|Jahrhunderts)$/u;
/** "Westufer des Nils", "Nordhang des Berges": a side of something, not a place's name. */
const COMPASS_PART = /^(?:West|Ost|Nord|Süd)\p{Ll}{3,}$/u;
const GERMAN_LOCATOR = /^(?:im|in|am|an|auf|bei|beim|neben|hinter|vor)$/u;
const GERMAN_LINK = /^(?:der|des|von|vom|zum|zur|am|an|auf)$/u;

/**
 * A German name that starts with its kind of place and goes on in the genitive or with "von":
 * "Tal der Könige", "Rathaus von Tallinn", "Restaurant Tiger Lily im Erdgeschoss" (where in the
 * building it is, cut off). The name, or undefined: one word, no capital after the kind, or a
 * description of the town ("Kirche der Stadt").
 */
export function germanKindFirstName(name: string): string | undefined {
  const words = name.trim().split(/\s+/);
  const locator = words.findIndex((word, i) => i >= 2 && GERMAN_LOCATOR.test(word));
  const kept = locator > 0 ? words.slice(0, locator) : words;
  if (kept.length < 2 || !/^\p{Lu}/u.test(kept[0]!) || !placeTypeOf(kept[0]!) || COMPASS_PART.test(kept[0]!)) return undefined;
  const after = kept.slice(1);
  if (!after.every((word) => /^\p{Lu}/u.test(word) || GERMAN_LINK.test(word)) || !after.some((word) => /^\p{Lu}/u.test(word))) return undefined;
  return GERMAN_GENERIC_TAIL.test(kept[kept.length - 1]!) ? undefined : kept.join(' ');
}
