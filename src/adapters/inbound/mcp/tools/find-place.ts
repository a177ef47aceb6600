import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_CANDIDATES, MAX_NAME_LENGTH, type FindPlace } from '../../../../application/places/find-place.js';
import { Described, Optional, OptionalObject, OptionalText, Required } from '../../shapes/decorators.js';
import { CoordinateDto } from '../../shapes/itinerary-parts.js';
import { listOf, objectOf, refTo, type SchemaObject } from '../../shapes/schema-object.js';
import { defineTool, READ_ONLY, type McpTool } from '../tool.js';

const DEFAULT_CANDIDATES = 5;

const candidate: SchemaObject = objectOf(
  {
    name: { type: 'string', description: 'The name the place is known by.' },
    kind: { enum: ['landmark', 'city', 'country', 'address'] },
    coordinate: refTo('Coordinate'),
    city: { type: 'string' },
    countryCode: { type: 'string', description: 'ISO 3166-1 alpha-2' },
    countryName: { type: 'string' },
    category: { type: 'string', description: 'e.g. museum, park, city' },
    score: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      description: "How sure it is that the name means this place, 0 to 1; never above an earlier candidate's.",
    },
  },
  ['name', 'kind', 'coordinate', 'score'],
);

class FindPlaceArgs {
  @Described('The place\'s name, e.g. "Eiffel Tower" or "Porto"') @Required(IsString(), MaxLength(MAX_NAME_LENGTH))
  name!: string;
  @Described("Prefer the places near this point, e.g. the trip's center") @OptionalObject(() => CoordinateDto)
  near?: CoordinateDto;
  @Described('Prefer the places in this city or country, e.g. "Japan"') @OptionalText(MAX_NAME_LENGTH)
  in?: string;
  @Described(`Candidates at most, 1 to ${MAX_CANDIDATES} (default ${DEFAULT_CANDIDATES}).`)
  @Optional(IsInt(), Min(1), Max(MAX_CANDIDATES))
  limit?: number;
}

/** Place search by name, for the coordinates create_itinerary and stops need. */
export const findPlaceTool = (finder: FindPlace): McpTool =>
  defineTool({
    name: 'find_place',
    title: 'Find a place by name',
    description:
      'Places of that name with their coordinates, best first, namesakes included ("Paris": France, then ' +
      'Texas...); near or in puts those there first. Searches landmarks, towns and countries offline' +
      (finder.asksOnline ? ', and an online geocoder for names those do not hold. ' : '. ') +
      "Use a coordinate as create_itinerary's center or a stop's (add_stop). Empty: no such place known.",
    scope: 'itineraries:read',
    annotations: { ...READ_ONLY, openWorldHint: finder.asksOnline },
    input: FindPlaceArgs,
    output: objectOf({ candidates: listOf(candidate) }),
    run: async ({ limit = DEFAULT_CANDIDATES, ...request }) => ({ candidates: await finder.find({ ...request, limit }) }),
  });
