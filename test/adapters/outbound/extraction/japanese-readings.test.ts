import { expect } from 'chai';
import { HtmlPlaceExtractor } from '../../../../src/adapters/outbound/extraction/html-place-extractor.js';
import { preloadCjk } from '../../../../src/adapters/outbound/extraction/languages/cjk-candidates.js';
import { withJapaneseReadings } from '../../../../src/adapters/outbound/extraction/languages/japanese-readings.js';
import type { FetchedPage } from '../../../../src/application/ports/link-reader.port.js';
import type { Extraction } from '../../../../src/application/ports/place-extractor.port.js';

const page = (body: string): FetchedPage => ({ url: 'https://blog.example/post', finalUrl: 'https://blog.example/post', status: 200, contentType: 'text/html', body });
const extract = (body: string) => new HtmlPlaceExtractor().extract(page(body), async () => undefined);
const named = (names: string[], language?: string): Extraction => ({
  kind: 'article', language, dayTitles: {}, contextNames: [], text: 'テキスト', tags: [],
  mentions: names.map((name) => ({ name, evidence: 'text' })),
});

describe('Japanese readings of a page\'s names', function () {
  this.timeout(60_000);
  before(() => preloadCjk());

  it('given a Japanese page, when extracted, then the names it mentions in kanji carry their dictionary reading', async () => {
    const result = await extract(`<html lang="ja"><head><title>函館旅行記</title></head><body><article>
      <h2>函館</h2><p>冬の函館市は雪が多い。翌日は長崎へ。</p></article></body></html>`);
    expect(result.readings).to.deep.equal({ 函館: 'ハコダテ', 長崎: 'ナガサキ' });
  });

  it('given place names, common words, a given name, a company and long compounds, when read, then only the place names get a reading', () => {
    const { readings } = withJapaneseReadings(named(['函館市', 'つくば', '松本', '冬季', 'カート', 'アサヒ', '函館朝市の海鮮丼屋', 'Sapporo'], 'ja'));
    expect(readings).to.deep.equal({ 函館市: 'ハコダテシ', つくば: 'ツクバ', 松本: 'マツモト' });
  });

  it('given a Chinese page, when extracted, then its Han names carry no Japanese reading', async () => {
    expect(withJapaneseReadings(named(['函館', '泉州'], 'zh-CN')).readings).to.equal(undefined);
    const result = await extract(`<html lang="zh-CN"><head><title>泉州两天一夜</title></head><body><article>
      <h2>泉州</h2><p>第一天去了开元寺和西街。</p></article></body></html>`);
    expect(result.readings).to.equal(undefined);
  });
});
