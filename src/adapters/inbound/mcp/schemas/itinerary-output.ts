import * as z from 'zod';
import { DOCUMENT_KINDS, ROLES, VISIBILITIES } from '../../../../domain/itinerary/types.js';

/**
 * Output schemas: the itinerary exactly as GET /v1/itinerary/{id} returns it (ItineraryView), and its
 * parts, which the write tools return one at a time. The tool descriptions say what the fields mean.
 */

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

export const authorOutput = z.object({ id: z.string(), displayName: z.string() });

export const documentOutput = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
});

export const itineraryOutput = z.object({
  id: z.string(),
  title: z.string(),
  destination: z.string(),
  origin: z.string().optional(),
  summary: z.string().optional(),
  center: coordinateOutput,
  startDate: z.string().optional(),
  tags: z.array(z.string()).optional(),
  bestSeason: z.string().optional(),
  homeCurrency: z.string().optional(),
  coverImageURL: z.string().optional(),
  days: z.array(dayOutput),
  packing: z.array(packingItemOutput).optional(),
  expenses: z.array(expenseOutput).optional(),
  flights: z.array(flightOutput),
  hotels: z.array(hotelOutput),
  documents: z.array(documentOutput).optional(),
  visibility: z.enum(VISIBILITIES),
  role: z.enum(ROLES),
  author: authorOutput,
  createdAt: z.string(),
  updatedAt: z.string(),
  likesCount: z.number().int(),
  viewsCount: z.number().int(),
});

/** The stream revision a result shows (the REST ETag number), for the next write's expectedRevision. */
export const revision = z.number().int();

/** What get_itinerary returns: the only tool that returns a whole itinerary. */
export const itineraryResult = z.object({ itinerary: itineraryOutput, revision });
