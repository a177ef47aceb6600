import { expect } from 'chai';
import { command, editor, event, flight, hotel, shared, spec } from './fixtures.js';

const history = shared({ flights: [flight('f1', { seat: '12A' })], hotels: [hotel('h1', { checkIn: '2025-04-10' })] });

describe('Flights', () => {
  describe('AddFlight', () => {
    it('appends the flight', () => {
      const added = flight('f2', {
        airline: 'ITA',
        from: 'FCO',
        to: 'LIN',
        departureTime: '2025-04-14T18:05:00+02:00',
        arrivalTime: '2025-04-14T19:15Z',
        confirmationCode: 'ABC123',
      });
      spec
        .given(history)
        .when(command('AddFlight', { flight: added }, editor))
        .then([event('FlightAdded', { flight: added })]);
      expect(
        spec
          .given(history)
          .when(command('AddFlight', { flight: added }))
          .thenState(),
      ).to.deep.include({
        flights: [flight('f1', { seat: '12A' }), added],
      });
    });

    it('needs a flight number, IATA codes and date-times with an offset', () => {
      spec
        .given(history)
        .when(
          command('AddFlight', {
            flight: {
              id: 'f2',
              flightNumber: '',
              from: 'fco',
              to: 'ROME',
              departureTime: '2025-04-14 18:05',
              arrivalTime: '2025-02-29T10:00:00Z',
            },
          }),
        )
        .thenThrows('validationFailed', { paths: ['flightNumber', 'from', 'to', 'departureTime', 'arrivalTime'] });
    });

    it('refuses an id already used', () => {
      spec
        .given(history)
        .when(command('AddFlight', { flight: flight('f1') }))
        .thenThrows('validationFailed', { paths: ['id'] });
    });

    it('refuses an arrival before the departure, comparing the instants across their offsets', () => {
      // Departs 18:05 in Rome (16:05Z), lands 17:30 in London (16:30Z): later, though the clock reads earlier.
      const overnight = { departureTime: '2025-04-14T18:05:00+02:00', arrivalTime: '2025-04-14T17:30:00+01:00' };
      spec
        .given(history)
        .when(command('AddFlight', { flight: flight('f2', overnight) }))
        .then([event('FlightAdded', { flight: flight('f2', overnight) })]);
      // Departs 09:00 in New York (13:00Z), "lands" 14:00 in Rome (12:00Z): before it left.
      const backwards = { departureTime: '2025-04-14T09:00:00-04:00', arrivalTime: '2025-04-14T14:00:00+02:00' };
      spec
        .given(history)
        .when(command('AddFlight', { flight: flight('f2', backwards) }))
        .thenThrows('validationFailed', { paths: ['arrivalTime'], message: /must be after departureTime/ });
      const instant = { departureTime: '2025-04-14T12:00Z', arrivalTime: '2025-04-14T14:00+02:00' };
      spec
        .given(history)
        .when(command('AddFlight', { flight: flight('f2', instant) }))
        .thenThrows('validationFailed', { paths: ['arrivalTime'] });
    });
  });

  describe('ChangeFlight', () => {
    it('merges the patch and emits the whole flight', () => {
      spec
        .given(history)
        .when(command('ChangeFlight', { flightId: 'f1', patch: { seat: null, note: 'aisle' } }, editor))
        .then([event('FlightChanged', { flight: flight('f1', { note: 'aisle' }) })]);
    });

    it('emits nothing when nothing changes', () => {
      spec
        .given(history)
        .when(command('ChangeFlight', { flightId: 'f1', patch: { seat: '12A' } }))
        .thenNothing();
    });

    it('checks the merged flight: an arrival moved before the stored departure is refused', () => {
      const timed = shared({ flights: [flight('f1', { departureTime: '2025-04-14T18:05:00+02:00' })] });
      spec
        .given(timed)
        .when(command('ChangeFlight', { flightId: 'f1', patch: { arrivalTime: '2025-04-14T15:00:00Z' } }))
        .thenThrows('validationFailed', { paths: ['arrivalTime'] });
    });

    it('refuses to clear the flight number', () => {
      spec
        .given(history)
        .when(command('ChangeFlight', { flightId: 'f1', patch: { flightNumber: null } }))
        .thenThrows('validationFailed', { paths: ['flightNumber'] });
    });

    it('is notFound for an unknown flight, naming it', () => {
      spec
        .given(history)
        .when(command('ChangeFlight', { flightId: 'nope', patch: { seat: '1A' } }))
        .thenThrows('notFound', { message: /Flight "nope"/ });
    });
  });

  describe('RemoveFlight', () => {
    it('removes the flight', () => {
      spec
        .given(history)
        .when(command('RemoveFlight', { flightId: 'f1' }, editor))
        .then([event('FlightRemoved', { flightId: 'f1' })]);
      expect(
        spec
          .given(history)
          .when(command('RemoveFlight', { flightId: 'f1' }))
          .thenState(),
      ).to.deep.include({ flights: [] });
    });

    it('is notFound for an unknown flight', () => {
      spec
        .given(history)
        .when(command('RemoveFlight', { flightId: 'nope' }))
        .thenThrows('notFound');
    });
  });
});

