import { expect } from 'chai';
import { germanNominative } from '../../../src/domain/import/german-nominative.js';

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
});
