import { z } from 'zod';
import type { GeocodeQuery, GeocodeResult, Geocoder } from '../../../application/ports/geocoder.port.js';
import type { Coordinate } from '../../../domain/itinerary/types.js';
import { GeocoderClient, type GeocoderClientOptions, MAX_SEARCH_RESULTS, SETTLEMENTS, searchText } from './geocoder-client.js';
import { boxAround, boxParameter } from './region-box.js';

export interface NominatimGeocoderOptions extends GeocoderClientOptions {
  /** Language of the names answered (the gazetteer's are English, and stops are grouped by city name). */
  language?: string;
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

/** Side of the preferred box around the page's region (a preference: `bounded=0`). */
const VIEWBOX_KM = 100;

/**
 * Online geocoding with Nominatim (OpenStreetMap), used only when configured: rate-limited,
 * cached, asked only for whole names (partial phrases stay with the offline gazetteer), and biased
 * to the page's region: a box around `context.near` and the page's countries.
 */
export class NominatimGeocoder implements Geocoder {
  private readonly client: GeocoderClient;

  constructor(private readonly options: NominatimGeocoderOptions) {
    this.client = new GeocoderClient(options);
  }

  async geocode(query: GeocodeQuery): Promise<GeocodeResult | undefined> {
    return (await this.candidates(query, 1))[0];
  }

  /** Nominatim's own order: its importance, the preferred box first. */
  async candidates(query: GeocodeQuery, limit: number): Promise<GeocodeResult[]> {
    if (query.partial || limit < 1) return [];
    const q = searchText(query);
    const params = new URLSearchParams({ format: 'jsonv2', limit: String(Math.min(limit, MAX_SEARCH_RESULTS)), addressdetails: '1', q, ...this.language() });
    if (query.context?.countryCodes?.length && !query.country) params.set('countrycodes', query.context.countryCodes.join(',').toLowerCase());
    if (query.context?.near) {
      params.set('viewbox', boxParameter(boxAround(query.context.near, VIEWBOX_KM)));
      params.set('bounded', '0');
    }
    const places = await this.client.get(`search?${params}`, parsePlaces);
    return places.slice(0, limit).map((place) => this.result(place, query.name));
  }

  async reverse(coordinate: Coordinate): Promise<GeocodeResult | undefined> {
    const params = new URLSearchParams({
      format: 'jsonv2',
      zoom: '10',
      addressdetails: '1',
      lat: String(coordinate.latitude),
      lon: String(coordinate.longitude),
      ...this.language(),
    });
    const place = await this.client.get(`reverse?${params}`, (json) => Place.safeParse(json).data);
    return place ? this.result(place, undefined) : undefined;
  }

  private language(): Record<string, string> {
    return this.options.language ? { 'accept-language': this.options.language } : {};
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

/** The valid places of a search answer; invalid ones are skipped. */
function parsePlaces(json: unknown): Place[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item) => {
    const parsed = Place.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
