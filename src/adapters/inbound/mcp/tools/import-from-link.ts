import * as z from 'zod';
import type { ImportItineraryFromLink } from '../../../../application/import/import-itinerary-from-link.js';
import type { ItineraryPresenter } from '../../../../application/itinerary/itinerary-view.js';
import { date, shortText } from '../schemas/item-inputs.js';
import { coordinateOutput, dayOutput, itineraryOutput } from '../schemas/itinerary-output.js';
import { defineTool } from '../tool.js';

/** SPEC.md "Import source". */
const sourceOutput = z.object({
  url: z.string().describe('The link as the service keys it: tracking parameters dropped, host lower-cased.'),
  author: z.string().optional(),
  confidence: z.number().describe('0 to 1: how reliably the places were found and placed.'),
  stops: z.number().int().describe('Stops found.'),
  placed: z.number().int().describe('Stops that got coordinates.'),
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

export const importFromLinkTool = (importer: ImportItineraryFromLink, presenter: ItineraryPresenter) =>
  defineTool({
    name: 'import_from_link',
    title: 'Import an itinerary from a link',
    description:
      'Reads a travel article, blog post, short video (TikTok, Reels, YouTube), photo post or pin board and ' +
      'drafts a day-by-day itinerary from the places it mentions. By default (preview true) it only returns ' +
      'the draft and saves nothing; with preview false it creates the draft as a private itinerary owned by ' +
      'the caller (title and startDate override the draft\'s; duplicateItinerary unless allowDuplicate, as ' +
      'with create_itinerary). Needs Pro (subscriptionRequired) and AI imports turned on for the account ' +
      '(aiConsentRequired). A link nobody imported before costs one unit of the yearly import allowance ' +
      '(importAllowanceExceeded when used up); a link anybody imported is free, so previewing and then ' +
      'creating the same link costs one unit. New links also count against an hourly rate of attempts, failed ' +
      'ones included (importRateLimited, with retryAfterSeconds). Links to private networks are refused ' +
      '(linkNotAllowed); pages that cannot be read in time or name no places give linkUnreadable; importBusy ' +
      '(retryAfterSeconds) means too many links are being read at once.',
    scope: 'imports',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    inputSchema: z.strictObject({
      url: z.string().max(2_048).describe('The link to read: an absolute http or https URL.'),
      preview: z
        .boolean()
        .default(true)
        .describe('true (default): return the draft only; false: create the itinerary.'),
      title: shortText('Overrides the title read from the link.').optional(),
      startDate: date('First day of the trip').optional(),
      allowDuplicate: z
        .boolean()
        .optional()
        .describe(
          'With preview false: create it even if the caller owns one with the same destination and start date.',
        ),
    }),
    outputSchema: z.object({
      source: sourceOutput,
      preview: draftOutput.optional().describe('With preview: the draft. Nothing was saved.'),
      itinerary: itineraryOutput.optional().describe('Without preview: the created itinerary.'),
      revision: z.number().int().optional().describe('Without preview: the new itinerary\'s revision.'),
    }),
    run: async ({ preview, allowDuplicate, ...input }, caller) => {
      const actor = await caller.actor();
      const context = caller.commandContext();
      if (preview) return importer.preview(actor, context, input);
      const { itinerary, source } = await importer.create(actor, context, { ...input, allowDuplicate });
      return { itinerary: await presenter.present(itinerary, actor), revision: itinerary.revision, source };
    },
  });
