import * as z from 'zod';
import { requirePro } from '../../../../domain/itinerary/permissions.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { itineraryId } from '../schemas/item-inputs.js';
import { documentOutput } from '../schemas/itinerary-output.js';
import { defineTool, READ_ONLY } from '../tool.js';

export const listDocumentsTool = (itineraries: ItineraryActions) =>
  defineTool({
    name: 'list_documents',
    title: 'List sealed documents',
    description:
      'Lists the sealed travel documents (passport, visa, tickets, ...) attached to an itinerary: name, kind, ' +
      'type, size and the URL of the encrypted bytes. The service never sees their contents: they were ' +
      'encrypted by the app that uploaded them, and this tool cannot decrypt them. Pro subscribers only ' +
      '(others get subscriptionRequired).',
    scope: 'documents',
    annotations: READ_ONLY,
    inputSchema: z.strictObject({ itineraryId }),
    outputSchema: z.object({
      itineraryId: z.string(),
      documents: z.array(documentOutput),
      revision: z.number().int().describe('The itinerary revision the list belongs to.'),
    }),
    run: async ({ itineraryId }, caller) => {
      const { itinerary, revision } = await itineraries.read(caller, itineraryId);
      requirePro(await caller.actor(), 'Sealed documents');
      return { itineraryId, documents: itinerary.documents ?? [], revision };
    },
  });
