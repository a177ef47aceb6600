import type { Speller } from 'nspell';

/**
 * The spelling dictionaries of the languages whose capitals are ambiguous at the start of a heading
 * or a list item ("Pack", "Elegance", "Consejo"): a word the dictionary accepts in lower case is an
 * everyday word, while a name ("Kikunoi", "Tambomachay", "Paris") is not in it in lower case.
 * Hunspell dictionaries through nspell; English (MIT/BSD) and Spanish (MPL-1.1) only: German's is
 * GPL and French's takes seconds and hundreds of megabytes to load.
 */
const DICTIONARIES: Record<string, string> = { en: 'dictionary-en', es: 'dictionary-es' };

const loaded = new Map<string, Speller>();
const loading = new Map<string, Promise<void>>();

/** Loads the dictionary of a language once per thread (about 0.1 s for English, 0.8 s for Spanish). */
export function preloadLexicon(language: string | undefined): Promise<void> {
  const module = language ? DICTIONARIES[language] : undefined;
  if (!language || !module || loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = (async () => {
      const [{ default: nspell }, { default: dictionary }] = await Promise.all([
        import('nspell'),
        import(module) as Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>,
      ]);
      loaded.set(language, nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) }));
    })().finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** True when the word, in lower case, is an everyday word of the language; undefined when that is unknown here. */
export function isEverydayWord(word: string, language: string | undefined): boolean | undefined {
  const speller = language ? loaded.get(language) : undefined;
  if (!speller || !/^\p{L}+$/u.test(word)) return undefined;
  return speller.correct(word.toLowerCase());
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
  // German has no dictionary here, but its plural abstract nouns ("Besichtigungen", "Flüssigkeiten") name no place.
  if (language === 'de' && GERMAN_ABSTRACT_PLURAL.test(name.trim())) return true;
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

/** One German noun in the plural of an abstract ending: sightseeing, liquids, experiences, stations of a list. */
const GERMAN_ABSTRACT_PLURAL = /^\p{Lu}\p{Ll}+(?:ungen|heiten|keiten|schaften|tionen|nisse)$/u;

/** English kinds of place that end a name ("Derwent River", "Salamanca Market") and never open one. */
const THEME_KINDS = new Set(['river', 'waterfront', 'street', 'beach', 'market', 'harbour', 'harbor', 'coast']);
