import { expect } from 'chai';
import { germanNominative, withoutGermanArticle, withoutGermanDeclension } from '../../../src/domain/import/german-nominative.js';

describe('German names in the nominative', () => {
  it('given a name whose adjective a preposition inflected, when named, then it is given as a sign gives it', () => {
    expect(germanNominative('Alten Hofhaltung')).to.equal('Alte Hofhaltung');
    expect(germanNominative('Neuen Rathaus')).to.equal('Neues Rathaus');
    expect(germanNominative('Englischen Garten')).to.equal('Englischer Garten');
    expect(germanNominative('Deutschen Nationalbibliothek')).to.equal('Deutsche Nationalbibliothek');
    expect(germanNominative('Fränkische Brauereimuseum')).to.equal('Fränkisches Brauereimuseum');
  });

  it('given a name in the nominative, a town before its station, a town adjective or a preposition inside the name, when named, then it is unchanged', () => {
    for (const name of ['Alte Brücke', 'München Hauptbahnhof', 'Kölner Dom', 'Berliner Mauer', 'Kirche zum Heiligen Geist', 'Goldenen Dachl', 'Red Bull Arena']) {
      expect(germanNominative(name), name).to.equal(name);
    }
  });

  it('given a heading\'s name after its article, when the article goes, then the adjective stays as written', () => {
    expect(withoutGermanArticle('Der Lange Markt')).to.equal('Lange Markt');
    expect(withoutGermanArticle('Das Krantor')).to.equal('Krantor');
    expect(withoutGermanArticle('Die Wieskirche')).to.equal('Wieskirche');
    expect(withoutGermanArticle('Dieburg')).to.equal('Dieburg');
  });

  it('given one name in several cases, when compared, then their adjectives compare by stem', () => {
    expect(withoutGermanDeclension('Langen Markt')).to.equal(withoutGermanDeclension('Lange Markt'));
    expect(withoutGermanDeclension('Europäischen Zentrum der Solidarność')).to.equal(withoutGermanDeclension('Europäische Zentrum der Solidarność'));
    // Nouns keep their endings: "Garten", "Bergen", a last word.
    expect(withoutGermanDeclension('Englischer Garten')).to.equal('Englisch Garten');
    expect(withoutGermanDeclension('Bergen Hafen')).to.equal('Bergen Hafen');
  });
});
