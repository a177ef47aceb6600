/**
 * A full week in Rome as a create body: 7 days of 6 stops each (start times, durations, coordinates,
 * notes), a flight out of New York and one back (two UTC offsets), a hotel stay. The calendar, map
 * export, trip page and MCP App tests and the trip page benchmark all use it.
 */

const PLACES: Array<[string, number, number, string]> = [
  ['Colosseum', 41.8902, 12.4922, 'landmark'],
  ['Roman Forum', 41.8925, 12.4853, 'landmark'],
  ['Palatine Hill', 41.8894, 12.4875, 'landmark'],
  ['Pantheon', 41.8986, 12.4769, 'landmark'],
  ['Trevi Fountain', 41.9009, 12.4833, 'landmark'],
  ['Spanish Steps', 41.9059, 12.4823, 'landmark'],
  ['Vatican Museums', 41.9065, 12.4536, 'museum'],
  ['St. Peter’s Basilica', 41.9022, 12.4539, 'church'],
  ['Castel Sant’Angelo', 41.9031, 12.4663, 'landmark'],
  ['Piazza Navona', 41.8992, 12.4731, 'square'],
  ['Campo de’ Fiori', 41.8956, 12.4722, 'market'],
  ['Trastevere', 41.8897, 12.4697, 'neighbourhood'],
  ['Villa Borghese', 41.9142, 12.4923, 'park'],
  ['Galleria Borghese', 41.9142, 12.4921, 'museum'],
];

const TITLES = ['Arrival and the Forum', 'Ancient Rome', 'Fountains and steps', 'The Vatican', 'Piazzas and markets', 'Trastevere', 'Last morning'];
const TIMES = ['09:00', '10:30', '12:30', '14:00', '16:30', '19:30'];

export interface WeekTripOptions {
  destination?: string;
  startDate?: string;
}

export function weekTrip(options: WeekTripOptions = {}): Record<string, unknown> {
  const days = TITLES.map((title, d) => ({
    id: `day-${d + 1}`,
    title,
    summary: `Day ${d + 1} in Rome: ${title.toLowerCase()}, on foot.`,
    stops: TIMES.map((startTime, s) => {
      const [name, latitude, longitude, category] = PLACES[(d * 2 + s) % PLACES.length]!;
      return {
        id: `stop-${d + 1}-${s + 1}`,
        name: s === 5 ? `Dinner near ${name}` : name,
        category: s === 5 ? 'restaurant' : category,
        address: `${name}, Rome, Italy`,
        coordinate: { latitude: latitude + s * 0.0004, longitude: longitude - s * 0.0003 },
        startTime,
        durationMinutes: s === 5 ? 120 : 75,
        note: s === 0 ? 'Book tickets ahead & arrive early <really>.' : undefined,
      };
    }),
  }));
  return {
    title: 'A week in Rome',
    destination: options.destination ?? 'Rome',
    origin: 'New York',
    summary: 'Seven days of ruins, churches, piazzas and long dinners.',
    center: { latitude: 41.9028, longitude: 12.4964 },
    startDate: options.startDate ?? '2025-05-02',
    tags: ['city', 'history'],
    days,
    flights: [
      {
        id: 'flight-out',
        airline: 'ITA Airways',
        flightNumber: 'AZ611',
        from: 'JFK',
        to: 'FCO',
        departureTime: '2025-05-01T17:30:00-04:00',
        arrivalTime: '2025-05-02T08:00:00+02:00',
        confirmationCode: 'QX7P2L',
        seat: '12A',
      },
      {
        id: 'flight-back',
        airline: 'ITA Airways',
        flightNumber: 'AZ610',
        from: 'FCO',
        to: 'JFK',
        departureTime: '2025-05-08T10:15:00+02:00',
        arrivalTime: '2025-05-08T13:30:00-04:00',
      },
    ],
    hotels: [
      {
        id: 'hotel-artemide',
        name: 'Hotel Artemide',
        address: 'Via Nazionale 22, Rome',
        coordinate: { latitude: 41.9008, longitude: 12.4934 },
        checkIn: '2025-05-02',
        checkOut: '2025-05-08',
        confirmationCode: 'ART-99812',
      },
    ],
  };
}
