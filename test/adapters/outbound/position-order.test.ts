import { expect } from 'chai';
import { eventStoreDbPositionOrder } from '../../../src/adapters/outbound/eventstoredb/position-order.js';
import { sqlitePositionOrder } from '../../../src/adapters/outbound/sqlite/position-order.js';

describe('Position orders of the event stores', () => {
  it('SQLite: decimal positions compare as numbers (not as text) and are one apart per event', () => {
    const { compare, distance } = sqlitePositionOrder;
    expect(compare('9', '10')).to.be.lessThan(0);
    expect(compare('10', '9')).to.be.greaterThan(0);
    expect(compare('42', '42')).to.equal(0);
    expect(distance(undefined, '1000')).to.equal(1000);
    expect(distance('990', '1000')).to.equal(10);
    expect(distance('1000', '990')).to.equal(0);
  });

  it('EventStoreDB: "<commit>/<prepare>" compares by commit, then prepare, beyond 2^53', () => {
    const { compare, distance } = eventStoreDbPositionOrder;
    expect(compare('9/9', '10/0')).to.be.lessThan(0);
    expect(compare('10/5', '10/4')).to.be.greaterThan(0);
    expect(compare('18446744073709551615/1', '18446744073709551615/1')).to.equal(0);
    expect(compare('9007199254740993/0', '9007199254740992/0')).to.be.greaterThan(0);
    expect(distance(undefined, '4096/4096')).to.equal(4096);
    expect(distance('1000/1000', '5000/5000')).to.equal(4000);
    expect(distance('5000/5000', '1000/1000')).to.equal(0);
    expect(() => compare('12', '1/1')).to.throw(RangeError);
  });
});
