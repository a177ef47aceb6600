import { expect } from 'chai';
import { unnamedSights } from '../../../../src/adapters/outbound/extraction/languages/unnamed-sights.js';

const names = (sentence: string): string[] => unnamedSights(sentence).map((sight) => sight.name);

describe('unnamed sights: the town\'s one sight of a kind, where the prose goes', () => {
  it('takes the phrase after a word of going and a definite article, in the languages travellers write', () => {
    expect(names('Pour le déjeuner, direction le marché aux poissons.')).to.deep.equal(['marché aux poissons']);
    expect(names('Nous rejoignons le port de pêche par la porte de la Marine.')).to.deep.equal(['port de pêche']);
    expect(names('Once again we walked the night market, where there is always something new.')).to.deep.equal(['night market']);
    expect(names('Por supuesto caminamos el malecón al atardecer.')).to.deep.equal(['malecón']);
    expect(names('In the afternoon we visited the tunnel museum near the airport.')).to.deep.equal(['tunnel museum']);
    expect(names('After lunch we checked out the old fort and wandered the night market.')).to.deep.equal(['old fort', 'night market']);
    expect(names('También nos dimos una vuelta por el mercado para ver las frutas.')).to.deep.equal(['mercado']);
    expect(names("L'après-midi, nous longeons les remparts jusqu'à la mer.")).to.deep.equal(['remparts']);
    expect(names("Puis continuez jusqu'au marché pour finir la matinée.")).to.deep.equal(['marché']);
    expect(names('Por la tarde salimos en busca de las curtidurías.')).to.deep.equal(['curtidurías']);
    expect(names('Then the guide took us to the market for lunch.')).to.deep.equal(['market']);
  });

  it('leaves a kind in passing, a kind before a name and "the same market" alone', () => {
    expect(names('The cathedral is the biggest in the country.')).to.deep.equal([]);
    expect(names('We visited the Sagrada Familia.')).to.deep.equal([]);
    expect(names("On marche jusqu'à la statue du Christ Rédempteur.")).to.deep.equal([]);
    expect(names('We went back to the same market the next day.')).to.deep.equal([]);
  });

  it('finds the German kind, written in capitals, after a word of going and its article; not in passing or before a name', () => {
    expect(names('Danach fahren wir zur Zitadelle hinauf.')).to.deep.equal(['Zitadelle']);
    expect(names('Am Nachmittag besichtigen wir den Dom.')).to.deep.equal(['Dom']);
    expect(names('Danach schlendern wir noch durch die Altstadt in Innsbruck.')).to.deep.equal(['Altstadt']);
    expect(names('Der Dom leuchtet in der Sonne.')).to.deep.equal([]);
    expect(names('Wir gehen in den Dom Sankt Peter.')).to.deep.equal([]);
  });

  it('says where the phrase starts', () => {
    const sentence = 'Then we visited the cathedral.';
    const [sight] = unnamedSights(sentence);
    expect(sentence.slice(sight!.index, sight!.index + sight!.name.length)).to.equal('cathedral');
  });
});
