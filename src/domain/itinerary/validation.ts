import { coordinateErrors } from '../shared/coordinates.js';
import { isCurrencyCode, isIataAirportCode } from '../shared/codes.js';
import { instantOf, isCalendarDate, isDateTimeWithOffset } from '../shared/dates.js';
import type { FieldError } from '../shared/domain-error.js';
import { at, index } from '../shared/field-path.js';
import { isHttpUrl } from '../shared/urls.js';
import { isFiniteNumber, isNonBlank, isNonNegativeInteger } from '../shared/values.js';
import {
  DOCUMENT_KINDS,
  REQUIRED_DETAILS,
  type Day,
  type DetailName,
  type DocumentRecord,
  type Expense,
  type Flight,
  type Hotel,
  type ImageRef,
  type PackingItem,
  type Stop,
} from './types.js';

/**
 * The itinerary's invariants as pure checks. Each returns every problem it finds (never throws),
 * with paths relative to the request body, so one 400 can list them all.
 */

type Fields = Record<string, unknown>;
/** One field's check: errors for `value` found at `path`. */
type FieldCheck = (value: unknown, path: string) => FieldError[];

const fail = (path: string, message: string): FieldError[] => [{ path, message }];

const text: FieldCheck = (value, path) => (typeof value === 'string' ? [] : fail(path, 'must be a string'));
const required: FieldCheck = (value, path) =>
  isNonBlank(value) ? [] : fail(path, 'is required and must not be blank');
const date: FieldCheck = (value, path) =>
  isCalendarDate(value) ? [] : fail(path, 'must be a real calendar date as YYYY-MM-DD');
const dateTime: FieldCheck = (value, path) =>
  isDateTimeWithOffset(value) ? [] : fail(path, 'must be a date-time with an offset, e.g. 2025-05-01T09:30:00+02:00');
const count: FieldCheck = (value, path) =>
  isNonNegativeInteger(value) ? [] : fail(path, 'must be a non-negative integer');
const currency: FieldCheck = (value, path) =>
  isCurrencyCode(value) ? [] : fail(path, 'must be an ISO 4217 currency code (three upper-case letters)');
const airport: FieldCheck = (value, path) =>
  isIataAirportCode(value) ? [] : fail(path, 'must be an IATA airport code (three upper-case letters)');
const httpUrl: FieldCheck = (value, path) => (isHttpUrl(value) ? [] : fail(path, 'must be an absolute http(s) URL'));
const flag: FieldCheck = (value, path) => (typeof value === 'boolean' ? [] : fail(path, 'must be true or false'));
/** Money spent: a refund is not an expense, so no amount is negative (docs/api.md). */
const amount: FieldCheck = (value, path) => {
  if (!isFiniteNumber(value)) return fail(path, 'must be a finite number');
  return value < 0 ? fail(path, 'must not be less than 0') : [];
};
const tags: FieldCheck = (value, path) =>
  Array.isArray(value)
    ? value.flatMap((tag, i) => (isNonBlank(tag) ? [] : fail(index(path, i), 'must be a non-blank string')))
    : fail(path, 'must be an array of strings');
const oneOf =
  (allowed: readonly string[]): FieldCheck =>
  (value, path) =>
    typeof value === 'string' && allowed.includes(value) ? [] : fail(path, `must be one of: ${allowed.join(', ')}`);

/** A record's fields: required ones must be present, optional ones are checked only when present. */
type Schema = Record<string, { check: FieldCheck; required?: boolean }>;

function checkRecord(value: unknown, path: string, schema: Schema): FieldError[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(path, 'must be an object');
  const fields = value as Fields;
  return Object.entries(schema).flatMap(([key, rule]) => {
    const field = fields[key];
    if (field === undefined) return rule.required ? fail(at(path, key), 'is required') : [];
    return rule.check(field, at(path, key));
  });
}

const idField = { check: required, required: true };

const STOP: Schema = {
  id: idField,
  name: { check: required, required: true },
  address: { check: text },
  category: { check: text },
  coordinate: { check: coordinateErrors },
  startTime: { check: text },
  durationMinutes: { check: count },
  note: { check: text },
  phone: { check: text },
  bookingURL: { check: httpUrl },
};

const PACKING_ITEM: Schema = {
  id: idField,
  name: { check: required, required: true },
  quantity: { check: count },
  category: { check: text },
  isPacked: { check: flag },
};

const EXPENSE: Schema = {
  id: idField,
  title: { check: required, required: true },
  amount: { check: amount, required: true },
  currency: { check: currency, required: true },
  date: { check: date },
  category: { check: text },
};

const FLIGHT: Schema = {
  id: idField,
  airline: { check: text },
  flightNumber: { check: required, required: true },
  from: { check: airport },
  to: { check: airport },
  departureTime: { check: dateTime },
  arrivalTime: { check: dateTime },
  confirmationCode: { check: text },
  seat: { check: text },
  note: { check: text },
};

const HOTEL: Schema = {
  id: idField,
  name: { check: required, required: true },
  address: { check: text },
  coordinate: { check: coordinateErrors },
  checkIn: { check: date },
  checkOut: { check: date },
  confirmationCode: { check: text },
  phone: { check: text },
  bookingURL: { check: httpUrl },
  note: { check: text },
};

