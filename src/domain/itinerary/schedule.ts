import type { Coordinate, Day, Flight, Hotel, Stop } from './types.js';

/**
 * An itinerary laid out in time, for calendars: what happens on which date and at what time. Pure
 * data, whatever format (ICS) or view renders it. Dates come from the itinerary's start date (day i
 * is startDate + i); without a start date only flights and hotels, which carry their own dates, can
 * be placed.
 */

/** When an entry starts or ends. */
export type ScheduleTime =
  /** A whole day (all-day events; `end` exclusive, as RFC 5545 counts them). */
  | { kind: 'date'; date: string }
  /** A clock time at the place itself, in no particular zone (a "floating" time). */
  | { kind: 'local'; date: string; hour: number; minute: number }
  /** One instant: a time that named its UTC offset. */
  | { kind: 'instant'; at: string };

export interface ScheduleEntry {
  /** Stable across exports: `<kind>-<item id>`, unique within one itinerary. */
  key: string;
  kind: 'day' | 'stop' | 'flight' | 'hotel';
  summary: string;
  start: ScheduleTime;
  end?: ScheduleTime;
  location?: string;
  coordinate?: Coordinate;
  /** Lines of detail (notes, addresses, local times of a flight, untimed stops of a day). */
  details: string[];
  url?: string;
}

/** The parts of an itinerary a schedule reads (an ItineraryView has them too). */
export interface SchedulableTrip {
  startDate?: string;
  days: Array<Pick<Day, 'id' | 'title' | 'summary' | 'stops'>>;
  flights: Flight[];
  hotels: Hotel[];
}

const DAY_MS = 86_400_000;

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The date of the day at `index`, when the itinerary has a start date. */
export const dayDate = (startDate: string | undefined, index: number): string | undefined =>
  startDate === undefined ? undefined : addDays(startDate, index);

const CLOCK = /^\s*(\d{1,2})(?:[:.h](\d{2}))?(?::\d{2})?\s*([ap])?\.?\s*m?\.?\s*$/i;

/**
 * A stop's `startTime` is free text (docs/api.md shows "09:30"); the usual ways of writing a time of day
 * are read ("9:30", "09.30", "14h15", "7 pm", "7:05 AM"); anything else is no time (undefined).
 */
export function clockTime(text: string | undefined): { hour: number; minute: number } | undefined {
  const match = text === undefined ? null : CLOCK.exec(text);
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (match[2] === undefined && half === undefined) return undefined;
  if (half !== undefined) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  return hour <= 23 && minute <= 59 ? { hour, minute } : undefined;
}

/** A local time `minutes` later, rolling over to the next dates as needed. */
function later(time: Extract<ScheduleTime, { kind: 'local' }>, minutes: number): ScheduleTime {
  const total = time.hour * 60 + time.minute + minutes;
  return { kind: 'local', date: addDays(time.date, Math.floor(total / 1440)), hour: Math.floor((total % 1440) / 60), minute: total % 60 };
}

const stopDetails = (stop: Stop): string[] =>
  [stop.category, stop.address, stop.note, stop.phone && `Phone: ${stop.phone}`].filter((line): line is string => Boolean(line));

function stopEntry(stop: Stop, date: string): ScheduleEntry | undefined {
  const time = clockTime(stop.startTime);
  if (!time) return undefined;
  const start = { kind: 'local' as const, date, ...time };
  const entry: ScheduleEntry = { key: `stop-${stop.id}`, kind: 'stop', summary: stop.name, start, details: stopDetails(stop) };
  if (stop.durationMinutes !== undefined && stop.durationMinutes > 0) entry.end = later(start, stop.durationMinutes);
  if (stop.address !== undefined || stop.coordinate !== undefined) entry.location = stop.address ?? stop.name;
  if (stop.coordinate) entry.coordinate = stop.coordinate;
  if (stop.bookingURL) entry.url = stop.bookingURL;
  return entry;
}

/** "Day 3: Trastevere", or "Day 3" for a day without a title. */
export const dayLabel = (index: number, title?: string): string => (title ? `Day ${index + 1}: ${title}` : `Day ${index + 1}`);

