import { expect } from 'chai';
import { hangulAsJapanese } from '../../../../src/adapters/outbound/gazetteer/hangul-japanese.js';
import { GazetteerGeocoder } from '../../../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';

describe('Japanese towns written in Hangul', function () {
  this.timeout(20_000);

  it('reads the Hepburn forms a Korean spelling stands for: tsu, fu, shi, doubled consonants, plain initials', () => {
    expect(hangulAsJapanese('타카마츠')).to.deep.equal(['takamatsu']);
    expect(hangulAsJapanese('후쿠오카')).to.deep.equal(['fukuoka']);
    expect(hangulAsJapanese('히로시마')).to.deep.equal(['hiroshima']);
    expect(hangulAsJapanese('삿포로')).to.deep.equal(['sapporo']);
    expect(hangulAsJapanese('교토')).to.deep.equal(['kyoto', 'gyoto']);
  });

  it('reads no Korean word, whose syllables end in consonants Japanese has not: "가족" (family), "주말" (weekend)', () => {
    expect(hangulAsJapanese('가족')).to.deep.equal([]);
    expect(hangulAsJapanese('주말')).to.deep.equal([]);
    expect(hangulAsJapanese('벳푸')).to.deep.equal(['beppu', 'peppu']);
  });

  it('reads nothing that is not all Hangul syllables', () => {
    expect(hangulAsJapanese('Osaka')).to.deep.equal([]);
    expect(hangulAsJapanese('ㅋㅋ')).to.deep.equal([]);
  });

  it('finds the Japanese town when no Korean town bears the name, and keeps Korean towns first', async () => {
    const gazetteer = new GazetteerGeocoder();
    expect(await gazetteer.geocode({ name: '타카마츠', kinds: ['city'] })).to.deep.include({ matchedName: 'Takamatsu', countryCode: 'JP' });
    expect((await gazetteer.geocode({ name: '속초', kinds: ['city'] }))?.countryCode).to.equal('KR');
    expect(await gazetteer.geocode({ name: '타카마츠', kinds: ['city'], context: { countryCodes: ['KR'] } })).to.equal(undefined);
  });
});
