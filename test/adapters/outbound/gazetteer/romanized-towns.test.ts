import { expect } from 'chai';
import { foldLatin, romanizeTownName } from '../../../../src/adapters/outbound/gazetteer/cjk-romanization.js';
import { GazetteerGeocoder } from '../../../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';

describe('GazetteerGeocoder: CJK towns by their romanized names', function () {
  this.timeout(20_000);
  const geocoder = new GazetteerGeocoder();
  const town = (name: string, more: { language?: string; reading?: string; countryCodes?: string[] } = {}) =>
    geocoder.geocode({ name, kinds: ['city'], language: more.language, reading: more.reading, context: more.countryCodes ? { countryCodes: more.countryCodes } : undefined });

  it('given a Korean town in Hangul, when looked up, then it is the Korean town of its Revised or McCune-Reischauer spelling', async () => {
    expect(await town('익산')).to.deep.include({ kind: 'city', matchedName: 'Iksan', countryCode: 'KR' });
    // Without its suffix, and then by the name the landmark table gives it.
    expect(await town('익산시')).to.deep.include({ matchedName: 'Iksan', countryCode: 'KR' });
    expect(await town('강릉시')).to.deep.include({ matchedName: 'Gangneung', countryCode: 'KR' });
    // GeoNames spells 진주 the older way.
    expect(await town('진주')).to.deep.include({ matchedName: 'Chinju', countryCode: 'KR' });
  });

  it('given a Chinese town on a Chinese page, when looked up, then it is the town of its pinyin, traditional characters included', async () => {
    expect(await town('临潼', { language: 'zh-CN' })).to.deep.include({ matchedName: 'Lintong', countryCode: 'CN' });
    expect(await town('臨潼', { language: 'zh-TW' })).to.deep.include({ matchedName: 'Lintong', countryCode: 'CN' });
    // The whole name before the one without its suffix: 景德镇 is Jingdezhen.
    expect(await town('景德鎮', { language: 'zh-TW' })).to.deep.include({ matchedName: 'Jingdezhen', countryCode: 'CN' });
    // The table names 台南 and leaves out its …市 form on purpose.
    expect(await town('台南市', { language: 'zh-TW' })).to.equal(undefined);
  });

  it('given a Japanese town with the reading the page\'s analyser gives, when looked up, then it is the Japanese town of that reading, kana or kanji', async () => {
    expect(await town('さいたま', { language: 'ja', reading: 'サイタマ' })).to.deep.include({ matchedName: 'Saitama', countryCode: 'JP' });
    expect(await town('佐世保市', { language: 'ja', reading: 'サセボシ' })).to.deep.include({ matchedName: 'Sasebo', countryCode: 'JP' });
    // GeoNames writes some with their administrative word ("Imabari-shi").
    expect(await town('今治', { language: 'ja', reading: 'イマバリ' })).to.deep.include({ matchedName: 'Imabari-shi', countryCode: 'JP' });
  });

  it('given Han characters on a page that is not Chinese, when looked up, then they are not read as pinyin', async () => {
    expect(await town('临潼', { language: 'ja' })).to.equal(undefined);
    expect(await town('临潼')).to.equal(undefined);
    expect(await town('临潼', { language: 'ko' })).to.equal(undefined);
  });

  it('given a dish or a common noun, when looked up, then it is no town', async () => {
    for (const name of ['비빔밥', '바다', '시장', '해물파전']) expect(await town(name), name).to.equal(undefined);
    for (const name of ['小笼包', '海鲜', '蛋挞']) expect(await town(name, { language: 'zh' }), name).to.equal(undefined);
    // 背景 and 北京 are both "beijing" without tones: a town the table names in characters is found by them only.
    expect(await town('背景', { language: 'zh' })).to.equal(undefined);
  });

  it('given a name the page\'s country rules out, a landmark\'s name, one character or a small town, when looked up, then it is no town', async () => {
    expect(await town('临潼', { language: 'zh', countryCodes: ['JP'] })).to.equal(undefined);
    // 嵐山 is Kyoto's, not Arashiyama in Saitama.
    expect(await town('嵐山', { language: 'ja', reading: 'アラシヤマ' })).to.equal(undefined);
    expect(await town('津', { language: 'ja', reading: 'ツ' })).to.equal(undefined);
    // Niseko Town has 4,654 people.
    expect(await town('ニセコ', { language: 'ja', reading: 'ニセコ' })).to.equal(undefined);
  });

  it('given a CJK hashtag, when looked up, then it is a sizeable town of its romanized name or of the name the table gives it', async () => {
    expect(await geocoder.geocode({ name: '景德镇', compact: true, kinds: ['city'], language: 'zh-CN' })).to.deep.include({ matchedName: 'Jingdezhen', countryCode: 'CN' });
    expect(await geocoder.geocode({ name: '大理', compact: true, kinds: ['city'], language: 'zh-CN' })).to.deep.include({ matchedName: 'Dali', countryCode: 'CN' });
    // A hashtag's town has 50,000 people or more, as for Latin hashtags.
    expect(await geocoder.geocode({ name: '익산', compact: true, kinds: ['city'] })).to.deep.include({ matchedName: 'Iksan' });
  });
});

describe('romanizeTownName', () => {
  it('gives the forms of a name with and without its administrative suffix, folded as GeoNames names are', () => {
    expect(romanizeTownName('통영시')).to.deep.include({ script: 'ko', bases: ['통영시', '통영'] });
    expect(romanizeTownName('통영')?.forms).to.include('tongyeong');
    expect(romanizeTownName('東京都', 'ja', 'トウキョウト')?.forms).to.include(foldLatin('Tōkyō', 'ja'));
    expect(romanizeTownName('Sokcho')).to.equal(undefined);
    expect(romanizeTownName('통영중앙시장')).to.equal(undefined);
  });
});
