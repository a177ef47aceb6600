import type { LiveChanges } from '../../../../../application/feeds/live-changes.js';
import { defineRoute, type AnyRoute, type RequestHeader } from '../../kit/route-definition.js';
import type { RouteSet } from '../../kit/route-registry.js';
import { invalid } from '../../kit/validation.js';
import { SseStream } from './sse-stream.js';

export interface LiveEventsDependencies {
  changes: LiveChanges;
  heartbeatMs: number;
}

/** A revision as Last-Event-ID carries it: up to 15 digits, well inside Number's exact range. */
const REVISION_DIGITS = 15;
const REVISION = new RegExp(`^\\d{1,${REVISION_DIGITS}}$`);

/** Last-Event-ID: the revision the client has; absent, the feed starts at the current one. */
const LAST_EVENT_ID: RequestHeader = {
  name: 'Last-Event-ID',
  description:
    'The revision of the last change you have (the `id` of its message; EventSource sends it by itself when it ' +
    'reconnects): every change after it comes first, then live ones. Absent: the feed starts at the current ' +
    'revision; a revision beyond it reads as the current one.',
  schema: { type: 'integer', minimum: 0, maximum: 10 ** REVISION_DIGITS - 1 },
};

function lastEventId(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  if (!REVISION.test(header.trim())) {
    throw invalid([{ path: LAST_EVENT_ID.name, message: 'must be a revision number (0 or more)' }]);
  }
  return Number(header.trim());
}

/** Live changes of one itinerary as Server-Sent Events (docs/change-feeds.md). */
export class LiveEventsRouteSet implements RouteSet {
  readonly name = 'live-events';

  constructor(private readonly deps: LiveEventsDependencies) {}

  routes(): AnyRoute[] {
    const { changes, heartbeatMs } = this.deps;
    return [
      defineRoute({
        method: 'GET',
        path: '/v1/itinerary/{id}/events',
        tag: 'Change feeds',
        summary: 'Live changes of an itinerary (Server-Sent Events)',
        description:
          'text/event-stream for anyone who may read the itinerary. First a `ready` message (id: the current ' +
          'revision); then a `change` message per event: `id` the revision, `data` JSON ' +
          '{itineraryId, revision, type, occurredAt, actor {id}, client, data} with the changed part as the reader ' +
          'may see it (docs/change-feeds.md). Send Last-Event-ID (a revision) to get what came after it first. ' +
          `A comment line every ${Math.round(heartbeatMs / 1000)} s keeps the connection open; an \`end\` message ` +
          '{reason: accessLost | interrupted} comes before the server closes the feed.',
        scope: 'itineraries:read',
        access: { role: 'viewer' },
        params: { id: 'uuid' },
        requestHeaders: [LAST_EVENT_ID],
        responses: { 200: { description: 'The event stream.', contentType: 'text/event-stream' } },
        errors: ['notFound', 'validationFailed'],
        handler: async ({ params, actor, req }) => {
          const after = lastEventId(req.get(LAST_EVENT_ID.name));
          const sse = new SseStream(heartbeatMs);
          try {
            const following = await changes.follow(params.id!, actor, sse, { after });
            sse.onClose(() => following.stop());
          } catch (error) {
            sse.readable.destroy();
            throw error;
          }
          return {
            status: 200,
            stream: sse.readable,
            // Proxies such as nginx would otherwise hold the messages back in their buffers.
            headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' },
          };
        },
      }),
    ];
  }
}
