import { z } from 'zod';
import type { GeocodeQuery, GeocodeResult, Geocoder } from '../../../application/ports/geocoder.port.js';
import type { Coordinate } from '../../../domain/itinerary/types.js';
import { RateLimiter, type RateLimiterClock } from './rate-limiter.js';

export interface NominatimGeocoderOptions {
  /** Root of a Nominatim-compatible API (GEOCODER_URL), e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent: string;
  /** At most one request per this many ms (policy: 1 s for the public server). */
  intervalMs?: number;
  timeoutMs?: number;
  /** Answers kept in memory, misses included (policy: cache results). */
  cacheSize?: number;
  clock?: RateLimiterClock;
}

const Place = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  name: z.string().optional(),
  display_name: z.string().optional(),
  importance: z.coerce.number().optional(),
  addresstype: z.string().optional(),
  type: z.string().optional(),
  category: z.string().optional(),
  address: z.record(z.string(), z.string()).optional(),
});
type Place = z.infer<typeof Place>;

const SETTLEMENTS = new Set(['city', 'town', 'village', 'municipality', 'hamlet', 'suburb']);

/**
 * Online geocoding with Nominatim (OpenStreetMap), used only when configured: rate-limited,
 * cached, and asked only for whole names (partial phrases stay with the offline gazetteer).
 */
export class NominatimGeocoder implements Geocoder {
  private readonly limiter: RateLimiter;
  private readonly cache = new Map<string, GeocodeResult | undefined>();
  private readonly base: string;

  constructor(private readonly options: NominatimGeocoderOptions) {
    this.limiter = new RateLimiter(options.intervalMs ?? 1000, options.clock);
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  async geocode(query: GeocodeQuery): Promise<GeocodeResult | undefined> {
    if (query.partial) return undefined;
    const q = [query.name, query.locality, query.country].filter(Boolean).join(', ');
    const params = new URLSearchParams({ format: 'jsonv2', limit: '1', addressdetails: '1', q });
    if (query.context?.countryCodes?.length && !query.country) params.set('countrycodes', query.context.countryCodes.join(',').toLowerCase());
    const answer = await this.cached(`search?${params}`);
    const place = Array.isArray(answer) ? answer[0] : undefined;
    return place ? this.result(place, query.name) : undefined;
  }

  async reverse(coordinate: Coordinate): Promise<GeocodeResult | undefined> {
    const params = new URLSearchParams({ format: 'jsonv2', zoom: '10', addressdetails: '1', lat: String(coordinate.latitude), lon: String(coordinate.longitude) });
    const answer = await this.cached(`reverse?${params}`);
    return answer && !Array.isArray(answer) ? this.result(answer, undefined) : undefined;
  }

  private async cached(path: string): Promise<Place | Place[] | undefined> {
    if (this.cache.has(path)) return this.cache.get(path) as never;
    const answer = await this.limiter.schedule(() => this.request(path));
    if (this.cache.size >= (this.options.cacheSize ?? 5000)) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(path, answer as never);
    return answer;
  }

  private async request(path: string): Promise<Place | Place[] | undefined> {
    const response = await fetch(`${this.base}/${path}`, {
      headers: { 'user-agent': this.options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const json: unknown = await response.json();
    if (Array.isArray(json)) return json.map((item) => Place.safeParse(item)).filter((r) => r.success).map((r) => r.data);
    const one = Place.safeParse(json);
    return one.success ? one.data : undefined;
  }

  private result(place: Place, asked: string | undefined): GeocodeResult {
    const address = place.address ?? {};
    const settlement = SETTLEMENTS.has(place.addresstype ?? place.type ?? '');
    const city = address.city ?? address.town ?? address.village ?? address.municipality ?? (settlement ? place.name : undefined);
    return {
      coordinate: { latitude: place.lat, longitude: place.lon },
      kind: settlement ? 'city' : 'landmark',
      matchedName: place.name || asked || place.display_name || '',
      city,
      countryCode: address.country_code?.toUpperCase(),
      countryName: address.country,
      category: place.type,
      score: Math.max(0.5, Math.min(0.9, 0.5 + (place.importance ?? 0.3))),
      approximate: false,
    };
  }
}
