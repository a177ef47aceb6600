import { textOf, type DomElement } from './dom.js';

/** Opening hours at the end of a line: "18 – 24 H.", "10:00-18:00 h", "9 bis 17 Uhr", "Abierto 24 h". */
const HOURS_END = /(?:\d{1,2}(?:[:.h]\d{2})?\s*(?:–|-|a|to|à|bis|às|alle)\s*\d{1,2}(?:[:.h]\d{2})?\s*(?:h|hrs?|uhr|horas|ore)?|(?:abierto|open|ouvert|geöffnet|aperto|aberto)\s+24\s*(?:h|hrs?|horas|hours|heures|ore|stunden))\.?\s*$/iu;

/** A block that is all bold and ends with opening hours: an address line under a venue's heading. */
export function isFactsLine(block: DomElement, text: string): boolean {
  const bold = block.querySelector('strong, b');
  return Boolean(bold) && textOf(bold!).replace(/\s+/g, ' ').trim() === text && HOURS_END.test(text);
}

/** "Col. Prado Churubusco", "Bairro Alto": the word that says an address's part is a district. */
const DISTRICT_LABEL = /(?<![\p{L}])(?:col\.|colonia|barrio|bairro|quartier|quartiere|bezirk|distrito|district)\s+(?=\p{Lu})/giu;

/**
 * The names an address line holds, between its commas ("Ermita Iztapalapa y Río Churubusco, Col.
 * Prado Churubusco. 18 – 24 H." -> "Ermita Iztapalapa", "Río Churubusco", "Prado Churubusco"): they say
 * where the venue is (the pipeline may take the page's town from them), never what to visit. Parts
 * with a number are a street and its house, or the hours.
 */
export function addressNames(text: string): string[] {
  return text
    .replace(DISTRICT_LABEL, '')
    .split(/\s*[,;]\s*|\.\s+|\s+(?:y|e|et|and|und|esq\.?|esquina|con)\s+/iu)
    .map((part) => part.replace(/[.\s]+$/u, '').trim())
    .filter((part) => !/\d/.test(part) && /^\p{Lu}/u.test(part) && part.split(/\s+/).length <= 4);
}
