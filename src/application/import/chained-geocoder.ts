import type { Coordinate } from '../../domain/itinerary/types.js';
import type { GeocodeQuery, GeocodeResult, Geocoder } from '../ports/geocoder.port.js';

/**
 * Asks each geocoder in turn (the offline gazetteer first, an online one when configured) and keeps
 * the first precise answer; an approximate one (a town's centre) is kept only if none is precise.
 * A failing geocoder is skipped: geocoding never fails an import.
 */
export class ChainedGeocoder implements Geocoder {
  constructor(
    private readonly geocoders: readonly Geocoder[],
    private readonly onFailure: (error: unknown) => void = () => undefined,
  ) {}

  async geocode(query: GeocodeQuery): Promise<GeocodeResult | undefined> {
    let approximate: GeocodeResult | undefined;
    for (const geocoder of this.geocoders) {
      const found = await this.attempt(() => geocoder.geocode(query));
      if (found && !found.approximate) return found;
      approximate ??= found;
    }
    return approximate;
  }

  async reverse(coordinate: Coordinate): Promise<GeocodeResult | undefined> {
    for (const geocoder of this.geocoders) {
      const found = await this.attempt(() => geocoder.reverse(coordinate));
      if (found) return found;
    }
    return undefined;
  }

  private async attempt(call: () => Promise<GeocodeResult | undefined>): Promise<GeocodeResult | undefined> {
    try {
      return await call();
    } catch (error) {
      this.onFailure(error);
      return undefined;
    }
  }
}
