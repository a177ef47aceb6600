import type { ImageRef } from '../../domain/itinerary/types.js';

export type Attribution = NonNullable<ImageRef['attribution']>;

export interface FoundPhoto {
  /** Untrusted like an upload: image intake checks and re-encodes them. */
  bytes: Buffer;
  contentType: string;
  /** Credit the source requires to be shown with the photo; stored with the image. */
  attribution?: Attribution;
}

/** Finds a photo for a free-text query (a place, a destination). */
export interface PhotoSearch {
  /** For logs: which source answered or failed. */
  readonly name: string;
  /** Undefined when the source has nothing for the query. */
  search(query: string): Promise<FoundPhoto | undefined>;
}
