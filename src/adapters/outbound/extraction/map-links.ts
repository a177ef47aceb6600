import type { Coordinate } from '../../../domain/itinerary/types.js';
import { cleanPlaceName } from '../../../domain/import/place-names.js';

export interface MapLink {
  name?: string;
  coordinate?: Coordinate;
}

const MAP_HOST = /(^|\.)(google\.[a-z.]+|goo\.gl|maps\.app\.goo\.gl|maps\.apple\.com|openstreetmap\.org|osm\.org|bing\.com|waze\.com)$/i;
/**
 * Link texts that say "a map" rather than the place: the place's name is then in the link itself. A word ends where
 * no letter follows ("aquí": \b knows only ASCII letters).
 */
const GENERIC_TEXT =
  /^\W*$|\b(?:maps?|mapa|mappa|carte|karte|directions|itinéraire|indicazioni|cómo llegar|como chegar|here|aquí|ici|hier|qui|aqui|link|location|pin)(?![\p{L}\p{N}])|地図|地图|地圖|지도|길찾기|ルート/iu;
const AT_COORDINATES = /@(-?\d{1,2}\.\d+),(-?\d{1,3}\.\d+)/;
const PAIR = /^\s*(-?\d{1,2}\.\d+)\s*,\s*(-?\d{1,3}\.\d+)\s*$/;

/**
 * What a link to a map says: Google Maps `/place/NAME/@lat,lng`, `?q=` / `query=` (a name or a
 * pair), `ll=`, Apple Maps `q` and `ll`, OpenStreetMap `mlat`/`mlon` or `#map=z/lat/lng`. The name
 * comes from the link's text unless that only says "map"; undefined when the link is no map link.
 */
export function readMapLink(href: string, text: string): MapLink | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const googleButNoMap = /google\./i.test(url.hostname) && !url.pathname.startsWith('/maps') && !url.hostname.startsWith('maps.');
  if (!MAP_HOST.test(url.hostname) || googleButNoMap) return undefined;
  const query = url.searchParams.get('q') ?? url.searchParams.get('query') ?? url.searchParams.get('destination') ?? undefined;
  const placeSegment = /\/maps\/place\/([^/@]+)/.exec(url.pathname)?.[1];
  const coordinate =
    pairOf(AT_COORDINATES.exec(url.pathname + url.hash)) ??
    pairOf(PAIR.exec(query ?? '')) ??
    pairOf(PAIR.exec(url.searchParams.get('ll') ?? '')) ??
    osmCoordinate(url);
  const mapName = placeSegment ? decode(placeSegment) : undefined;
  const fromUrl = mapName ?? (query && !PAIR.test(query) ? query : undefined);
  const label = text.replace(/\s+/g, ' ').trim();
  const raw = label && !GENERIC_TEXT.test(label) && !(mapName && tellsOfThePlace(label, mapName)) ? label : fromUrl;
  const name = raw ? cleanPlaceName(raw.split(',')[0] ?? raw) : undefined;
  if (!name && !coordinate) return undefined;
  return { ...(name ? { name } : {}), ...(coordinate ? { coordinate } : {}) };
}

/**
 * "The aerial view has been updated after the Dixie Fire" on a link to `/maps/place/Greenville,+CA`: a sentence
 * about the place, not its name (a name of six words or more is rare), unless it holds the map's own name for
 * the place. A query (`?q=Rua+Augusta+24`) is often an address, so the text stays the name beside one.
 */
function tellsOfThePlace(label: string, mapName: string): boolean {
  const own = (mapName.split(',')[0] ?? mapName).trim().toLowerCase();
  return label.split(' ').length >= 6 && !label.toLowerCase().includes(own);
}

function pairOf(match: RegExpExecArray | null): Coordinate | undefined {
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) return undefined;
  return { latitude, longitude };
}

function osmCoordinate(url: URL): Coordinate | undefined {
  const mlat = url.searchParams.get('mlat');
  const mlon = url.searchParams.get('mlon');
  if (mlat && mlon) return pairOf(PAIR.exec(`${mlat},${mlon}`));
  const hash = /map=\d+\/(-?\d+\.\d+)\/(-?\d+\.\d+)/.exec(url.hash);
  return pairOf(hash);
}

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' '));
  } catch {
    return segment.replace(/\+/g, ' ');
  }
};
