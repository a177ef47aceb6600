import { Described, OptionalText, IsNotBlank } from '../../shapes/decorators.js';
import { wireSchemas } from '../../shapes/json-schemas.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { ItineraryWriteArgs } from '../schemas/tool-args.js';
import { writeResult } from '../schemas/write-results.js';
import { defineTool } from '../tool.js';
import { EDITORS } from './itinerary-write-tool.js';

class SetCoverArgs extends ItineraryWriteArgs {
  @Described('e.g. "Eiffel Tower at night"') @OptionalText() @IsNotBlank() query?: string;
}

export const setCoverTool = (itineraries: ItineraryActions) =>
  defineTool({
    name: 'set_cover',
    title: 'Set the cover photo',
    description:
      'Makes a photo found for query (default: the destination) the cover, deleting the one before; photos ' +
      `come from a stock-photo API or are generated, never from URLs. Returns coverImageURL. ${EDITORS}`,
    scope: 'itineraries:write',
    // Each call stores a new photo and replaces the one before; the photo source may be a web API.
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
    input: SetCoverArgs,
    output: writeResult({ coverImageURL: wireSchemas().Itinerary!.properties!.coverImageURL! }),
    run: async ({ itineraryId, expectedRevision, query }, caller) => {
      const { itinerary, ...written } = await itineraries.setCover(caller, itineraryId, query, expectedRevision);
      return { ...written, coverImageURL: itinerary.coverImageURL };
    },
  });
