import { expect } from 'chai';
import { MAX_DEPTH, MAX_ELEMENTS, MAX_MENTIONS, MAX_TEXT } from '../../../../src/adapters/outbound/extraction/extraction-caps.js';
import { beginExtraction, finishExtraction, HtmlPlaceExtractor } from '../../../../src/adapters/outbound/extraction/html-place-extractor.js';
import { exceedsMarkupCaps } from '../../../../src/adapters/outbound/extraction/markup-scan.js';
import type { FetchedPage } from '../../../../src/application/ports/link-reader.port.js';
import { hostileMarkup, oversizedHostilePages } from '../../../support/hostile-pages.js';

const page = (body: string, finalUrl = 'https://site.example/post', contentType = 'text/html'): FetchedPage => ({ url: finalUrl, finalUrl, status: 200, contentType, body });
/**
 * How fast these steps are is `npm run bench:import-hostile`'s to say (its "first step on the API's
 * side" figures); here a scan or a read that went superlinear would run into the test's timeout.
 */
describe('extraction in two steps, within caps', () => {
  it('hands back the related page it needs with plain facts, and finishes as the one-step extractor does', async () => {
    const video = page('<meta property="og:type" content="video.other"><link rel="alternate" type="application/json+oembed" href="/oembed?id=1">', 'https://videos.example/v/1');
    const oembed = page(JSON.stringify({ version: '1.0', title: '📍Park Güell 📍Casa Batlló', author_name: 'Carla Ruiz' }), 'https://videos.example/oembed?id=1', 'application/json');
    const step = beginExtraction(video);
    if (!('relatedUrl' in step)) throw new Error('expected a related page');
    expect(step.relatedUrl).to.equal('https://videos.example/oembed?id=1');
    // The facts cross threads by structured clone.
    const finished = finishExtraction(video, structuredClone(step.pending), oembed);
    expect(finished).to.deep.equal(await new HtmlPlaceExtractor().extract(video, async () => oembed));
    expect(finished.author).to.equal('Carla Ruiz');
  });

  it('reads a page that needs nothing else in the first step', () => {
    const step = beginExtraction(page('<html><body><h2>1. Park Güell</h2></body></html>'));
    expect(step).to.have.property('extraction');
  });

  it('tells pages past the element or depth caps from ordinary ones, in one pass', () => {
    expect(exceedsMarkupCaps('<html><body><div><p>Hi<p>There<ul><li>a<li>b</ul><br><img src=x><svg><path/></svg></div></body></html>')).to.equal(false);
    expect(exceedsMarkupCaps(`<body>${'<span>a</span>'.repeat(MAX_ELEMENTS + 1)}</body>`)).to.equal(true);
    expect(exceedsMarkupCaps(`${'<div>'.repeat(MAX_DEPTH)}${'</div>'.repeat(MAX_DEPTH)}`)).to.equal(false);
    expect(exceedsMarkupCaps(`${'<div>'.repeat(MAX_DEPTH + 1)}${'</div>'.repeat(MAX_DEPTH + 1)}`)).to.equal(true);
    // Unclosed paragraphs and list items close themselves; script text is no markup.
    expect(exceedsMarkupCaps(`${'<p>text<li>item'.repeat(1_000)}<script>${'<div>'.repeat(1_000)}</script>`)).to.equal(false);
  });

  it('scans hostile markup (unclosed comments and tags, stray brackets) to its end: none of it is elements past the caps', () => {
    for (const markup of hostileMarkup()) expect(exceedsMarkupCaps(markup.html), markup.name).to.equal(false);
  });

  for (const hostile of oversizedHostilePages()) {
    it(`reads ${hostile.name} as plain text, without building its DOM`, () => {
      expect(exceedsMarkupCaps(hostile.html)).to.equal(true);
      const result = beginExtraction(page(hostile.html));
      if (!('extraction' in result)) throw new Error('expected an extraction');
      expect(result.extraction.kind).to.equal('page');
      expect(result.extraction.text.length).to.be.within(1, MAX_TEXT);
    });
  }

  it(`hands on at most ${MAX_MENTIONS} mentions and ${MAX_TEXT} characters of text`, () => {
    const names = Array.from({ length: 30_000 }, (_, i) => `We saw Castle Number${i.toString(36).toUpperCase()} today.`).join(' ');
    const step = beginExtraction(page(`<html><body><article><p>${names}</p></article></body></html>`));
    if (!('extraction' in step)) throw new Error('expected an extraction');
    expect(step.extraction.mentions.length).to.be.within(1, MAX_MENTIONS);
    expect(step.extraction.text.length).to.be.at.most(MAX_TEXT);
  });
});
