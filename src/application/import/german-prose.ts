import { germanKindFirstName, germanTrailingGenitive, isGermanDescription, isGermanWorldPart } from '../../domain/import/descriptions.js';
import { nameRejection } from '../../domain/import/name-quality.js';
import { hasPlaceType, isGermanSightCompound, isPlaceTypeWord } from '../../domain/import/place-types.js';
import type { GeocodeResult, Geocoder } from '../ports/geocoder.port.js';
import type { PlaceMention } from '../ports/place-extractor.port.js';
import type { ResolvedPlace } from './resolve-places.js';

/** A German phrase in prose that nothing says is a place's name. */
export const GERMAN_NOUN_PHRASE = 'a German noun phrase in prose';

const GERMAN_FUNCTION_WORDS = new Set(['der', 'die', 'das', 'dem', 'den', 'des', 'ein', 'eine', 'einer', 'eines', 'im', 'am', 'vom', 'zum', 'zur', 'beim', 'ins', 'in', 'an', 'auf', 'nach', 'bei', 'mit', 'von']);
/** "bei Deiner Havanna Reise", "in unserem Hotel": what is someone's is a thing of theirs, not a place's name. */
const GERMAN_POSSESSIVE = /^(?:dein|mein|sein|ihr|unser|euer|eur)(?:e|er|em|en|es)?$/i;
const GERMAN_AREA_WORDS = /^(?:viertel|stadtteil|stadtviertel|bezirk|ortsteil|altstadt)$/i;
/** A town has one cathedral; its town hall, which prose names as often to say the way ("bis zum Rathaus"), is left out. */
const GERMAN_CATHEDRAL = /^(?:dom|kathedrale|münster)$/iu;
/** Foreign names look foreign: accents German does not use, or a vowel at the end. */
const FOREIGN_LOOKING = /[çãõéáíóúñàèìòâêôå]|[aoiuy]$/iu;

/**
 * German capitalises every noun, so a capitalised phrase says little. What follows the last article
 * or preposition is the candidate ("Abendessen im Timeout Market" -> Timeout Market, "Das Viertel
 * Baixa" -> Baixa); it is a place when it is two words or more after "im", "nach"... or holding a
 * kind of place, or one word that does not look German ("Chiado", "Belém"); listed with a stop counts
 * as after a preposition.
 */
export function germanProse(
  mention: PlaceMention,
  base: ResolvedPlace,
  found: GeocodeResult | undefined,
  listed: boolean,
  drop: (mention: PlaceMention, reason: string) => undefined,
  /** The town's own sight of a kind ("the cathedral"), unless the page names one of that kind. */
  townsOwn: (mention: PlaceMention) => ResolvedPlace | undefined,
): ResolvedPlace | undefined {
  // "Tal der Könige", "Rathaus von Tallinn": the kind first, then whose it is.
  const kindFirst = found ? undefined : germanKindFirstName(mention.name);
  if (kindFirst && !nameRejection(kindFirst)) return { ...base, name: kindFirst };
  const words = mention.name.split(/\s+/);
  const lastFunction = words.reduce((last, word, i) => (GERMAN_FUNCTION_WORDS.has(word.toLowerCase()) || GERMAN_POSSESSIVE.test(word) ? i : last), -1);
  if (lastFunction >= 0 && GERMAN_POSSESSIVE.test(words[lastFunction]!)) return drop(mention, GERMAN_NOUN_PHRASE);
  let rest = words.slice(lastFunction + 1);
  while (rest.length > 1 && GERMAN_AREA_WORDS.test(rest[0]!)) rest = rest.slice(1);
  const name = rest.join(' ');
  // Listed with a stop ("Restaurants und Cafés: Nova Bar, Ranny Ptaszek und Trdelnik Ciemna") counts as after "im".
  const afterPreposition = lastFunction >= 0 || mention.cue === 'locative' || listed;
  // "Danach in den Dom", "Der Dom ist…": a cathedral named by its kind alone is the town's own, as "the cathedral" is.
  if (!found && rest.length === 1 && GERMAN_CATHEDRAL.test(name)) return townsOwn({ ...mention, name });
  if (!afterPreposition && isGermanDescription(rest)) return drop(mention, 'a German description in prose');
  if (!found && name && !nameRejection(name)) {
    if (rest.length >= 2 && (afterPreposition || hasPlaceType(name))) return { ...base, name };
    if (rest.length === 1 && afterPreposition && FOREIGN_LOOKING.test(name) && /^\p{Lu}/u.test(name)) return { ...base, name };
    // "zur Jakobikirche", "am Pulverturm vorbei": one compound ending in its kind, where one goes.
    if (rest.length === 1 && mention.cue === 'locative' && isGermanSightCompound(name)) return { ...base, name };
    // "Al-Azhar-Moschee", "Gezira-Insel": a name joined to its kind by a hyphen is a place's name.
    const hyphenated = /^\p{Lu}[\p{L}]*(?:-\p{L}+)*-(\p{L}+)$/u.exec(name);
    if (rest.length === 1 && hyphenated && isPlaceTypeWord(hyphenated[1]!)) return { ...base, name };
  }
  return drop(mention, GERMAN_NOUN_PHRASE);
}

/**
 * "Museen Österreichs", "die schönsten Kirchen Bayerns", "Teile Asiens": things of a country, a region or a continent,
 * in the genitive, as German writes "the finest of their kind"; no place's name. The names among `names` that are,
 * their genitives looked up together.
 */
export async function germanPartsOfACountry(names: readonly string[], geocoder: Geocoder): Promise<Set<string>> {
  const whose = new Map(names.map((name) => [name, germanTrailingGenitive(name)] as const).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const asked = [...new Set(whose.values())].filter((genitive) => !isGermanWorldPart(genitive));
  const answers = await Promise.all(asked.map((genitive) => geocoder.geocode({ name: genitive, kinds: ['country', 'region'], language: 'de' })));
  const wholeAreas = new Set(asked.filter((_, i) => {
    const found = answers[i];
    return found !== undefined && (found.kind === 'country' || found.kind === 'region') && !found.matchedWords;
  }));
  return new Set([...whose].filter(([, genitive]) => isGermanWorldPart(genitive) || wholeAreas.has(genitive)).map(([name]) => name));
}
