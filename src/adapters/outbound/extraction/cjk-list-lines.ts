import { isSectionLabel } from '../../../domain/import/section-labels.js';
import { cjkPlaceCandidatesSync } from './languages/cjk-candidates.js';
import { hasCjk } from './languages/cjk-script.js';
import { CJK_SENTENCE_PARTS, SHORT_CJK_ITEM } from './structured-names.js';

/** So many items at least make a list of places, and so many of them the analysers know. */
const MIN_ITEMS = 4;
const MIN_KNOWN = 2;
const KNOWN_SHARE = 0.4;

/**
 * "동피랑, 통영항, 다찌집, 해금강,<br>케이블카, 박경리 기념관, 달아공원": a block's lines that are nothing but
 * short CJK names parted by commas, read as one list. When the analysers know enough of them as places,
 * the others are places of the same list, though no dictionary knows them ("동피랑", "루지월드"): those are
 * given. A list with a phrase among its items ("루지까지", "보고 즐길 것들") is prose, and gives none.
 */
export function cjkListedNames(lines: string, language: string | undefined): string[] {
  const items = lines
    .split('\n')
    .filter((line) => hasCjk(line) && /[,，、]/u.test(line))
    .flatMap((line) => line.split(/\s*[,，、]\s*/u))
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < MIN_ITEMS || !items.every((item) => SHORT_CJK_ITEM.test(item) && !CJK_SENTENCE_PARTS.test(item) && !isSectionLabel(item))) return [];
  const known = items.filter((item) => cjkPlaceCandidatesSync(item, language).some((candidate) => candidate.name === item));
  if (known.length < MIN_KNOWN || known.length < KNOWN_SHARE * items.length) return [];
  return items.filter((item) => !known.includes(item));
}
