import { expect } from 'chai';
import { parseHtmlDocument } from '../../../../src/adapters/outbound/extraction/dom.js';
import { orphanContents } from '../../../../src/adapters/outbound/extraction/orphan-contents.js';

const contents = (entries: string[]): string => `<ul class="toc">${entries.map((entry, i) => `<li><a href="#s${i}">${entry}</a></li>`).join('')}</ul>`;

describe('orphanContents', () => {
  it('given a table of contents whose later sections the cut-off page lacks, when read, then those entries are a list of their own', () => {
    const page = parseHtmlDocument(`<body>${contents(['国宝 松本城', '美鈴湖', '大王わさび農場', '13:00松本市立博物館で歴史を学ぶ', '立石公園'])}<h2 id="s0">国宝 松本城</h2><h2 id="s1">美鈴湖</h2></body>`);
    const list = parseHtmlDocument(`<body>${orphanContents(page)}</body>`);
    expect(Array.from(list.querySelectorAll('li')).map((item) => item.textContent)).to.deep.equal(['大王わさび農場', '13:00松本市立博物館で歴史を学ぶ', '立石公園']);
  });

  it('given contents whose sections are all on the page, or a list of links to other pages, when read, then there is nothing left out', () => {
    const whole = parseHtmlDocument(`<body>${contents(['A', 'B', 'C'])}<h2 id="s0">A</h2><h2 id="s1">B</h2><h2 id="s2">C</h2></body>`);
    expect(orphanContents(whole)).to.equal(undefined);
    const menu = parseHtmlDocument('<body><ul><li><a href="/a">A</a></li><li><a href="/b">B</a></li><li><a href="/c">C</a></li></ul></body>');
    expect(orphanContents(menu)).to.equal(undefined);
  });

  it('given nested contents, when read, then each entry is its own link\'s title, not its sub-entries\'', () => {
    const page = parseHtmlDocument('<body><ul><li><a href="#i1">松本駅到着</a><ul><li><a href="#i2">切符</a></li></ul></li><li><a href="#i3">松本市美術館</a></li><li><a href="#i4">松本ブルワリー</a></li></ul></body>');
    const list = parseHtmlDocument(`<body>${orphanContents(page)}</body>`);
    expect(Array.from(list.querySelectorAll('li')).map((item) => item.textContent)).to.deep.equal(['松本駅到着', '松本市美術館', '松本ブルワリー']);
  });
});
