import ical, { type ICalEventData } from 'ical-generator';
import type { ItineraryView } from '../../../../../application/itinerary/itinerary-view.js';
import { tripSchedule, type ScheduleEntry, type ScheduleTime } from '../../../../../domain/itinerary/schedule.js';

export interface CalendarOptions {
  /** The calendar's name (X-WR-CALNAME), shown by calendar apps. */
  name: string;
  /** The host part of every event UID (BASE_URL's host), so UIDs stay unique among other calendars. */
  uidDomain: string;
  /** The trip's page, linked from every event, for an itinerary that has one (not private). */
  tripUrl(trip: ItineraryView): string | undefined;
}

export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/**
 * A date-time for ical-generator: dates and floating times go in as UTC fields (it writes a floating or
 * all-day value from the UTC parts of a Date), instants as the instant.
 */
function when(time: ScheduleTime): Date {
  if (time.kind === 'instant') return new Date(time.at);
  if (time.kind === 'date') return new Date(`${time.date}T00:00:00Z`);
  return new Date(Date.UTC(Number(time.date.slice(0, 4)), Number(time.date.slice(5, 7)) - 1, Number(time.date.slice(8, 10)), time.hour, time.minute));
}

function event(trip: ItineraryView, entry: ScheduleEntry, options: CalendarOptions): ICalEventData {
  const link = options.tripUrl(trip);
  const data: ICalEventData = {
    // One UID per item and itinerary: a calendar that polls a feed updates the event instead of adding one.
    id: `${entry.key}.${trip.id}@${options.uidDomain}`,
    summary: entry.kind === 'day' ? `${trip.title} · ${entry.summary}` : entry.summary,
    start: when(entry.start),
    allDay: entry.start.kind === 'date',
    floating: entry.start.kind === 'local',
    // The time of the itinerary's last change: the same itinerary always gives the same bytes.
    stamp: new Date(trip.updatedAt),
    lastModified: new Date(trip.updatedAt),
    description: [...entry.details, link ? `${trip.title}: ${link}` : trip.title].join('\n'),
    url: entry.url ?? link ?? null,
    categories: [{ name: entry.kind }],
  };
  if (entry.end) data.end = when(entry.end);
  if (entry.location !== undefined || entry.coordinate) {
    data.location = {
      title: entry.location ?? entry.summary,
      ...(entry.coordinate ? { geo: { lat: entry.coordinate.latitude, lon: entry.coordinate.longitude } } : {}),
    };
  }
  return data;
}

const calendarOf = (options: CalendarOptions) =>
  ical({ name: options.name, prodId: { company: options.uidDomain, product: 'itineraries', language: 'EN' } });

const END = 'END:VCALENDAR';

/**
 * The VEVENTs of one itinerary (RFC 5545 lines, CRLF-terminated): its dated days as all-day events,
 * its timed stops at their local (floating) times, its flights at their UTC instants (local times in
 * the description), its hotel stays as all-day spans. Written by ical-generator, whose output is cut
 * down to the events, so that a feed renders (and keeps) one itinerary at a time.
 */
export function calendarEvents(trip: ItineraryView, options: CalendarOptions): string {
  const calendar = calendarOf(options);
  for (const entry of tripSchedule(trip)) calendar.createEvent(event(trip, entry, options));
  const text = calendar.toString();
  const first = text.indexOf('BEGIN:VEVENT');
  return first < 0 ? '' : text.slice(first, text.lastIndexOf(END));
}

/** A calendar of events rendered by calendarEvents: ical-generator's header with the calendar's name, the events, the end. */
export function calendarDocument(options: CalendarOptions, events: readonly string[]): string {
  const empty = calendarOf(options).toString();
  return `${empty.slice(0, empty.lastIndexOf(END))}${events.join('')}${END}\r\n`;
}

/** An RFC 5545 calendar of itineraries (see calendarEvents). */
export function renderCalendar(trips: readonly ItineraryView[], options: CalendarOptions): string {
  return calendarDocument(options, trips.map((trip) => calendarEvents(trip, options)));
}
