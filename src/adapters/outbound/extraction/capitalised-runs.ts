import { CJK_CHARACTER } from '../../../domain/import/cjk-script.js';
import { MONTH_NAMES } from '../../../domain/import/months.js';
import { LIST_WORDS, NAME_CONNECTORS } from '../../../domain/import/place-names.js';
import { isKindsOnly, isPlaceTypeWord } from '../../../domain/import/place-types.js';
import { ABBREVIATIONS } from './sentences.js';

/*
 * The runs of capitalised words a sentence holds, as the European languages write names, with a kind of place joined to
 * them: where text candidates start.
 */

/**
 * A word: letters, digits and the marks inside names. A Latin word ends where CJK text written against it
 * begins ("Esplanadeでお茶をして" is Esplanade, then Japanese).
 */
const CJK_LETTERS = CJK_CHARACTER.source.slice(1, -1);
const NON_CJK_LETTER = `[^\\P{L}${CJK_LETTERS}]`;
const WORD = new RegExp(`(?:${NON_CJK_LETTER}|\\p{N})(?:${NON_CJK_LETTER}|[\\p{M}\\p{N}'’.\\-])*|[${CJK_LETTERS}ー]+`, 'gu');
const MAX_WORDS = 8;
/** "el-Fnaa", "d'Orsay", "dell'Accademia": an article joined to a capitalised name. */
const ELIDED_ARTICLE = /^[a-z]{1,4}['’-]\p{Lu}/u;

/** Words that open sentences: a capital there says nothing about a name. */
const SENTENCE_OPENERS = new Set(
  (
    'if when while and but or so then after before from in at on to for with as by this that these those our my your we i you he she they it ' +
    'there here also just even only now once yes no si cuando mientras pero en desde para con por este esta estos estas nuestro quand et mais ' +
    'dans sur pour avec ce cette ces notre se quando ma nel per con questo questa nostro como mas em para com este esta nosso wenn als und aber ' +
    'im am an auf mit von für nach dieser diese unser ' +
    // Prepositions, joined to their article or not ("Dalla Porta del Vescovo", "Alrededor de la Catedral", "Au café"):
    // not "al" or "dal", which open names ("Al Falamanki", "Dal Pescatore").
    'sulla sul sullo sulle sugli nella nello nelle negli dalla dallo dalle dagli alla allo alle agli davanti dietro verso ' +
    'au aux vers près après avant devant derrière entre alrededor hacia hasta junto frente tras pela pelo pelas pelos ao aos às ' +
    'numa zum zur beim vom ins durch über unter hinter neben zwischen'
  ).split(' '),
);

/**
 * "Plaza 25 de mayo", "Avenida 9 de Julio", "Rua 5 de Julho", "Place du 8 Mai", "Via 4 Novembre": squares and streets named
 * after a date; its day and month, in either case, are the name's words after its kind.
 */
const MONTHS = [...MONTH_NAMES.es, ...MONTH_NAMES.fr, ...MONTH_NAMES.it, ...MONTH_NAMES.pt].join('|');
const DATE_MONTH = new RegExp(`^(?:${MONTHS})$`, 'iu');
const DATE_AFTER_KIND = new RegExp(`^\\s+(?:(?:de|di|del)\\s+)?(?:${MONTHS})(?![\\p{L}])`, 'iu');

/** Whether a run ends in a kind of place, maybe with its "du" or "del" ("Place du", "Plaza"): a date may follow. */
const kindEnds = (run: readonly string[]): boolean =>
  run.length > 0 && (isPlaceTypeWord(run[run.length - 1]!) || (run.length > 1 && ['du', 'del'].includes(run[run.length - 1]!) && isPlaceTypeWord(run[run.length - 2]!)));

/** What follows an owner: a word in lower case that is no joining word of the sentence. */
const OWNED_AFTER = /^\s+(?!(?:and|or|but|for|was|is|were|are|has|had|in|on|at|to|with|then|the|a|an|de|y|e|et|und)\b)\p{Ll}/u;

/** The venue an owner's name goes with: "Alan Jackson's bar", "Katz's deli". */
const OWNED_VENUE = /^\s+(bar|pub|café|cafe|diner|restaurant|bakery|deli|grill|tavern|saloon|kitchen|cantina|brewery|taproom|shop|store)(?![\p{L}\p{N}])/u;

/**
 * "Henley on Thames", "Delfino's on the Marina Grande": "on" joins a name to what it stands on; before a day, a month or a
 * road it says when or where along ("Gallup on Interstate 40", "Flagstaff on Sunday", "Tacos Apson on S 6th Ave"): two runs.
 */
const ON_WHEN_OR_ALONG =
  /^\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b|January|February|March|April|May|June|July|August|September|October|November|December|Interstate|I-\d|Route|Rte|Highway|Hwy|US\s*\d|SR\s*\d|[NSEW]\.?\s+\S)/u;

export interface Run {
  name: string;
  index: number;
  length: number;
  words: number;
  sentenceStart: boolean;
}

