import * as z from 'zod';
import { LIMITS } from '../../http/kit/dto-decorators.js';
import { isUuid } from '../../http/kit/validation.js';

/**
 * Input schemas of an itinerary's parts, as the REST bodies take them (DESIGN.md §3): types, sizes
 * and unknown fields are checked here; formats and invariants (real dates, ISO codes, coordinate
 * ranges, required names) by the domain, which answers validationFailed with the field's path.
 * Every tool repeats these in tools/list, so a field is described only where its name does not say
 * enough: a format, a range, what leaving it out means.
 */

/**
 * Names, ids and codes: at most 500 characters, as REST takes them. Checked by a refinement, which
 * tools/list does not show: no name comes near the limit, which only guards the server, and a
 * `maxLength` on each of them would be over a kilobyte of every tools/list. Prose (longText) shows its.
 */
const withinShortLimit = (text: string): boolean => text.length <= LIMITS.shortText;
const shortString = () => z.string().refine(withinShortLimit, `must be at most ${LIMITS.shortText} characters`);

export const shortText = (description?: string) => {
  const text = shortString();
  return description ? text.describe(description) : text;
};
export const longText = () => z.string().max(LIMITS.longText);
/** Codes are compared upper-case, as REST does; clients may send either case. */
export const code = (description: string) =>
  shortString()
    .transform((s) => s.toUpperCase())
    .describe(description);
export const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIMITS.items);

/** Tool descriptions say it once: an item sent without an id gets a new one. */
const itemId = shortText().optional();
export const date = () => shortText('YYYY-MM-DD');
const dateTime = () => shortText('date-time with offset');
const url = () => shortText('http(s) URL');

export const coordinateInput = z.strictObject({
  latitude: z.number().describe('-90 to 90'),
  longitude: z.number().describe('-180 to 180'),
});

export const stopInput = z.strictObject({
  id: itemId,
  name: shortText(),
  address: shortText().optional(),
  category: shortText().optional(),
  coordinate: coordinateInput.optional(),
  startTime: shortText('HH:MM').optional(),
  durationMinutes: z.number().int().min(0).optional(),
  note: longText().optional(),
  phone: shortText().optional(),
  bookingURL: url().optional(),
});

export const dayInput = z.strictObject({
  id: itemId,
  title: shortText().optional(),
  summary: longText().optional(),
  stops: list(stopInput).optional().describe('In visiting order'),
});

export const packingItemInput = z.strictObject({
  id: itemId,
  name: shortText(),
  quantity: z.number().int().min(0).optional(),
  category: shortText().optional(),
  isPacked: z.boolean().optional(),
});

export const expenseInput = z.strictObject({
  id: itemId,
  title: shortText(),
  amount: z.number(),
  currency: code('ISO 4217'),
  date: date().optional(),
  category: shortText().optional(),
});

export const flightInput = z.strictObject({
  id: itemId,
  airline: shortText().optional(),
  flightNumber: shortText(),
  from: code('IATA airport').optional(),
  to: code('IATA airport').optional(),
  departureTime: dateTime().optional(),
  arrivalTime: dateTime().optional(),
  confirmationCode: shortText().optional(),
  seat: shortText().optional(),
  note: longText().optional(),
});

export const hotelInput = z.strictObject({
  id: itemId,
  name: shortText(),
  address: shortText().optional(),
  coordinate: coordinateInput.optional(),
  checkIn: date().optional(),
  checkOut: date().optional(),
  confirmationCode: shortText().optional(),
  phone: shortText().optional(),
  bookingURL: url().optional(),
  note: longText().optional(),
});

/**
 * REST's check of an id in a path, as a refinement: zod's own uuid (and guid) check would put a
 * 90-character pattern into every tool of tools/list; the format says the same to a client.
 */
export const itineraryId = z.string().refine(isUuid, 'must be a UUID').meta({ format: 'uuid' });

/** Undescribed: the server's instructions say how it works, once rather than in every write tool. */
export const expectedRevision = z.number().int().min(0).optional();

/** The fields every write on an existing itinerary takes. */
export const existingItinerary = { itineraryId, expectedRevision };
