import { expect } from 'chai';
import { Readability } from '@mozilla/readability';
import { parseHtmlDocument } from '../../../../src/adapters/outbound/extraction/dom.js';
import { leavesOutPosts } from '../../../../src/adapters/outbound/extraction/left-out-posts.js';

// Every stretch of a post's text names it, as a real post's own words are its own.
const words = (what: string, times: number): string => `<p>${Array.from({ length: times * 4 }, (_, i) => `At ${what}, note ${i}: ${what} was worth the walk.`).join(' ')}</p>`;
const post = (title: string, paragraphs: number, kind = 'post'): string =>
  `<article class="${kind}"><header><h2><a href="/p">${title}</a></h2></header><div class="post-body">${words(title, 3).repeat(paragraphs)}</div></article>`;
const keptText = (html: string): string => new Readability(parseHtmlDocument(html) as never, { charThreshold: 250 }).parse()?.textContent ?? '';
const leavesOut = (html: string): boolean => leavesOutPosts(keptText(html), parseHtmlDocument(html));

describe('Posts of a listing that Readability leaves out', () => {
  it('given a tag page whose posts stand side by side, when Readability keeps the long one, then the others were left out', () => {
    expect(leavesOut(`<html><body><div id="posts">${post('Himschoot', 6)}${post('Multatuli', 1)}${post('Tierenteyn', 1)}</div></body></html>`)).to.equal(true);
  });

  it('given a blog page whose posts stand each in a wrapper of one kind (a day of Blogger\'s), when Readability keeps one, then the others were left out', () => {
    const day = (title: string, paragraphs: number): string => `<div class="date-outer"><h2 class="date-header">1 March</h2><div class="post-outer">${post(title, paragraphs)}</div></div>`;
    expect(leavesOut(`<html><body><div class="blog-posts">${day('Villa de Leyva', 6)}${day('Laguna de Tota', 1)}</div></body></html>`)).to.equal(true);
  });

  it('given a post and related posts\' cards apart from it, or a thread\'s replies, when read, then nothing was left out', () => {
    expect(leavesOut(`<html><body><main>${post('Himschoot', 6)}</main><section class="related">${post('Bruges', 1)}${post('Antwerp', 1)}</section></body></html>`)).to.equal(false);
    expect(leavesOut(`<html><body><main>${post('Himschoot', 6, 'message')}${post('Multatuli', 1, 'message')}</main></body></html>`)).to.equal(false);
  });
});
