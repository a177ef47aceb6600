import { expect } from 'chai';
import { InvitationQuota } from '../../../src/application/sharing/invitation-quota.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';

const HOUR = 3_600_000;

describe('InvitationQuota: invitations per owner in a sliding window', () => {
  const refusal = (quota: InvitationQuota, owner: string, now: number): DomainError | undefined => {
    try {
      quota.check(owner, now);
      return undefined;
    } catch (error) {
      return error as DomainError;
    }
  };

  it('allows the limit in the window, then refuses with invitationsLimited and when the oldest leaves it', () => {
    const quota = new InvitationQuota(3, 24 * HOUR);
    for (const at of [0, HOUR, 2 * HOUR]) {
      expect(refusal(quota, 'olivia', at)).to.equal(undefined);
      quota.record('olivia', at);
    }
    const refused = refusal(quota, 'olivia', 3 * HOUR);
    expect(refused).to.be.instanceOf(DomainError);
    expect(refused!.code).to.equal('invitationsLimited');
    expect(refused!.details).to.deep.equal({ limit: 3, retryAfterSeconds: 21 * 3600 });
    expect(refusal(quota, 'someone-else', 3 * HOUR), 'per owner').to.equal(undefined);
    expect(refusal(quota, 'olivia', 24 * HOUR + 1), 'the first one left the window').to.equal(undefined);
  });

  it('counts only what was recorded: a refused or unsent invitation costs nothing', () => {
    const quota = new InvitationQuota(1, HOUR);
    quota.check('olivia', 0);
    quota.check('olivia', 1);
    quota.record('olivia', 2);
    expect(refusal(quota, 'olivia', 3)?.code).to.equal('invitationsLimited');
  });
});
