import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type {
  BlobContent,
  BlobInfo,
  BlobPutOptions,
  BlobStore,
  ByteRange,
} from '../../../application/ports/blob-store.port.js';
import { isBlobId, newBlobId } from '../shared/blob-id.js';
import { BlobMeter, meteredCopy } from '../shared/blob-meter.js';

type BlobMeta = Omit<BlobInfo, 'blobId' | 'createdAt'> & { createdAt: string };

const PENDING = '.pending';
const DATA = 'data';
const META = 'meta.json';

/**
 * Blobs as files under `root` (DATA_DIR/blobs in the embedded profile): `<2-char shard>/<blobId>/`
 * holds `data` and `meta.json` (content type, size, sha256, creation time).
 *
 * A put streams into `.pending/<blobId>/`, fsyncs both files, then renames the directory into its
 * shard: one atomic step, so a blob is either complete or absent, and a crash leaves only a pending
 * directory (swept by discardIncomplete). A delete renames the directory back into `.pending` first,
 * for the same reason.
 */
export class FilesystemBlobStore implements BlobStore {
  private readonly pending: string;

  constructor(private readonly root: string) {
    this.pending = join(root, PENDING);
  }

  async put(body: Readable, options: BlobPutOptions): Promise<BlobInfo> {
    const blobId = newBlobId();
    const staging = join(this.pending, blobId);
    await mkdir(staging, { recursive: true });
    try {
      const meter = new BlobMeter(options.maxBytes);
      await meteredCopy(body, meter, createWriteStream(join(staging, DATA), { flush: true }));
      const createdAt = new Date();
      const meta: BlobMeta = {
        size: meter.size,
        sha256: meter.sha256(),
        contentType: options.contentType,
        createdAt: createdAt.toISOString(),
      };
      await writeFile(join(staging, META), JSON.stringify(meta), { flush: true });
      await syncDirectory(staging);
      const shard = join(this.root, blobId.slice(0, 2));
      await mkdir(shard, { recursive: true });
      await rename(staging, join(shard, blobId));
      await syncDirectory(shard);
      return { blobId, ...meta, createdAt };
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  }

  async get(blobId: string, range?: ByteRange): Promise<BlobContent | undefined> {
    if (!isBlobId(blobId)) return undefined;
    // Open first: the open handle keeps the bytes readable even if a delete follows.
    const handle = await open(join(this.directoryOf(blobId), DATA), 'r').catch(ifMissing(undefined));
    if (!handle) return undefined;
    try {
      const info = await this.stat(blobId);
      if (!info) {
        await handle.close();
        return undefined;
      }
      const window = range ? { start: range.start, end: Math.min(range.end, info.size - 1) } : {};
      const stream = handle.createReadStream(window);
      return { ...info, stream };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(blobId: string): Promise<BlobInfo | undefined> {
    if (!isBlobId(blobId)) return undefined;
    const text = await readFile(join(this.directoryOf(blobId), META), 'utf8').catch(ifMissing(undefined));
    if (text === undefined) return undefined;
    const meta = JSON.parse(text) as BlobMeta;
    return { blobId, ...meta, createdAt: new Date(meta.createdAt) };
  }

  async delete(blobId: string): Promise<boolean> {
    if (!isBlobId(blobId)) return false;
    await mkdir(this.pending, { recursive: true });
    const doomed = join(this.pending, `${newBlobId()}.deleted`);
    const moved = await rename(this.directoryOf(blobId), doomed).then(() => true, ifMissing(false));
    if (moved) await rm(doomed, { recursive: true, force: true });
    return moved;
  }

  async *list(): AsyncIterable<BlobInfo> {
    for (const shard of await readdir(this.root).catch(ifMissing([] as string[]))) {
      if (shard === PENDING) continue;
      for (const blobId of await readdir(join(this.root, shard)).catch(ifMissing([] as string[]))) {
        const info = await this.stat(blobId);
        if (info) yield info;
      }
    }
  }

  async discardIncomplete(before: Date): Promise<number> {
    let discarded = 0;
    for (const name of await readdir(this.pending).catch(ifMissing([] as string[]))) {
      const path = join(this.pending, name);
      // A slow upload keeps touching its data file; the directory's own time is its start.
      const touched = await stat(join(path, DATA))
        .catch(() => stat(path))
        .catch(ifMissing(undefined));
      if (touched && touched.mtime < before) {
        await rm(path, { recursive: true, force: true });
        discarded += 1;
      }
    }
    return discarded;
  }

  private directoryOf(blobId: string): string {
    return join(this.root, blobId.slice(0, 2), blobId);
  }
}

/** Makes a rename or a new entry in `directory` durable (POSIX: fsync the directory itself). */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A catch handler that turns "no such file" into `value` and rethrows anything else. */
const ifMissing =
  <T>(value: T) =>
  (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return value;
    throw error;
  };
