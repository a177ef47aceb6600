import type { Coordinate } from '../../domain/itinerary/types.js';

export interface GeocodeQuery {
  name: string;
  address?: string;
  locality?: string;
  /** Country name or ISO 3166-1 alpha-2 code. */
  country?: string;
  /** Cities and countries the whole page is about, to choose between places of the same name. */
  context?: GeoContext;
  /** Only these kinds of match are wanted (default: any but `region`). */
  kinds?: readonly GeoMatchKind[];
  /**
   * The name may hold the place among other words ("Sunset at Park Güell"); only a local
   * gazetteer can search that cheaply, so remote geocoders may ignore such queries.
   */
  partial?: boolean;
  /** The name is written without spaces, as in a hashtag ("fushimiinari"). */
  compact?: boolean;
  /**
   * The language of the page the name comes from (ISO 639-1, "zh-TW" too): it says how Han characters
   * read (大理 on a Chinese page is Dali; on a Japanese page Han characters need `reading`).
   */
  language?: string;
  /** How a Japanese name in kanji reads, in kana, when the page's analyser knows (函館: ハコダテ). */
  reading?: string;
}

export interface GeoContext {
  /** Coordinates of the places already known, to prefer a nearby namesake. */
  near?: Coordinate;
  countryCodes?: string[];
}

/**
 * `region`: a prefecture, province or region (北海道, 제주도, 四川), answered only when a query's `kinds`
 * ask for it: link import tells regions apart from stops; other callers never see one.
 */
export type GeoMatchKind = 'landmark' | 'city' | 'region' | 'country' | 'address';

/** The category of a town that is a village travellers go to (the gazetteer's curated list): prose naming it means a stop. */
export const VILLAGE_CATEGORY = 'village';

export interface GeocodeResult {
  coordinate: Coordinate;
  kind: GeoMatchKind;
  /** The name the gazetteer knows the place by. */
  matchedName: string;
  /** The city the place is in (the place itself for a city). */
  city?: string;
  /** ISO 3166-1 alpha-2. */
  countryCode?: string;
  countryName?: string;
  category?: string;
  /**
   * How sure the geocoder is that this is the place meant, in [0, 1]: an exact landmark name is
   * near 1, a small town whose name is also an English word is low.
   */
  score: number;
  /** True when the coordinate is the centre of the locality rather than the place itself. */
  approximate: boolean;
  /** For a partial query: the words of the name that matched (as a place key), when not all did. */
  matchedWords?: string;
  /**
   * A sight known the world over (the Taj Mahal, the Pyramids of Giza), as the geocoder can tell: named far from a
   * trip, it is a comparison, while a sight of a common name (a Latin Quarter, a 天后宫) is as often the page's own.
   */
  worldFamous?: boolean;
  /** A town the geocoder knows sights of: one travellers go to, which a page naming it means more often than a namesake. */
  visited?: boolean;
}

export interface Geocoder {
  /** The one place the name most likely means, given the query's context. */
  geocode(query: GeocodeQuery): Promise<GeocodeResult | undefined>;
  /**
   * Every place the name may mean, best first, at most `limit` (none for a limit below 1): namesakes
   * included ("Paris": France, then Texas...), so that a person or an agent can choose. The query's
   * country and context put the places that fit them first (an online geocoder, whose server filters,
   * may also leave out those outside the context's countries). The first answer is not always
   * geocode's, which has reasons of its own (the gazetteer's prefers a landmark to a town).
   */
  candidates(query: GeocodeQuery, limit: number): Promise<GeocodeResult[]>;
  /** The town or city a coordinate lies in or near (to group places the source located itself). */
  reverse(coordinate: Coordinate): Promise<GeocodeResult | undefined>;
}
