import { expect } from 'chai';
import {
  ITINERARY_ID,
  NOW,
  command,
  created,
  day,
  event,
  expense,
  flight,
  freeOwner,
  hotel,
  image,
  owner,
  packingItem,
  rome,
  spec,
  stop,
} from './fixtures.js';

const details = { title: 'Rome in spring', destination: 'Rome', center: rome };
const create = (more: Record<string, unknown> = {}, by = owner) =>
  command('CreateItinerary', { itineraryId: ITINERARY_ID, details, ...more } as never, by);

describe('CreateItinerary', () => {
  it('creates a private itinerary owned by the actor, with empty collections by default', () => {
    spec
      .given([])
      .when(create())
      .then([
        event('ItineraryCreated', {
          ...details,
          itineraryId: ITINERARY_ID,
          ownerId: owner.userId,
          createdAt: NOW,
          days: [],
          packing: [],
          expenses: [],
          flights: [],
          hotels: [],
        }),
      ]);
    const state = spec.given([]).when(create()).thenState();
    expect(state).to.include({ status: 'active', id: ITINERARY_ID, ownerId: owner.userId, visibility: 'private' });
    expect(state).to.deep.include({ members: {}, documents: [] });
  });

  it('keeps every optional detail and collection it is given', () => {
    const full = {
      ...details,
      origin: 'Milan',
      summary: 'Four days',
      startDate: '2025-04-10',
      tags: ['food', 'art'],
      bestSeason: 'spring',
      homeCurrency: 'EUR',
    };
    const collections = {
      days: [day('d1', [stop('s1', { coordinate: rome, durationMinutes: 90 })])],
      packing: [packingItem('p1', { quantity: 2 })],
      expenses: [expense('e1')],
      flights: [flight('f1', { from: 'LIN', to: 'FCO', departureTime: '2025-04-10T08:00:00+02:00' })],
      hotels: [hotel('h1', { checkIn: '2025-04-10', checkOut: '2025-04-14' })],
    };
    spec
      .given([])
      .when(command('CreateItinerary', { itineraryId: ITINERARY_ID, details: full, ...collections }))
      .then([
        event('ItineraryCreated', {
          ...full,
          itineraryId: ITINERARY_ID,
          ownerId: owner.userId,
          createdAt: NOW,
          ...collections,
        }),
      ]);
  });

  it('drops images from the days it is given (images are server-managed)', () => {
    const state = spec
      .given([])
      .when(create({ days: [day('d1', [], { image: image('m1') })] }))
      .thenState();
    expect(state.status === 'active' && state.days).to.deep.equal([day('d1')]);
  });

  it('ignores fields of details that are not itinerary details', () => {
    const state = spec
      .given([])
      .when(create({ details: { ...details, likesCount: 5 } }))
      .thenState();
    expect(state).to.not.have.property('likesCount');
  });

  describe('rejections', () => {
    it('is a conflict when the itinerary already exists', () => {
      spec.given([created()]).when(create()).thenThrows('conflict');
    });

    it('is a conflict on a deleted itinerary (ids are never reused)', () => {
      spec
        .given([created(), event('ItineraryDeleted', { deletedAt: NOW })])
        .when(create())
        .thenThrows('conflict');
    });

    it('needs Pro for a non-empty packing list or expenses', () => {
      spec
        .given([])
        .when(create({ packing: [packingItem('p1')] }, freeOwner))
        .thenThrows('subscriptionRequired');
      spec
        .given([])
        .when(create({ expenses: [expense('e1')] }, freeOwner))
        .thenThrows('subscriptionRequired');
    });

    it('lets a free account send empty packing and expenses', () => {
      expect(
        spec
          .given([])
          .when(create({ packing: [], expenses: [] }, freeOwner))
          .thenState(),
      ).to.include({
        status: 'active',
      });
    });

    it('needs title, destination and center', () => {
      spec
        .given([])
        .when(create({ details: {} }))
        .thenThrows('validationFailed', { paths: ['title', 'destination', 'center'] });
    });

    it('refuses blank title and destination', () => {
      spec
        .given([])
        .when(create({ details: { ...details, title: '  ', destination: '' } }))
        .thenThrows('validationFailed', { paths: ['title', 'destination'] });
    });

    it('checks the details and every collection, listing all problems at once', () => {
      const error = spec
        .given([])
        .when(
          create({
            details: {
              ...details,
              startDate: '2023-02-29',
              homeCurrency: 'eur',
              center: { latitude: 91, longitude: 0 },
            },
            days: [day('d1', [stop('s1', { name: '' })])],
            packing: [packingItem('p1', { quantity: -1 })],
            expenses: [expense('e1', { currency: 'EURO' })],
            flights: [flight('f1', { from: 'Milan' })],
            hotels: [hotel('h1', { bookingURL: 'ftp://example.com' })],
          }),
        )
        .thenThrows('validationFailed', {
          paths: [
            'startDate',
            'homeCurrency',
            'center.latitude',
            'days[0].stops[0].name',
            'packing[0].quantity',
            'expenses[0].currency',
            'flights[0].from',
            'hotels[0].bookingURL',
          ],
        });
      expect(error.details.errors).to.have.length(8);
    });

    it('refuses duplicate ids within a collection, and stop ids repeated across days', () => {
      spec
        .given([])
        .when(
          create({
            days: [day('d1', [stop('s1')]), day('d1', [stop('s1')])],
            flights: [flight('f1'), flight('f1')],
          }),
        )
        .thenThrows('validationFailed', { paths: ['days[1].id', 'flights[1].id'] });
      spec
        .given([])
        .when(create({ days: [day('d1', [stop('s1')]), day('d2', [stop('s1')])] }))
        .thenThrows('validationFailed', { paths: ['days[1].stops[0].id'] });
    });
  });
});
