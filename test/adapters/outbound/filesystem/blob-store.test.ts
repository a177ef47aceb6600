import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FilesystemBlobStore } from '../../../../src/adapters/outbound/filesystem/blob-store.js';
import { tempDir } from '../../../support/temp-dir.js';

describe('FilesystemBlobStore', () => {
  let dir: ReturnType<typeof tempDir>;
  let root: string;
  let store: FilesystemBlobStore;
  beforeEach(() => {
    dir = tempDir('fs-blobs');
    root = join(dir.path, 'blobs');
    store = new FilesystemBlobStore(root);
  });
  afterEach(() => dir.remove());

  /** What a crash mid-put leaves: a staging directory with part of the data, `ageMs` old. */
  async function crashedUpload(name: string, ageMs: number): Promise<string> {
    const staging = join(root, '.pending', name);
    await mkdir(staging, { recursive: true });
    await writeFile(join(staging, 'data'), 'partial');
    const when = new Date(Date.now() - ageMs);
    await utimes(join(staging, 'data'), when, when);
    await utimes(staging, when, when);
    return staging;
  }

  it('keeps a blob as data plus a metadata sidecar in a shard named by the id', async () => {
    const info = await store.put(Readable.from([Buffer.from('hello')]), { contentType: 'text/plain', maxBytes: 10 });
    const files = await readdir(join(root, info.blobId.slice(0, 2), info.blobId));
    expect(files.sort()).to.deep.equal(['data', 'meta.json']);
  });

  it('discards crashed uploads older than the cut-off and keeps recent ones', async () => {
    const old = await crashedUpload('old-upload', 2 * 3600_000);
    const recent = await crashedUpload('recent-upload', 60_000);
    const kept = await store.put(Readable.from([Buffer.from('kept')]), { contentType: 'x/y', maxBytes: 10 });

    expect(await store.discardIncomplete(new Date(Date.now() - 3600_000))).to.equal(1);
    expect(existsSync(old)).to.equal(false);
    expect(existsSync(recent)).to.equal(true);
    expect(await store.stat(kept.blobId)).to.not.equal(undefined);
  });

  it('never lists or serves a staging directory', async () => {
    await crashedUpload('AAAAAAAAAAAAAAAAAAAAAAAA', 0);
    const listed = [];
    for await (const info of store.list()) listed.push(info);
    expect(listed).to.deep.equal([]);
    expect(await store.get('AAAAAAAAAAAAAAAAAAAAAAAA')).to.equal(undefined);
  });

  it('keeps serving a stream opened before the blob was deleted', async () => {
    const info = await store.put(Readable.from([Buffer.from('still here')]), { contentType: 'x/y', maxBytes: 20 });
    const content = await store.get(info.blobId);
    expect(await store.delete(info.blobId)).to.equal(true);
    const chunks: Buffer[] = [];
    for await (const chunk of content!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).to.equal('still here');
  });
});
