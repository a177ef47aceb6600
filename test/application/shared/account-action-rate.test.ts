import { expect } from 'chai';
import { SqliteAccountActionLog } from '../../../src/adapters/outbound/sqlite/account-action-log.js';
import { SqliteDatabase, sqliteFileIn } from '../../../src/adapters/outbound/sqlite/database.js';
import { linkReadRate } from '../../../src/application/import/link-read-rate.js';
import { AccountActionRate } from '../../../src/application/shared/account-action-rate.js';
import { INVITATION_RATE } from '../../../src/application/sharing/invitation-rate.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';
import { ManualClock } from '../../support/manual-clock.js';
import { tempDir } from '../../support/temp-dir.js';

describe('AccountActionRate (on the SQLite action log)', () => {
  let dir: ReturnType<typeof tempDir>;
  let database: SqliteDatabase;
  let clock: ManualClock;
  const linkReads = (perHour: number) => new AccountActionRate(new SqliteAccountActionLog(database), clock, linkReadRate(perHour));

  beforeEach(() => {
    dir = tempDir('account-actions');
    database = SqliteDatabase.open(sqliteFileIn(dir.path));
    clock = new ManualClock();
  });
  afterEach(() => {
    database.close();
    dir.remove();
  });

  async function refusal(attempt: Promise<void>): Promise<DomainError> {
    const error = await attempt.then(() => undefined, (caught: unknown) => caught);
    expect(error).to.be.instanceOf(DomainError);
    return error as DomainError;
  }

  it('lets `limit` link reads through in any hour, then refuses with the seconds until the oldest leaves the hour', async () => {
    const attempts = linkReads(2);
    await attempts.take('ana');
    clock.advance(600);
    await attempts.take('ana');
    const refused = await refusal(attempts.take('ana'));
    expect(refused.code).to.equal('importRateLimited');
    expect(refused.details).to.deep.equal({ limit: 2, retryAfterSeconds: 3_000 });
    await attempts.take('ben');

    clock.advance(3_000);
    await attempts.take('ana');
    expect((await refusal(attempts.take('ana'))).details.retryAfterSeconds).to.equal(600);
  });

  it('does not count a refused attempt', async () => {
    const attempts = linkReads(1);
    await attempts.take('ana');
    await refusal(attempts.take('ana'));
    await refusal(attempts.take('ana'));
    clock.advance(3_600);
    await attempts.take('ana');
  });

  it('has no limit at 0', async () => {
    const attempts = linkReads(0);
    for (let i = 0; i < 50; i += 1) await attempts.take('ana');
  });

  it('counts invitations per owner over a day, only those recorded, apart from link reads, and across a restart', async () => {
    const invitations = new AccountActionRate(new SqliteAccountActionLog(database), clock, INVITATION_RATE);
    for (let i = 0; i < INVITATION_RATE.limit; i++) {
      await invitations.check('olivia');
      await invitations.record('olivia');
      clock.advance(60);
    }
    await linkReads(5).take('olivia');
    // A restart: the same file opened again by a new process.
    database.close();
    database = SqliteDatabase.open(sqliteFileIn(dir.path));
    const afterRestart = new AccountActionRate(new SqliteAccountActionLog(database), clock, INVITATION_RATE);
    const refused = await refusal(afterRestart.check('olivia'));
    expect(refused.code).to.equal('invitationsLimited');
    expect(refused.details).to.deep.equal({ limit: INVITATION_RATE.limit, retryAfterSeconds: 24 * 3600 - INVITATION_RATE.limit * 60 });
    await afterRestart.check('someone-else');
    clock.advance(24 * 3600);
    await afterRestart.check('olivia');
  });
});
