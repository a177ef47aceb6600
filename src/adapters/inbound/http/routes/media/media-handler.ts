import type { RequestHandler } from 'express';
import { pipeline } from 'node:stream/promises';
import { resourceUrls } from '../../../../../application/itinerary/resource-urls.js';
import type { BlobStore } from '../../../../../application/ports/blob-store.port.js';
import type { StoredImageType } from '../../../../../application/ports/image-processor.port.js';
import { noneMatch } from '../../kit/conditional-get.js';
import { originOf, problemBody, sendProblem } from '../../kit/problem.js';

/** Express path of the media route; the id is a blob id, random enough to serve as a capability. */
export const MEDIA_PATH = '/media/:mediaId';

/** The public URL of a stored image (Day.imageURL, coverImageURL): ResourceUrls.media. */
export const mediaUrl = (baseUrl: string, mediaId: string): string => resourceUrls(baseUrl).media(mediaId);

/**
 * Only what image intake stores is served here. Sealed documents live in the same BlobStore (as
 * application/octet-stream) and are served to members only by their own route, never by id alone.
 */
const SERVED_TYPES: ReadonlySet<string> = new Set<StoredImageType>(['image/jpeg', 'image/png', 'image/webp']);

/**
 * GET/HEAD BASE_URL/media/<mediaId>: the stored image, public to whoever holds the URL. A blob never
 * changes, so its sha256 is a strong ETag and caches may keep it for a year.
 */
export function mediaHandler(blobs: BlobStore): RequestHandler {
  return async (req, res, next) => {
    try {
      const blob = await blobs.get(String(req.params.mediaId));
      if (!blob || !SERVED_TYPES.has(blob.contentType)) {
        blob?.stream.destroy();
        return sendProblem(res, problemBody(originOf(res), 'notFound', 'There is no image at this address.'));
      }
      const etag = `"${blob.sha256}"`;
      res.set({
        'Content-Type': blob.contentType,
        'Content-Length': String(blob.size),
        ETag: etag,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        // Client apps on other origins show these images in <img> tags.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      const unchanged = noneMatch(req.get('If-None-Match'), etag);
      if (unchanged || req.method === 'HEAD') {
        blob.stream.destroy();
        return void res.status(unchanged ? 304 : 200).end();
      }
      // A client that goes away mid-body is not an error worth reporting; pipeline closes both ends.
      await pipeline(blob.stream, res).catch(() => undefined);
    } catch (error) {
      next(error);
    }
  };
}
