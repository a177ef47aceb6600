import * as z from 'zod';
import type { ItineraryActions } from '../itinerary-actions.js';
import { existingItinerary, shortText } from '../schemas/item-inputs.js';
import { itineraryWriteResult } from '../schemas/itinerary-output.js';
import { defineTool } from '../tool.js';

export const setCoverTool = (itineraries: ItineraryActions) =>
  defineTool({
    name: 'set_cover',
    title: 'Set the cover photo',
    description:
      'Finds a photo for query (or, without one, for the destination) and makes it the cover of an itinerary, ' +
      'replacing (and deleting) the current cover; returns the itinerary, whose coverImageURL now serves the ' +
      "photo, with its new revision. The photo comes from the service's photo sources (a stock-photo API when " +
      'configured, with its attribution stored; otherwise a generated poster with the place name). Photo URLs ' +
      'are not accepted. Owners and editors only.',
    scope: 'itineraries:write',
    // Each call stores a new photo and replaces the one before; the photo source may be a web API.
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
    inputSchema: z.strictObject({
      ...existingItinerary,
      query: shortText('What the photo should show, e.g. "Eiffel Tower at night". Default: the destination.')
        .trim()
        .min(1)
        .optional(),
    }),
    outputSchema: itineraryWriteResult,
    run: ({ itineraryId, expectedRevision, query }, caller) =>
      itineraries.setCover(caller, itineraryId, query, expectedRevision),
  });
