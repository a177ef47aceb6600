import * as z from 'zod';
import { ROLES, VISIBILITIES } from '../../../../domain/itinerary/types.js';

/** An itinerary in a list or search result, as GET /v1/itineraries returns it (ItinerarySummaryView). */
export const itinerarySummaryOutput = z.object({
  id: z.string(),
  title: z.string(),
  destination: z.string(),
  startDate: z.string().optional(),
  visibility: z.enum(VISIBILITIES),
  role: z.enum(ROLES).describe("The caller's role on it."),
  coverImageURL: z.string().optional(),
  author: z.object({ id: z.string(), displayName: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  dayCount: z.number().int(),
  stopCount: z.number().int(),
  likesCount: z.number().int(),
  viewsCount: z.number().int(),
});

export const itinerarySummaryPage = z.object({
  items: z.array(itinerarySummaryOutput),
  nextCursor: z.string().nullable().describe('Pass it back as cursor for the next page; null on the last page.'),
});
