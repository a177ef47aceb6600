import type { ItineraryActions } from '../itinerary-actions.js';
import { flightInput, hotelInput, shortText } from '../schemas/item-inputs.js';
import type { McpTool } from '../tool.js';
import { itineraryWriteTool, WRITE_HINTS } from './itinerary-write-tool.js';

const EDITORS = 'Owners and editors only (viewers get forbidden).';

/** Flights and hotels: any owner or editor, no Pro needed (DESIGN.md §3). */
export const bookingTools = (itineraries: ItineraryActions): McpTool[] => [
  itineraryWriteTool(itineraries, {
    name: 'add_flight',
    title: 'Add a flight',
    description:
      'Appends a flight to an itinerary and returns the itinerary with its new revision. flightNumber is ' +
      'required; from/to are IATA airport codes; times are date-times with their UTC offset. An id is ' +
      `generated if omitted. ${EDITORS}`,
    annotations: WRITE_HINTS.adds,
    fields: { flight: flightInput },
    draft: ({ flight }) => ({ type: 'AddFlight', flight }),
  }),
  itineraryWriteTool(itineraries, {
    name: 'add_hotel',
    title: 'Add a hotel',
    description:
      'Appends a hotel stay to an itinerary and returns the itinerary with its new revision. name is required; ' +
      `checkIn/checkOut are dates. An id is generated if omitted. ${EDITORS}`,
    annotations: WRITE_HINTS.adds,
    fields: { hotel: hotelInput },
    draft: ({ hotel }) => ({ type: 'AddHotel', hotel }),
  }),
  itineraryWriteTool(itineraries, {
    name: 'remove_flight',
    title: 'Remove a flight',
    description:
      'Removes one flight (by its id, as get_itinerary lists it) and returns the itinerary with its new ' +
      `revision. An unknown flight id answers notFound. ${EDITORS}`,
    annotations: WRITE_HINTS.replaces,
    fields: { flightId: shortText('The id of the flight to remove') },
    draft: ({ flightId }) => ({ type: 'RemoveFlight', flightId }),
  }),
  itineraryWriteTool(itineraries, {
    name: 'remove_hotel',
    title: 'Remove a hotel',
    description:
      'Removes one hotel (by its id, as get_itinerary lists it) and returns the itinerary with its new ' +
      `revision. An unknown hotel id answers notFound. ${EDITORS}`,
    annotations: WRITE_HINTS.replaces,
    fields: { hotelId: shortText('The id of the hotel to remove') },
    draft: ({ hotelId }) => ({ type: 'RemoveHotel', hotelId }),
  }),
];
