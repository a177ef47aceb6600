import type { IdGenerator } from '../../../../application/ports/clock.port.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { dayInput } from '../schemas/item-inputs.js';
import type { McpTool } from '../tool.js';
import { itineraryWriteTool } from './itinerary-write-tool.js';

export const setDayTool = (itineraries: ItineraryActions, ids: IdGenerator): McpTool =>
  itineraryWriteTool(itineraries, {
    name: 'set_day',
    title: 'Set one day of an itinerary',
    description:
      'Writes one day of an itinerary: with the id of an existing day it replaces that day (title, summary and ' +
      'its whole list of stops, in order; its photo is kept); without an id, or with an unknown one, it adds ' +
      'the day at the end. Returns the itinerary with its new revision. Owners and editors only.',
    // Replacing a day overwrites its stops; a day without an id is added again on every call.
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    fields: { day: dayInput },
    draft: ({ day }) => ({ type: 'SetDay', day: { ...day, id: day.id ?? ids.uuid(), stops: day.stops ?? [] } }),
  });
