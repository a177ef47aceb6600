import { dayHeading } from '../../../domain/import/place-names.js';
import { textOf, type DomElement } from './dom.js';

/** A table needs this many rows opening with a name to list places (a layout table has one or two). */
const DIRECTORY_ROWS = 4;
/** A name in a cell of its own is short: a cell of more words is a description. */
const NAME_WORDS = 6;
const NAME_CHARACTERS = 40;

/**
 * "Sea Gala Dive | - 다이브 샵 -", "Mesón del Cid | Calle de la Paloma": a row's first cell holding a short
 * name, then what it is or where. Not a time or a day (a plan's table), a number, a label with its colon
 * ("Aufbruch:", "交通") or a sentence.
 */
function opensWithName(row: DomElement): boolean {
  const first = row.children[0];
  if (row.children.length < 2 || first?.tagName.toUpperCase() !== 'TD') return false;
  const text = textOf(first);
  return (
    text.length >= 3 && text.length <= NAME_CHARACTERS && text.split(' ').length <= NAME_WORDS &&
    /^[\p{L}'’"“„«]/u.test(text) && dayHeading(text) === undefined && !/[:：.!?。！？]$/u.test(text) && /[\p{Lu}\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]/u.test(text)
  );
}

/** Whether a table lists places, a row each, worked out once a table. */
const directories = new WeakMap<DomElement, boolean>();

function isDirectory(table: DomElement): boolean {
  let known = directories.get(table);
  if (known === undefined) {
    const rows = Array.from(table.querySelectorAll('tr'));
    const named = rows.filter(opensWithName).length;
    known = named >= DIRECTORY_ROWS && named * 2 >= rows.length;
    directories.set(table, known);
  }
  return known;
}

/**
 * A table that lists places a row each, the name in the row's first cell and what it is beside it (a food
 * guide's eateries, a beach's dive shops): each first cell is an item, as a list's would be.
 */
export function isDirectoryCell(block: DomElement): boolean {
  const row = block.parentElement;
  const table = row?.closest('table');
  return block.tagName.toUpperCase() === 'TD' && row?.children[0] === block && Boolean(table) && opensWithName(row!) && isDirectory(table!);
}
