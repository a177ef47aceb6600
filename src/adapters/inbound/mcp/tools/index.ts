import type { ImportItineraryFromLink } from '../../../../application/import/import-itinerary-from-link.js';
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
import { setDayTool } from './set-day.js';
import { updateItineraryTool } from './update-itinerary.js';

export interface McpToolServices extends ItineraryServices {
  queries: ItineraryQueries;
  ids: IdGenerator;
  importer: ImportItineraryFromLink;
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
    ...bookingTools(itineraries),
    ...packingAndExpenseTools(itineraries),
    listDocumentsTool(itineraries),
    importFromLinkTool(services.importer, services.presenter),
  ];
}
