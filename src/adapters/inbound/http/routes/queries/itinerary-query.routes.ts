import type { ItineraryHistory } from '../../../../../application/audit/itinerary-history.js';
import type { ItineraryQueries } from '../../../../../application/queries/itinerary-queries.js';
import type { Page } from '../../../../../application/shared/page.js';
import { defineRoute, type AnyRoute, type RouteResult } from '../../kit/route-definition.js';
import type { RouteSet } from '../../kit/route-registry.js';
import { ListItinerariesQuery, PageQuery, SearchItinerariesQuery, pageOf, wirePage } from '../../../shapes/itinerary-queries.js';

export interface QueryRouteDependencies {
  queries: ItineraryQueries;
  history: ItineraryHistory;
}

const pageResponse = <T>(page: Page<T>): RouteResult => ({ status: 200, body: wirePage(page) });

/** Lists and search (read models), and the audit history of one itinerary (its event stream). */
export class ItineraryQueryRouteSet implements RouteSet {
  readonly name = 'itinerary-queries';

  constructor(private readonly deps: QueryRouteDependencies) {}

  routes(): AnyRoute[] {
    const { queries, history } = this.deps;
    return [
      defineRoute({
        method: 'GET',
        path: '/v1/itineraries',
        tag: 'Itineraries',
        summary: "List the caller's own and shared itineraries",
        description:
          'Newest change first. Paginated: pass nextCursor back as ?cursor for the next page (limit 1-100, ' +
          'default 20). ?role=owner|editor|viewer keeps the itineraries where the caller has that role.',
        scope: 'itineraries:read',
        access: { role: 'signedIn' },
        query: ListItinerariesQuery,
        responses: { 200: { description: '{items: ItinerarySummary[], nextCursor}', schema: 'ItinerarySummaryPage' } },
        errors: ['validationFailed'],
        handler: async ({ auth, query }) =>
          pageResponse(await queries.list(auth.userId, { ...pageOf(query), ...(query.role ? { role: query.role } : {}) })),
      }),
      defineRoute({
        method: 'GET',
        path: '/v1/itineraries/search',
        tag: 'Itineraries',
        summary: 'Search public itineraries and your own and shared ones',
        description:
          'Full-text search over title, destination, tags, summary and stop names; every word of ?query must ' +
          'match. Best match first, paginated like the list. Unlisted and private itineraries are found by ' +
          'their members only.',
        scope: 'itineraries:read',
        access: { role: 'signedIn' },
        query: SearchItinerariesQuery,
        responses: { 200: { description: '{items: ItinerarySummary[], nextCursor}', schema: 'ItinerarySummaryPage' } },
        errors: ['validationFailed'],
        handler: async ({ auth, query }) => pageResponse(await queries.search(auth.userId, query.query, pageOf(query))),
      }),
      defineRoute({
        method: 'GET',
        path: '/v1/itinerary/{id}/history',
        tag: 'Audit',
        summary: 'The events of an itinerary, oldest first',
        description:
          'Each entry: revision, type, occurredAt, actor {id, displayName}, client, correlationId and the ' +
          "event's data (docs/events.md; Pro-only parts for Pro callers only). Owner and editors only. " +
          'Paginated like the list (limit 1-100, default 20).',
        scope: 'itineraries:read',
        access: { role: 'editor' },
        params: { id: 'uuid' },
        query: PageQuery,
        responses: { 200: { description: '{items: HistoryEntry[], nextCursor}', schema: 'HistoryPage' } },
        errors: ['notFound', 'forbidden', 'validationFailed'],
        handler: async ({ params, actor, query }) => pageResponse(await history.page(params.id!, actor, pageOf(query))),
      }),
    ];
  }
}
