import type { BlobStore } from '../ports/blob-store.port.js';
import type { Clock } from '../ports/clock.port.js';

/** Long enough for any upload to reach its itinerary event, and for a lagging read model to catch up. */
export const DEFAULT_ORPHAN_GRACE_MS = 24 * 3600_000;

export interface OrphanCleanupReport {
  /** Unreferenced blobs older than the grace period, now deleted. */
  deleted: number;
  referenced: number;
  /** Unreferenced but younger than the grace period: maybe an upload whose event is still on its way. */
  recent: number;
  /** Leftovers of uploads that never completed. */
  incomplete: number;
}

/**
 * Deletes blobs no itinerary refers to: a photo whose command then failed (stale If-Match), a
 * replaced or removed photo, a deleted document, everything of a deleted itinerary. Blobs are stored
 * before the event that refers to them, so only blobs older than the grace period go.
 *
 * The caller supplies every referenced id (e.g. referencedBlobIds over all itineraries), computed
 * BEFORE the run starts and from a source that is caught up; a reference missing from the set costs
 * the blob.
 */
export class OrphanBlobCleanup {
  constructor(
    private readonly blobs: BlobStore,
    private readonly clock: Clock,
    private readonly graceMs: number = DEFAULT_ORPHAN_GRACE_MS,
  ) {}

  async run(referencedIds: ReadonlySet<string>): Promise<OrphanCleanupReport> {
    const cutoff = new Date(this.clock.now().getTime() - this.graceMs);
    const report: OrphanCleanupReport = { deleted: 0, referenced: 0, recent: 0, incomplete: 0 };
    for await (const blob of this.blobs.list()) {
      if (referencedIds.has(blob.blobId)) report.referenced += 1;
      else if (blob.createdAt >= cutoff) report.recent += 1;
      else if (await this.blobs.delete(blob.blobId)) report.deleted += 1;
    }
    report.incomplete = await this.blobs.discardIncomplete(cutoff);
    return report;
  }
}
