import type { Readable } from 'node:stream';
import { PayloadTooLargeError } from './content-refused.js';

/**
 * Reads `body` into one buffer, failing with PayloadTooLargeError as soon as it passes `maxBytes`.
 * For bodies that must be whole anyway (an image to decode). The body is never destroyed here: after
 * a failure the caller decides whether to drain it (to answer 413) or drop the connection.
 */
export async function readUpTo(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new PayloadTooLargeError(maxBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}
