import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beginExtraction, prepareAnalysers } from '../../../../src/adapters/outbound/extraction/html-place-extractor.js';
import { warmUpExtraction } from '../../../../src/adapters/outbound/extraction/warm-up.js';
import { REAL_CORPUS_ROOT } from '../../../support/real-corpus.js';

const corpusPage = (id: string) => {
  const body = readFileSync(path.join(REAL_CORPUS_ROOT, `${id}.html`), 'utf8');
  return { url: `https://site.example/${id}`, finalUrl: `https://site.example/${id}`, status: 200, contentType: 'text/html', body };
};

describe('warming up a thread for extraction', function () {
  this.timeout(60_000);

  it('extracts its built-in samples once, Latin and CJK, and leaves no trace on the pages read after it', async () => {
    const pages = ['cjk-busan-matjip-ko', 'cjk-bangkok-fun-places-zh', 'en-kyoto-3-days'].map(corpusPage);
    const before = [];
    for (const page of pages) before.push(beginExtraction(page, await prepareAnalysers(page.body)));
    for (const page of pages) warmUpExtraction(page.body, await prepareAnalysers(page.body));
    const after = [];
    for (const page of pages) after.push(beginExtraction(page, await prepareAnalysers(page.body)));
    expect(after).to.deep.equal(before);
  });
});
