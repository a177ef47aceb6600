import * as z from 'zod';
import { IMPORT_STEPS, type ImportStep } from '../../../../application/import/import-link.js';
import type { ImportItineraryFromLink } from '../../../../application/import/import-itinerary-from-link.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { date, shortText } from '../schemas/item-inputs.js';
import { coordinateOutput, dayOutput } from '../schemas/itinerary-output.js';
import { itineraryWritten } from '../schemas/write-results.js';
import { defineTool } from '../tool.js';

/** SPEC.md "Import source". */
const sourceOutput = z.object({
  /** Tracking parameters dropped, host lower-cased. */
  url: z.string(),
  author: z.string().optional(),
  /** 0 to 1: how reliably the places were found and placed. */
  confidence: z.number(),
  /** Stops found, and those of them that got coordinates. */
  stops: z.number().int(),
  placed: z.number().int(),
});

/** The itinerary a link yields, without server-set fields (what create_itinerary would take). */
const draftOutput = z.object({
  title: z.string(),
  destination: z.string(),
  center: coordinateOutput,
  summary: z.string().optional(),
  tags: z.array(z.string()).optional(),
  startDate: z.string().optional(),
  days: z.array(dayOutput),
});

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
    inputSchema: z.strictObject({
      url: z.string().max(2_048).describe('http(s) URL'),
      preview: z.boolean().default(true),
      title: shortText().optional(),
      startDate: date().optional(),
      allowDuplicate: z.boolean().optional(),
    }),
    outputSchema: z.object({
      source: sourceOutput,
      preview: draftOutput.optional(),
      ...itineraryWritten.partial().shape,
    }),
    run: async ({ preview, allowDuplicate, ...fields }, caller, progress) => {
      const actor = await caller.actor();
      const context = caller.commandContext();
      const onProgress = progress && ((step: ImportStep) => progress(IMPORT_STEPS.indexOf(step) + 1, IMPORT_STEPS.length, STEP_MESSAGES[step]));
      const input = { ...fields, onProgress };
      if (preview) return importer.preview(actor, context, input);
      const { itinerary, source } = await importer.create(actor, context, { ...input, allowDuplicate });
      return { ...(await itineraries.created(caller, itinerary)), source };
    },
  });
