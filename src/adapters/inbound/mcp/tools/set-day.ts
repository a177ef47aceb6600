import type { IdGenerator } from '../../../../application/ports/id-generator.port.js';
import { RequiredObject } from '../../shapes/decorators.js';
import { DayDto } from '../../shapes/itinerary-parts.js';
import { refTo } from '../../shapes/schema-object.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { ItineraryWriteArgs } from '../schemas/tool-args.js';
import type { McpTool } from '../tool.js';
import { dayDraft } from '../../../../application/itinerary/body-drafts.js';
import type { DraftDay } from '../../../../application/itinerary/drafts.js';
import { byId, newItem } from './changed-items.js';
import { EDITORS, itineraryWriteTool } from './itinerary-write-tool.js';

class SetDayArgs extends ItineraryWriteArgs {
  @RequiredObject(() => DayDto) day!: DayDto;
}

export const setDayTool = (itineraries: ItineraryActions, ids: IdGenerator): McpTool =>
  itineraryWriteTool(itineraries, {
    name: 'set_day',
    title: 'Set a day',
    description:
      'Replaces the day with the id sent (title, summary, its stops in order; its photo stays), or else appends ' +
      `a day. Returns the day. ${EDITORS}`,
    // Replacing a day overwrites its stops; a day without an id is added again on every call.
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    input: SetDayArgs,
    draft: ({ day }) => ({ type: 'SetDay', day: newItem<DraftDay>(dayDraft(day), ids) }),
    changed: {
      shape: { day: refTo('Day') },
      pick: (itinerary, { day }) => ({ day: byId(itinerary.days, day.id) }),
    },
  });
