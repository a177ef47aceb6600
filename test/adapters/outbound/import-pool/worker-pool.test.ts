import { expect } from 'chai';
import { WorkerPool, type WorkerPoolOptions } from '../../../../src/adapters/outbound/import-pool/worker-pool.js';
import type { Logger } from '../../../../src/application/ports/logger.port.js';
import { DomainError } from '../../../../src/domain/shared/domain-error.js';

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent };
const ENTRY = new URL('../../../support/stubborn-worker.ts', import.meta.url);

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).to.be.instanceOf(DomainError);
  return error as DomainError;
}

describe('WorkerPool', function () {
  this.timeout(30_000);
  let pool: WorkerPool;
  const start = (options: Partial<WorkerPoolOptions> = {}) =>
    (pool = new WorkerPool({ name: 'test', entry: ENTRY, threads: 1, deadlineMs: 1_000, maxQueue: 4, maxOldGenerationSizeMb: 64, ...options }, silent));
  afterEach(() => pool?.stop());

  it('cuts a task that spins forever off at its deadline, then runs the next one on a new thread', async () => {
    start();
    expect(await pool.run({ type: 'echo', value: 'warm' })).to.equal('warm');
    const started = performance.now();
    const error = await failure(pool.run({ type: 'spin' }));
    expect(error.code).to.equal('linkUnreadable');
    expect(error.message).to.match(/too long/);
    expect(performance.now() - started).to.be.within(900, 2_500);
    expect(await pool.run({ type: 'echo', value: 'again' })).to.equal('again');
  });

  it("starts a task's deadline when a thread takes it up: a task queued behind one cut off runs on the new thread", async () => {
    start();
    const spinning = failure(pool.run({ type: 'spin' }));
    const waiting = pool.run({ type: 'echo', value: 'late' });
    expect((await spinning).code).to.equal('linkUnreadable');
    expect(await waiting).to.equal('late');
  });

  it('refuses with importBusy a task that waits for a thread longer than its wait limit', async () => {
    start({ deadlineMs: 2_000, waitLimitMs: 300 });
    const spinning = failure(pool.run({ type: 'spin' }));
    // Waited out, the task would run once the spinning one is cut off (2 s) and answer 'late'.
    const waiting = await failure(pool.run({ type: 'echo', value: 'late' }));
    expect(waiting.code).to.equal('importBusy');
    await spinning;
  });

  it('refuses a task with importBusy once maxQueue tasks wait, and says when to retry', async () => {
    start({ maxQueue: 1 });
    const running = failure(pool.run({ type: 'spin' }));
    const queued = failure(pool.run({ type: 'spin' }));
    const refused = await failure(pool.run({ type: 'echo', value: 1 }));
    expect(refused.code).to.equal('importBusy');
    expect(refused.details.retryAfterSeconds).to.be.a('number');
    await Promise.all([running, queued]);
  });

  it('ends a thread that outgrows its heap with linkUnreadable, not the process', async () => {
    start({ deadlineMs: 20_000 });
    const error = await failure(pool.run({ type: 'hoard' }));
    expect(error.code).to.equal('linkUnreadable');
    expect(error.message).to.match(/too large/);
    expect(await pool.run({ type: 'echo', value: 'still here' })).to.equal('still here');
  });
});
