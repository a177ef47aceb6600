import { DOCUMENT_KINDS, REQUIRED_DETAILS, ROLES, VISIBILITIES } from '../../../domain/itinerary/types.js';
import {
  expenseErrors,
  flightErrors,
  hotelErrors,
  packingItemErrors,
  stopErrors,
} from '../../../domain/itinerary/validation.js';
import { requiredBy } from './decorators.js';
import { ItineraryBodyDto } from './itinerary-body.js';
import { CoordinateDto, DayDto, ExpenseDto, FlightDto, HotelDto, PackingItemDto, StopDto } from './itinerary-parts.js';
import { count, date, dateTime, listOf, objectOf as object, pageSchema, refTo, string, uri, type SchemaObject } from './schema-object.js';

/**
 * The response shapes, declared once for REST (OpenAPI) and MCP (output schemas). An itinerary and
 * its parts are the request DTOs read back (DERIVED_VIEWS): the same fields, the server-set ones
 * typed, and those a stored one always has marked required. The rest are declared here.
 */

/** A view derived from a request DTO: the DTO's fields, these required. */
export interface DerivedView {
  from: Function;
  required: readonly string[];
}

export const DERIVED_VIEWS: Record<string, DerivedView> = {
  Itinerary: {
    from: ItineraryBodyDto,
    required: [
      'id',
      ...REQUIRED_DETAILS,
      // Every list is present, [] when empty; packing, expenses and documents only for whom may see them.
      'tags',
      'days',
      'flights',
      'hotels',
      'visibility',
      'role',
      'author',
      'createdAt',
      'updatedAt',
      'likesCount',
      'viewsCount',
    ],
  },
  Day: { from: DayDto, required: ['id', 'stops'] },
  Stop: { from: StopDto, required: requiredBy(stopErrors) },
  PackingItem: { from: PackingItemDto, required: requiredBy(packingItemErrors) },
  Expense: { from: ExpenseDto, required: requiredBy(expenseErrors) },
  Flight: { from: FlightDto, required: requiredBy(flightErrors) },
  Hotel: { from: HotelDto, required: requiredBy(hotelErrors) },
  Coordinate: { from: CoordinateDto, required: ['latitude', 'longitude'] },
};


export const DECLARED_VIEWS: Record<string, SchemaObject> = {
  Author: object({ id: string, displayName: string }),
  Attribution: object({ text: string, url: uri }, ['text']),
  DocumentRecord: object({
    id: string,
    name: string,
    kind: { enum: [...DOCUMENT_KINDS] },
    mimeType: string,
    size: count,
    url: { ...uri, description: 'The sealed bytes, for members only.' },
  }),
  ItinerarySummary: object(
    {
      id: { type: 'string', format: 'uuid' },
      title: string,
      destination: string,
      startDate: date,
      visibility: { enum: [...VISIBILITIES] },
      role: { enum: [...ROLES] },
      coverImageURL: uri,
      author: refTo('Author'),
      createdAt: dateTime,
      updatedAt: dateTime,
      dayCount: count,
      stopCount: count,
      likesCount: count,
      viewsCount: count,
    },
    ['id', 'title', 'destination', 'visibility', 'role', 'author', 'createdAt', 'updatedAt', 'dayCount', 'stopCount', 'likesCount', 'viewsCount'],
  ),
  ItinerarySummaryPage: pageSchema(refTo('ItinerarySummary')),
  ImportSource: object(
    {
      url: { ...string, description: 'The link as the service keys it (normalised: no tracking parameters).' },
      author: string,
      confidence: { type: 'number', minimum: 0, maximum: 1, description: 'How reliably places were found and placed.' },
      stops: { ...count, description: 'Stops found.' },
      placed: { ...count, description: 'Stops that got coordinates.' },
    },
    ['url', 'confidence', 'stops', 'placed'],
  ),
  /** The itinerary a link yields, without server-set fields (what create would take). */
  ImportDraft: object(
    {
      title: string,
      destination: string,
      center: refTo('Coordinate'),
      summary: string,
      tags: listOf(string),
      startDate: date,
      days: listOf(refTo('Day')),
    },
    ['title', 'destination', 'center', 'tags', 'days'],
  ),
};
