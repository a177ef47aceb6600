import { createHash, type Hash } from 'node:crypto';
import { finished, Transform, type Readable, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PayloadTooLargeError } from '../../../application/shared/content-refused.js';

/**
 * A pass-through that counts and hashes the bytes of an upload and fails the pipeline with
 * PayloadTooLargeError as soon as they pass `maxBytes`, so no adapter writes past the limit.
 */
export class BlobMeter extends Transform {
  size = 0;
  private readonly hash: Hash = createHash('sha256');

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(new PayloadTooLargeError(this.maxBytes));
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** Lower-case hex; call once, after the stream has ended. */
  sha256(): string {
    return this.hash.digest('hex');
  }
}

/**
 * Copies `body` through `meter` into `sink` and settles when `sink` has finished. Unlike
 * stream.pipeline it never destroys `body`: on failure (limit, disk, a body that closed early) the
 * caller still owns it and decides whether to drain it (so an HTTP 413 can be answered) or drop it.
 */
export async function meteredCopy(body: Readable, meter: BlobMeter, sink: Writable): Promise<void> {
  const stopWatching = finished(body, { writable: false }, (error) => {
    if (error) meter.destroy(error);
  });
  body.pipe(meter);
  try {
    await pipeline(meter, sink);
  } finally {
    stopWatching();
    body.unpipe(meter);
  }
}
