import type { SealedDocuments } from '../../../../application/documents/sealed-documents.js';
import { documentView } from '../../../../application/itinerary/itinerary-view.js';
import type { ResourceUrls } from '../../../../application/itinerary/resource-urls.js';
import { listOf, objectOf, refTo } from '../../shapes/schema-object.js';
import { ItineraryArgs } from '../schemas/tool-args.js';
import { revision } from '../schemas/write-results.js';
import { defineTool, READ_ONLY } from '../tool.js';

/** The same use case and record view as GET /v1/itinerary/{id}/documents. */
export const listDocumentsTool = (documents: SealedDocuments, urls: ResourceUrls) =>
  defineTool({
    name: 'list_documents',
    title: 'List sealed documents',
    description:
      'The sealed documents (passport, visa, tickets, ...) of an itinerary and the URLs of their bytes, ' +
      'encrypted by the app that uploaded them: this tool cannot read them. Owner and members only, with Pro.',
    scope: 'documents',
    annotations: READ_ONLY,
    input: ItineraryArgs,
    output: objectOf({ itineraryId: { type: 'string' }, documents: listOf(refTo('DocumentRecord')), revision }),
    run: async ({ itineraryId }, caller) => {
      const listed = await documents.list(itineraryId, await caller.actor());
      const views = listed.documents.map((d) => documentView(urls, itineraryId, d));
      return { itineraryId, documents: views, revision: listed.revision };
    },
  });
