import { IMPORT_STEPS, type ImportStep } from '../../../../application/import/import-link.js';
import type { ImportItineraryFromLink } from '../../../../application/import/import-itinerary-from-link.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { ImportFromLinkDto } from '../../shapes/import-from-link.js';
import { refTo, type SchemaObject } from '../../shapes/schema-object.js';
import { itineraryWritten } from '../schemas/write-results.js';
import { defineTool } from '../tool.js';

/** A preview, or the itinerary created (as create_itinerary returns it); the source either way. */
const imported: SchemaObject = {
  ...itineraryWritten,
  properties: { source: refTo('ImportSource'), preview: refTo('ImportDraft'), ...itineraryWritten.properties },
  required: ['source'],
};

/** What each step of a read is, as a client shows it beside the progress. */
const STEP_MESSAGES: Record<ImportStep, string> = {
  reading: 'Reading the page',
  extracting: 'Finding the places it names',
  placing: 'Placing them on the map',
  done: 'Draft ready',
};

export const importFromLinkTool = (importer: ImportItineraryFromLink, itineraries: ItineraryActions) =>
  defineTool({
    name: 'import_from_link',
    title: 'Import from a link',
    description:
      'Drafts an itinerary from the places a link mentions (article, blog, video, photo post, pin board). ' +
      'preview (default) returns the draft, saving nothing; preview false creates it as create_itinerary ' +
      'would (title and startDate override) and returns a summary. Needs Pro and AI imports on. A link new ' +
      'to the service uses one unit of the yearly allowance.',
    scope: 'imports',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    input: ImportFromLinkDto,
    output: imported,
    // As REST, null is the same as leaving a field out; unlike REST, a preview is the default.
    run: async ({ preview, allowDuplicate, title, startDate, url }, caller, progress) => {
      const actor = await caller.actor();
      const context = caller.commandContext();
      const onProgress = progress && ((step: ImportStep) => progress(IMPORT_STEPS.indexOf(step) + 1, IMPORT_STEPS.length, STEP_MESSAGES[step]));
      const input = { url, title: title ?? undefined, startDate: startDate ?? undefined, onProgress };
      if (preview ?? true) return importer.preview(actor, context, input);
      const { itinerary, source } = await importer.create(actor, context, { ...input, allowDuplicate: allowDuplicate ?? undefined });
      return { ...(await itineraries.created(caller, itinerary)), source };
    },
  });
