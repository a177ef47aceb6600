import { expect } from 'chai';
import { isEverydayPhrase, preloadLexicon } from '../../../../src/adapters/outbound/extraction/languages/lexicon.js';
import { isPlaceTypeWord } from '../../../../src/domain/import/place-types.js';

const everyday = (phrase: string): boolean => isEverydayPhrase(phrase, 'en', isPlaceTypeWord);

describe('Everyday phrases', function () {
  this.timeout(20_000);
  before(async () => preloadLexicon('en'));

  it('given English phrases of everyday words, when judged, then they are everyday; a phrase holding a kind of place is not', () => {
    expect(everyday('Sip on')).to.equal(true);
    expect(everyday('Botanic Garden')).to.equal(false);
  });

  it('given a day\'s theme that opens with a kind English writes after a name ("River Vistas"), when judged, then it is everyday', () => {
    expect(everyday('River Vistas')).to.equal(true);
    expect(everyday('Street Food Heaven')).to.equal(true);
  });

  it('given names that open with their kind, or join it with "of", when judged, then they are names', () => {
    expect(everyday('Lake Placid')).to.equal(false);
    expect(everyday('Museum of Communism')).to.equal(false);
    expect(everyday('Salamanca Market')).to.equal(false);
  });

  it('given one German noun in the plural of an abstract ending, when judged, then it is everyday; a German name is not', () => {
    expect(isEverydayPhrase('Besichtigungen', 'de', isPlaceTypeWord)).to.equal(true);
    expect(isEverydayPhrase('Flüssigkeiten', 'de', isPlaceTypeWord)).to.equal(true);
    expect(isEverydayPhrase('Mundlandung', 'de', isPlaceTypeWord)).to.equal(false);
  });
});
