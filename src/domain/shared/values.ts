/** Small value checks shared by the aggregates' invariants. */

/** A string with something other than white space in it. */
export const isNonBlank = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const isNonNegativeInteger = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;
