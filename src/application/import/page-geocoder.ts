import { isCjk } from '../../domain/import/cjk-script.js';
import type { GeocodeQuery, Geocoder } from '../ports/geocoder.port.js';
import type { Extraction } from '../ports/place-extractor.port.js';

/**
 * The geocoder as one page asks it: a name in CJK script carries the page's language and, for a
 * Japanese name in kanji, its reading (the gazetteer romanizes towns by them: 大理 on a Chinese page is
 * Dali, 函館 read ハコダテ is Hakodate). Other names are asked as they are, so answers stay shared
 * between pages.
 */
export function pageGeocoder(geocoder: Geocoder, { language, readings }: Pick<Extraction, 'language' | 'readings'>): Geocoder {
  if (!language && !readings) return geocoder;
  const asked = (query: GeocodeQuery): GeocodeQuery => {
    if (!isCjk(query.name)) return query;
    const reading = readings?.[query.name];
    return { ...query, ...(language ? { language } : {}), ...(reading ? { reading } : {}) };
  };
  return {
    geocode: (query) => geocoder.geocode(asked(query)),
    candidates: (query, limit) => geocoder.candidates(asked(query), limit),
    reverse: (coordinate) => geocoder.reverse(coordinate),
  };
}
