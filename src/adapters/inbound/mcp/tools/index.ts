import type { SealedDocuments } from '../../../../application/documents/sealed-documents.js';
import type { ImportItineraryFromLink } from '../../../../application/import/import-itinerary-from-link.js';
import type { ResourceUrls } from '../../../../application/itinerary/resource-urls.js';
import type { FindPlace } from '../../../../application/places/find-place.js';
import type { IdGenerator } from '../../../../application/ports/id-generator.port.js';
import type { ItineraryQueries } from '../../../../application/queries/itinerary-queries.js';
import { ItineraryActions, type ItineraryServices } from '../itinerary-actions.js';
import type { McpTool } from '../tool.js';
import { bookingTools } from './bookings.js';
import { createItineraryTool } from './create-itinerary.js';
import { deleteItineraryTool } from './delete-itinerary.js';
import { findPlaceTool } from './find-place.js';
import { getItineraryTool } from './get-itinerary.js';
import { importFromLinkTool } from './import-from-link.js';
import { listAndSearchTools } from './list-and-search.js';
import { listDocumentsTool } from './list-documents.js';
import { packingAndExpenseTools } from './packing-and-expenses.js';
import { removeDayTool } from './remove-day.js';
import { setCoverTool } from './set-cover.js';
import { setDayTool } from './set-day.js';
import { stopTools } from './stops.js';
import { updateItineraryTool } from './update-itinerary.js';

export interface McpToolServices extends ItineraryServices {
  queries: ItineraryQueries;
  ids: IdGenerator;
  importer: ImportItineraryFromLink;
  documents: SealedDocuments;
  urls: ResourceUrls;
  places: FindPlace;
}

/** Every tool /mcp offers, in the order tools/list shows them. */
export function mcpTools(services: McpToolServices): McpTool[] {
  const itineraries = new ItineraryActions(services);
  return [
    findPlaceTool(services.places),
    ...listAndSearchTools(services.queries),
    getItineraryTool(itineraries),
    createItineraryTool(itineraries),
    updateItineraryTool(itineraries),
    deleteItineraryTool(itineraries),
    setDayTool(itineraries, services.ids),
    removeDayTool(itineraries),
    ...stopTools(itineraries, services.ids),
    setCoverTool(itineraries),
    ...bookingTools(itineraries, services.ids),
    ...packingAndExpenseTools(itineraries, services.ids),
    listDocumentsTool(services.documents, services.urls),
    importFromLinkTool(services.importer, itineraries),
  ];
}
