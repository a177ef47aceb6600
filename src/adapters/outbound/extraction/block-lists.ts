import { readsLikePlaceName } from '../../../domain/import/name-quality.js';
import { cleanPlaceName, looksLikeProperName } from '../../../domain/import/place-names.js';
import { sentences } from './sentences.js';
import { listedCjkName } from './structured-names.js';

/** "Marktplatz mit: Marienkirche, Tuchhallen und Rathausturm", "Old Town with: A, B and C". */
const ENUMERATION = /^(.{2,60}?)\s+(?:with|including|mit|samt|inklusive|con|avec|com|incluindo|incluyendo)\s*:\s*(.{3,300})$/iu;

/** A place and the places it holds, each a lead, when the item enumerates after a colon; else undefined. */
export function enumerationOf(text: string): string[] | undefined {
  const match = ENUMERATION.exec(text);
  if (!match) return undefined;
  const items = match[2]!.replace(/[.!]+$/u, '').split(/\s*(?:,|;|\s(?:and|und|y|e|et|&|sowie)\s)\s*/u).map((item) => cleanPlaceName(item)).filter((item): item is string => !!item);
  // German writes a named church in one word ("Marienkirche"): a capitalised item counts here.
  const named = items.filter((item) => readsLikePlaceName(item) || looksLikeProperName(item));
  if (named.length < 2) return undefined;
  const head = cleanPlaceName(match[1]!);
  return head && (readsLikePlaceName(head) || looksLikeProperName(head)) ? [head, ...named] : named;
}

/** Names set in bold one after another, this many or more, list a route: "만천하스카이워크, 단양구경시장, 빛터널, 카페산". */
const BOLD_LIST_ITEMS = 3;

/** The names of a run of names set in bold and parted by commas, each short; undefined when the bold is anything else. */
export function boldList(text: string, language: string | undefined): string[] | undefined {
  const parts = text.split(/\s*[,，、]\s*/u).filter((part) => part.trim());
  if (parts.length < BOLD_LIST_ITEMS) return undefined;
  // A short CJK item the analysers do not know ("만천하스카이워크") is a name here, as in a route.
  const names = parts.map((part) => listedCjkName(part, language));
  return names.every((name) => name && name.split(/\s+/).length <= 5 && name.length <= 30) ? (names as string[]) : undefined;
}

/** "at the Sungei Road stall", "at Din Tai Fung": where a list entry says a dish or a thing is had. */
const VENUE = /\s(?:at|chez|bei|@)\s+(?:the\s+)?((?:\p{Lu}[\p{L}\p{N}'’&.-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}'’&.-]*|\p{N}+|de|del|di|da|du|of|&))*(?:\s+(?:stall|stand|kiosk|cart|counter|market|bakery|café|cafe|bar))?)/u;

export function venueOf(text: string): string | undefined {
  const sentence = sentences(text)[0] ?? text;
  const name = VENUE.exec(sentence)?.[1];
  return name && name.split(/\s+/).length <= 6 ? cleanPlaceName(name) : undefined;
}
