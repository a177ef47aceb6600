import type { PlaceMention } from '../../../application/ports/place-extractor.port.js';
import { NAME_CONNECTORS } from '../../../domain/import/place-names.js';

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.\-]*/gu;
const ABBREVIATIONS = new Set(['st.', 'mt.', 'ste.', 'dr.', 'mr.', 'mrs.', 'ms.', 'ft.', 'pt.', 'no.']);
const MAX_WORDS = 8;
/** "el-Fnaa", "d'Orsay", "dell'Accademia": an article joined to a capitalised name. */
const ELIDED_ARTICLE = /^[a-z]{1,4}['’-]\p{Lu}/u;
/** "St Paul's Cathedral and Tate Modern" is two places. */
const LIST_WORDS = new Set(['and', 'or']);

/**
 * Runs of capitalised words in prose ("the Tower of London", "Miradouro da Senhora do Monte"),
 * as `text` mentions: weak evidence that the pipeline keeps only when the gazetteer knows the name.
 * A single capitalised word that opens a sentence is skipped: it is usually just capitalised.
 * Matching inside a run ("Visit Kyoto") is left to the geocoder's partial search.
 */
export function textCandidates(text: string, day?: number): PlaceMention[] {
  const mentions: PlaceMention[] = [];
  let run: string[] = [];
  let runAtSentenceStart = false;
  let previousEnd = 0;
  let sentenceStart = true;

  const flush = (): void => {
    while (run.length && NAME_CONNECTORS.has(run[run.length - 1]!.toLowerCase())) run.pop();
    if (run.length && !(run.length === 1 && runAtSentenceStart)) {
      const last = run.length - 1;
      run[last] = run[last]!.replace(/['’]s$/u, '');
      const name = run.join(' ').replace(/[.\-]+$/, '');
      if (name.length >= 3) mentions.push({ name, day, evidence: 'text' });
    }
    run = [];
  };

  for (const match of text.matchAll(WORD)) {
    const gap = text.slice(previousEnd, match.index);
    previousEnd = match.index + match[0].length;
    const gapBreaks = !/^[ \t]*$/.test(gap);
    if (gapBreaks) {
      flush();
      if (/[.!?:;\n•|]/.test(gap) || gap.includes('\u2026')) sentenceStart = true;
    }
    let word = match[0];
    const endsSentence = /[.]$/.test(word) && !ABBREVIATIONS.has(word.toLowerCase());
    if (endsSentence) word = word.replace(/\.+$/, '');
    const capitalised =
      /^\p{Lu}/u.test(word) || (run.length > 0 && (/^\d+[A-Z]?$/.test(word) || ELIDED_ARTICLE.test(word)));
    if (capitalised && run.length < MAX_WORDS) {
      if (run.length === 0) runAtSentenceStart = sentenceStart;
      run.push(word);
    } else if (run.length > 0 && NAME_CONNECTORS.has(word.toLowerCase()) && !LIST_WORDS.has(word.toLowerCase())) {
      run.push(word);
    } else {
      flush();
    }
    sentenceStart = false;
    if (endsSentence) {
      flush();
      sentenceStart = true;
    }
  }
  flush();
  return mentions;
}
