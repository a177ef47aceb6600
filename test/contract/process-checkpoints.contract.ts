import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { ProcessCheckpoints } from '../../src/application/ports/process-checkpoints.port.js';

export interface ProcessCheckpointsFixture {
  checkpoints: ProcessCheckpoints;
  /** The same store opened afresh (a restart). */
  reopen(): Promise<ProcessCheckpoints>;
  dispose(): Promise<void>;
}

/** The process checkpoints' contract, run against every adapter. Names are random per test. */
export function processCheckpointsContract(name: string, open: () => Promise<ProcessCheckpointsFixture>): void {
  describe(`Process checkpoints contract: ${name}`, () => {
    let fixture: ProcessCheckpointsFixture;
    beforeEach(async () => (fixture = await open()));
    afterEach(() => fixture.dispose());

    it('has none for a process that stored none', async () => {
      expect(await fixture.checkpoints.load(`process-${randomUUID()}`)).to.equal(undefined);
    });

    it('gives back the last position saved, per process, also after a restart', async () => {
      const [a, b] = [`a-${randomUUID()}`, `b-${randomUUID()}`];
      await fixture.checkpoints.save(a, '17');
      await fixture.checkpoints.save(a, '42');
      await fixture.checkpoints.save(b, '7/7');
      expect(await fixture.checkpoints.load(a)).to.equal('42');
      expect(await fixture.checkpoints.load(b)).to.equal('7/7');
      const reopened = await fixture.reopen();
      expect(await reopened.load(a)).to.equal('42');
    });
  });
}
