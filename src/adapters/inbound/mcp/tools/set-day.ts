import type { IdGenerator } from '../../../../application/ports/id-generator.port.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { dayInput } from '../schemas/item-inputs.js';
import { dayOutput } from '../schemas/itinerary-output.js';
import type { McpTool } from '../tool.js';
import { byId, withId } from './changed-items.js';
import { EDITORS, itineraryWriteTool } from './itinerary-write-tool.js';

export const setDayTool = (itineraries: ItineraryActions, ids: IdGenerator): McpTool =>
  itineraryWriteTool(itineraries, {
    name: 'set_day',
    title: 'Set a day',
    description:
      'Replaces the day with the id sent (title, summary, its stops in order; its photo stays), or else appends ' +
      `a day. Returns the day. ${EDITORS}`,
    // Replacing a day overwrites its stops; a day without an id is added again on every call.
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    fields: { day: dayInput },
    draft: ({ day }) => ({ type: 'SetDay', day: { ...withId(day, ids), stops: day.stops ?? [] } }),
    changed: {
      shape: { day: dayOutput },
      pick: (itinerary, { day }) => ({ day: byId(itinerary.days, day.id) }),
    },
  });
