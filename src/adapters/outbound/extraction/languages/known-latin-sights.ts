import { LANDMARK_TABLE, landmarkRow } from '../../gazetteer/gazetteer-data.js';

/**
 * The names of sights the curated landmark table holds in Latin script, of two words or more ("maison carrée",
 * "allée des baobabs", "lagoa das sete cidades"), which writers put in lower case where the capitalised runs do not
 * see them: a sentence holding one names it, in the table's spelling. One word is as often an everyday word ("zocalo",
 * "corso"), and so is an article and one word ("a famosa", "the rocks", "la boca"): the article opens no name here.
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’.-][\p{L}\p{M}\p{N}]+)*/gu;

const ARTICLE = /^(?:the|la|le|les|el|los|las|il|lo|gli|a|o|os|as)\s+/iu;

interface IndexedName {
  words: string[];
  /** The table's spelling, without the article. */
  name: string;
}

let byFirst: Map<string, IndexedName[]> | undefined;

const words = (text: string): string[] => [...text.toLowerCase().matchAll(WORD)].map((match) => match[0]);

function index(): Map<string, IndexedName[]> {
  if (byFirst) return byFirst;
  byFirst = new Map();
  const seen = new Set<string>();
  for (const line of LANDMARK_TABLE.split('\n')) {
    for (const written of landmarkRow(line)?.names ?? []) {
      if (!/^[\p{Script=Latin}\p{M}\p{N}\s'’.-]+$/u.test(written)) continue;
      const name = written.replace(ARTICLE, '').trim();
      const parts = words(name);
      const key = parts.join(' ');
      if (parts.length < 2 || seen.has(key)) continue;
      seen.add(key);
      const list = byFirst.get(parts[0]!) ?? [];
      list.push({ words: parts, name });
      byFirst.set(parts[0]!, list);
    }
  }
  // Longest first, so "lagoa das sete cidades" wins over "lagoa das sete" where both start.
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

/** Builds the index (about half a second) where a thread loads its analysers, outside any page's deadline. */
export const preloadKnownLatinSights = (): void => void index();

export interface KnownLatinSight {
  /** The name as the table spells it ("Maison Carrée" for the sentence's "maison carrée"). */
  name: string;
  /** Where the name starts in the sentence (UTF-16 code units). */
  index: number;
  length: number;
}

/** The curated sights a sentence in Latin script names, whatever their case, longest first, none overlapping. */
export function knownLatinSightsIn(sentence: string): KnownLatinSight[] {
  const names = index();
  const tokens = [...sentence.matchAll(WORD)].map((match) => ({ word: match[0].toLowerCase(), index: match.index, end: match.index + match[0].length }));
  const found: KnownLatinSight[] = [];
  for (let at = 0; at < tokens.length; ) {
    const known = names.get(tokens[at]!.word)?.find(({ words: parts }) => parts.every((part, i) => tokens[at + i]?.word === part) && onlySpaces(sentence, tokens, at, parts.length));
    if (known) {
      const start = tokens[at]!.index;
      const end = tokens[at + known.words.length - 1]!.end;
      found.push({ name: known.name, index: start, length: end - start });
      at += known.words.length;
    } else at += 1;
  }
  return found;
}

/** Whether the words of a name stand apart by spaces alone: "ponta da ferraria", not "ponta, da ferraria". */
function onlySpaces(sentence: string, tokens: readonly { index: number; end: number }[], from: number, count: number): boolean {
  for (let i = from + 1; i < from + count; i++) if (!/^\s+$/u.test(sentence.slice(tokens[i - 1]!.end, tokens[i]!.index))) return false;
  return true;
}
