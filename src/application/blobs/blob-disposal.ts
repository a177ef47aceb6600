import type { BlobStore } from '../ports/blob-store.port.js';
import type { Logger } from '../ports/logger.port.js';

/**
 * Deletes blobs as soon as nothing refers to them: the new photo or document of a write that failed,
 * and what a write replaced or removed (a removed photo stops being served at once, although its URL
 * was public). A blob that fails to go is logged and left to the orphan sweep.
 */
export class BlobDisposal {
  constructor(
    private readonly blobs: BlobStore,
    private readonly logger: Logger,
  ) {}

  async discard(blobIds: readonly string[]): Promise<void> {
    await Promise.all(
      blobIds.map((blobId) =>
        this.blobs.delete(blobId).catch((err: unknown) => {
          this.logger.warn({ err, blobId }, 'could not delete an unreferenced blob; the orphan sweep will');
        }),
      ),
    );
  }
}
