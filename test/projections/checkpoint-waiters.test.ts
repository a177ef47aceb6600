import { expect } from 'chai';
import { sqlitePositionOrder } from '../../src/adapters/outbound/sqlite/position-order.js';
import { CheckpointWaiters } from '../../src/application/projections/checkpoint-waiters.js';

describe('CheckpointWaiters', () => {
  it('tells when someone starts waiting and when nobody waits any more (reached, timed out or released)', async () => {
    const heard: boolean[] = [];
    const waiters = new CheckpointWaiters(sqlitePositionOrder, (waiting) => heard.push(waiting));
    waiters.advance('2');
    expect(await waiters.waitFor('1')).to.equal(true);
    expect(heard).to.deep.equal([]);

    const first = waiters.waitFor('4');
    const second = waiters.waitFor('3');
    expect(waiters.waiting).to.equal(true);
    waiters.advance('3');
    expect(await second).to.equal(true);
    expect(heard).to.deep.equal([true]);
    waiters.advance('4');
    expect(await first).to.equal(true);
    expect(heard).to.deep.equal([true, false]);

    expect(await waiters.waitFor('9', 10)).to.equal(false);
    expect(heard).to.deep.equal([true, false, true, false]);

    const released = waiters.waitFor('9');
    waiters.release();
    expect(await released).to.equal(false);
    expect(heard).to.deep.equal([true, false, true, false, true, false]);
    expect(waiters.waiting).to.equal(false);
  });
});
