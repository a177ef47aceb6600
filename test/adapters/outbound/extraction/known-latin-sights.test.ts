import { expect } from 'chai';
import { knownLatinSightsIn } from '../../../../src/adapters/outbound/extraction/languages/known-latin-sights.js';

const names = (sentence: string): string[] => knownLatinSightsIn(sentence).map((sight) => sight.name);

describe('known Latin sights: the curated table\'s names of two words or more, whatever their case', () => {
  it('finds a sight whatever its case, where it stands, in the table\'s spelling', () => {
    expect(knownLatinSightsIn('Le matin, la maison carrée.')).to.deep.equal([{ name: 'Maison Carrée', index: 13, length: 13 }]);
    expect(names('Then the BLUE MOSQUE at dawn')).to.deep.equal(['Blue Mosque']);
  });

  it('takes the longest name where two start together', () => {
    expect(names('fomos à lagoa das sete cidades')).to.deep.equal(['Lagoa das Sete Cidades']);
  });

  it('leaves out names of one word, an article not counted, and words a comma parts', () => {
    expect(names('we crossed the zocalo')).to.deep.equal([]);
    expect(names('We sat on the rocks by the water')).to.deep.equal([]);
    expect(names('the maison, carrée')).to.deep.equal([]);
  });
});
