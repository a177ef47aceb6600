import { expect } from 'chai';
import { withoutTownSuffix } from '../../../src/domain/import/town-suffix.js';

describe('withoutTownSuffix', () => {
  it('given a map search that names a place and its town, when read, then the place is the name before the town', () => {
    expect(withoutTownSuffix("Castel Sant'Angelo Roma", 'Roma')).to.equal("Castel Sant'Angelo");
    expect(withoutTownSuffix('Time Out Market Lisboa', 'Lisboa')).to.equal('Time Out Market');
    expect(withoutTownSuffix('Café Tortoni Buenos Aires', 'Buenos Aires')).to.equal('Café Tortoni');
  });

  it('given a town that is part of the name, a short name or no phrase of a name, when read, then the name stays', () => {
    expect(withoutTownSuffix('Museu de Lisboa', 'Lisboa')).to.equal('Museu de Lisboa');
    expect(withoutTownSuffix('Alfama Lisboa', 'Lisboa')).to.equal('Alfama Lisboa');
    expect(withoutTownSuffix('4 days in Barcelona', 'Barcelona')).to.equal('4 days in Barcelona');
    expect(withoutTownSuffix('Lisboa', 'Lisboa')).to.equal('Lisboa');
    expect(withoutTownSuffix('Castel Sant’Angelo', undefined)).to.equal('Castel Sant’Angelo');
  });
});