const DOCUMENT: Schema = {
  id: idField,
  name: { check: required, required: true },
  kind: { check: oneOf(DOCUMENT_KINDS), required: true },
  mimeType: { check: required, required: true },
  size: { check: count, required: true },
  sha256: {
    check: (value, path) =>
      typeof value === 'string' && /^[0-9a-f]{64}$/.test(value) ? [] : fail(path, 'must be 64 lower-case hex digits'),
    required: true,
  },
  blobId: { check: required, required: true },
  uploadedAt: { check: dateTime, required: true },
};

const IMAGE: Schema = {
  mediaId: { check: required, required: true },
  contentType: { check: required, required: true },
  attribution: {
    check: (value, path) =>
      checkRecord(value, path, { text: { check: required, required: true }, url: { check: httpUrl } }),
  },
};

/** Per-field checks of the itinerary's details; required ones are listed in REQUIRED_DETAILS. */
const DETAIL_CHECKS: Record<DetailName, FieldCheck> = {
  title: required,
  destination: required,
  origin: text,
  summary: text,
  center: coordinateErrors,
  startDate: date,
  tags,
  bestSeason: text,
  homeCurrency: currency,
};

export const requiredErrors: FieldCheck = required;

export const choiceErrors = (value: unknown, allowed: readonly string[], path: string): FieldError[] =>
  oneOf(allowed)(value, path);

export const detailErrors = (name: DetailName, value: unknown, path: string): FieldError[] =>
  DETAIL_CHECKS[name](value, path);

export const isRequiredDetail = (name: DetailName): boolean => (REQUIRED_DETAILS as readonly string[]).includes(name);

export const stopErrors = (stop: Stop, path: string): FieldError[] => checkRecord(stop, path, STOP);

export const packingItemErrors = (item: PackingItem, path: string): FieldError[] =>
  checkRecord(item, path, PACKING_ITEM);

export const expenseErrors = (expense: Expense, path: string): FieldError[] => checkRecord(expense, path, EXPENSE);

/**
 * A record's errors, plus one at `later` when it and `earlier` are both set and out of order. Checked
 * only on an otherwise valid record, so both values are well-formed when compared.
 */
function inOrder<T extends object>(
  record: T,
  path: string,
  schema: Schema,
  [earlier, later]: [keyof T & string, keyof T & string],
  outOfOrder: (earlier: string, later: string) => boolean,
  message: string,
): FieldError[] {
  const errors = checkRecord(record, path, schema);
  if (errors.length > 0) return errors;
  const [first, second] = [record[earlier], record[later]];
  if (typeof first === 'string' && typeof second === 'string' && outOfOrder(first, second)) {
    errors.push({ path: at(path, later), message });
  }
  return errors;
}

/** Both times carry their airport's offset, so they compare as instants across time zones. */
export const flightErrors = (flight: Flight, path: string): FieldError[] =>
  inOrder(flight, path, FLIGHT, ['departureTime', 'arrivalTime'], (d, a) => instantOf(a) <= instantOf(d), 'must be after departureTime');

/** Calendar dates: checking out the day one checks in is a day use. */
export const hotelErrors = (hotel: Hotel, path: string): FieldError[] =>
  inOrder(hotel, path, HOTEL, ['checkIn', 'checkOut'], (checkIn, checkOut) => checkOut < checkIn, 'must not be before checkIn');

export const documentErrors = (document: DocumentRecord, path: string): FieldError[] =>
  checkRecord(document, path, DOCUMENT);

export const imageErrors = (image: ImageRef, path: string): FieldError[] => checkRecord(image, path, IMAGE);

export function dayErrors(day: Day, path: string): FieldError[] {
  const errors = checkRecord(day, path, { id: idField, title: { check: text }, summary: { check: text } });
  if (typeof day !== 'object' || day === null) return errors;
  if (!Array.isArray(day.stops)) return [...errors, ...fail(at(path, 'stops'), 'must be an array')];
  return [...errors, ...day.stops.flatMap((stop, i) => stopErrors(stop, index(at(path, 'stops'), i)))];
}

/** Errors of a list of items checked one by one; a non-array is one error. */
export function listErrors<T>(
  items: unknown,
  path: string,
  itemErrors: (item: T, path: string) => FieldError[],
): FieldError[] {
  if (!Array.isArray(items)) return fail(path, 'must be an array');
  return items.flatMap((item: T, i) => itemErrors(item, index(path, i)));
}

/** An item with an id, and where it sits in the request body. */
export interface Placed {
  id: string;
  path: string;
}

/** Ids must be unique within a collection: among `items`, and against ids already `taken` by other items. */
export function duplicateIdErrors(items: readonly Placed[], taken: Iterable<string> = []): FieldError[] {
  const seen = new Set(taken);
  return items.flatMap(({ id, path }) => {
    const duplicate = seen.has(id);
    seen.add(id);
    return duplicate ? fail(at(path, 'id'), `duplicate id "${id}"`) : [];
  });
}

/** The items of a list with their paths (`packing[3]`), for duplicateIdErrors. */
export const placed = (items: readonly { id: string }[], path: string): Placed[] =>
  items.map((item, i) => ({ id: item.id, path: index(path, i) }));

/** Every stop of a list of days, with its path (`days[1].stops[0]`). */
export const placedStops = (days: readonly Day[], path: string): Placed[] =>
  days.flatMap((day, d) => placed(day.stops, at(index(path, d), 'stops')));
