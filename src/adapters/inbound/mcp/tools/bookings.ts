import type { IdGenerator } from '../../../../application/ports/id-generator.port.js';
import { RequiredObject } from '../../shapes/decorators.js';
import { FlightDto, HotelDto } from '../../shapes/itinerary-parts.js';
import { refTo } from '../../shapes/schema-object.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { ItineraryWriteArgs } from '../schemas/tool-args.js';
import type { McpTool } from '../tool.js';
import type { DraftFlight, DraftHotel } from '../../../../application/itinerary/drafts.js';
import { byId, newItem } from './changed-items.js';
import { EDITORS, itineraryWriteTool, removalTool, WRITE_HINTS } from './itinerary-write-tool.js';

class AddFlightArgs extends ItineraryWriteArgs {
  @RequiredObject(() => FlightDto) flight!: FlightDto;
}

class AddHotelArgs extends ItineraryWriteArgs {
  @RequiredObject(() => HotelDto) hotel!: HotelDto;
}

/** Flights and hotels: any owner or editor, no Pro needed (docs/design.md §3). */
export const bookingTools = (itineraries: ItineraryActions, ids: IdGenerator): McpTool[] => [
  itineraryWriteTool(itineraries, {
    name: 'add_flight',
    title: 'Add a flight',
    description: `Appends a flight (flightNumber required; id generated if omitted). Returns the flight. ${EDITORS}`,
    annotations: WRITE_HINTS.adds,
    input: AddFlightArgs,
    draft: ({ flight }) => ({ type: 'AddFlight', flight: newItem<DraftFlight>(flight, ids) }),
    changed: {
      shape: { flight: refTo('Flight') },
      pick: (itinerary, { flight }) => ({ flight: byId(itinerary.flights, flight.id) }),
    },
  }),
  itineraryWriteTool(itineraries, {
    name: 'add_hotel',
    title: 'Add a hotel',
    description: `Appends a hotel stay (name required; id generated if omitted). Returns the hotel. ${EDITORS}`,
    annotations: WRITE_HINTS.adds,
    input: AddHotelArgs,
    draft: ({ hotel }) => ({ type: 'AddHotel', hotel: newItem<DraftHotel>(hotel, ids) }),
    changed: {
      shape: { hotel: refTo('Hotel') },
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
