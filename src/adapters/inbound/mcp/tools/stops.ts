import type { ItineraryView } from '../../../../application/itinerary/itinerary-view.js';
import type { IdGenerator } from '../../../../application/ports/id-generator.port.js';
import { RequiredObject, RequiredText } from '../../shapes/decorators.js';
import { StopDto } from '../../shapes/itinerary-parts.js';
import { refTo } from '../../shapes/schema-object.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { Clearable, clearableFields, withCleared } from '../schemas/merge-patch.js';
import { ItineraryIdArg, ItineraryWriteArgs, RevisionArg } from '../schemas/tool-args.js';
import { toolInput } from '../schemas/tool-input.js';
import type { McpTool } from '../tool.js';
import type { DraftStop } from '../../../../application/itinerary/drafts.js';
import { byId, newItem } from './changed-items.js';
import { EDITORS, itineraryWriteTool, removalTool, WRITE_HINTS } from './itinerary-write-tool.js';

class AddStopArgs extends ItineraryWriteArgs {
  @RequiredText() dayId!: string;
  @RequiredObject(() => StopDto) stop!: StopDto;
}

/** A stop's fields as a merge-patch takes them: the id never changes (not taken), the name cannot go. */
class UpdateStopArgs extends StopDto {
  @ItineraryIdArg() itineraryId!: string;
  @RevisionArg() expectedRevision?: number;
  @RequiredText() stopId!: string;
  @Clearable(clearableFields(StopDto, ['id', 'name'])) clear?: string[];
}

const stopOf = (itinerary: ItineraryView, stopId: string) => byId(itinerary.days.flatMap((day) => day.stops), stopId);
const STOP = { stop: refTo('Stop') };

/** A day's stops one at a time, as POST .../stops, PATCH and DELETE .../stop/{stopId}: owners and editors. */
export const stopTools = (itineraries: ItineraryActions, ids: IdGenerator): McpTool[] => [
  itineraryWriteTool(itineraries, {
    name: 'add_stop',
    title: 'Add a stop',
    description: `Appends a stop (name required; id generated if omitted) to a day. Returns the stop. ${EDITORS}`,
    annotations: WRITE_HINTS.adds,
    input: AddStopArgs,
    draft: ({ dayId, stop }) => ({ type: 'AddStop', dayId, stop: newItem<DraftStop>(stop, ids) }),
    changed: { shape: STOP, pick: (itinerary, { stop }) => ({ stop: stopOf(itinerary, stop.id) }) },
  }),
  itineraryWriteTool(itineraries, {
    name: 'update_stop',
    title: 'Update a stop',
    description: `Merges the fields sent into a stop; clear removes optional ones. Returns the stop. ${EDITORS}`,
    annotations: WRITE_HINTS.replaces,
    input: toolInput(UpdateStopArgs, ['id']),
    draft: ({ itineraryId: _id, expectedRevision: _revision, stopId, clear, ...fields }) => ({
      type: 'ChangeStop',
      stopId,
      patch: withCleared(fields, clear),
    }),
    changed: { shape: STOP, pick: (itinerary, { stopId }) => ({ stop: stopOf(itinerary, stopId) }) },
  }),
  removalTool(itineraries, {
    name: 'remove_stop',
    noun: 'stop',
    idField: 'stopId',
    draft: (stopId) => ({ type: 'RemoveStop', stopId }),
  }),
];
