import { expect } from 'chai';
import { validate, version } from 'uuid';
import { randomIds } from '../../../../src/adapters/outbound/system/clock.js';

describe('event ids (system id generator)', () => {
  it('are valid UUIDv7, unique, and sort in the order they were made, across many in one millisecond', () => {
    const ids = Array.from({ length: 1000 }, () => randomIds.eventId());
    for (const id of ids) {
      expect(validate(id), id).to.equal(true);
      expect(version(id), id).to.equal(7);
    }
    expect(new Set(ids).size).to.equal(ids.length);
    expect([...ids].sort()).to.deep.equal(ids);
  });

  it('carry the time they were made in their first 48 bits', () => {
    const before = Date.now();
    const id = randomIds.eventId();
    const after = Date.now();
    const msecs = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(msecs).to.be.within(before, after);
  });

  it('do not repeat their random part between ids', () => {
    const tails = Array.from({ length: 600 }, () => randomIds.eventId().slice(-12));
    expect(new Set(tails).size).to.equal(tails.length);
  });
});
