import { expect } from 'chai';
import { GazetteerGeocoder } from '../../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';
import type { GeocodeQuery, Geocoder } from '../../../src/application/ports/geocoder.port.js';
import type { Extraction } from '../../../src/application/ports/place-extractor.port.js';
import { pageContext } from '../../../src/application/import/page-context.js';
import { pageGeocoder } from '../../../src/application/import/page-geocoder.js';

const extraction = (contextNames: string[], more: Partial<Extraction> = {}): Extraction => ({
  kind: 'article', dayTitles: {}, contextNames, mentions: [], text: '', tags: [], ...more,
});

describe('pageGeocoder', function () {
  this.timeout(20_000);

  it('given a page\'s language and readings, when a CJK name is looked up, then the query carries them; a Latin name goes as it is', async () => {
    const asked: GeocodeQuery[] = [];
    const recorder: Geocoder = {
      geocode: async (query) => (asked.push(query), undefined),
      candidates: async (query) => (asked.push(query), []),
      reverse: async () => undefined,
    };
    const geocoder = pageGeocoder(recorder, { language: 'ja', readings: { 函館: 'ハコダテ' } });
    await geocoder.geocode({ name: '函館' });
    await geocoder.candidates({ name: '小樽' }, 3);
    await geocoder.geocode({ name: 'Hakodate' });
    expect(asked).to.deep.equal([{ name: '函館', language: 'ja', reading: 'ハコダテ' }, { name: '小樽', language: 'ja' }, { name: 'Hakodate' }]);
  });

  it('given a CJK title naming a town the landmark table does not, when the page context is read, then that town is the page\'s city', async () => {
    const gazetteer = new GazetteerGeocoder();
    const korean = extraction(['1박 2일 익산 여행기: 미륵사지와 시장'], { language: 'ko' });
    expect(await pageContext(korean, pageGeocoder(gazetteer, korean))).to.deep.include({ city: 'Iksan', countryCode: 'KR' });
    const chinese = extraction(['临潼两天一夜｜兵马俑·华清宫', '临潼'], { language: 'zh-CN' });
    expect(await pageContext(chinese, pageGeocoder(gazetteer, chinese))).to.deep.include({ city: 'Lintong', countryCode: 'CN' });
    const japanese = extraction(['佐世保市1泊2日の旅', '佐世保市'], { language: 'ja', readings: { 佐世保市: 'サセボシ' } });
    expect(await pageContext(japanese, pageGeocoder(gazetteer, japanese))).to.deep.include({ city: 'Sasebo', countryCode: 'JP' });
  });
});
