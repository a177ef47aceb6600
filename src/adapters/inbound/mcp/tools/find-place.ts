import * as z from 'zod';
import { MAX_CANDIDATES, MAX_NAME_LENGTH, type FindPlace } from '../../../../application/places/find-place.js';
import { coordinateInput } from '../schemas/item-inputs.js';
import { coordinateOutput } from '../schemas/itinerary-output.js';
import { defineTool, READ_ONLY, type McpTool } from '../tool.js';

const DEFAULT_CANDIDATES = 5;

const candidateOutput = z.object({
  name: z.string().describe('The name the place is known by.'),
  kind: z.enum(['landmark', 'city', 'country', 'address']),
  coordinate: coordinateOutput,
  city: z.string().optional(),
  countryCode: z.string().optional().describe('ISO 3166-1 alpha-2'),
  countryName: z.string().optional(),
  category: z.string().optional().describe('e.g. museum, park, city'),
  score: z.number().min(0).max(1).describe('How sure it is that the name means this place, 0 to 1; never above an earlier candidate\'s.'),
});

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
    inputSchema: z.strictObject({
      name: z.string().max(MAX_NAME_LENGTH).describe('The place\'s name, e.g. "Eiffel Tower" or "Porto"'),
      near: coordinateInput.optional().describe('Prefer the places near this point, e.g. the trip\'s center'),
      in: z.string().max(MAX_NAME_LENGTH).optional().describe('Prefer the places in this city or country, e.g. "Japan"'),
      limit: z
        .number()
        .int()
        .min(1)
        .max(MAX_CANDIDATES)
        .default(DEFAULT_CANDIDATES)
        .describe(`Candidates at most, 1 to ${MAX_CANDIDATES} (default ${DEFAULT_CANDIDATES}).`),
    }),
    outputSchema: z.object({ candidates: z.array(candidateOutput) }),
    run: async (request) => ({ candidates: await finder.find(request) }),
  });