describe('Hotels', () => {
  describe('AddHotel', () => {
    it('appends the hotel', () => {
      const added = hotel('h2', {
        address: 'Via Veneto 1',
        coordinate: { latitude: 41.9, longitude: 12.49 },
        checkIn: '2025-04-10',
        checkOut: '2025-04-10',
        bookingURL: 'https://hotel.example/booking?id=1',
      });
      spec
        .given(history)
        .when(command('AddHotel', { hotel: added }, editor))
        .then([event('HotelAdded', { hotel: added })]);
    });

    it('needs a name, real dates, checkIn not after checkOut, an http(s) booking URL and a valid coordinate', () => {
      spec
        .given(history)
        .when(
          command('AddHotel', {
            hotel: {
              id: 'h2',
              name: ' ',
              checkIn: '2025-4-10',
              bookingURL: 'mailto:desk@hotel.example',
              coordinate: { latitude: 0, longitude: Number.POSITIVE_INFINITY },
            },
          }),
        )
        .thenThrows('validationFailed', { paths: ['name', 'checkIn', 'bookingURL', 'coordinate.longitude'] });
      spec
        .given(history)
        .when(command('AddHotel', { hotel: hotel('h2', { checkIn: '2025-04-12', checkOut: '2025-04-11' }) }))
        .thenThrows('validationFailed', { paths: ['checkOut'] });
    });

    it('refuses an id already used', () => {
      spec
        .given(history)
        .when(command('AddHotel', { hotel: hotel('h1') }))
        .thenThrows('validationFailed', { paths: ['id'] });
    });
  });

  describe('ChangeHotel', () => {
    it('merges the patch and emits the whole hotel', () => {
      spec
        .given(history)
        .when(
          command('ChangeHotel', { hotelId: 'h1', patch: { checkOut: '2025-04-14', phone: '+39 06 1234' } }, editor),
        )
        .then([
          event('HotelChanged', {
            hotel: hotel('h1', { checkIn: '2025-04-10', checkOut: '2025-04-14', phone: '+39 06 1234' }),
          }),
        ]);
    });

    it('checks checkIn <= checkOut against the stored dates', () => {
      spec
        .given(history)
        .when(command('ChangeHotel', { hotelId: 'h1', patch: { checkOut: '2025-04-09' } }))
        .thenThrows('validationFailed', { paths: ['checkOut'] });
    });

    it('emits nothing when nothing changes', () => {
      spec
        .given(history)
        .when(command('ChangeHotel', { hotelId: 'h1', patch: { checkIn: '2025-04-10' } }))
        .thenNothing();
    });

    it('is notFound for an unknown hotel, naming it', () => {
      spec
        .given(history)
        .when(command('ChangeHotel', { hotelId: 'nope', patch: { note: 'x' } }))
        .thenThrows('notFound', { message: /Hotel "nope"/ });
    });
  });

  describe('RemoveHotel', () => {
    it('removes the hotel', () => {
      spec
        .given(history)
        .when(command('RemoveHotel', { hotelId: 'h1' }, editor))
        .then([event('HotelRemoved', { hotelId: 'h1' })]);
      expect(
        spec
          .given(history)
          .when(command('RemoveHotel', { hotelId: 'h1' }))
          .thenState(),
      ).to.deep.include({ hotels: [] });
    });

    it('is notFound for an unknown hotel', () => {
      spec
        .given(history)
        .when(command('RemoveHotel', { hotelId: 'nope' }))
        .thenThrows('notFound');
    });
  });
});
