import type { ItineraryQueries } from '../../../../application/queries/itinerary-queries.js';
import { ListItinerariesQuery, pageOf, SearchItinerariesQuery, wirePage } from '../../shapes/itinerary-queries.js';
import { refTo } from '../../shapes/schema-object.js';
import { defineTool, READ_ONLY, type McpTool } from '../tool.js';

/** As REST answers a page: nextCursor null on the last one. */

/** Lists and search from the read models, through the same query service as GET /v1/itineraries[/search]. */
export const listAndSearchTools = (queries: ItineraryQueries): McpTool[] => [
  defineTool({
    name: 'list_itineraries',
    title: 'List my itineraries',
    description:
      "The caller's own and shared itineraries, newest change first, as summaries; role keeps those where the " +
      'caller has that role. Pass nextCursor as cursor for the next page.',
    scope: 'itineraries:read',
    annotations: READ_ONLY,
    input: ListItinerariesQuery,
    output: refTo('ItinerarySummaryPage'),
    run: async ({ role, ...request }, caller) =>
      wirePage(await queries.list(caller.auth.userId, { ...pageOf(request), ...(role ? { role } : {}) })),
  }),
  defineTool({
    name: 'search_itineraries',
    title: 'Search itineraries',
    description:
      "Full-text search (every word must match) over public itineraries and the caller's, best match first, as " +
      'summaries; paginated like list_itineraries.',
    scope: 'itineraries:read',
    annotations: READ_ONLY,
    input: SearchItinerariesQuery,
    output: refTo('ItinerarySummaryPage'),
    run: async ({ query, ...request }, caller) =>
      wirePage(await queries.search(caller.auth.userId, query.trim(), pageOf(request))),
  }),
];
