import type { FieldError } from './domain-error.js';
import { at } from './field-path.js';

const inRange = (value: unknown, limit: number): boolean =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Errors of a {latitude, longitude} value: both finite, latitude within ±90, longitude within ±180. */
export function coordinateErrors(value: unknown, path: string): FieldError[] {
  if (typeof value !== 'object' || value === null) return [{ path, message: 'must be {latitude, longitude}' }];
  const { latitude, longitude } = value as Record<string, unknown>;
  const errors: FieldError[] = [];
  if (!inRange(latitude, 90)) errors.push({ path: at(path, 'latitude'), message: 'must be a number from -90 to 90' });
  if (!inRange(longitude, 180)) {
    errors.push({ path: at(path, 'longitude'), message: 'must be a number from -180 to 180' });
  }
  return errors;
}
