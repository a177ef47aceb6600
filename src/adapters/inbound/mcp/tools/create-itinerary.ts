import * as z from 'zod';
import { createInput } from '../../http/itinerary/body-mapping.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { newItineraryFields } from '../schemas/itinerary-inputs.js';
import { itineraryResult } from '../schemas/itinerary-output.js';
import { defineTool } from '../tool.js';

export const createItineraryTool = (itineraries: ItineraryActions) =>
  defineTool({
    name: 'create_itinerary',
    title: 'Create an itinerary',
    description:
      'Creates a new private itinerary owned by the caller and returns it with its revision. title, destination ' +
      'and center are required; days (with stops), flights and hotels may be given at once, packing and ' +
      'expenses too for Pro subscribers (otherwise subscriptionRequired). If the caller already owns an ' +
      'itinerary with the same destination and start date, the call fails with duplicateItinerary (its ' +
      'existingId is in the error) unless allowDuplicate is true.',
    scope: 'itineraries:write',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    inputSchema: z.strictObject({
      ...newItineraryFields,
      allowDuplicate: z
        .boolean()
        .optional()
        .describe('Create it even if the caller owns one with the same destination and start date.'),
    }),
    outputSchema: itineraryResult,
    run: ({ allowDuplicate = false, ...fields }, caller) =>
      itineraries.create(caller, createInput(fields, allowDuplicate)),
  });
