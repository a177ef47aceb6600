import { expect } from 'chai';
import { germanGenitiveOf, germanKindFirstName, germanTrailingGenitive, isDescription, isGermanDescription, isGermanWorldPart } from '../../../src/domain/import/descriptions.js';

describe('descriptions: a place described by a common noun, not named', () => {
  it('given a capital, a heart or a symbol of a town or a country, in any corpus language, when read, then it is a description', () => {
    for (const phrase of ['La capital del Tahuantinsuyo', 'the heart of Old Delhi', 'il cuore di Torino', 'o coração de Lisboa', 'Le cœur de Montréal', 'Hauptstadt Portugals', 'die heimliche Hauptstadt Polens', 'City’s Heart', 'the island’s best']) {
      expect(isDescription(phrase), phrase).to.equal(true);
    }
  });

  it('given a German article and a superlative before a noun, when read, then it is a description', () => {
    expect(isDescription('die älteste Straße Krakaus')).to.equal(true);
    expect(isDescription('der schönste Platz Wiens')).to.equal(true);
  });

  it('given names holding such words, when read, then they are names', () => {
    for (const name of ['Museo Corazón de Jesús', 'Capital Grille', 'Heartland Café', 'Die Alte Brücke', 'Sacré-Cœur']) expect(isDescription(name), name).to.equal(false);
  });

  it('given a German noun and a name in the genitive, when read, then the genitive gives the place described', () => {
    expect(germanGenitiveOf('Platz Lissabons')).to.equal('Lissabon');
    expect(germanGenitiveOf('die älteste Straße Krakaus')).to.equal('Krakau');
    expect(germanGenitiveOf('Münsters Kneipenviertel')).to.equal('Münster');
    // A person's genitive reads the same ("Schindlers Fabrik"): the page's titles decide whether it is the page's place.
    expect(germanGenitiveOf('Schindlers Fabrik')).to.equal('Schindler');
    expect(germanGenitiveOf('Lissabons')).to.equal(undefined);
  });

  it('given an adjective and a compound noun of a kind of place, when read, then they describe a scene; an adjective and the kind itself name a place', () => {
    expect(isGermanDescription(['Weißer', 'Sandstrand'])).to.equal(true);
    expect(isGermanDescription(['Versteckter', 'Aussichtspunkt'])).to.equal(true);
    expect(isGermanDescription(['Englischer', 'Garten'])).to.equal(false);
    expect(isGermanDescription(['Alter', 'Markt'])).to.equal(false);
  });
});

describe('German names that start with their kind of place', () => {
  it('keeps the kind and whose it is, and cuts off where in a building it is', () => {
    expect(germanKindFirstName('Tal der Könige')).to.equal('Tal der Könige');
    expect(germanKindFirstName('Rathaus von Tallinn')).to.equal('Rathaus von Tallinn');
    expect(germanKindFirstName('Restaurant Tiger Lily im Erdgeschoss')).to.equal('Restaurant Tiger Lily');
  });

  it('leaves descriptions of the town, lone kinds and phrases that start otherwise alone', () => {
    expect(germanKindFirstName('Kirche der Stadt')).to.equal(undefined);
    expect(germanKindFirstName('Rathaus im Baltikum')).to.equal(undefined);
    expect(germanKindFirstName('Teil der Altstadt')).to.equal(undefined);
    expect(germanKindFirstName('Die Brücke im Norden')).to.equal(undefined);
    expect(germanKindFirstName('Westufer des Nils')).to.equal(undefined);
  });
});

describe('German things of a country, a region or a continent', () => {
  it('given a German common noun and a name in the genitive after it, when read, then the last word\'s stem is the name it may be the genitive of; a continent is a part of the world', () => {
    expect(germanTrailingGenitive('Museen Österreichs')).to.equal('Österreich');
    expect(germanTrailingGenitive('Straßen Sri Lankas')).to.equal('Sri Lanka');
    expect(germanTrailingGenitive('Österreichs')).to.equal(undefined);
    expect(germanTrailingGenitive('Mozarts Geburtshaus')).to.equal('Geburtshau');
    expect(isGermanWorldPart('Mitteleuropa')).to.equal(true);
    expect(isGermanWorldPart('Asien')).to.equal(true);
    expect(isGermanWorldPart('Bayern')).to.equal(false);
  });
});
