import { textOf, type DomElement } from './dom.js';

/** A plan table's column of the towns each day passes ("都市名", "City", "Ciudad", "Ort", "도시"). */
const TOWN_HEADER = /^(?:都市名?|訪問都市|訪問地|滞在都市|城市|도시(?:명)?|cit(?:y|ies)|towns?|ciudad(?:es)?|villes?|citt[àa]|cidades?|orte?|st[äa]dte?|stadt)$/iu;
/** A town's name in such a cell is short: a longer line is a note. */
const TOWN_CHARACTERS = 30;

/**
 * The towns a plan table's cell lists, a line each ("成田<br>パリ<br>チュニス"), when its column's header says it holds
 * towns; undefined for any other cell.
 */
export function townColumnNames(cell: DomElement, lines: string): string[] | undefined {
  const row = cell.parentElement;
  const table = row?.closest('table');
  if (cell.tagName.toUpperCase() !== 'TD' || !row || !table) return undefined;
  const header = table.querySelector('tr');
  if (!header || header === row) return undefined;
  const column = Array.from(row.children).indexOf(cell);
  const title = header.children[column];
  if (!title || !TOWN_HEADER.test(textOf(title).trim())) return undefined;
  return lines.split('\n').map((line) => line.trim()).filter((line) => line && line.length <= TOWN_CHARACTERS);
}
