import { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { GetItinerary } from '../../../../../application/itinerary/get-itinerary.js';
import type { ItineraryView } from '../../../../../application/itinerary/itinerary-view.js';
import { etag } from '../../kit/preconditions.js';
import { defineRoute, type AnyRoute, type RouteDefinition, type RouteResult } from '../../kit/route-definition.js';
import type { RouteSet } from '../../kit/route-registry.js';
import { CALENDAR_TYPE, renderCalendar } from './trip-calendar.js';
import { GPX_TYPE, KML_TYPE, renderGpx, renderKml } from './trip-maps.js';

export interface ExportDependencies {
  get: GetItinerary;
  /** BASE_URL's host: the domain of calendar UIDs. */
  uidDomain: string;
  /** The trip page of an itinerary that has one (public or unlisted). */
  tripPageUrl(trip: ItineraryView): string | undefined;
}

/** What the three exports share: a read of the itinerary {id} as GET answers it. */
const READ = {
  tag: 'Exports',
  scope: 'itineraries:read',
  access: { role: 'viewer' },
  params: { id: 'uuid' },
  errors: ['notFound'],
} as const satisfies Partial<RouteDefinition>;

/** A file name from the title: letters, digits and dashes, never empty. */
const fileName = (title: string, extension: string): string =>
  `${title.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'itinerary'}.${extension}`;

function download(text: string, type: string, name: string, revision: number): RouteResult {
  const bytes = Buffer.from(text);
  return {
    status: 200,
    stream: Readable.from([bytes]),
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.length),
      'Content-Disposition': contentDisposition(name, { type: 'inline' }),
      ETag: etag(revision),
    },
  };
}

/**
 * The itinerary in the formats other apps read: a calendar (RFC 5545) and its stops for map apps
 * (GPX, KML). Whoever may GET the itinerary may export it; an export is not a view.
 */
export class ExportRouteSet implements RouteSet {
  readonly name = 'exports';

  constructor(private readonly deps: ExportDependencies) {}

  routes(): AnyRoute[] {
    const deps = this.deps;
    return [
      defineRoute({
        ...READ,
        method: 'GET',
        path: '/v1/itinerary/{id}/calendar.ics',
        summary: 'The itinerary as a calendar (ICS)',
        description:
          'RFC 5545 (text/calendar): each dated day as an all-day event with its title, each stop with a start time ' +
          'at that local (floating) time for its duration, flights at their UTC instants, hotel stays as all-day ' +
          'spans from check-in to check-out. Days and stops are dated from startDate; without one only flights ' +
          'and hotels appear. ETag: the revision.',
        responses: { 200: { description: 'The calendar.', contentType: 'text/calendar', headers: ['ETag'] } },
        handler: async ({ params, actor }) => {
          const { view, revision } = await deps.get.export(params.id!, actor);
          const text = renderCalendar([view], { name: view.title, uidDomain: deps.uidDomain, tripUrl: deps.tripPageUrl });
          return download(text, CALENDAR_TYPE, fileName(view.title, 'ics'), revision);
        },
      }),
      defineRoute({
        ...READ,
        method: 'GET',
        path: '/v1/itinerary/{id}/stops.gpx',
        summary: 'The stops as GPX waypoints',
        description: 'GPX 1.1: every stop with a coordinate as a waypoint (its day as the type), and each day as a route.',
        responses: { 200: { description: 'The GPX document.', contentType: 'application/gpx+xml', headers: ['ETag'] } },
        handler: async ({ params, actor }) => {
          const { view, revision } = await deps.get.export(params.id!, actor);
          return download(renderGpx(view, deps.tripPageUrl(view)), GPX_TYPE, fileName(view.title, 'gpx'), revision);
        },
      }),
      defineRoute({
        ...READ,
        method: 'GET',
        path: '/v1/itinerary/{id}/stops.kml',
        summary: 'The stops as KML placemarks',
        description: 'KML 2.2: a folder per day, a placemark per stop with a coordinate.',
        responses: {
          200: { description: 'The KML document.', contentType: 'application/vnd.google-earth.kml+xml', headers: ['ETag'] },
        },
        handler: async ({ params, actor }) => {
          const { view, revision } = await deps.get.export(params.id!, actor);
          return download(renderKml(view, deps.tripPageUrl(view)), KML_TYPE, fileName(view.title, 'kml'), revision);
        },
      }),
    ];
  }
}
