import { expect } from 'chai';
import { SqliteDatabase, sqliteFileIn } from '../../../src/adapters/outbound/sqlite/database.js';
import { SqliteImportAttemptLog } from '../../../src/adapters/outbound/sqlite/import-attempt-log.js';
import { ImportAttemptRate } from '../../../src/application/import/import-attempt-rate.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';
import { ManualClock } from '../../support/manual-clock.js';
import { tempDir } from '../../support/temp-dir.js';

describe('ImportAttemptRate (on the SQLite attempt log)', () => {
  let dir: ReturnType<typeof tempDir>;
  let database: SqliteDatabase;
  let clock: ManualClock;
  const rate = (perHour: number) => new ImportAttemptRate({ log: new SqliteImportAttemptLog(database), clock, perHour });

  beforeEach(() => {
    dir = tempDir('import-attempts');
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

  it('lets `perHour` attempts through in any hour, then refuses with the seconds until the oldest leaves the hour', async () => {
    const attempts = rate(2);
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
    const attempts = rate(1);
    await attempts.take('ana');
    await refusal(attempts.take('ana'));
    await refusal(attempts.take('ana'));
    clock.advance(3_600);
    await attempts.take('ana');
  });

  it('has no limit at 0', async () => {
    const attempts = rate(0);
    for (let i = 0; i < 50; i += 1) await attempts.take('ana');
  });
});
