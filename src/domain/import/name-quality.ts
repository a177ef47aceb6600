import { LODGING_NAME } from './context-cues.js';
import { isNotPlaceName } from './not-place-words.js';
import { placeKey } from './place-key.js';
import { looksLikeProperName } from './place-names.js';
import { hasPlaceType, placeTypeOf } from './place-types.js';

/** "Metro Chiyoda, estación Nijubashimae", "JR Sobu", "Line 2": how to get there, not where. */
const TRANSIT = /^(?:metro|subway|jr|line|linea|línea|ligne|linie|bus|tram|tranvía|u-bahn|s-bahn|mrt|bts|lrt)\b/i;

/**
 * Words of section headings and labels that are no place ("Things to know", "Best ramen shops",
 * "Historia de Cusco", "Hidden gems"): a heading or lead holding one is a place only when a
 * gazetteer knows it or it names a kind of place.
 */
const HEADING_WORDS = new Set(
  (
    'things thing know more itineraries itinerary tips tip getting where how why what when which who best top guide guides overview ' +
    'introduction intro conclusion faq faqs related posts post about contact share comments comment reply budget cost costs prices price ' +
    'transport transportation accommodation day days morning afternoon evening night final thoughts summary history map maps food foods ' +
    'eat eating drink drinks stay sleep see visit visiting travel travelling traveling trip trips plan planning before info ' +
    'information practical useful essential packing list weather season time hidden gems highlights arrival departure check ' +
    'free rest optional bonus recap also tour tours experience experiences ' +
    'activities activity options option ideas idea must places place spots spot attractions attraction sights sightseeing ' +
    'things-to-do welcome hello goodbye final last first next previous part chapter step steps route routes plus extra ' +
    'show shows train trains bus flight flights ride ceremony class lesson cruise slideshow parade festival performance concert ' +
    'shinkansen bullet ferry drive driving dining shopping nightlife entertainment souvenirs souvenir culture nature relax relaxing ' +
    'historia consejos itinerario cómo llegar dónde donde qué ver hacer mejores imprescindibles guía presupuesto mapa ' +
    'lugares sitios día días mañana tarde noche llegada salida precio precios información informaciones ' +
    'histoire conseils itinéraire où voir faire meilleurs incontournables carte lieux jour jours arrivée départ prix ' +
    'geschichte tipps reiseroute wo sehen machen besten sehenswürdigkeiten karte orte tag tage anreise abreise preise ' +
    'storia consigli dove vedere fare migliori cosa cose mappa luoghi giorno giorni arrivo partenza prezzi ' +
    'história dicas roteiro onde fazer melhores mapa lugares dia dias chegada partida preços'
  ).split(' '),
);

/** Why a name is not a stop whatever its source says, or undefined when it may be one. */
export function nameRejection(name: string): string | undefined {
  if (isNotPlaceName(name)) return 'not a place word';
  if (LODGING_NAME.test(name)) return 'lodging';
  if (/^\d/.test(name.trim()) && !/\p{L}{3}/u.test(name)) return 'a number or a time';
  if (TRANSIT.test(name)) return 'a transit line or directions';
  if (/\d/.test(name) && placeTypeOf(name) === 'street') return 'an address';
  return undefined;
}

/** True for headings and labels made of section words: "Things to Know", "Arrival and Check-in". */
export function isSectionLabel(name: string): boolean {
  if (hasPlaceType(name)) return false;
  return placeKey(name)
    .split(' ')
    .some((word) => HEADING_WORDS.has(word));
}

const GENERIC_CONNECTORS = new Set(['and', 'or', 'y', 'e', 'et', 'und', 'the', 'of', 'de', 'del', 'la', 'le', 'les', 'los', 'las', 'il', 'i', 'gli', 'os', 'as', 'o', 'a']);

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Reads like the name of a place: a proper name, a name with a kind of place in it, or a CJK name. */
export function readsLikePlaceName(name: string): boolean {
  if (CJK.test(name)) return name.replace(/\s/g, '').length >= 2 && name.length <= 30;
  // "Miradouros", "Parks and Gardens": kinds of places, no name.
  if (placeKey(name).split(' ').every((word) => hasPlaceType(word) || GENERIC_CONNECTORS.has(word))) return false;
  return looksLikeProperName(name) || (hasPlaceType(name) && name.split(/\s+/).length <= 7 && /\p{Lu}/u.test(name));
}
