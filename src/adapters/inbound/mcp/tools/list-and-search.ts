import * as z from 'zod';
import type { ItineraryQueries } from '../../../../application/queries/itinerary-queries.js';
import type { Page } from '../../../../application/shared/page.js';
import { ROLES } from '../../../../domain/itinerary/types.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../application/shared/page.js';
import { itinerarySummaryPage } from '../schemas/summary-output.js';
import { defineTool, READ_ONLY, type McpTool } from '../tool.js';

const page = {
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .optional()
    .describe(`Default ${DEFAULT_PAGE_SIZE}`),
  cursor: z.string().min(1).max(1_000).optional(),
};

const pageRequest = ({ limit, cursor }: { limit?: number; cursor?: string }) =>
  cursor ? { limit: limit ?? DEFAULT_PAGE_SIZE, cursor } : { limit: limit ?? DEFAULT_PAGE_SIZE };

/** As REST answers a page: nextCursor null on the last one. */
const pageResult = <T>({ items, nextCursor }: Page<T>) => ({ items, nextCursor: nextCursor ?? null });

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
    inputSchema: z.strictObject({ role: z.enum(ROLES).optional(), ...page }),
    outputSchema: itinerarySummaryPage,
    run: async ({ role, ...request }, caller) =>
      pageResult(await queries.list(caller.auth.userId, { ...pageRequest(request), ...(role ? { role } : {}) })),
  }),
  defineTool({
    name: 'search_itineraries',
    title: 'Search itineraries',
    description:
      "Full-text search (every word must match) over public itineraries and the caller's, best match first, as " +
      'summaries; paginated like list_itineraries.',
    scope: 'itineraries:read',
    annotations: READ_ONLY,
    inputSchema: z.strictObject({
      query: z.string().trim().min(1).max(200).describe('e.g. "lisbon food"'),
      ...page,
    }),
    outputSchema: itinerarySummaryPage,
    run: async ({ query, ...request }, caller) =>
      pageResult(await queries.search(caller.auth.userId, query, pageRequest(request))),
  }),
];
