import { expect } from 'chai';
import { getPriority, platform } from 'node:os';
import { Worker } from 'node:worker_threads';

const TSX_WORKER = new URL('../../../../scripts/tsx-worker.mjs', import.meta.url);
const ENTRY = new URL('../../../support/priority-worker.ts', import.meta.url);

describe('yieldCoresToTheApi', function () {
  this.timeout(30_000);

  it("lowers the calling thread's priority on Linux and leaves the API's thread as it was", async function () {
    if (platform() !== 'linux') this.skip();
    const before = getPriority();
    const worker = new Worker(TSX_WORKER, { argv: [ENTRY.href] });
    const threadPriority = await new Promise<number>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(threadPriority).to.equal(10);
    expect(getPriority()).to.equal(before);
  });
});
