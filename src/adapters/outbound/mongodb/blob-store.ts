import type { Db, GridFSBucket, GridFSFile, ObjectId } from 'mongodb';
import { mongodb } from './driver.js';
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

export const BLOB_BUCKET = 'blobs';

/** Until a put has hashed every byte, its file is named `.pending/<blobId>`, where no reader looks. */
const PENDING = /^\.pending\//;

interface BlobMetadata {
  contentType: string;
  /** Set when the file is published; a pending file has none. */
  sha256?: string;
}

/**
 * Blobs in MongoDB GridFS (distributed profile), bucket `blobs`. The GridFS filename is the blobId;
 * GridFS ids stay ObjectIds. GridFS writes a file's document only after its last chunk, but the hash
 * is known only then too, so a put uploads under `.pending/<blobId>` and then publishes the file with
 * one atomic update that sets the real name and the sha256. Readers query by blobId and never see a
 * partial upload; what a crash leaves behind (a pending file, or chunks without a file) is removed
 * by discardIncomplete.
 */
export class GridFsBlobStore implements BlobStore {
  private readonly bucket: GridFSBucket;

  constructor(
    private readonly db: Db,
    private readonly bucketName: string = BLOB_BUCKET,
  ) {
    this.bucket = new (mongodb().GridFSBucket)(db, { bucketName });
  }

  async put(body: Readable, options: BlobPutOptions): Promise<BlobInfo> {
    const blobId = newBlobId();
    const metadata: BlobMetadata = { contentType: options.contentType };
    const upload = this.bucket.openUploadStream(`.pending/${blobId}`, { metadata });
    const meter = new BlobMeter(options.maxBytes);
    try {
      await meteredCopy(body, meter, upload);
    } catch (error) {
      // Deletes the chunks written so far; a chunk still in flight is left to discardIncomplete.
      await upload.abort().catch(() => undefined);
      throw error;
    }
    const sha256 = meter.sha256();
    await this.files.updateOne({ _id: upload.id }, { $set: { filename: blobId, 'metadata.sha256': sha256 } });
    const uploadDate = upload.gridFSFile?.uploadDate ?? new Date();
    return { blobId, size: meter.size, sha256, contentType: options.contentType, createdAt: uploadDate };
  }

  async get(blobId: string, range?: ByteRange): Promise<BlobContent | undefined> {
    const file = await this.findFile(blobId);
    if (!file) return undefined;
    const info = toInfo(file);
    const window = range ? { start: range.start, end: Math.min(range.end + 1, info.size) } : {};
    return { ...info, stream: this.bucket.openDownloadStream(file._id, window) };
  }

  async stat(blobId: string): Promise<BlobInfo | undefined> {
    const file = await this.findFile(blobId);
    return file ? toInfo(file) : undefined;
  }

  async delete(blobId: string): Promise<boolean> {
    const file = await this.findFile(blobId);
    if (!file) return false;
    try {
      await this.bucket.delete(file._id);
      return true;
    } catch (error) {
      // Another instance deleted it between our find and our delete.
      if (error instanceof mongodb().MongoRuntimeError && /not found/i.test(error.message)) return false;
      throw error;
    }
  }

  async *list(): AsyncIterable<BlobInfo> {
    for await (const file of this.bucket.find({ filename: { $not: PENDING } })) yield toInfo(file);
  }

  async discardIncomplete(before: Date): Promise<number> {
    let discarded = 0;
    const pending = this.bucket.find({ filename: PENDING, uploadDate: { $lt: before } });
    for await (const file of pending) {
      await this.bucket.delete(file._id).catch(() => undefined);
      discarded += 1;
    }
    // Chunks whose upload never wrote its file document (a crash mid-put, or a chunk in flight at abort).
    // Chunk ids are ObjectIds made when the chunk was written, so their time says how old they are.
    const orphans = await this.db
      .collection(`${this.bucketName}.chunks`)
      .aggregate<{ _id: ObjectId }>([
        { $match: { _id: { $lt: mongodb().ObjectId.createFromTime(Math.floor(before.getTime() / 1000)) } } },
        { $group: { _id: '$files_id' } },
        { $lookup: { from: `${this.bucketName}.files`, localField: '_id', foreignField: '_id', as: 'file' } },
        { $match: { file: { $size: 0 } } },
        { $project: { _id: 1 } },
      ])
      .toArray();
    if (orphans.length > 0) {
      const ids = orphans.map((orphan) => orphan._id);
      await this.db.collection(`${this.bucketName}.chunks`).deleteMany({ files_id: { $in: ids } });
    }
    return discarded + orphans.length;
  }

  private get files() {
    return this.db.collection<GridFSFile>(`${this.bucketName}.files`);
  }

  private async findFile(blobId: string): Promise<GridFSFile | undefined> {
    if (!isBlobId(blobId)) return undefined;
    const [file] = await this.bucket.find({ filename: blobId }, { limit: 1 }).toArray();
    return file;
  }
}

function toInfo(file: GridFSFile): BlobInfo {
  const metadata = file.metadata as BlobMetadata;
  return {
    blobId: file.filename,
    size: file.length,
    // Readers only ever see published files, which carry the hash.
    sha256: metadata.sha256!,
    contentType: metadata.contentType,
    createdAt: file.uploadDate,
  };
}
