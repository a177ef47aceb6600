import { objectOf, refTo } from '../../shapes/schema-object.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { ItineraryArgs } from '../schemas/tool-args.js';
import { revision } from '../schemas/write-results.js';
import { defineTool, READ_ONLY } from '../tool.js';
import { TRIP_APP_TOOL_META } from '../trip-app.js';

export const getItineraryTool = (itineraries: ItineraryActions) =>
  defineTool({
    name: 'get_itinerary',
    title: 'Get an itinerary',
    description:
      "One itinerary in full (packing, expenses and documents for Pro), the caller's role and the revision " +
      'to send as expectedRevision.',
    scope: 'itineraries:read',
    annotations: READ_ONLY,
    meta: TRIP_APP_TOOL_META,
    input: ItineraryArgs,
    // The only tool that returns a whole itinerary: exactly as GET /v1/itinerary/{id}.
    output: objectOf({ itinerary: refTo('Itinerary'), revision }),
    run: ({ itineraryId }, caller) => itineraries.read(caller, itineraryId),
  });
