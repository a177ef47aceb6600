import { z } from 'zod';
import type { GeocodeQuery, GeocodeResult, Geocoder } from '../../../application/ports/geocoder.port.js';
import type { Coordinate } from '../../../domain/itinerary/types.js';
import { GeocoderClient, type GeocoderClientOptions, MAX_SEARCH_RESULTS, SETTLEMENTS, searchText } from './geocoder-client.js';
import { boxAround, inBox } from './region-box.js';

export interface PhotonGeocoderOptions extends GeocoderClientOptions {
  /** Language of the names answered (`lang`: the gazetteer's are English, and stops are grouped by city name). */
  language?: string;
}

const Feature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.coerce.number().min(-180).max(180), z.coerce.number().min(-90).max(90)]).rest(z.unknown()) }),
  properties: z.object({
    name: z.string().optional(),
    osm_key: z.string().optional(),
    osm_value: z.string().optional(),
    type: z.string().optional(),
    city: z.string().optional(),
    country: z.string().optional(),
    countrycode: z.string().optional(),
  }),
});
type Feature = z.infer<typeof Feature>;

/** Features asked for per search at least, to choose one in the page's countries and region. */
const CANDIDATES = 5;
/** Side of the box around the page's region whose answers are preferred. */
const PREFERRED_KM = 100;

/**
 * Online geocoding with Photon (komoot's OpenStreetMap search), used only when configured:
 * rate-limited, cached, asked only for whole names, biased to the page's region with `lat`/`lon`.
 * Photon filters by no country and its `bbox` would exclude rather than prefer, so the answer is
 * chosen here among a few: in the page's countries, inside a box around the region when one is.
 */
export class PhotonGeocoder implements Geocoder {
  private readonly client: GeocoderClient;

  constructor(private readonly options: PhotonGeocoderOptions) {
    this.client = new GeocoderClient(options);
  }

  async geocode(query: GeocodeQuery): Promise<GeocodeResult | undefined> {
    return (await this.candidates(query, 1))[0];
  }

  /**
   * The features in the page's countries, those inside the box around the region first, each group
   * in Photon's order. At least CANDIDATES are asked for, so that a single answer is chosen among a few.
   */
  async candidates(query: GeocodeQuery, limit: number): Promise<GeocodeResult[]> {
    if (query.partial || limit < 1) return [];
    const q = searchText(query);
    const params = new URLSearchParams({ q, limit: String(Math.min(Math.max(limit, CANDIDATES), MAX_SEARCH_RESULTS)), ...this.language() });
    const near = query.context?.near;
    if (near) {
      params.set('lat', near.latitude.toFixed(5));
      params.set('lon', near.longitude.toFixed(5));
    }
    const features = await this.client.get(`api?${params}`, parseFeatures);
    const countries = !query.country && query.context?.countryCodes?.length ? query.context.countryCodes.map((c) => c.toUpperCase()) : undefined;
    const inCountries = features.filter((f) => !countries || countries.includes(f.properties.countrycode?.toUpperCase() ?? ''));
    const box = near ? boxAround(near, PREFERRED_KM) : undefined;
    const inside = box ? inCountries.filter((f) => inBox(box, coordinateOf(f))) : [];
    const ranked = [...inside, ...inCountries.filter((f) => !inside.includes(f))];
    return ranked.slice(0, limit).map((feature) => result(feature, query.name));
  }

  async reverse(coordinate: Coordinate): Promise<GeocodeResult | undefined> {
    const params = new URLSearchParams({ lat: String(coordinate.latitude), lon: String(coordinate.longitude), limit: '1', ...this.language() });
    const feature = (await this.client.get(`reverse?${params}`, parseFeatures))[0];
    return feature ? result(feature, undefined) : undefined;
  }

  private language(): Record<string, string> {
    return this.options.language ? { lang: this.options.language } : {};
  }
}

/** The valid features of a GeoJSON FeatureCollection; invalid ones are skipped. */
function parseFeatures(json: unknown): Feature[] {
  const features = (json as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) return [];
  return features.flatMap((item) => {
    const parsed = Feature.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const coordinateOf = (feature: Feature): Coordinate => ({
  latitude: feature.geometry.coordinates[1],
  longitude: feature.geometry.coordinates[0],
});

function result(feature: Feature, asked: string | undefined): GeocodeResult {
  const { name, osm_key: key, osm_value: value, type, city, country, countrycode } = feature.properties;
  const settlement = (key === 'place' && SETTLEMENTS.has(value ?? '')) || type === 'city';
  return {
    coordinate: coordinateOf(feature),
    kind: type === 'country' ? 'country' : settlement ? 'city' : 'landmark',
    matchedName: name || asked || '',
    city: city ?? (settlement ? name : undefined),
    countryCode: countrycode?.toUpperCase(),
    countryName: country,
    category: value,
    // Photon ranks but reports no importance: a found name is as sure as a middling Nominatim answer.
    score: 0.7,
    approximate: false,
  };
}
