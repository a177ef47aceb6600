import { expect } from 'chai';
import { addDays, clockTime, tripSchedule, type SchedulableTrip } from '../../../src/domain/itinerary/schedule.js';

describe('the schedule of an itinerary (what calendars show)', () => {
  describe('clockTime: the usual ways of writing a time of day', () => {
    const cases: Array<[string, { hour: number; minute: number } | undefined]> = [
      ['09:30', { hour: 9, minute: 30 }],
      ['9:30', { hour: 9, minute: 30 }],
      ['14h15', { hour: 14, minute: 15 }],
      ['09.05', { hour: 9, minute: 5 }],
      ['7 pm', { hour: 19, minute: 0 }],
      ['7:05 AM', { hour: 7, minute: 5 }],
      ['12 am', { hour: 0, minute: 0 }],
      ['12:30 p.m.', { hour: 12, minute: 30 }],
      ['23:59:00', { hour: 23, minute: 59 }],
      ['24:00', undefined],
      ['13 pm', undefined],
      ['9', undefined],
      ['morning', undefined],
      ['', undefined],
    ];
    for (const [text, expected] of cases) {
      it(`${JSON.stringify(text)} is ${expected ? `${expected.hour}:${expected.minute}` : 'no time'}`, () => {
        expect(clockTime(text)).to.deep.equal(expected);
      });
    }
  });

  it('addDays crosses months and leap days', () => {
    expect(addDays('2024-02-28', 1)).to.equal('2024-02-29');
    expect(addDays('2024-02-28', 2)).to.equal('2024-03-01');
    expect(addDays('2025-12-31', 1)).to.equal('2026-01-01');
  });

  const trip = (more: Partial<SchedulableTrip> = {}): SchedulableTrip => ({
    startDate: '2025-05-01',
    days: [
      {
        id: 'd1',
        title: 'Forum',
        stops: [
          { id: 's1', name: 'Colosseum', startTime: '09:30', durationMinutes: 90, coordinate: { latitude: 41.89, longitude: 12.49 } },
          { id: 's2', name: 'Lunch', startTime: 'around noon' },
          { id: 's3', name: 'Late bar', startTime: '23:30', durationMinutes: 120 },
        ],
      },
      { id: 'd2', stops: [] },
    ],
    flights: [],
    hotels: [],
    ...more,
  });

  it('days are dated from the start date; untimed stops go into their day; durations may cross midnight', () => {
    const entries = tripSchedule(trip());
    expect(entries.map((e) => e.key)).to.deep.equal(['day-d1', 'stop-s1', 'stop-s3', 'day-d2']);
    const [day1, colosseum, bar, day2] = entries;
    expect(day1).to.deep.include({ summary: 'Day 1: Forum', start: { kind: 'date', date: '2025-05-01' }, end: { kind: 'date', date: '2025-05-02' } });
    expect(day1!.details).to.deep.equal(['• Lunch (around noon)']);
    expect(colosseum).to.deep.include({
      start: { kind: 'local', date: '2025-05-01', hour: 9, minute: 30 },
      end: { kind: 'local', date: '2025-05-01', hour: 11, minute: 0 },
      location: 'Colosseum',
    });
    expect(bar!.end).to.deep.equal({ kind: 'local', date: '2025-05-02', hour: 1, minute: 30 });
    expect(day2!.summary).to.equal('Day 2');
  });

  it('without a start date only flights and hotels are placed', () => {
    const entries = tripSchedule(
      trip({
        startDate: undefined,
        flights: [
          { id: 'f1', flightNumber: 'AZ611', departureTime: '2025-05-01T17:30:00-04:00', arrivalTime: '2025-05-02T08:00:00+02:00' },
          { id: 'f2', flightNumber: 'AZ999' },
        ],
        hotels: [
          { id: 'h1', name: 'Artemide', checkIn: '2025-05-02', checkOut: '2025-05-04' },
          { id: 'h2', name: 'Undated' },
          { id: 'h3', name: 'One night', checkIn: '2025-05-04' },
        ],
      }),
    );
    expect(entries.map((e) => e.key)).to.deep.equal(['flight-f1', 'hotel-h1', 'hotel-h3']);
    expect(entries[0]).to.deep.include({
      start: { kind: 'instant', at: '2025-05-01T17:30:00-04:00' },
      end: { kind: 'instant', at: '2025-05-02T08:00:00+02:00' },
    });
    expect(entries[1]!.end).to.deep.equal({ kind: 'date', date: '2025-05-05' });
    expect(entries[2]!.end).to.deep.equal({ kind: 'date', date: '2025-05-06' });
  });

  it('a flight arriving before it departs keeps its departure only', () => {
    const [flight] = tripSchedule(
      trip({ startDate: undefined, flights: [{ id: 'f', flightNumber: 'X1', departureTime: '2025-05-02T10:00:00Z', arrivalTime: '2025-05-01T10:00:00Z' }] }),
    );
    expect(flight!.end).to.equal(undefined);
  });
});
