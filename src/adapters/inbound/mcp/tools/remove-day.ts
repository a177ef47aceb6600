import { removeDay } from '../../../../application/itinerary/remove-day.js';
import { RequiredText } from '../../shapes/decorators.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { ItineraryWriteArgs } from '../schemas/tool-args.js';
import { writeResult } from '../schemas/write-results.js';
import { defineTool } from '../tool.js';
import { EDITORS, WRITE_HINTS } from './itinerary-write-tool.js';

class RemoveDayArgs extends ItineraryWriteArgs {
  @RequiredText() dayId!: string;
}

/** No command removes a day: the application works it out as a patch of the other days (remove-day.ts). */
export const removeDayTool = (itineraries: ItineraryActions) =>
  defineTool({
    name: 'remove_day',
    title: 'Remove a day',
    description: `Removes a day and its stops; the other days stay. ${EDITORS}`,
    scope: 'itineraries:write',
    annotations: WRITE_HINTS.replaces,
    input: RemoveDayArgs,
    output: writeResult(),
    run: ({ itineraryId, expectedRevision, dayId }, caller) =>
      itineraries.write(caller, itineraryId, removeDay(dayId), expectedRevision),
  });
