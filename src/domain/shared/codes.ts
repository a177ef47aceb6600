/** Short code formats. Both are upper-case, as the standards print them; adapters may normalise case first. */

/** ISO 4217 shape: three upper-case letters (not checked against the list of live currencies). */
export const isCurrencyCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value);

/** IATA airport (location) code: three upper-case letters. */
export const isIataAirportCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value);
