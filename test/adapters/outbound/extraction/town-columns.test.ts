import { expect } from 'chai';
import { all, parseHtmlDocument } from '../../../../src/adapters/outbound/extraction/dom.js';
import { linesOf } from '../../../../src/adapters/outbound/extraction/block-text.js';
import { townColumnNames } from '../../../../src/adapters/outbound/extraction/town-columns.js';

const cells = (html: string) => all(parseHtmlDocument(html), 'td').map((cell) => townColumnNames(cell, linesOf(cell)));

describe('A plan table\'s column of towns', () => {
  it('given a column whose header says it holds towns, when read, then each line of its cells is a town; the other cells give none', () => {
    const table = '<table><tr><th>月日</th><th>都市名</th><th>スケジュール</th></tr><tr><td>12/29</td><td>チュニス<br>カルタゴ<br>シディ・ブ・サイド</td><td>●カルタゴ観光<br>チュニス泊</td></tr></table>';
    expect(cells(table)).to.deep.equal([undefined, ['チュニス', 'カルタゴ', 'シディ・ブ・サイド'], undefined]);
  });

  it('given a table without such a header, when read, then no cell lists towns', () => {
    expect(cells('<table><tr><th>Day</th><th>Plan</th></tr><tr><td>1</td><td>Lisbon<br>Sintra</td></tr></table>')).to.deep.equal([undefined, undefined]);
  });
});
