import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { AccountActionLog } from '../../src/application/ports/account-action-log.port.js';

export interface AccountActionLogFixture {
  log: AccountActionLog;
  /** The same log opened afresh (a restart, or another instance of the profile). */
  reopen(): Promise<AccountActionLog>;
  dispose(): Promise<void>;
}

const HOUR = 3_600_000;

/** The rated-action log's contract, run against every adapter. Accounts are random per test. */
export function accountActionLogContract(name: string, open: () => Promise<AccountActionLogFixture>): void {
  describe(`Account action log contract: ${name}`, () => {
    let fixture: AccountActionLogFixture;
    // Near the real time: MongoDB's TTL monitor runs on the server's clock. Read once per test, so that a second turning
    // between recording a time and expecting it back does not make two times of one.
    let now: number;
    beforeEach(async () => {
      now = Math.floor(Date.now() / 1000) * 1000;
      fixture = await open();
    });
    afterEach(() => fixture.dispose());
    const at = (hoursFromNow: number) => new Date(now + hoursFromNow * HOUR);

    it('gives back an account\'s actions of one kind after a time, oldest first, apart from other kinds and accounts', async () => {
      const [ana, ben] = [`ana-${randomUUID()}`, `ben-${randomUUID()}`];
      await fixture.log.record('linkRead', ana, at(0.5), at(-0.5));
      await fixture.log.record('linkRead', ana, at(0.2), at(-0.8));
      await fixture.log.record('invitation', ana, at(0.3), at(-23.7));
      await fixture.log.record('linkRead', ben, at(0.4), at(-0.6));
      expect(await fixture.log.since('linkRead', ana, at(0))).to.deep.equal([at(0.2), at(0.5)]);
      expect(await fixture.log.since('linkRead', ana, at(0.2)), 'strictly after').to.deep.equal([at(0.5)]);
      expect(await fixture.log.since('invitation', ana, at(0))).to.deep.equal([at(0.3)]);
      expect(await fixture.log.since('invitation', ben, at(0))).to.deep.equal([]);
    });

    it('keeps what was recorded across a restart', async () => {
      const ana = `ana-${randomUUID()}`;
      await fixture.log.record('invitation', ana, at(0.1), at(-23.9));
      const reopened = await fixture.reopen();
      expect(await reopened.since('invitation', ana, at(0))).to.deep.equal([at(0.1)]);
    });
  });
}
