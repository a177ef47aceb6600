import { patchDraft } from '../../../../application/itinerary/body-drafts.js';
import { cardOf, type ItineraryActions } from '../itinerary-actions.js';
import { itineraryPatchFields } from '../schemas/itinerary-inputs.js';
import { withCleared } from '../schemas/merge-patch.js';
import { itineraryCard } from '../schemas/write-results.js';
import type { McpTool } from '../tool.js';
import { EDITORS, itineraryWriteTool, WRITE_HINTS } from './itinerary-write-tool.js';

/** REST's body type has no nulls although its merge-patch mapping clears a field on null, as `clear` does here. */
type PatchBody = Parameters<typeof patchDraft>[0];

export const updateItineraryTool = (itineraries: ItineraryActions): McpTool =>
  itineraryWriteTool(itineraries, {
    name: 'update_itinerary',
    title: 'Update an itinerary',
    description:
      `Merges the details sent into an itinerary; clear removes optional ones. Returns a summary. ${EDITORS}`,
    annotations: WRITE_HINTS.replaces,
    fields: itineraryPatchFields,
    draft: ({ clear, ...fields }) => ({
      type: 'PatchItinerary',
      ...patchDraft(withCleared(fields, clear) as PatchBody),
    }),
    changed: { shape: { itinerary: itineraryCard }, pick: (itinerary) => ({ itinerary: cardOf(itinerary) }) },
  });
