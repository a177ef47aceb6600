import type { IdGenerator } from '../../../../application/ports/id-generator.port.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { flightInput, hotelInput } from '../schemas/item-inputs.js';
import { flightOutput, hotelOutput } from '../schemas/itinerary-output.js';
import type { McpTool } from '../tool.js';
import { byId, withId } from './changed-items.js';
import { EDITORS, itineraryWriteTool, removalTool, WRITE_HINTS } from './itinerary-write-tool.js';

/** Flights and hotels: any owner or editor, no Pro needed (DESIGN.md §3). */
export const bookingTools = (itineraries: ItineraryActions, ids: IdGenerator): McpTool[] => [
  itineraryWriteTool(itineraries, {
    name: 'add_flight',
    title: 'Add a flight',
    description: `Appends a flight (id generated if omitted). Returns the flight. ${EDITORS}`,
    annotations: WRITE_HINTS.adds,
    fields: { flight: flightInput },
    draft: ({ flight }) => ({ type: 'AddFlight', flight: withId(flight, ids) }),
    changed: {
      shape: { flight: flightOutput },
      pick: (itinerary, { flight }) => ({ flight: byId(itinerary.flights, flight.id) }),
    },
  }),
  itineraryWriteTool(itineraries, {
    name: 'add_hotel',
    title: 'Add a hotel',
    description: `Appends a hotel stay (id generated if omitted). Returns the hotel. ${EDITORS}`,
    annotations: WRITE_HINTS.adds,
    fields: { hotel: hotelInput },
    draft: ({ hotel }) => ({ type: 'AddHotel', hotel: withId(hotel, ids) }),
    changed: {
      shape: { hotel: hotelOutput },
      pick: (itinerary, { hotel }) => ({ hotel: byId(itinerary.hotels, hotel.id) }),
    },
  }),
  removalTool(itineraries, {
    name: 'remove_flight',
    noun: 'flight',
    idField: 'flightId',
    draft: (flightId) => ({ type: 'RemoveFlight', flightId }),
  }),
  removalTool(itineraries, {
    name: 'remove_hotel',
    noun: 'hotel',
    idField: 'hotelId',
    draft: (hotelId) => ({ type: 'RemoveHotel', hotelId }),
  }),
];
