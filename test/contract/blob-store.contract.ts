import { expect } from 'chai';
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BlobStore } from '../../src/application/ports/blob-store.port.js';
import { PayloadTooLargeError } from '../../src/application/shared/content-refused.js';

export interface BlobStoreFixture {
  store: BlobStore;
  /** Traces of unfinished or failed uploads the adapter keeps (temp files, pending files, chunks). */
  leftovers(): Promise<number>;
  dispose(): Promise<void>;
}

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** `total` pseudo-random bytes in 64 KiB chunks, made as they are read, so the test holds none of them. */
function generated(total: number, seed = 7): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  let sent = 0;
  let state = seed;
  const stream = new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, total - sent));
      for (let i = 0; i < chunk.length; i += 1) {
        state = (state * 1103515245 + 12345) & 0x7fffffff;
        chunk[i] = state >>> 16;
      }
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listIds(store: BlobStore): Promise<string[]> {
  const ids: string[] = [];
  for await (const info of store.list()) ids.push(info.blobId);
  return ids;
}

/** The BlobStore port's contract, run against every adapter. */
export function blobStoreContract(name: string, open: () => Promise<BlobStoreFixture>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let fixture: BlobStoreFixture;
    let store: BlobStore;
    beforeEach(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterEach(async () => {
      await fixture.dispose();
    });

    it('gives back the identical bytes, content type, size and sha256 of what was put', async () => {
      const bytes = randomBytes(100_000);
      const info = await store.put(Readable.from([bytes]), { contentType: 'image/png', maxBytes: MiB });
      expect(info).to.include({ size: bytes.length, sha256: sha256(bytes), contentType: 'image/png' });
      expect(info.blobId).to.match(/^[A-Za-z0-9_-]{22,}$/);
      expect(info.createdAt).to.be.instanceOf(Date);

      const content = await store.get(info.blobId);
      expect(content).to.not.equal(undefined);
      const { stream, ...described } = content!;
      expect(described).to.deep.include({ blobId: info.blobId, size: info.size, sha256: info.sha256 });
      expect(described.contentType).to.equal('image/png');
      expect(sha256(await readAll(stream))).to.equal(sha256(bytes));
      expect(await store.stat(info.blobId)).to.deep.include({ size: info.size, sha256: info.sha256 });
    });

    it('streams a multi-megabyte body in and out', async () => {
      const body = generated(12 * MiB + 12_345);
      const info = await store.put(body.stream, { contentType: 'application/octet-stream', maxBytes: 20 * MiB });
      expect(info.size).to.equal(12 * MiB + 12_345);
      expect(info.sha256).to.equal(body.sha256());

      const content = await store.get(info.blobId);
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of content!.stream) {
        hash.update(chunk as Buffer);
        size += (chunk as Buffer).length;
      }
      expect(size).to.equal(info.size);
      expect(hash.digest('hex')).to.equal(info.sha256);
    });

    it('stores an empty body', async () => {
      const info = await store.put(Readable.from([]), { contentType: 'text/plain', maxBytes: 10 });
      expect(info).to.include({ size: 0, sha256: sha256(Buffer.alloc(0)) });
      expect((await readAll((await store.get(info.blobId))!.stream)).length).to.equal(0);
    });

    it('accepts a body of exactly maxBytes', async () => {
      const info = await store.put(Readable.from([randomBytes(1000)]), { contentType: 'x/y', maxBytes: 1000 });
      expect(info.size).to.equal(1000);
    });

    it('refuses a body over maxBytes with PayloadTooLargeError, stores nothing and leaves the body to the caller', async () => {
      const body = generated(3 * MiB);
      const error = await store.put(body.stream, { contentType: 'x/y', maxBytes: 2 * MiB }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(PayloadTooLargeError);
      expect(error).to.include({ code: 'payloadTooLarge', maxBytes: 2 * MiB });
      expect(body.stream.destroyed, 'the caller still owns the body').to.equal(false);
      body.stream.destroy();
      expect(await listIds(store)).to.deep.equal([]);
      expect(await fixture.leftovers()).to.equal(0);
    });

    it('rejects, storing nothing, when the body fails midway', async () => {
      const body = new Readable({
        read() {
          this.push(randomBytes(1000));
          this.destroy(new Error('connection reset'));
        },
      });
      const error = await store.put(body, { contentType: 'x/y', maxBytes: MiB }).catch((e: Error) => e);
      expect((error as Error).message).to.match(/connection reset|premature/i);
      expect(await listIds(store)).to.deep.equal([]);
      expect(await fixture.leftovers()).to.equal(0);
    });

    it('reads a byte range, inclusive, clamping an end past the blob', async () => {
      const bytes = randomBytes(5000);
      const { blobId } = await store.put(Readable.from([bytes]), { contentType: 'x/y', maxBytes: MiB });
      const middle = await store.get(blobId, { start: 1000, end: 1999 });
      expect(middle!.size, 'size is the whole blob').to.equal(5000);
      expect((await readAll(middle!.stream)).equals(bytes.subarray(1000, 2000))).to.equal(true);
      const tail = await store.get(blobId, { start: 4990, end: 99_999 });
      expect((await readAll(tail!.stream)).equals(bytes.subarray(4990))).to.equal(true);
    });

    it('gives each put its own unguessable id', async () => {
      const infos = await Promise.all(
        Array.from({ length: 8 }, () => store.put(Readable.from([Buffer.from('same')]), { contentType: 'x/y', maxBytes: 10 })),
      );
      expect(new Set(infos.map((i) => i.blobId)).size).to.equal(8);
      expect(new Set(infos.map((i) => i.sha256)).size).to.equal(1);
    });

    it('deletes a blob once', async () => {
      const { blobId } = await store.put(Readable.from([Buffer.from('bye')]), { contentType: 'x/y', maxBytes: 10 });
      expect(await store.delete(blobId)).to.equal(true);
      expect(await store.get(blobId)).to.equal(undefined);
      expect(await store.stat(blobId)).to.equal(undefined);
      expect(await store.delete(blobId)).to.equal(false);
      expect(await listIds(store)).to.deep.equal([]);
    });

    it('answers undefined or false for unknown and malformed ids', async () => {
      for (const id of ['AAAAAAAAAAAAAAAAAAAAAAAA', '../../../../etc/passwd', '', '.pending', 'a/b']) {
        expect(await store.get(id), id).to.equal(undefined);
        expect(await store.stat(id), id).to.equal(undefined);
        expect(await store.delete(id), id).to.equal(false);
      }
    });

    it('lists every complete blob', async () => {
      const a = await store.put(Readable.from([Buffer.from('a')]), { contentType: 'x/y', maxBytes: 10 });
      const b = await store.put(Readable.from([Buffer.from('b')]), { contentType: 'x/y', maxBytes: 10 });
      expect((await listIds(store)).sort()).to.deep.equal([a.blobId, b.blobId].sort());
    });

    it('keeps complete blobs when discarding incomplete uploads', async () => {
      const { blobId } = await store.put(Readable.from([Buffer.from('keep')]), { contentType: 'x/y', maxBytes: 10 });
      expect(await store.discardIncomplete(new Date(Date.now() + 60_000))).to.equal(0);
      expect(await store.stat(blobId)).to.not.equal(undefined);
    });
  });
}
