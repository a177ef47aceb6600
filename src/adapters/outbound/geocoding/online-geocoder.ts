import type { Geocoder } from '../../../application/ports/geocoder.port.js';
import type { Config } from '../../../config/config.js';
import { NominatimGeocoder } from './nominatim-geocoder.js';
import { PhotonGeocoder } from './photon-geocoder.js';

/** Names in English, like the offline gazetteer's, so stops group by one city name. */
const LANGUAGE = 'en';

/** The online geocoder GEOCODER_KIND names, at GEOCODER_URL and GEOCODER_INTERVAL_MS's pace. */
export function onlineGeocoder(config: NonNullable<Config['geocoder']>, userAgent: string): Geocoder {
  const options = { baseUrl: config.url, userAgent, intervalMs: config.intervalMs, language: LANGUAGE };
  return config.kind === 'photon' ? new PhotonGeocoder(options) : new NominatimGeocoder(options);
}
