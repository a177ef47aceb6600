import { expect } from 'chai';
import type { ItineraryCommand } from '../../../src/domain/itinerary/commands.js';
import {
  command,
  created,
  day,
  editor,
  event,
  expense,
  flight,
  freeEditor,
  hotel,
  image,
  packingItem,
  shared,
  spec,
  stop,
} from './fixtures.js';

type PatchBody = Omit<Extract<ItineraryCommand, { type: 'PatchItinerary' }>, 'type' | 'actor' | 'now'>;
const patch = (body: PatchBody, by = editor) => command('PatchItinerary', body, by);

const stored = shared({
  summary: 'Four days',
  tags: ['food'],
  packing: [packingItem('p1')],
  expenses: [expense('e1')],
  flights: [flight('f1')],
  hotels: [hotel('h1')],
});

describe('PatchItinerary', () => {
  describe('details', () => {
    it('emits only the fields that change', () => {
      spec
        .given(stored)
        .when(patch({ details: { title: 'Rome in spring', destination: 'Roma', tags: ['food'], origin: 'Milan' } }))
        .then([event('DetailsChanged', { changes: { destination: 'Roma', origin: 'Milan' } })]);
    });

    it('clears an optional field with null', () => {
      spec
        .given(stored)
        .when(patch({ details: { summary: null } }))
        .then([event('DetailsChanged', { changes: { summary: null } })]);
      const state = spec
        .given(stored)
        .when(patch({ details: { summary: null } }))
        .thenState();
      expect(state).to.not.have.property('summary');
    });

    it('treats null on a field that holds nothing as no change', () => {
      spec
        .given(stored)
        .when(patch({ details: { origin: null } }))
        .thenNothing();
    });

    it('compares objects and arrays by value', () => {
      spec
        .given(stored)
        .when(patch({ details: { center: { latitude: 41.9028, longitude: 12.4964 }, tags: ['food'] } }))
        .thenNothing();
    });

    it('refuses to clear a required field', () => {
      spec
        .given(stored)
        .when(patch({ details: { title: null, center: null } as never }))
        .thenThrows('validationFailed', { paths: ['title', 'center'] });
    });

    it('checks the values it sets', () => {
      spec
        .given(stored)
        .when(
          patch({
            details: {
              title: ' ',
              startDate: '2025-13-01',
              homeCurrency: 'Eur',
              center: { latitude: 0, longitude: 181 },
              tags: ['ok', ''],
            },
          }),
        )
        .thenThrows('validationFailed', {
          paths: ['title', 'startDate', 'homeCurrency', 'center.longitude', 'tags[1]'],
        });
    });
  });

  describe('arrays replace what is stored', () => {
    it('replaces the days', () => {
      const days = [day('d2', [stop('s2')])];
      spec
        .given(stored)
        .when(patch({ days }))
        .then([event('DaysReplaced', { days })]);
    });

    it('keeps the stored image of a day with the same id and ignores images sent by the client', () => {
      const history = [...stored, event('DayImageSet', { dayId: 'd1', image: image('m1') })];
      spec
        .given(history)
        .when(
          patch({
            days: [day('d1', [], { title: 'Arrival', image: image('forged') }), day('d9', [], { image: image('x') })],
          }),
        )
        .then([
          event('DaysReplaced', {
            days: [day('d1', [], { title: 'Arrival', image: image('m1') }), day('d9')],
          }),
        ]);
    });

    it('emits nothing when the days sent equal the stored ones (images included)', () => {
      const history = [...stored, event('DayImageSet', { dayId: 'd1', image: image('m1') })];
      spec
        .given(history)
        .when(patch({ days: [day('d1', [stop('s1')])] }))
        .thenNothing();
    });

    it('replaces packing, expenses, flights and hotels, in that order after details and days', () => {
      const body = {
        details: { title: 'New' },
        days: [],
        packing: [packingItem('p2')],
        expenses: [],
        flights: [flight('f2')],
        hotels: [hotel('h2')],
      };
      spec
        .given(stored)
        .when(patch(body))
        .then([
          event('DetailsChanged', { changes: { title: 'New' } }),
          event('DaysReplaced', { days: [] }),
          event('PackingListReplaced', { items: body.packing }),
          event('ExpensesReplaced', { expenses: [] }),
          event('FlightsReplaced', { flights: body.flights }),
          event('HotelsReplaced', { hotels: body.hotels }),
        ]);
    });

    it('emits nothing for arrays equal to the stored ones', () => {
      spec
        .given(stored)
        .when(
          patch({
            packing: [packingItem('p1')],
            expenses: [expense('e1')],
            flights: [flight('f1')],
            hotels: [hotel('h1')],
          }),
        )
        .thenNothing();
    });
  });

  it('emits nothing for an empty patch', () => {
    spec.given(stored).when(patch({})).thenNothing();
    spec
      .given(stored)
      .when(patch({ details: {} }))
      .thenNothing();
  });

  describe('Pro', () => {
    it('refuses packing or expenses from a free account, even empty ones', () => {
      spec
        .given(stored)
        .when(patch({ packing: [] }, freeEditor))
        .thenThrows('subscriptionRequired');
      spec
        .given(stored)
        .when(patch({ expenses: [expense('e1')] }, freeEditor))
        .thenThrows('subscriptionRequired');
    });

    it('never erases packing or expenses a free account did not send', () => {
      const state = spec
        .given(stored)
        .when(patch({ details: { title: 'New' }, days: [] }, freeEditor))
        .thenState();
      expect(state).to.deep.include({ packing: [packingItem('p1')], expenses: [expense('e1')] });
    });
  });

  describe('invariants of the arrays', () => {
    it('checks every item, with paths into the body', () => {
      spec
        .given(stored)
        .when(
          patch({
            days: [
              day('d1', [stop('s1', { coordinate: { latitude: Number.NaN, longitude: 0 }, durationMinutes: 1.5 })]),
            ],
            packing: [packingItem('p1', { name: '' })],
            expenses: [expense('e1', { amount: Number.POSITIVE_INFINITY, title: '' })],
            flights: [flight('f1', { flightNumber: ' ', arrivalTime: '2025-04-10T10:00:00' })],
            hotels: [hotel('h1', { checkIn: '2025-04-12', checkOut: '2025-04-10' })],
          }),
        )
        .thenThrows('validationFailed', {
          paths: [
            'days[0].stops[0].coordinate.latitude',
            'days[0].stops[0].durationMinutes',
            'packing[0].name',
            'expenses[0].amount',
            'expenses[0].title',
            'flights[0].flightNumber',
            'flights[0].arrivalTime',
            'hotels[0].checkOut',
          ],
        });
    });

    it('refuses duplicate ids in each array, and stops repeated across days', () => {
      spec
        .given(stored)
        .when(
          patch({
            packing: [packingItem('p1'), packingItem('p1')],
            expenses: [expense('e1'), expense('e1')],
            hotels: [hotel('h1'), hotel('h1')],
          }),
        )
        .thenThrows('validationFailed', { paths: ['packing[1].id', 'expenses[1].id', 'hotels[1].id'] });
      spec
        .given(stored)
        .when(patch({ days: [day('d1', [stop('s1')]), day('d2', [stop('s1')])] }))
        .thenThrows('validationFailed', { paths: ['days[1].stops[0].id'] });
    });

    it('answers malformed arrays with validationFailed, not a crash', () => {
      spec
        .given(stored)
        .when(patch({ days: 'none' as never, hotels: [null] as never }))
        .thenThrows('validationFailed', { paths: ['days', 'hotels[0]'] });
    });

    it('allows the same id in different collections', () => {
      const state = spec
        .given(stored)
        .when(patch({ days: [day('x', [stop('x')])], flights: [flight('x')], hotels: [hotel('x')] }))
        .thenState();
      expect(state).to.deep.include({ flights: [flight('x')], hotels: [hotel('x')] });
    });
  });

  it('is notFound on an unknown itinerary even with nothing to change', () => {
    spec.given([]).when(patch({})).thenThrows('notFound');
    spec.given([created()]).when(patch({}, editor)).thenThrows('notFound');
  });
});
