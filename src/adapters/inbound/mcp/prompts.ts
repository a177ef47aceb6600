import { type McpServer } from '@modelcontextprotocol/server';
import { ImportTripArgs, PlanTripArgs } from './schemas/prompt-args.js';
import { promptInput } from './schemas/prompt-input.js';

/** Prompts that show an agent how the tools fit together; they read no data, so any caller may get them. */
export function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    'plan_trip',
    {
      title: 'Plan a trip',
      description: 'Plan a day-by-day trip to a destination with these tools, from place names alone.',
      argsSchema: promptInput(PlanTripArgs),
    },
    ({ destination, days, interests }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              `Plan a ${days ?? '3'}-day trip to ${destination}${interests ? ` for someone who enjoys ${interests}` : ''}.`,
              `1. Call find_place with "${destination}" to get its coordinates.`,
              '2. Call create_itinerary with the title, the destination, that center and one empty day per day of the trip.',
              '3. For each place you choose, call find_place (with near set to the destination\'s coordinates) and then',
              '   add_stop with its name and coordinates, to the day it fits best; keep each day walkable.',
              '4. Call get_itinerary at the end and summarise the plan day by day.',
              'Pass the revision each write returns as expectedRevision to the next one.',
            ].join('\n'),
          },
        },
      ],
    }),
  );
  server.registerPrompt(
    'import_trip',
    {
      title: 'Turn a link into a trip',
      description: 'Draft an itinerary from a travel article or video someone shared, check it, then save it.',
      argsSchema: promptInput(ImportTripArgs),
    },
    ({ url }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              `Call import_from_link with url ${url} and preview true, and show me the days and stops it found.`,
              'Point out stops without coordinates (find_place can place them) and anything that looks wrong.',
              'When I agree, call import_from_link again with preview false to save it, then fix stops with',
              'update_stop or remove_stop.',
            ].join('\n'),
          },
        },
      ],
    }),
  );
}
