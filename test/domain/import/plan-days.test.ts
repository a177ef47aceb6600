import { expect } from 'chai';
import { planDays, type PlaceToPlan } from '../../../src/domain/import/plan-days.js';
import { pathKm, routeOrder } from '../../../src/domain/import/route-order.js';

interface Place extends PlaceToPlan {
  name: string;
}

const at = (name: string, order: number, latitude: number, longitude: number, extra: Partial<Place> = {}): Place => ({
  name,
  order,
  coordinate: { latitude, longitude },
  cityKey: 'lisbon',
  ...extra,
});
const names = (groups: Array<{ stops: Place[] }>): string[][] => groups.map((group) => group.stops.map((stop) => stop.name));

describe('planDays', () => {
  it('given places with the source\'s days, when planned, then the days and their order are the source\'s', () => {
    const places = [
      at('B1', 0, 38.69, -9.21, { sourceDay: 1 }),
      at('A1', 1, 38.71, -9.13, { sourceDay: 2 }),
      at('B2', 2, 38.70, -9.20, { sourceDay: 1 }),
      at('A2', 3, 38.71, -9.14, { sourceDay: 2 }),
    ];
    const groups = planDays(places);
    expect(groups.map((group) => group.sourceDay)).to.deep.equal([1, 2]);
    expect(names(groups)).to.deep.equal([['B1', 'B2'], ['A1', 'A2']]);
  });

  it('given a source day missing for one place, when planned, then it joins the nearest day', () => {
    const groups = planDays([
      at('B1', 0, 38.69, -9.21, { sourceDay: 1 }),
      at('A1', 1, 38.71, -9.13, { sourceDay: 2 }),
      at('near A', 2, 38.712, -9.131),
    ]);
    expect(names(groups)).to.deep.equal([['B1'], ['A1', 'near A']]);
  });

  it('given places in two cities without days, when planned, then each city gets its own days in the source\'s order', () => {
    const groups = planDays([
      at('Porto 1', 0, 41.14, -8.61, { cityKey: 'porto' }),
      at('Lisbon 1', 1, 38.71, -9.13),
      at('Porto 2', 2, 41.15, -8.62, { cityKey: 'porto' }),
      at('Lisbon 2', 3, 38.70, -9.14),
      at('Porto 3', 4, 41.146, -8.615, { cityKey: 'porto' }),
      at('Lisbon 3', 5, 38.705, -9.15),
    ]);
    expect(names(groups).map((day) => day.map((name) => name.split(' ')[0]))).to.deep.equal([
      ['Porto', 'Porto', 'Porto'],
      ['Lisbon', 'Lisbon', 'Lisbon'],
    ]);
  });

  it('given twelve places in one city, when planned, then three days of four to six stops, each compact', () => {
    const west = Array.from({ length: 6 }, (_, i) => at(`W${i}`, i * 2, 38.70 + i * 0.002, -9.22 + i * 0.002));
    const east = Array.from({ length: 6 }, (_, i) => at(`E${i}`, i * 2 + 1, 38.71 + i * 0.002, -9.12 + i * 0.002));
    const groups = planDays([...west, ...east]);
    expect(groups).to.have.length(3);
    for (const group of groups) expect(group.stops.length).to.be.within(4, 6);
    const sides = groups.map((group) => new Set(group.stops.map((stop) => stop.name[0])));
    expect(sides.filter((side) => side.size === 1)).to.have.length.at.least(2);
  });

  it('given a city with one or two stops next to a bigger one, when planned, then it joins the bigger city\'s day', () => {
    const groups = planDays([
      at('Colosseum', 0, 41.8902, 12.4922, { cityKey: 'rome' }),
      at('Pantheon', 1, 41.8986, 12.4769, { cityKey: 'rome' }),
      at('St Peter', 2, 41.9022, 12.4539, { cityKey: 'vatican' }),
      at('Trevi', 3, 41.9009, 12.4833, { cityKey: 'rome' }),
    ]);
    expect(groups).to.have.length(1);
    expect(groups[0]!.stops).to.have.length(4);
  });

  it('given places without coordinates, when planned, then they make a last day of their own', () => {
    const groups = planDays([at('A', 0, 38.7, -9.1), { name: 'Unknown bar', order: 1 } as Place, at('B', 2, 38.71, -9.11)]);
    expect(groups.at(-1)).to.deep.include({ unplaced: true });
    expect(names(groups)).to.deep.equal([['A', 'B'], ['Unknown bar']]);
  });

  it('is deterministic', () => {
    const places = Array.from({ length: 17 }, (_, i) => at(`P${i}`, i, 38.7 + ((i * 7) % 11) * 0.003, -9.2 + ((i * 5) % 13) * 0.004));
    expect(names(planDays(places))).to.deep.equal(names(planDays([...places].reverse())));
  });
});

describe('routeOrder', () => {
  it('starts at the first point and never makes the path longer than the nearest-neighbour one', () => {
    const points = [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 3 },
      { latitude: 0, longitude: 1 },
      { latitude: 0, longitude: 2 },
      { latitude: 0.01, longitude: 0.5 },
    ];
    const order = routeOrder(points);
    expect(order[0]).to.equal(0);
    expect([...order].sort()).to.deep.equal([0, 1, 2, 3, 4]);
    expect(order).to.deep.equal([0, 4, 2, 3, 1]);
  });

  it('uncrosses a crossing path (2-opt)', () => {
    // Nearest neighbour from A goes A-B-C-D crossing itself; 2-opt finds A-C-B-D... or better.
    const points = [
      { latitude: 0, longitude: 0 },
      { latitude: 1, longitude: 1.05 },
      { latitude: 0, longitude: 1 },
      { latitude: 1, longitude: 0 },
    ];
    const order = routeOrder(points);
    const length = pathKm(order.map((i) => points[i]!));
    for (const alternative of [[0, 1, 2, 3], [0, 1, 3, 2], [0, 2, 1, 3], [0, 2, 3, 1], [0, 3, 1, 2], [0, 3, 2, 1]]) {
      expect(length).to.be.at.most(pathKm(alternative.map((i) => points[i]!)) + 1e-6);
    }
  });
});
