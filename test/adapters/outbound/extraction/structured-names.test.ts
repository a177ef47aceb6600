import { expect } from 'chai';
import { preloadCjk } from '../../../../src/adapters/outbound/extraction/languages/cjk-candidates.js';
import { namesIn, structuredName } from '../../../../src/adapters/outbound/extraction/structured-names.js';

describe('The places a heading or a lead lists', () => {
  it('given names joined by commas, "and" in a page\'s language, or a plus, when read, then each is a name', () => {
    expect(namesIn('Praia do Gunga + Barra de São Miguel')).to.deep.equal(['Praia do Gunga', 'Barra de São Miguel']);
    expect(namesIn('Le Château Frontenac et la Terrasse Dufferin')).to.deep.equal(['Le Château Frontenac', 'Terrasse Dufferin']);
    expect(namesIn('Sea Point, La Colombe, Kirstenbosch')).to.deep.equal(['Sea Point', 'La Colombe', 'Kirstenbosch']);
  });

  it('given a venue whose name ends in "and" and a kind of place, when read, then it is one name', () => {
    expect(namesIn('Republic Bar and Grill')).to.deep.equal(['Republic Bar and Grill']);
    expect(namesIn('Rooftop Bar & Lounge')).to.deep.equal(['Rooftop Bar & Lounge']);
  });

  it('given two single words an ampersand joins, when read, then they are one venue\'s name; places of several words are still two', () => {
    expect(namesIn('Boots & Kimo’s')).to.deep.equal(['Boots & Kimo’s']);
    expect(namesIn('Gaston & Gaby')).to.deep.equal(['Gaston & Gaby']);
    expect(namesIn('Siena & San Gimignano')).to.deep.equal(['Siena', 'San Gimignano']);
    expect(namesIn('Kandy and Ella')).to.deep.equal(['Kandy', 'Ella']);
  });

  it('given two names parted by a slash, or CJK names by "・" beside a word not in katakana, when read, then each is a name', () => {
    expect(namesIn('Peel Street/Leigh Street')).to.deep.equal(['Peel Street', 'Leigh Street']);
    expect(namesIn('Piazza San Marco / Cattedrale di San Marco')).to.deep.equal(['Piazza San Marco', 'Cattedrale di San Marco']);
    expect(namesIn('松陰神社・松下村塾')).to.deep.equal(['松陰神社', '松下村塾']);
    expect(namesIn('ぜるぶの丘・ケンとメリーの木')).to.deep.equal(['ぜるぶの丘', 'ケンとメリーの木']);
  });

  it('given "・" within a katakana name, a slash in a date or before a word in lower case, when read, then the name is whole', () => {
    expect(namesIn('カオソーイ・ラムドゥアン')).to.deep.equal(['カオソーイ・ラムドゥアン']);
    expect(namesIn('9/11 Memorial')).to.deep.equal(['9/11 Memorial']);
    expect(namesIn('Paseo/refrigerio')).to.deep.equal(['Paseo/refrigerio']);
  });

  it('given a name and its address, when read, then the name alone', () => {
    expect(namesIn('Brasão Aliados, Rua Ramalho Ortigão, 28')).to.deep.equal(['Brasão Aliados']);
  });
});

describe('The place a schedule\'s item names', function () {
  this.timeout(60_000);
  before(() => preloadCjk());

  it('given a heading closed by what the shop serves in lenticular brackets, when read, then the name before them; a name in them is still the name', () => {
    expect(structuredName('①PIZZERIA MIA(ピッツェリアミーア)【朝食・ランチ・ディナー】', 'ja')).to.equal('PIZZERIA MIA');
    expect(structuredName('②BOULANGERIE ISHITA(石田パン)【テイクアウト】', 'ja')).to.equal('BOULANGERIE ISHITA');
    expect(structuredName('②ガラス張りが美しいパースのシンボル【ベルタワー (The Bell Tower)】', 'ja')).to.equal('ベルタワー');
  });

  it('given a meal\'s label and a shop the analyser cuts at its end, when read, then the whole name', () => {
    expect(structuredName('昼食 丸デブ総本店', 'ja')).to.equal('丸デブ総本店');
    expect(structuredName('（ランチ）なかゆくい商店', 'ja')).to.equal('なかゆくい商店');
  });

  it('given a meal\'s label, a shop and what is had there in brackets, when read, then the shop, whatever や it holds; not dishes joined by や', () => {
    expect(structuredName('昼ごはん：んまや～（宮古そば）', 'ja')).to.equal('んまや～');
    expect(structuredName('昼ごはん：やっかやっか（カレー、タコライス）', 'ja')).to.equal('やっかやっか');
    expect(structuredName('昼ごはん：カレーやそば', 'ja')).to.equal(undefined);
  });

  it('given a heading that is, whole, a sight the curated table knows, when read, then the whole name, however the analysers cut it', () => {
    expect(structuredName('🗽 자유의 여신상', 'ko')).to.equal('자유의 여신상');
  });

  it('given an item that is a meal, checking out or a rental car, when read, then it names no place', () => {
    expect(structuredName('11:30 出雲そばのランチ', 'ja')).to.equal(undefined);
    expect(structuredName('10:00 チェックアウト・レンタカー', 'ja')).to.equal(undefined);
    expect(structuredName('아점', 'ko')).to.equal(undefined);
    expect(structuredName('섭지코지', 'ko')).to.equal('섭지코지');
  });

  it('given a Korean heading of one word up to eight syllables, when read, then it names a place; two words do not', () => {
    expect(structuredName('뚱보할매김밥집', 'ko')).to.equal('뚱보할매김밥집');
    expect(structuredName('만풍해물뚝배기', 'ko')).to.equal('만풍해물뚝배기');
    expect(structuredName('서울 출발', 'ko')).to.equal(undefined);
  });
});
