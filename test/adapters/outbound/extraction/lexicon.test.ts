import { expect } from 'chai';
import { isEverydayPhrase, isGermanEverydayPhrase, preloadLexicon } from '../../../../src/adapters/outbound/extraction/languages/lexicon.js';
import { isPlaceTypeWord } from '../../../../src/domain/import/place-types.js';

const everyday = (phrase: string): boolean => isEverydayPhrase(phrase, 'en', isPlaceTypeWord);

describe('Everyday phrases', function () {
  this.timeout(20_000);
  before(async () => { for (const language of ['en', 'fr', 'it', 'de']) await preloadLexicon(language); });

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

  it('given German nouns, in any case and number, when judged, then they are everyday; a German name is not', () => {
    expect(isEverydayPhrase('Besichtigungen', 'de', isPlaceTypeWord)).to.equal(true);
    expect(isEverydayPhrase('Flüssigkeiten', 'de', isPlaceTypeWord)).to.equal(true);
    expect(isEverydayPhrase('Reise', 'de', isPlaceTypeWord)).to.equal(true);
    expect(isEverydayPhrase('Mundlandung', 'de', isPlaceTypeWord)).to.equal(false);
  });

  it('given German phrases of capitalised nouns in prose, when judged, then everyday words alone are no name; a kind of place or a name among them is', () => {
    const german = (phrase: string): boolean => isGermanEverydayPhrase(phrase, isPlaceTypeWord);
    expect(german('Hunderte Menschen')).to.equal(true);
    expect(german('Wiener Küche')).to.equal(true);
    expect(german('Alter Markt')).to.equal(false);
    expect(german('Rasender Roland')).to.equal(false);
    // One word is judged as any name is (`isEverydayPhrase`).
    expect(german('Küche')).to.equal(false);
  });

  it('given the words of a tour card in French and Italian, when judged, then they are everyday; a town or a sight is not', () => {
    for (const word of ['Durée', 'Hébergement', 'Billets']) expect(isEverydayPhrase(word, 'fr', isPlaceTypeWord), word).to.equal(true);
    for (const word of ['Durata', 'Distanza', 'Trasporti']) expect(isEverydayPhrase(word, 'it', isPlaceTypeWord), word).to.equal(true);
    expect(isEverydayPhrase('Annecy', 'fr', isPlaceTypeWord)).to.equal(false);
    expect(isEverydayPhrase('Trastevere', 'it', isPlaceTypeWord)).to.equal(false);
  });
});
