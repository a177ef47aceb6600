import type { Readable } from 'node:stream';

/**
 * The BlobStore port (docs/design.md §1): opaque byte streams for photos and sealed documents.
 * Adapters: files under DATA_DIR/blobs (embedded) and MongoDB GridFS (distributed).
 * Bytes stream through in both directions; no adapter holds a whole blob in memory.
 * A blob is immutable: a new version is a new blob, so its id and hash never go stale.
 */

export interface BlobPutOptions {
  contentType: string;
  /** The put fails with PayloadTooLargeError (application/shared), storing nothing, past this many bytes. */
  maxBytes: number;
}

export interface BlobInfo {
  /** Random, at least 128 bits, URL-safe: also serves as a capability in media URLs. */
  blobId: string;
  size: number;
  /** Lower-case hex SHA-256 of the bytes. */
  sha256: string;
  contentType: string;
  createdAt: Date;
}

/** Inclusive byte offsets, as HTTP Range counts them; an `end` past the blob is read as its last byte. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobContent extends BlobInfo {
  /** The bytes (or the range asked for). Consume or destroy it: it holds an open file or cursor. */
  stream: Readable;
}

export interface BlobStore {
  /** Streams `body` into a new blob. Visible to readers only once complete. */
  put(body: Readable, options: BlobPutOptions): Promise<BlobInfo>;
  /** Undefined for an unknown (or malformed) id. */
  get(blobId: string, range?: ByteRange): Promise<BlobContent | undefined>;
  stat(blobId: string): Promise<BlobInfo | undefined>;
  /** True when a blob was deleted; false when there was none. */
  delete(blobId: string): Promise<boolean>;
  /** Every complete blob, in no particular order (for orphan cleanup). */
  list(): AsyncIterable<BlobInfo>;
  /** Removes leftovers of uploads that never completed (a crash mid-put) and started before `before`. */
  discardIncomplete(before: Date): Promise<number>;
}
