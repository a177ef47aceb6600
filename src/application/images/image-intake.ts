import { Readable } from 'node:stream';
import type { ImageRef } from '../../domain/itinerary/types.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { ImageProcessor } from '../ports/image-processor.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { Attribution, PhotoSearch } from '../ports/photo-search.port.js';
import { ContentRefusedError, PayloadTooLargeError } from '../shared/content-refused.js';
import { readUpTo } from '../shared/read-up-to.js';
import { acceptedImageType, sniffImageType } from './image-type.js';

/** Largest image body accepted (docs/design.md §2: images 10 MiB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const ACCEPTED = 'image/jpeg, image/png, image/webp or image/heic';

/**
 * Every way a day or cover photo arrives (docs/interface.md "Images"): uploaded bytes, a search query, or the
 * destination's name. Whatever the source, the bytes are checked against their declared type by magic
 * numbers, re-encoded without metadata by the ImageProcessor and stored in the BlobStore; the result
 * is the ImageRef the itinerary records (its mediaId is the blob id, served under BASE_URL/media/).
 *
 * The blob is stored before the itinerary command runs; when that command then fails, the caller
 * deletes the blob (or leaves it to the orphan cleanup).
 */
export class ImageIntake {
  constructor(
    private readonly blobs: BlobStore,
    private readonly processor: ImageProcessor,
    /** Asked in order until one answers; the last should be the offline generator, which always does. */
    private readonly sources: readonly PhotoSearch[],
    private readonly logger: Logger,
  ) {}

  /** An uploaded image body with its Content-Type. */
  async fromUpload(body: Readable, contentType: string | undefined): Promise<ImageRef> {
    if (!acceptedImageType(contentType)) {
      throw new ContentRefusedError('unsupportedMediaType', `Send the image as ${ACCEPTED}.`, { accepted: ACCEPTED });
    }
    return this.store(await readUpTo(body, MAX_IMAGE_BYTES), contentType);
  }

  /** A photo found for `query` (a search text, or the destination when the body was empty). */
  async fromSearch(query: string): Promise<ImageRef> {
    for (const source of this.sources) {
      try {
        const found = await source.search(query);
        if (found) return await this.store(found.bytes, found.contentType, found.attribution);
      } catch (error) {
        // One failing source (down, rate-limited, a bad image) must not fail the request while others remain.
        this.logger.warn({ err: error, source: source.name, query }, 'photo source failed; trying the next');
      }
    }
    throw new Error(`no photo source found a photo for "${query}"`);
  }

  private async store(bytes: Buffer, contentType: string | undefined, attribution?: Attribution): Promise<ImageRef> {
    if (bytes.length > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(MAX_IMAGE_BYTES);
    const declared = acceptedImageType(contentType);
    const actual = sniffImageType(bytes);
    if (!declared || actual !== declared) {
      const what = actual ? `are ${actual}` : `are not ${ACCEPTED}`;
      throw new ContentRefusedError('unsupportedMediaType', `The bytes ${what}, but the body was declared as ${contentType}.`, {
        declared: contentType,
        detected: actual ?? null,
      });
    }
    const image = await this.processor.normalize(bytes, actual);
    const blob = await this.blobs.put(Readable.from([image.bytes]), {
      contentType: image.contentType,
      maxBytes: image.bytes.length,
    });
    return { mediaId: blob.blobId, contentType: image.contentType, ...(attribution ? { attribution } : {}) };
  }
}
