import { patchDraft } from '../../../../application/itinerary/body-drafts.js';
import { OPTIONAL_DETAILS } from '../../../../domain/itinerary/types.js';
import { ItineraryDetailsDto } from '../../shapes/itinerary-body.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { Clearable, withCleared } from '../schemas/merge-patch.js';
import { ItineraryIdArg, RevisionArg } from '../schemas/tool-args.js';
import { cardOf, itineraryCard } from '../schemas/write-results.js';
import type { McpTool } from '../tool.js';
import { EDITORS, itineraryWriteTool, WRITE_HINTS } from './itinerary-write-tool.js';

/** The details only: each list has tools of its own, and a whole list sent to change one item is how a model drops the others. */
class UpdateItineraryArgs extends ItineraryDetailsDto {
  @ItineraryIdArg() itineraryId!: string;
  @RevisionArg() expectedRevision?: number;
  @Clearable(OPTIONAL_DETAILS) clear?: string[];
}

export const updateItineraryTool = (itineraries: ItineraryActions): McpTool =>
  itineraryWriteTool(itineraries, {
    name: 'update_itinerary',
    title: 'Update an itinerary',
    description:
      `Merges the details sent into an itinerary; clear removes optional ones. Returns a summary. ${EDITORS}`,
    annotations: WRITE_HINTS.replaces,
    input: UpdateItineraryArgs,
    draft: ({ itineraryId: _id, expectedRevision: _revision, clear, ...fields }) => ({
      type: 'PatchItinerary',
      ...patchDraft(withCleared(fields, clear)),
    }),
    changed: { shape: { itinerary: itineraryCard }, pick: (itinerary) => ({ itinerary: cardOf(itinerary) }) },
  });
