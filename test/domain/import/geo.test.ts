import { expect } from 'chai';
import { distanceKm, medianCoordinate, neighbourhoods } from '../../../src/domain/import/geo.js';

const LISBON = { latitude: 38.7223, longitude: -9.1393 };
const SINTRA = { latitude: 38.8029, longitude: -9.3817 };
const CASCAIS = { latitude: 38.6979, longitude: -9.4215 };
const PORTO = { latitude: 41.1579, longitude: -8.6291 };

describe('geo', () => {
  it('measures great-circle distances in kilometres', () => {
    expect(distanceKm(LISBON, SINTRA)).to.be.within(22, 24);
    expect(distanceKm(LISBON, PORTO)).to.be.within(270, 280);
  });

  it('takes the median of coordinates, which one far-away namesake does not drag', () => {
    const centre = medianCoordinate([LISBON, SINTRA, CASCAIS, { latitude: -33.9, longitude: 151.2 }]);
    expect(distanceKm(centre!, LISBON)).to.be.below(30);
    expect(medianCoordinate([])).to.equal(undefined);
  });

  it('given towns, when asked who is near whom, then each has the towns within reach, itself included, in order', () => {
    const towns = [
      { name: 'Lisbon', at: LISBON },
      { name: 'Sintra', at: SINTRA },
      { name: 'Cascais', at: CASCAIS },
      { name: 'Porto', at: PORTO },
    ];
    const near = neighbourhoods(towns, (town) => town.at, 50).map((group) => group.map((town) => town.name));
    expect(near).to.deep.equal([
      ['Lisbon', 'Sintra', 'Cascais'],
      ['Lisbon', 'Sintra', 'Cascais'],
      ['Lisbon', 'Sintra', 'Cascais'],
      ['Porto'],
    ]);
  });
});
