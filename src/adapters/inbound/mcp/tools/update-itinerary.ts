import { patchDraft } from '../../http/itinerary/body-mapping.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { itineraryPatchFields } from '../schemas/itinerary-inputs.js';
import type { McpTool } from '../tool.js';
import { itineraryWriteTool, WRITE_HINTS } from './itinerary-write-tool.js';

/** REST's body type has no nulls although its merge-patch mapping clears a field on null, as here. */
type PatchBody = Parameters<typeof patchDraft>[0];

export const updateItineraryTool = (itineraries: ItineraryActions): McpTool =>
  itineraryWriteTool(itineraries, {
    name: 'update_itinerary',
    title: 'Update an itinerary',
    description:
      'Merges the given fields into an itinerary (like PATCH /v1/itinerary/{id}) and returns it with its new ' +
      'revision. Fields left out stay as they are; null clears an optional detail (origin, summary, startDate, ' +
      'tags, bestSeason, homeCurrency). Any array sent (days, packing, expenses, flights, hotels) REPLACES the ' +
      'stored one completely, so send the whole list. Owners and editors only (viewers get forbidden); packing ' +
      'and expenses need Pro.',
    annotations: WRITE_HINTS.replaces,
    fields: itineraryPatchFields,
    draft: (fields) => ({ type: 'PatchItinerary', ...patchDraft(fields as PatchBody) }),
  });