export function capitalisedRuns(sentence: string): Run[] {
  const runs: Run[] = [];
  let run: string[] = [];
  let runIndex = 0;
  let previousEnd = 0;
  let atStart = true;
  let runAtStart = false;
  let runEnd = 0;
  /** After a kind and a day's number: the month that ends the date the square or street is named after. */
  let monthDue = false;

  const flush = (): void => {
    // "Plaza de", "Museo del": a joining word ends no name; capitalised, it is the name's own word ("Hoi An").
    while (run.length && NAME_CONNECTORS.has(run[run.length - 1]!)) run.pop();
    // "If Cape Town", "Wenn Lissabon": a sentence's first word is capitalised whatever it is. The joining words an
    // opener leaves ("de la" of "Alrededor de la Catedral") go with it: in lower case, they open no run of their own.
    while (runAtStart && run.length > 1 && (SENTENCE_OPENERS.has(run[0]!.toLowerCase()) || NAME_CONNECTORS.has(run[0]!))) {
      runIndex = sentence.indexOf(run[1]!, runIndex + run[0]!.length);
      run.shift();
    }
    // "Superato l'Ippodromo di Costantinopoli": a sentence's first word before an elided article is a verb.
    if (runAtStart && run.length > 1 && /^[a-z]{1,4}['’]\p{Lu}/u.test(run[1]!)) {
      runIndex = sentence.indexOf(run[1]!, runIndex);
      run.shift();
    }
    if (run.length) {
      const last = run.length - 1;
      // "Lisbon's old town": whose the next word is, not a name; "drinks at Lafitte's and" is the bar's name.
      // "Alan Jackson's bar", "Ray's diner": an owner's venue is named by both.
      const venueOwned = /['’]s$/u.test(run[last]!) ? OWNED_VENUE.exec(sentence.slice(runEnd)) : null;
      if (venueOwned) {
        run.push(venueOwned[1]!);
        runEnd += venueOwned[0].length;
      } else if (OWNED_AFTER.test(sentence.slice(runEnd))) run[last] = run[last]!.replace(/['’]s$/u, '');
      const name = run.join(' ').replace(/[.\-]+$/, '');
      if (name.length >= 3 || /[^\p{Script=Latin}\p{N}]/u.test(name)) {
        runs.push({ name, index: runIndex, length: runEnd - runIndex, words: run.length, sentenceStart: runAtStart });
      }
    }
    run = [];
  };

  for (const match of sentence.matchAll(WORD)) {
    const gap = sentence.slice(previousEnd, match.index);
    previousEnd = match.index + match[0].length;
    // "Victoria & Alfred Waterfront" is one name.
    const ampersand = run.length > 0 && /^[ \t]*&[ \t]*$/.test(gap);
    if (ampersand) run.push('&');
    else if (!/^[ \t]*$/.test(gap)) {
      flush();
      if (/[:;•|]/.test(gap)) atStart = true;
    }
    let word = match[0];
    // "S. Damiano": an initial keeps its full stop, as a name writes it.
    if (/[.]$/.test(word) && !ABBREVIATIONS.has(word.toLowerCase()) && !/^\p{Lu}\.$/u.test(word)) word = word.replace(/\.+$/, '');
    const capitalised = /^\p{Lu}/u.test(word) || ELIDED_ARTICLE.test(word);
    if (/^\d{1,2}$/u.test(word) && kindEnds(run) && DATE_AFTER_KIND.test(sentence.slice(previousEnd))) {
      run.push(word);
      runEnd = match.index + match[0].length;
      monthDue = true;
    } else if (monthDue && DATE_MONTH.test(word)) {
      run.push(word);
      runEnd = match.index + match[0].length;
      monthDue = false;
    } else if (capitalised && run.length < MAX_WORDS) {
      if (run.length === 0) {
        runIndex = match.index;
        runAtStart = atStart;
      }
      run.push(word);
      runEnd = match.index + match[0].length;
    } else if (run.length > 0 && NAME_CONNECTORS.has(word.toLowerCase()) && !LIST_WORDS.has(word.toLowerCase()) && !(word === 'on' && ON_WHEN_OR_ALONG.test(sentence.slice(previousEnd)))) {
      run.push(word);
      runEnd = match.index + match[0].length;
    } else if (run.length > 0 && !NAME_CONNECTORS.has(run[run.length - 1]!.toLowerCase()) && !/['’]s$/u.test(run[run.length - 1]!) && isPlaceTypeWord(word) && /^\p{Ll}/u.test(word)) {
      // "the Hozu river", "Quan Am temple", "Gion district": a kind of place after the name, in lower case.
      run.push(word);
      runEnd = match.index + match[0].length;
      flush();
    } else {
      flush();
    }
    atStart = false;
  }
  flush();
  return withKindJoined(runs, sentence);
}

/** "Republic Bar and Grill", "Café & Bakery": a kind of place alone, joined by "and" to a name ending in one, ends that venue's name. */
function withKindJoined(runs: Run[], sentence: string): Run[] {
  const joined: Run[] = [];
  for (const run of runs) {
    const previous = joined[joined.length - 1];
    const gap = previous ? sentence.slice(previous.index + previous.length, run.index) : '';
    if (previous && /^\s+(?:and|e|y|et|und)\s+$/u.test(gap) && isKindsOnly(run.name) && isPlaceTypeWord(previous.name.split(/\s+/).pop()!)) {
      joined[joined.length - 1] = { ...previous, name: `${previous.name}${gap}${run.name}`, length: run.index + run.length - previous.index, words: previous.words + run.words + 1 };
    } else joined.push(run);
  }
  return joined;
}
