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
      'Returns one itinerary in full: its details, days with their stops, flights and hotels, and for Pro ' +
      "subscribers packing, expenses and sealed-document records, with the caller's role and the current " +
      'revision. Pass that revision as expectedRevision to the next write. An itinerary the caller may not ' +
      'see answers notFound.',
    scope: 'itineraries:read',
    annotations: READ_ONLY,
    inputSchema: z.strictObject({ itineraryId }),
    outputSchema: itineraryResult,
    run: ({ itineraryId }, caller) => itineraries.read(caller, itineraryId),
  });
