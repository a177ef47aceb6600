import type { SealedDocuments } from '../../../../application/documents/sealed-documents.js';
import type { ImportItineraryFromLink } from '../../../../application/import/import-itinerary-from-link.js';
import type { ResourceUrls } from '../../../../application/itinerary/resource-urls.js';
import type { IdGenerator } from '../../../../application/ports/clock.port.js';
import type { ItineraryQueries } from '../../../../application/queries/itinerary-queries.js';
import { ItineraryActions, type ItineraryServices } from '../itinerary-actions.js';
import type { McpTool } from '../tool.js';
import { bookingTools } from './bookings.js';
import { createItineraryTool } from './create-itinerary.js';
import { getItineraryTool } from './get-itinerary.js';
import { importFromLinkTool } from './import-from-link.js';
import { listAndSearchTools } from './list-and-search.js';
import { listDocumentsTool } from './list-documents.js';
import { packingAndExpenseTools } from './packing-and-expenses.js';
import { setCoverTool } from './set-cover.js';
import { setDayTool } from './set-day.js';
import { updateItineraryTool } from './update-itinerary.js';

export interface McpToolServices extends ItineraryServices {
  queries: ItineraryQueries;
  ids: IdGenerator;
  importer: ImportItineraryFromLink;
  documents: SealedDocuments;
  urls: ResourceUrls;
}

/** Every tool /mcp offers, in the order tools/list shows them. */
export function mcpTools(services: McpToolServices): McpTool[] {
  const itineraries = new ItineraryActions(services);
  return [
    ...listAndSearchTools(services.queries),
    getItineraryTool(itineraries),
    createItineraryTool(itineraries),
    updateItineraryTool(itineraries),
    setDayTool(itineraries, services.ids),
    setCoverTool(itineraries),
    ...bookingTools(itineraries),
    ...packingAndExpenseTools(itineraries),
    listDocumentsTool(services.documents, services.urls),
    importFromLinkTool(services.importer, services.presenter),
  ];
}
