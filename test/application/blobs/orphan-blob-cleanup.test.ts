import { expect } from 'chai';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FilesystemBlobStore } from '../../../src/adapters/outbound/filesystem/blob-store.js';
import { OrphanBlobCleanup } from '../../../src/application/blobs/orphan-blob-cleanup.js';
import { ManualClock } from '../../support/manual-clock.js';
import { tempDir } from '../../support/temp-dir.js';

const HOUR = 3600;

describe('OrphanBlobCleanup', () => {
  let dir: ReturnType<typeof tempDir>;
  let blobs: FilesystemBlobStore;
  let clock: ManualClock;
  let cleanup: OrphanBlobCleanup;
  const put = async (text: string): Promise<string> =>
    (await blobs.put(Readable.from([Buffer.from(text)]), { contentType: 'image/jpeg', maxBytes: 100 })).blobId;
  const exists = async (blobId: string): Promise<boolean> => (await blobs.stat(blobId)) !== undefined;

  beforeEach(() => {
    dir = tempDir('orphans');
    blobs = new FilesystemBlobStore(join(dir.path, 'blobs'));
    clock = new ManualClock();
    cleanup = new OrphanBlobCleanup(blobs, clock, 2 * HOUR * 1000);
  });
  afterEach(() => dir.remove());

  it('given referenced and unreferenced blobs past the grace period, deletes only the unreferenced ones', async () => {
    const cover = await put('cover');
    const replaced = await put('old cover');
    const failedUpload = await put('412 upload');
    clock.advance(3 * HOUR);

    const report = await cleanup.run(new Set([cover]));

    expect(report).to.deep.equal({ deleted: 2, referenced: 1, recent: 0, incomplete: 0 });
    expect(await exists(cover)).to.equal(true);
    expect(await exists(replaced)).to.equal(false);
    expect(await exists(failedUpload)).to.equal(false);
  });

  it('keeps unreferenced blobs younger than the grace period (their event may be on its way)', async () => {
    const fresh = await put('fresh');
    clock.advance(1 * HOUR);
    expect(await cleanup.run(new Set())).to.deep.equal({ deleted: 0, referenced: 0, recent: 1, incomplete: 0 });
    expect(await exists(fresh)).to.equal(true);
  });

  it('sweeps what crashed uploads left, once past the grace period', async () => {
    await mkdir(join(dir.path, 'blobs', '.pending', 'crashed'), { recursive: true });
    await writeFile(join(dir.path, 'blobs', '.pending', 'crashed', 'data'), 'half');
    expect((await cleanup.run(new Set())).incomplete).to.equal(0);
    clock.advance(3 * HOUR);
    expect((await cleanup.run(new Set())).incomplete).to.equal(1);
  });

  it('does nothing on an empty store', async () => {
    expect(await cleanup.run(new Set(['unknown']))).to.deep.equal({ deleted: 0, referenced: 0, recent: 0, incomplete: 0 });
  });
});
