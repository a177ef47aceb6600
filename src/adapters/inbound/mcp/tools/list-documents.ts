import * as z from 'zod';
import type { SealedDocuments } from '../../../../application/documents/sealed-documents.js';
import { documentView } from '../../../../application/itinerary/itinerary-view.js';
import type { ResourceUrls } from '../../../../application/itinerary/resource-urls.js';
import { itineraryId } from '../schemas/item-inputs.js';
import { documentOutput } from '../schemas/itinerary-output.js';
import { defineTool, READ_ONLY } from '../tool.js';

/** The same use case and record view as GET /v1/itinerary/{id}/documents. */
export const listDocumentsTool = (documents: SealedDocuments, urls: ResourceUrls) =>
  defineTool({
    name: 'list_documents',
    title: 'List sealed documents',
    description:
      'Lists the sealed travel documents (passport, visa, tickets, ...) attached to an itinerary: name, kind, ' +
      'type, size and the URL of the encrypted bytes. The service never sees their contents: they were ' +
      'encrypted by the app that uploaded them, and this tool cannot decrypt them. For the owner and the ' +
      "members only (a reader of someone else's public itinerary gets forbidden), with Pro (others get " +
      'subscriptionRequired).',
    scope: 'documents',
    annotations: READ_ONLY,
    inputSchema: z.strictObject({ itineraryId }),
    outputSchema: z.object({
      itineraryId: z.string(),
      documents: z.array(documentOutput),
      revision: z.number().int().describe('The itinerary revision the list belongs to.'),
    }),
    run: async ({ itineraryId }, caller) => {
      const listed = await documents.list(itineraryId, await caller.actor());
      const views = listed.documents.map((d) => documentView(urls, itineraryId, d));
      return { itineraryId, documents: views, revision: listed.revision };
    },
  });
