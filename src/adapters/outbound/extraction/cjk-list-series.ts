import { isSectionLabel } from '../../../domain/import/name-quality.js';
import { textOf, type DomElement } from './dom.js';
import { BRACKETED } from './routes.js';
import { SHORT_CJK_ITEM } from './structured-names.js';

/** A list of this many items or more may be a list of places. */
const SERIES_LENGTH = 3;
/** The share of a list's items that must be short CJK names, the rest being notes or a name in Latin letters. */
const SHORT_SHARE = 0.75;

/**
 * A list whose items are short CJK names, most of them places the analysers know ("神橋", "日光東照宮",
 * "中禅寺湖"): the others are places too, named as the rest are ("明知平ロープウェイ", "華厳の滝" are no
 * words of the analyser's), and each is the whole item, not the part the analyser cut ("禅寺湖"). What an
 * item says in brackets after its name ("くじら食堂(※お店は2か所あります)") is a note. A list of dishes or
 * of labels has few names the analysers know. The names by list item.
 */
export function cjkListSeries(blocks: DomElement[], isPlaceName: (name: string) => boolean): Map<DomElement, string> {
  const series = new Map<DomElement, string>();
  const lists = new Set(blocks.filter((block) => block.tagName.toUpperCase() === 'LI').map((item) => item.parentElement).filter((list): list is DomElement => list !== null));
  for (const list of lists) {
    const items = Array.from(list.children).filter((child) => child.tagName.toUpperCase() === 'LI');
    if (items.length < SERIES_LENGTH) continue;
    const names = new Map<DomElement, string>();
    for (const item of items) {
      const name = textOf(item).replace(BRACKETED, '').trim();
      if (SHORT_CJK_ITEM.test(name) && !isSectionLabel(name)) names.set(item, name);
    }
    const known = [...names.values()].filter(isPlaceName).length;
    if (names.size < SHORT_SHARE * items.length || known * 2 <= names.size) continue;
    for (const [item, name] of names) series.set(item, name);
  }
  return series;
}