function dayEntries(day: SchedulableTrip['days'][number], index: number, date: string): ScheduleEntry[] {
  const timed = day.stops.map((stop) => stopEntry(stop, date));
  const untimed = day.stops.filter((_, i) => timed[i] === undefined).map((stop) => `• ${stop.name}${stop.startTime ? ` (${stop.startTime})` : ''}`);
  const overview: ScheduleEntry = {
    key: `day-${day.id}`,
    kind: 'day',
    summary: dayLabel(index, day.title),
    start: { kind: 'date', date },
    end: { kind: 'date', date: addDays(date, 1) },
    details: [day.summary, ...untimed].filter((line): line is string => Boolean(line)),
  };
  return [overview, ...timed.filter((entry): entry is ScheduleEntry => entry !== undefined)];
}

/** The local clock time a flight time was written in ("17:30 (UTC-04:00)"), to show beside the instant. */
const localClock = (at: string): string => {
  const offset = /([zZ]|[+-]\d{2}:\d{2})$/.exec(at)?.[1] ?? 'Z';
  return `${at.slice(11, 16)} (UTC${offset.toUpperCase() === 'Z' ? '' : offset})`;
};

function flightEntry(flight: Flight): ScheduleEntry | undefined {
  if (!flight.departureTime) return undefined;
  const route = [flight.from, flight.to].filter(Boolean).join(' → ');
  const entry: ScheduleEntry = {
    key: `flight-${flight.id}`,
    kind: 'flight',
    summary: `Flight ${flight.flightNumber}${route ? ` ${route}` : ''}`,
    start: { kind: 'instant', at: flight.departureTime },
    details: [
      flight.airline,
      `Departs ${flight.from ?? ''} ${localClock(flight.departureTime)}`.replace(/\s+/g, ' '),
      flight.arrivalTime && `Arrives ${flight.to ?? ''} ${localClock(flight.arrivalTime)}`.replace(/\s+/g, ' '),
      flight.confirmationCode && `Confirmation: ${flight.confirmationCode}`,
      flight.seat && `Seat: ${flight.seat}`,
      flight.note,
    ].filter((line): line is string => Boolean(line)),
  };
  if (flight.from) entry.location = flight.from;
  // An arrival before the departure is a typo somewhere; the departure alone is still right.
  if (flight.arrivalTime && Date.parse(flight.arrivalTime) > Date.parse(flight.departureTime)) {
    entry.end = { kind: 'instant', at: flight.arrivalTime };
  }
  return entry;
}

function hotelEntry(hotel: Hotel): ScheduleEntry | undefined {
  if (!hotel.checkIn) return undefined;
  const checkOut = hotel.checkOut && hotel.checkOut > hotel.checkIn ? hotel.checkOut : addDays(hotel.checkIn, 1);
  const entry: ScheduleEntry = {
    key: `hotel-${hotel.id}`,
    kind: 'hotel',
    summary: `Stay: ${hotel.name}`,
    start: { kind: 'date', date: hotel.checkIn },
    // All-day spans end on the day after their last day: the check-out day is the last day at the hotel.
    end: { kind: 'date', date: addDays(checkOut, 1) },
    details: [
      hotel.address,
      `Check-in ${hotel.checkIn}, check-out ${checkOut}`,
      hotel.confirmationCode && `Confirmation: ${hotel.confirmationCode}`,
      hotel.phone && `Phone: ${hotel.phone}`,
      hotel.note,
    ].filter((line): line is string => Boolean(line)),
  };
  entry.location = hotel.address ?? hotel.name;
  if (hotel.coordinate) entry.coordinate = hotel.coordinate;
  if (hotel.bookingURL) entry.url = hotel.bookingURL;
  return entry;
}

/**
 * Every entry of an itinerary that can be placed in time: each dated day (an all-day entry with its
 * title, summary and untimed stops), each stop with a readable start time (at that local time, for
 * `durationMinutes`), each flight with a departure time (its instants), each hotel with a check-in
 * date (all day, check-in to check-out).
 */
export function tripSchedule(trip: SchedulableTrip): ScheduleEntry[] {
  const entries: ScheduleEntry[] = [];
  trip.days.forEach((day, index) => {
    const date = dayDate(trip.startDate, index);
    if (date !== undefined) entries.push(...dayEntries(day, index, date));
  });
  for (const flight of trip.flights) {
    const entry = flightEntry(flight);
    if (entry) entries.push(entry);
  }
  for (const hotel of trip.hotels) {
    const entry = hotelEntry(hotel);
    if (entry) entries.push(entry);
  }
  return entries;
}
