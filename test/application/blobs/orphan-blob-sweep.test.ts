import { expect } from 'chai';
import type { OrphanBlobCleanup, OrphanCleanupReport } from '../../../src/application/blobs/orphan-blob-cleanup.js';
import { OrphanBlobSweep } from '../../../src/application/blobs/orphan-blob-sweep.js';
import type { Logger } from '../../../src/application/ports/logger.port.js';
import { silentLogger } from '../../support/read-models.js';

const REPORT: OrphanCleanupReport = { deleted: 1, referenced: 2, recent: 0, incomplete: 0 };

/** A cleanup that records the referenced sets it is given and finishes when told. */
class FakeCleanup {
  readonly runs: ReadonlySet<string>[] = [];
  private release?: () => void;
  failWith?: Error;

  run(referenced: ReadonlySet<string>): Promise<OrphanCleanupReport> {
    this.runs.push(referenced);
    if (this.failWith) return Promise.reject(this.failWith);
    return new Promise((resolve) => (this.release = () => resolve(REPORT)));
  }

  finish(): void {
    this.release?.();
  }
}

const until = async (condition: () => boolean): Promise<void> => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
};

describe('OrphanBlobSweep', () => {
  let cleanup: FakeCleanup;
  const referenced = new Set(['kept']);
  const sweepWith = (logger: Logger = silentLogger, schedule = { firstAfterMs: 60_000, everyMs: 60_000 }) =>
    new OrphanBlobSweep(cleanup as unknown as OrphanBlobCleanup, async () => referenced, logger, schedule);

  beforeEach(() => (cleanup = new FakeCleanup()));

  it('given the referenced ids, runs the cleanup with them and reports what it did', async () => {
    const sweep = sweepWith();
    const done = sweep.sweep();
    await until(() => cleanup.runs.length === 1);
    cleanup.finish();
    expect(await done).to.deep.equal(REPORT);
    expect(cleanup.runs).to.deep.equal([referenced]);
  });

  it('given a sweep still running, joins it instead of starting a second one', async () => {
    const sweep = sweepWith();
    const first = sweep.sweep();
    const second = sweep.sweep();
    await until(() => cleanup.runs.length === 1);
    cleanup.finish();
    expect(await second).to.deep.equal(await first);
    expect(cleanup.runs).to.have.lengthOf(1);
  });

  it('given a failing cleanup, logs it and answers undefined (the next sweep retries)', async () => {
    const warnings: unknown[] = [];
    const logger = { ...silentLogger, warn: (...args: unknown[]) => void warnings.push(args) } as Logger;
    cleanup.failWith = new Error('disk gone');
    expect(await sweepWith(logger).sweep()).to.equal(undefined);
    expect(warnings).to.have.lengthOf(1);
  });

  it('sweeps on its schedule once started, waits for a running sweep on stop, and sweeps no more', async () => {
    const sweep = sweepWith(silentLogger, { firstAfterMs: 1, everyMs: 1 });
    await sweep.start();
    await until(() => cleanup.runs.length === 1);
    let stopped = false;
    const stopping = sweep.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped, 'stop waits for the running sweep').to.equal(false);
    cleanup.finish();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cleanup.runs).to.have.lengthOf(1);
  });
});
