import * as z from 'zod';
import { DOCUMENT_KINDS, ROLES, VISIBILITIES } from '../../../../domain/itinerary/types.js';

/** Output schemas: the itinerary exactly as GET /v1/itinerary/{id} returns it (ItineraryView). */

export const coordinateOutput = z.object({ latitude: z.number(), longitude: z.number() });

export const stopOutput = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().optional(),
  category: z.string().optional(),
  coordinate: coordinateOutput.optional(),
  startTime: z.string().optional(),
  durationMinutes: z.number().int().optional(),
  note: z.string().optional(),
  phone: z.string().optional(),
  bookingURL: z.string().optional(),
});

export const dayOutput = z.object({
  id: z.string(),
  title: z.string().optional(),
  summary: z.string().optional(),
  imageURL: z.string().optional(),
  stops: z.array(stopOutput),
});

export const packingItemOutput = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number().int().optional(),
  category: z.string().optional(),
  isPacked: z.boolean().optional(),
});

export const expenseOutput = z.object({
  id: z.string(),
  title: z.string(),
  amount: z.number(),
  currency: z.string(),
  date: z.string().optional(),
  category: z.string().optional(),
});

export const flightOutput = z.object({
  id: z.string(),
  airline: z.string().optional(),
  flightNumber: z.string(),
  from: z.string().optional(),
  to: z.string().optional(),
  departureTime: z.string().optional(),
  arrivalTime: z.string().optional(),
  confirmationCode: z.string().optional(),
  seat: z.string().optional(),
  note: z.string().optional(),
});

export const hotelOutput = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().optional(),
  coordinate: coordinateOutput.optional(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
  confirmationCode: z.string().optional(),
  phone: z.string().optional(),
  bookingURL: z.string().optional(),
  note: z.string().optional(),
});

export const documentOutput = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string().describe('Where members download the sealed (client-encrypted) bytes, with a bearer token.'),
});

export const itineraryOutput = z.object({
  id: z.string(),
  title: z.string(),
  destination: z.string(),
  origin: z.string().optional(),
  summary: z.string().optional(),
  center: coordinateOutput,
  startDate: z.string().optional().describe('YYYY-MM-DD'),
  tags: z.array(z.string()).optional(),
  bestSeason: z.string().optional(),
  homeCurrency: z.string().optional(),
  coverImageURL: z.string().optional(),
  days: z.array(dayOutput),
  packing: z.array(packingItemOutput).optional().describe('Present for Pro subscribers only.'),
  expenses: z.array(expenseOutput).optional().describe('Present for Pro subscribers only.'),
  flights: z.array(flightOutput),
  hotels: z.array(hotelOutput),
  documents: z.array(documentOutput).optional().describe('Present for Pro subscribers only.'),
  visibility: z.enum(VISIBILITIES),
  role: z.enum(ROLES).describe("The caller's role: owner, editor (may change content) or viewer (read only)."),
  author: z.object({ id: z.string(), displayName: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  likesCount: z.number().int(),
  viewsCount: z.number().int(),
});

const revision = z
  .number()
  .int()
  .describe('The itinerary revision this shows (the REST ETag). Send it as expectedRevision with the next write.');

/** What get_itinerary and every write tool return. */
export const itineraryResult = z.object({
  itinerary: itineraryOutput,
  revision,
});

export const itineraryWriteResult = itineraryResult.extend({
  changed: z.boolean().describe('False when the call asked for what was already there: nothing was written.'),
});
