import { expect } from 'chai';
import { isBay, isWaterway } from '../../../src/domain/import/waterways.js';

describe('rivers, bays and seas by name', () => {
  it('knows the water by its own name, in English and the Romance languages', () => {
    for (const name of ['Mekong River', 'Nam Khan River', 'Rio da Prata', 'Lavender Bay', 'Baía de Todos os Santos', 'Río de la Plata', 'Finnischen Meerbusen']) {
      expect(isWaterway(name), name).to.equal(true);
    }
  });

  it('leaves places on the shore, lakes and lower-case mentions alone', () => {
    for (const name of ['Gardens by the Bay', 'Sea Point', 'Lake Bled', 'bahía de Halong', 'Bay Street Market']) {
      expect(isWaterway(name), name).to.equal(false);
    }
  });

  it('tells a bay from a river', () => {
    expect(isBay('Lavender Bay')).to.equal(true);
    expect(isBay('Mekong River')).to.equal(false);
    expect(isBay('Finnischen Meerbusen')).to.equal(false);
  });
});
