import * as z from 'zod';
import type { ItineraryActions } from '../itinerary-actions.js';
import { itineraryId } from '../schemas/item-inputs.js';
import { itineraryResult } from '../schemas/itinerary-output.js';
import { defineTool, READ_ONLY } from '../tool.js';

export const getItineraryTool = (itineraries: ItineraryActions) =>
  defineTool({
    name: 'get_itinerary',
    title: 'Get an itinerary',
    description:
      "One itinerary in full (packing, expenses and documents for Pro), the caller's role and the revision " +
      'to send as expectedRevision.',
    scope: 'itineraries:read',
    annotations: READ_ONLY,
    inputSchema: z.strictObject({ itineraryId }),
    outputSchema: itineraryResult,
    run: ({ itineraryId }, caller) => itineraries.read(caller, itineraryId),
  });
