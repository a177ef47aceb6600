import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { MAX_IMAGE_BYTES } from '../../../application/images/image-intake.js';
import type { FoundPhoto, PhotoSearch } from '../../../application/ports/photo-search.port.js';
import { readUpTo } from '../../../application/shared/read-up-to.js';

export const PEXELS_API = 'https://api.pexels.com/v1';

export interface PexelsSettings {
  apiKey: string;
  /** Overridable for tests (a fake server on 127.0.0.1). */
  baseUrl?: string;
  timeoutMs?: number;
}

/** The fields we read of GET /v1/search (https://www.pexels.com/api/documentation/#photos-search). */
interface PexelsSearchResponse {
  photos?: Array<{
    /** The photo's page on Pexels: where the credit links to. */
    url: string;
    photographer: string;
    src: { large2x: string };
  }>;
}

/**
 * Photos from the Pexels API (key from PEXELS_API_KEY). Pexels allows keeping and re-serving the
 * photos it returns (Unsplash does not: it requires hotlinking its own URLs, which our re-encoded,
 * metadata-free copies under BASE_URL/media/ cannot honour). Its guidelines ask to credit the
 * photographer with a link to the photo's page: that credit travels with the image as its attribution,
 * "Photo by <name> on Pexels". Failures (network, 4xx/5xx, a rate limit) reject, so the caller can
 * fall back to the next source.
 */
export class PexelsPhotoSearch implements PhotoSearch {
  readonly name = 'pexels';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly settings: PexelsSettings) {
    this.baseUrl = (settings.baseUrl ?? PEXELS_API).replace(/\/+$/, '');
    this.timeoutMs = settings.timeoutMs ?? 10_000;
  }

  async search(query: string): Promise<FoundPhoto | undefined> {
    const url = new URL(`${this.baseUrl}/search`);
    url.search = new URLSearchParams({ query, per_page: '1', orientation: 'landscape' }).toString();
    const answer = await this.fetch(url, { Authorization: this.settings.apiKey });
    const photo = ((await answer.json()) as PexelsSearchResponse).photos?.[0];
    if (!photo) return undefined;

    const image = await this.fetch(new URL(photo.src.large2x), {});
    const body = Readable.fromWeb(image.body as WebReadableStream<Uint8Array>);
    try {
      return {
        bytes: await readUpTo(body, MAX_IMAGE_BYTES),
        contentType: image.headers.get('content-type') ?? 'image/jpeg',
        attribution: { text: `Photo by ${photo.photographer} on Pexels`, url: photo.url },
      };
    } finally {
      body.destroy();
    }
  }

  private async fetch(url: URL, headers: Record<string, string>): Promise<Response> {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Pexels: unexpected URL ${url.href}`);
    const response = await fetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`Pexels: ${url.pathname} answered ${response.status}`);
    }
    return response;
  }
}
