import { isPlaceTypeWord } from './place-types.js';

/**
 * Rivers, bays and seas by name: "Mekong River", "Nam Khan River", "Rio da Prata", "Lavender Bay",
 * "Baía de Todos os Santos". Prose names them as what one sees, follows or crosses ("a sunset over the
 * Mekong River", "views across Lavender Bay"); a page lists them in its structure when they are a stop
 * (a boat trip, a beach bay). Lakes are left out: a lake named in prose is usually where one goes.
 * Only the water's own name: "Gardens by the Bay" and "Sea Point" are places on its shore.
 */
const WATER_LAST = /^(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}(?:River|Bay|Sea|Rivière|Fluss|Meerbusen|Bucht)$/u;
const CONNECTOR = "(?:of|the|de|da|do|dos|das|del|della|di|du|des|la|los|las|os|as)";
const WATER_FIRST = new RegExp(`^(?:River|Río|Rio|Rivière|Fleuve|Fiume|Bay|Bahía|Baía|Baie|Baia|Golfo|Gulf)(?:\\s+${CONNECTOR})*(?:\\s+\\p{Lu}[\\p{L}'’.-]*(?:\\s+${CONNECTOR})*){1,3}$`, 'u');
const SHORE = /\s(?:by|on|at)\s/i;

/** "Bay Street Market", "River Café": a place named after the water holds a kind of place of its own. */
const onlyTheWater = (name: string): boolean => name.split(/\s+/).filter((word) => isPlaceTypeWord(word)).length <= 1;

export const isWaterway = (name: string): boolean => !SHORE.test(name) && (WATER_LAST.test(name) || WATER_FIRST.test(name)) && onlyTheWater(name);

/** "the bahía de Halong", "a cruise on Halong Bay": a bay one goes to is a stop; a river or a sea, seldom. */
export const isBay = (name: string): boolean => /\b(?:Bay|Bahía|Baía|Baie|Baia|Golfo|Gulf|Bucht)\b/u.test(name);
