import type { ItineraryView } from '../../../../application/itinerary/itinerary-view.js';
import type { IdGenerator } from '../../../../application/ports/id-generator.port.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { shortText, stopInput } from '../schemas/item-inputs.js';
import { clearable, withCleared } from '../schemas/merge-patch.js';
import { stopOutput } from '../schemas/itinerary-output.js';
import type { McpTool } from '../tool.js';
import { byId, withId } from './changed-items.js';
import { EDITORS, itineraryWriteTool, removalTool, WRITE_HINTS } from './itinerary-write-tool.js';

/** A stop's fields as a merge-patch takes them: all optional, the id never changes, the name cannot go. */
const stopPatch = stopInput.omit({ id: true }).partial();
const CLEARABLE = stopPatch.omit({ name: true }).keyof().options;

const stopOf = (itinerary: ItineraryView, stopId: string) => byId(itinerary.days.flatMap((day) => day.stops), stopId);

/** A day's stops one at a time, as POST .../stops, PATCH and DELETE .../stop/{stopId}: owners and editors. */
export const stopTools = (itineraries: ItineraryActions, ids: IdGenerator): McpTool[] => [
  itineraryWriteTool(itineraries, {
    name: 'add_stop',
    title: 'Add a stop',
    description: `Appends a stop to a day (id generated if omitted). Returns the stop. ${EDITORS}`,
    annotations: WRITE_HINTS.adds,
    fields: { dayId: shortText(), stop: stopInput },
    draft: ({ dayId, stop }) => ({ type: 'AddStop', dayId, stop: withId(stop, ids) }),
    changed: { shape: { stop: stopOutput }, pick: (itinerary, { stop }) => ({ stop: stopOf(itinerary, stop.id) }) },
  }),
  itineraryWriteTool(itineraries, {
    name: 'update_stop',
    title: 'Update a stop',
    description: `Merges the fields sent into a stop; clear removes optional ones. Returns the stop. ${EDITORS}`,
    annotations: WRITE_HINTS.replaces,
    fields: { stopId: shortText(), ...stopPatch.shape, clear: clearable(CLEARABLE) },
    draft: ({ stopId, clear, ...fields }) => ({ type: 'ChangeStop', stopId, patch: withCleared(fields, clear) }),
    changed: { shape: { stop: stopOutput }, pick: (itinerary, { stopId }) => ({ stop: stopOf(itinerary, stopId) }) },
  }),
  removalTool(itineraries, {
    name: 'remove_stop',
    noun: 'stop',
    idField: 'stopId',
    draft: (stopId) => ({ type: 'RemoveStop', stopId }),
  }),
];
