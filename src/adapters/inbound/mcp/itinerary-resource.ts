import { ResourceNotFoundError, ResourceTemplate, type McpServer } from '@modelcontextprotocol/server';
import type { GetItinerary } from '../../../application/itinerary/get-itinerary.js';
import type { ItineraryQueries } from '../../../application/queries/itinerary-queries.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { MAX_PAGE_SIZE } from '../../../application/shared/page.js';
import type { McpCaller } from './caller.js';

export const ITINERARY_URI_TEMPLATE = 'itinerary://{id}';
const MEDIA_TYPE = 'application/json';

export interface ItineraryResourceServices {
  getItinerary: GetItinerary;
  queries: ItineraryQueries;
}

/**
 * Every itinerary the caller may read, as `itinerary://{id}`: listed (their own and shared ones,
 * newest change first, at most one page) and read as the JSON GET /v1/itinerary/{id} answers, with
 * its revision. One the caller may not see is not found, as on REST.
 */
export function registerItineraryResource(server: McpServer, services: ItineraryResourceServices, caller: McpCaller): void {
  const template = new ResourceTemplate(ITINERARY_URI_TEMPLATE, {
    list: async () => {
      const page = await services.queries.list(caller.auth.userId, { limit: MAX_PAGE_SIZE });
      return {
        resources: page.items.map((summary) => ({
          uri: `itinerary://${summary.id}`,
          name: summary.title,
          description: `${summary.destination}, ${summary.dayCount} days, ${summary.stopCount} stops (${summary.role})`,
        })),
      };
    },
  });
  server.registerResource(
    'itinerary',
    template,
    {
      title: 'Itinerary',
      description: 'One itinerary as GET /v1/itinerary/{id} returns it: details, days and stops, bookings, the caller’s role and the revision.',
      mimeType: MEDIA_TYPE,
      // A read is the caller's own view of data that changes with every write.
      cacheHint: { ttlMs: 0, cacheScope: 'private' },
    },
    async (uri, { id }) => {
      try {
        const { view, revision } = await services.getItinerary.execute(String(id), await caller.actor());
        return { contents: [{ uri: uri.href, mimeType: MEDIA_TYPE, text: JSON.stringify({ ...view, revision }) }] };
      } catch (error) {
        if (error instanceof DomainError && (error.code === 'notFound' || error.code === 'validationFailed')) {
          throw new ResourceNotFoundError(uri.href, `No itinerary ${uri.href} that you may read.`);
        }
        throw error;
      }
    },
  );
}
