import type { ItineraryActions } from '../itinerary-actions.js';
import { ItineraryWriteArgs } from '../schemas/tool-args.js';
import type { McpTool } from '../tool.js';
import { itineraryWriteTool, WRITE_HINTS } from './itinerary-write-tool.js';

/** As DELETE /v1/itinerary/{id}: the owner only, at expectedRevision when given. */
export const deleteItineraryTool = (itineraries: ItineraryActions): McpTool =>
  itineraryWriteTool(itineraries, {
    name: 'delete_itinerary',
    title: 'Delete an itinerary',
    description: 'Deletes an itinerary for everyone, for good. The owner only.',
    annotations: WRITE_HINTS.replaces,
    input: ItineraryWriteArgs,
    draft: () => ({ type: 'DeleteItinerary' }),
  });
