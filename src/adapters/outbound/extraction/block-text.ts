import { definiteKindOfPlace } from '../../../domain/import/name-quality.js';
import { placeKey } from '../../../domain/import/place-key.js';
import { cleanPlaceName } from '../../../domain/import/place-names.js';
import { all, textOf, type DomElement } from './dom.js';
import { hasCjk } from './languages/cjk-script.js';

/** A block's text without the lists, headings and paragraphs nested in it, which are read on their own. */
export function ownText(block: DomElement): string {
  let text = textOf(block);
  for (const nested of all(block, OWN_BLOCKS)) text = text.replace(textOf(nested), ' ');
  return text.replace(/\s+/g, ' ').trim();
}

/** Blocks inside a list item that are read on their own: the item's text is what is left. */
const OWN_BLOCKS = 'ul, ol, h1, h2, h3, h4, h5, h6, p, blockquote, figcaption, table';

/** Text whose line breaks separate its items (a <pre> post, a caption in a <div>): spaces folded, lines kept. */
export function linesOf(block: DomElement): string {
  return (block.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A paragraph's lines parted by `<br>`, read as prose: a line that ends without punctuation runs on after a comma,
 * as the list it mostly is ("Berat (1 noite)<br>Gjirokastër (1 noite)"), so that no name runs from one line into
 * the next ("village d'Evatra<br>J3 : Avion", "Ballenstedt - Blankenburg<br>Wernigerode").
 */
export function linesAsProse(lines: string): string {
  return lines.replace(/(?<![.!?…。！？:：,，、])\n/gu, (_, at: number) => (hasCjk(lines[at - 1] ?? '') ? '、' : ', '));
}

/**
 * A heading of two lines parted by `<br>`, one in a CJK script and one without ("<small>Oyamazumi
 * Shrine</small><br>大山祇神社"): the same place's two names, or undefined.
 */
export function bilingualLines(block: DomElement): { cjk: string; latin: string } | undefined {
  if (!block.querySelector('br')) return undefined;
  const parts: string[] = [''];
  for (const node of Array.from(block.childNodes)) {
    if (node.nodeName.toUpperCase() === 'BR') parts.push('');
    else parts[parts.length - 1] += node.textContent ?? '';
  }
  const lines = parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const cjk = lines.filter((line) => hasCjk(line));
  const latin = lines.filter((line) => !hasCjk(line));
  return lines.length === 2 && cjk.length === 1 && latin.length === 1 ? { cjk: cjk[0]!, latin: latin[0]! } : undefined;
}

/**
 * The prose of a block with its bold runs cut out: they are read as leads, and a bold label runs into
 * the sentence after it ("<b>Morning: Parks and Gardens</b> Spend the day...") only in textContent.
 */
export function withoutBold(block: DomElement, text: string): string {
  let prose = text;
  for (const bold of all(block, 'strong, b')) {
    const words = textOf(bold);
    // A sentence in bold ("<strong>晚上推荐去湄南河坐游船</strong>") is no lead: it stays prose, set off as one.
    if (words) prose = prose.replace(words, isBoldSentence(words) ? ` • ${words} • ` : ' • ');
  }
  return prose;
}

/** Longer than a name: this many words, or CJK characters. */
const SENTENCE_WORDS = 7;
const CJK_SENTENCE_CHARACTERS = 9;

const isBoldSentence = (words: string): boolean =>
  hasCjk(words) ? words.replace(/\s/gu, '').length >= CJK_SENTENCE_CHARACTERS : words.split(/\s+/u).length >= SENTENCE_WORDS;

/** "<strong>Metropolitan Cathedral</strong> (Catedral Metropolitana)": the name in brackets after a bold name is its other name. */
export function boldAliases(block: DomElement, text: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const bold of all(block, 'strong, b')) {
    const name = textOf(bold);
    if (!name || name.length > 80) continue;
    const at = text.indexOf(name);
    const bracket = at < 0 ? null : /^\s*\(([^()]{2,60})\)/u.exec(text.slice(at + name.length));
    const boldName = bracket ? cleanPlaceName(name) : undefined;
    if (boldName) aliases.set(placeKey(bracket![1]!), boldName);
  }
  return aliases;
}

/** A definite article, maybe with a word describing what follows: "à l'", "dans l'étonnante ", "the ". */
const ARTICLE_BEFORE = /(?:^|[\s(])((?:the|le|la|l['’]|el|il|lo|der|die|das)\s*)(?:\p{Ll}+\s+)?$/iu;

/**
 * "à l'<b>opéra</b>", "l'étonnante <b>crypte archéologique</b>": a bold kind of place in lower case with
 * its article, as the text gives it, so that it reads as the town's one. A name stays as it is
 * ("la <b>plaza de Medina del Campo</b>", "il <b>vieux port</b>").
 */
export function withArticleBefore(bold: string, text: string): string {
  const at = text.indexOf(bold);
  const article = /^\p{Ll}/u.test(bold) && at > 0 ? ARTICLE_BEFORE.exec(text.slice(Math.max(0, at - 30), at))?.[1] : undefined;
  return article && definiteKindOfPlace(article + bold) ? article + bold : bold;
}
