import { NAME_CONNECTORS } from '../../../domain/import/place-names.js';
import { textOf, type DomElement } from './dom.js';

/**
 * A photo's caption that is a name alone ("Cortile Pepe", "Baie des Amoureux", "Manjar dos Deuses, Maputo | ",
 * "Deadvlei (see Sesriem below)") says which place the photo shows: as good as a lead. A caption that is a
 * sentence ("La vue depuis le balcon", "Ortigia dall'alto") names what it shows as prose does.
 */

/** Where a caption's name ends: its town after a comma, a note in brackets, a credit after a bar or a dash. */
const NAME_END = /\s*(?:,|\||｜|\(|（|\s[–—-]\s)/u;
/** The most words a caption's name takes: more is a sentence. */
const MAX_NAME_WORDS = 5;
/** What only a sentence holds, or a label ("Photo: …"), or a number ("奥に（2）"). */
const NOT_A_NAME = /[.!?:;。！？：、]|\d/u;

/** Whether a block is a photo's caption: a figcaption, or a paragraph set in italics whole. */
export function isCaption(block: DomElement, text: string): boolean {
  const tag = block.tagName.toUpperCase();
  if (tag === 'FIGCAPTION') return true;
  if (tag !== 'P' || block.children.length !== 1) return false;
  const italic = block.children[0]!;
  return ['I', 'EM'].includes(italic.tagName.toUpperCase()) && textOf(italic) === text.trim();
}

/** Words of where a photo was taken from ("Sunset on the Bay", "Vue sur la Baie"): a caption holding one is a sentence. */
const WHERE_FROM = new Set(['on', 'sur', 'en', 'by', 'bei', 'ob', 'al', 'au', 'aux']);
/** Whether a word may stand in lower case in a caption's name: a connector ("Baie des Amoureux"), an elided article ("Pont d'Avignon"). */
const isConnector = (word: string): boolean => (NAME_CONNECTORS.has(word) && !WHERE_FROM.has(word)) || /^[dl]['’]\p{L}+$/u.test(word);

/**
 * The name a caption opens with, when that is all it says before its town, note or credit: a CJK name, or words in
 * capitals but for their connectors; not a phrase in capitals ("PLANES EN ALICANTE", a section's label), nor a
 * sentence ("Ortigia dall'alto", "Fort mistral sur Marseille").
 */
export function captionName(text: string): string | undefined {
  const name = text.trim().split(NAME_END)[0]!.trim();
  if (!name || NOT_A_NAME.test(name)) return undefined;
  if (/^[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]/u.test(name)) return name.length <= 16 ? name : undefined;
  const words = name.split(/\s+/u);
  if (words.length > MAX_NAME_WORDS || (/\p{Lu}{4}/u.test(name) && name === name.toUpperCase())) return undefined;
  // "L'école", "L'embarcadère d'Elinkine": an elided article before a word in lower case opens a description.
  if (/^\p{Lu}['’]\p{Ll}/u.test(name)) return undefined;
  return /^\p{Lu}/u.test(name) && words.every((word) => /^\p{Lu}/u.test(word) || isConnector(word)) ? name : undefined;
}

/** "Anita – Shabazi St 40, Tel Aviv-Yafo – Öffnungszeiten: 08:00": what follows a caption's name, when it has a house number, is its address. */
export function captionAddress(text: string): string | undefined {
  const after = text.trim().split(/\s[–—-]\s|\s*[|｜]\s*/u)[1]?.trim();
  return after && /\p{L}{3,}/u.test(after) && /\d/u.test(after) && !/[!?:;。！？：]/u.test(after) ? after : undefined;
}
