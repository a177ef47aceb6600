import * as z from 'zod';
import { createInput } from '../../../../application/itinerary/body-drafts.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { newItineraryFields } from '../schemas/itinerary-inputs.js';
import { itineraryWritten } from '../schemas/write-results.js';
import { defineTool } from '../tool.js';

export const createItineraryTool = (itineraries: ItineraryActions) =>
  defineTool({
    name: 'create_itinerary',
    title: 'Create an itinerary',
    description:
      'Creates a private itinerary of the caller, with days and stops if given (other lists have their own ' +
      'tools). duplicateItinerary (existingId) if the caller has one with the same destination and start ' +
      'date, unless allowDuplicate. Returns a summary.',
    scope: 'itineraries:write',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    inputSchema: z.strictObject({ ...newItineraryFields, allowDuplicate: z.boolean().optional() }),
    outputSchema: itineraryWritten,
    run: ({ allowDuplicate = false, ...fields }, caller) =>
      itineraries.create(caller, createInput(fields, allowDuplicate)),
  });
