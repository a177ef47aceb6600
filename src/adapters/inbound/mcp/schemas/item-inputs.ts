import * as z from 'zod';
import { LIMITS } from '../../http/dto-decorators.js';

/**
 * Input schemas of an itinerary's parts, as the REST bodies take them (DESIGN.md §3): types, sizes
 * and unknown fields are checked here; formats and invariants (real dates, ISO codes, coordinate
 * ranges, required names) by the domain, which answers validationFailed with the field's path.
 */

export const shortText = (description?: string) => {
  const text = z.string().max(LIMITS.shortText);
  return description ? text.describe(description) : text;
};
export const longText = (description?: string) => {
  const text = z.string().max(LIMITS.longText);
  return description ? text.describe(description) : text;
};
/** Codes are compared upper-case, as REST does; clients may send either case. */
export const code = (description: string) =>
  z
    .string()
    .max(LIMITS.shortText)
    .transform((s) => s.toUpperCase())
    .describe(description);
export const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIMITS.items);

const itemId = shortText('Keep the id of an existing item; omit it for a new item and the server generates a UUID.');
export const date = (description: string) => shortText(`${description} (YYYY-MM-DD, a real calendar date)`);
const dateTime = (description: string) =>
  shortText(`${description} (date-time with offset, e.g. 2025-05-01T09:30:00+02:00)`);
const url = (description: string) => shortText(`${description} (absolute http or https URL)`);

export const coordinateInput = z
  .strictObject({
    latitude: z.number().describe('Degrees, -90 to 90'),
    longitude: z.number().describe('Degrees, -180 to 180'),
  })
  .describe('WGS84 coordinates');

export const stopInput = z.strictObject({
  id: itemId.optional(),
  name: shortText('Required: the place, e.g. "Louvre Museum"'),
  address: shortText().optional(),
  category: shortText('e.g. sight, food, museum, hotel').optional(),
  coordinate: coordinateInput.optional(),
  startTime: shortText('Local time of day, e.g. "09:30"').optional(),
  durationMinutes: z.number().int().min(0).optional(),
  note: longText().optional(),
  phone: shortText().optional(),
  bookingURL: url('Where to book').optional(),
});

export const dayInput = z.strictObject({
  id: itemId.optional(),
  title: shortText('e.g. "Day 1: Montmartre"').optional(),
  summary: longText().optional(),
  stops: list(stopInput).optional().describe('The day\'s stops in visiting order; absent means none.'),
});

export const packingItemInput = z.strictObject({
  id: itemId.optional(),
  name: shortText('Required, e.g. "Rain jacket"'),
  quantity: z.number().int().min(0).optional(),
  category: shortText('e.g. clothes, documents, electronics').optional(),
  isPacked: z.boolean().optional(),
});

export const expenseInput = z.strictObject({
  id: itemId.optional(),
  title: shortText('Required, e.g. "Museum tickets"'),
  amount: z.number().describe('Required'),
  currency: code('Required: ISO 4217 code, e.g. EUR'),
  date: date('When it was spent').optional(),
  category: shortText('e.g. food, transport, lodging').optional(),
});

export const flightInput = z.strictObject({
  id: itemId.optional(),
  airline: shortText().optional(),
  flightNumber: shortText('Required, e.g. "AF1234"'),
  from: code('IATA airport code of departure, e.g. CDG').optional(),
  to: code('IATA airport code of arrival, e.g. JFK').optional(),
  departureTime: dateTime('Local departure').optional(),
  arrivalTime: dateTime('Local arrival').optional(),
  confirmationCode: shortText().optional(),
  seat: shortText().optional(),
  note: longText().optional(),
});

export const hotelInput = z.strictObject({
  id: itemId.optional(),
  name: shortText('Required: the hotel\'s name'),
  address: shortText().optional(),
  coordinate: coordinateInput.optional(),
  checkIn: date('Check-in day').optional(),
  checkOut: date('Check-out day').optional(),
  confirmationCode: shortText().optional(),
  phone: shortText().optional(),
  bookingURL: url('Where it was booked').optional(),
  note: longText().optional(),
});

export const itineraryId = z
  .uuid()
  .describe("The itinerary's id (a UUID), as list_itineraries or get_itinerary return it.");

export const expectedRevision = z
  .number()
  .int()
  .min(0)
  .optional()
  .describe(
    'The revision you last read (get_itinerary and every write return it). If the itinerary has changed since, ' +
      'nothing is written and the call fails with itineraryModified (read it again, then retry). Omit it to apply ' +
      'the change to the latest revision.',
  );

/** The fields every write on an existing itinerary takes. */
export const existingItinerary = { itineraryId, expectedRevision };
