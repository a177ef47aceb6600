import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { ItineraryView } from '../../../../../application/itinerary/itinerary-view.js';
import { dayDate, dayLabel } from '../../../../../domain/itinerary/schedule.js';
import type { Coordinate, Stop } from '../../../../../domain/itinerary/types.js';

export const GPX_TYPE = 'application/gpx+xml; charset=utf-8';
export const KML_TYPE = 'application/vnd.google-earth.kml+xml; charset=utf-8';

type Located = Stop & { coordinate: Coordinate };

interface DayOfStops {
  label: string;
  stops: Located[];
}

/** The stops that have coordinates, day by day ("Day 2: Trastevere (2025-05-02)"); days without any are left out. */
function daysOfStops(trip: ItineraryView): DayOfStops[] {
  return trip.days
    .map((day, index) => {
      const date = dayDate(trip.startDate, index);
      return {
        label: `${dayLabel(index, day.title)}${date ? ` (${date})` : ''}`,
        stops: day.stops.filter((stop): stop is Located => stop.coordinate !== undefined),
      };
    })
    .filter((day) => day.stops.length > 0);
}

const describe = (stop: Stop): string =>
  [stop.startTime, stop.durationMinutes && `${stop.durationMinutes} min`, stop.category, stop.address, stop.note]
    .filter(Boolean)
    .join(' · ');

const document = () => create({ version: '1.0', encoding: 'UTF-8' });

/** GPX 1.1: every located stop as a waypoint (its day as its type), and each day's stops as a route. */
export function renderGpx(trip: ItineraryView, pageUrl?: string): string {
  const gpx = document().ele('http://www.topografix.com/GPX/1/1', 'gpx', { version: '1.1', creator: 'itinerary-service' });
  const metadata = gpx.ele('metadata');
  metadata.ele('name').txt(trip.title);
  if (trip.summary) metadata.ele('desc').txt(trip.summary);
  if (pageUrl) metadata.ele('link', { href: pageUrl }).ele('text').txt(trip.title);
  metadata.ele('time').txt(trip.updatedAt);
  const days = daysOfStops(trip);
  const point = (parent: XMLBuilder, name: string, stop: Located) => {
    const el = parent.ele(name, { lat: stop.coordinate.latitude, lon: stop.coordinate.longitude });
    el.ele('name').txt(stop.name);
    const desc = describe(stop);
    if (desc) el.ele('desc').txt(desc);
    return el;
  };
  // GPX orders its children: every wpt, then every rte.
  for (const day of days) for (const stop of day.stops) point(gpx, 'wpt', stop).ele('type').txt(day.label);
  for (const day of days) {
    const route = gpx.ele('rte');
    route.ele('name').txt(day.label);
    for (const stop of day.stops) point(route, 'rtept', stop);
  }
  return gpx.end({ prettyPrint: true });
}

/** KML 2.2: a folder per day, a placemark per located stop. */
export function renderKml(trip: ItineraryView, pageUrl?: string): string {
  const kml = document().ele('http://www.opengis.net/kml/2.2', 'kml');
  const doc = kml.ele('Document');
  doc.ele('name').txt(trip.title);
  const description = [trip.summary, pageUrl].filter(Boolean).join('\n');
  if (description) doc.ele('description').txt(description);
  for (const day of daysOfStops(trip)) {
    const folder = doc.ele('Folder');
    folder.ele('name').txt(day.label);
    for (const stop of day.stops) {
      const placemark = folder.ele('Placemark');
      placemark.ele('name').txt(stop.name);
      const desc = describe(stop);
      if (desc) placemark.ele('description').txt(desc);
      placemark.ele('Point').ele('coordinates').txt(`${stop.coordinate.longitude},${stop.coordinate.latitude}`);
    }
  }
  return kml.end({ prettyPrint: true });
}
