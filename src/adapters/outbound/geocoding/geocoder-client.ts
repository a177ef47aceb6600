import type { GeocodeQuery } from '../../../application/ports/geocoder.port.js';
import { RateLimiter, type RateLimiterClock } from './rate-limiter.js';

export interface GeocoderClientOptions {
  /** Root of the geocoder's API (GEOCODER_URL). */
  baseUrl: string;
  /** Public instances ask to be told who calls them. */
  userAgent: string;
  /** At most one request per this many ms (Nominatim's public server: 1 s; Photon's: fair use). */
  intervalMs?: number;
  timeoutMs?: number;
  /** Answers kept in memory, misses included (the public servers ask for caching). */
  cacheSize?: number;
  clock?: RateLimiterClock;
}

/**
 * The HTTP side every online geocoder shares: one request at a time at the configured pace, an
 * identifying User-Agent, a timeout, and a bounded in-memory cache of parsed answers by path.
 */
export class GeocoderClient {
  private readonly limiter: RateLimiter;
  private readonly cache = new Map<string, unknown>();
  private readonly base: string;

  constructor(private readonly options: GeocoderClientOptions) {
    this.limiter = new RateLimiter(options.intervalMs ?? 1000, options.clock);
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  /** GET `{base}/{path}`, parsed by `parse`; a failed request throws and is not cached. */
  async get<T>(path: string, parse: (json: unknown) => T): Promise<T> {
    if (this.cache.has(path)) return this.cache.get(path) as T;
    const answer = parse(await this.limiter.schedule(() => this.request(path)));
    if (this.cache.size >= (this.options.cacheSize ?? 5000)) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(path, answer);
    return answer;
  }

  private async request(path: string): Promise<unknown> {
    const response = await fetch(`${this.base}/${path}`, {
      headers: { 'user-agent': this.options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    return response.json();
  }
}

/** Places asked of one search at most (Nominatim answers no more): a short list to choose from, not a data set. */
export const MAX_SEARCH_RESULTS = 40;

/** OpenStreetMap's kinds of settlement: an answer of one of these is a town, not a landmark. */
export const SETTLEMENTS = new Set(['city', 'town', 'village', 'municipality', 'hamlet', 'suburb']);

/** The free-text search a geocoder is asked for: the name, then the town and country the page gave. */
export const searchText = (query: Pick<GeocodeQuery, 'name' | 'locality' | 'country'>): string =>
  [query.name, query.locality, query.country].filter(Boolean).join(', ');
