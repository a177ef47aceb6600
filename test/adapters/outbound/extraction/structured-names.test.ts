import { expect } from 'chai';
import { namesIn } from '../../../../src/adapters/outbound/extraction/structured-names.js';

describe('The places a heading or a lead lists', () => {
  it('given names joined by commas, "and" in a page\'s language, or a plus, when read, then each is a name', () => {
    expect(namesIn('Praia do Gunga + Barra de São Miguel')).to.deep.equal(['Praia do Gunga', 'Barra de São Miguel']);
    expect(namesIn('Le Château Frontenac et la Terrasse Dufferin')).to.deep.equal(['Le Château Frontenac', 'Terrasse Dufferin']);
    expect(namesIn('Sea Point, La Colombe, Kirstenbosch')).to.deep.equal(['Sea Point', 'La Colombe', 'Kirstenbosch']);
  });

  it('given a name and its address, when read, then the name alone', () => {
    expect(namesIn('Brasão Aliados, Rua Ramalho Ortigão, 28')).to.deep.equal(['Brasão Aliados']);
  });
});
