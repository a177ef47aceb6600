import * as z from 'zod';
import { ROLES, VISIBILITIES } from '../../../../domain/itinerary/types.js';
import { authorOutput } from './itinerary-output.js';

/** An itinerary in a list or search result, as GET /v1/itineraries returns it (ItinerarySummaryView). */
export const itinerarySummaryOutput = z.object({
  id: z.string(),
  title: z.string(),
  destination: z.string(),
  startDate: z.string().optional(),
  visibility: z.enum(VISIBILITIES),
  role: z.enum(ROLES),
  coverImageURL: z.string().optional(),
  author: authorOutput,
  createdAt: z.string(),
  updatedAt: z.string(),
  dayCount: z.number().int(),
  stopCount: z.number().int(),
  likesCount: z.number().int(),
  viewsCount: z.number().int(),
});

export const itinerarySummaryPage = z.object({
  items: z.array(itinerarySummaryOutput),
  // Described inside the null branch: zod writes a bare nullable string as `type: ["string", "null"]`,
  // which strict clients flag, and anything more as an anyOf.
  nextCursor: z.string().describe('null on the last page').nullable(),
});
