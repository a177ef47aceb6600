import { expect } from 'chai';
import { evolve } from '../../../src/domain/itinerary/evolve.js';
import type { ItineraryEvent, ItineraryEventType } from '../../../src/domain/itinerary/events.js';
import type { ItineraryState } from '../../../src/domain/itinerary/state.js';
import {
  ITINERARY_ID,
  NOW,
  created,
  day,
  documentRecord,
  event,
  expense,
  flight,
  hotel,
  image,
  owner,
  packingItem,
  rome,
  spec,
  stop,
} from './fixtures.js';

/** One sample of every event type, in an order that is a valid history. */
const SAMPLES: Record<ItineraryEventType, ItineraryEvent> = {
  ItineraryCreated: created({ summary: 'Old', days: [day('d1', [stop('s1')])] }),
  DetailsChanged: event('DetailsChanged', { changes: { title: 'New title', summary: null, startDate: '2025-04-10' } }),
  DaysReplaced: event('DaysReplaced', { days: [day('d1', [stop('s1')]), day('d2')] }),
  DaySet: event('DaySet', { day: day('d3', [stop('s3')], { title: 'Ostia' }) }),
  StopAdded: event('StopAdded', { dayId: 'd2', stop: stop('s2') }),
  StopChanged: event('StopChanged', { dayId: 'd2', stop: stop('s2', { note: 'Book ahead' }) }),
  StopRemoved: event('StopRemoved', { dayId: 'd1', stopId: 's1' }),
  DayImageSet: event('DayImageSet', { dayId: 'd2', image: image('m2') }),
  DayImageRemoved: event('DayImageRemoved', { dayId: 'd2', mediaId: 'm2' }),
  CoverImageSet: event('CoverImageSet', { image: image('c1') }),
  CoverImageRemoved: event('CoverImageRemoved', { mediaId: 'c1' }),
  PackingListReplaced: event('PackingListReplaced', { items: [packingItem('p1'), packingItem('p2')] }),
  PackingItemAdded: event('PackingItemAdded', { item: packingItem('p3') }),
  PackingItemChanged: event('PackingItemChanged', { item: packingItem('p1', { isPacked: true }) }),
  PackingItemRemoved: event('PackingItemRemoved', { itemId: 'p2' }),
  ExpensesReplaced: event('ExpensesReplaced', { expenses: [expense('e1'), expense('e4')] }),
  ExpenseAdded: event('ExpenseAdded', { expense: expense('e2') }),
  ExpenseChanged: event('ExpenseChanged', { expense: expense('e1', { category: 'food' }) }),
  ExpenseRemoved: event('ExpenseRemoved', { expenseId: 'e4' }),
  FlightsReplaced: event('FlightsReplaced', { flights: [flight('f1'), flight('f2')] }),
  FlightAdded: event('FlightAdded', { flight: flight('f3') }),
  FlightChanged: event('FlightChanged', { flight: flight('f1', { seat: '1A' }) }),
  FlightRemoved: event('FlightRemoved', { flightId: 'f2' }),
  HotelsReplaced: event('HotelsReplaced', { hotels: [hotel('h1'), hotel('h2')] }),
  HotelAdded: event('HotelAdded', { hotel: hotel('h3') }),
  HotelChanged: event('HotelChanged', { hotel: hotel('h1', { note: 'Late arrival' }) }),
  HotelRemoved: event('HotelRemoved', { hotelId: 'h2' }),
  DocumentAttached: event('DocumentAttached', { document: documentRecord('doc1') }),
  DocumentDetailsChanged: event('DocumentDetailsChanged', { documentId: 'doc1', name: 'Visa', kind: 'visa' }),
  DocumentRemoved: event('DocumentRemoved', { documentId: 'doc1', blobId: 'blob-doc1' }),
  MemberAdded: event('MemberAdded', { userId: 'ann', role: 'viewer' }),
  MemberRoleChanged: event('MemberRoleChanged', { userId: 'ann', role: 'editor' }),
  MemberRemoved: event('MemberRemoved', { userId: 'ann' }),
  InvitationSent: event('InvitationSent', {
    invitationId: 'inv1',
    email: 'bob@example.org',
    role: 'editor',
    invitedBy: owner.userId,
    sentAt: NOW,
    expiresAt: '2025-03-15T10:00:00.000Z',
  }),
  InvitationCancelled: event('InvitationCancelled', { invitationId: 'inv1' }),
  InvitationAccepted: event('InvitationAccepted', { invitationId: 'inv1', userId: 'bob' }),
  VisibilityChanged: event('VisibilityChanged', { visibility: 'unlisted' }),
  ItineraryDeleted: event('ItineraryDeleted', { deletedAt: NOW }),
};

const history = Object.values(SAMPLES);
const beforeDeletion: ItineraryEvent[] = history.filter((e) => e.type !== 'ItineraryDeleted');

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Each step checks evolve on a deeply frozen state: any mutation of its input throws. */
const foldFrozen = (events: ItineraryEvent[]): ItineraryState =>
  events.reduce((state, e) => evolve(deepFreeze(state), deepFreeze(structuredClone(e))), spec.stateAfter([]));

describe('Itinerary evolve', () => {
  it('folds a history holding every event type into the expected itinerary', () => {
    expect(foldFrozen(beforeDeletion)).to.deep.equal({
      status: 'active',
      id: ITINERARY_ID,
      ownerId: owner.userId,
      createdAt: NOW,
      title: 'New title',
      destination: 'Rome',
      center: rome,
      startDate: '2025-04-10',
      visibility: 'unlisted',
      members: {},
      invitations: {},
      days: [day('d1'), day('d2', [stop('s2', { note: 'Book ahead' })]), day('d3', [stop('s3')], { title: 'Ostia' })],
      packing: [packingItem('p1', { isPacked: true }), packingItem('p3')],
      expenses: [expense('e1', { category: 'food' }), expense('e2')],
      flights: [flight('f1', { seat: '1A' }), flight('f3')],
      hotels: [hotel('h1', { note: 'Late arrival' }), hotel('h3')],
      documents: [],
    });
  });

  it('never mutates the state it is given', () => {
    expect(() => foldFrozen(history)).to.not.throw();
  });

  it('ends a deleted itinerary as a tombstone with its id and owner', () => {
    expect(foldFrozen(history)).to.deep.equal({ status: 'deleted', id: ITINERARY_ID, ownerId: owner.userId });
  });

  it('gives the same state after events have been through JSON, as the stores keep them', () => {
    const stored = JSON.parse(JSON.stringify(beforeDeletion)) as ItineraryEvent[];
    expect(spec.stateAfter(stored)).to.deep.equal(spec.stateAfter(beforeDeletion));
  });

  it('keeps intermediate states: a day image, a cover, a member, a document', () => {
    const upTo = (type: ItineraryEventType) => beforeDeletion.slice(0, beforeDeletion.indexOf(SAMPLES[type]) + 1);
    const withImage = spec.stateAfter(upTo('DayImageSet'));
    expect(withImage.status === 'active' && withImage.days[1]?.image).to.deep.equal(image('m2'));
    expect(spec.stateAfter(upTo('CoverImageSet'))).to.deep.include({ cover: image('c1') });
    expect(spec.stateAfter(upTo('MemberRoleChanged'))).to.deep.include({ members: { ann: 'editor' } });
    expect(spec.stateAfter(upTo('InvitationSent'))).to.deep.include({
      invitations: { inv1: { id: 'inv1', email: 'bob@example.org', role: 'editor', invitedBy: owner.userId, sentAt: NOW, expiresAt: '2025-03-15T10:00:00.000Z' } },
    });
    expect(spec.stateAfter(upTo('DocumentDetailsChanged'))).to.deep.include({
      documents: [documentRecord('doc1', { name: 'Visa', kind: 'visa' })],
    });
  });

  it('leaves an absent or deleted itinerary as it is for anything but creation (not a valid history)', () => {
    const absent = spec.stateAfter([]);
    expect(evolve(absent, SAMPLES.DetailsChanged)).to.equal(absent);
    const deleted = spec.stateAfter(history);
    expect(evolve(deleted, SAMPLES.MemberAdded)).to.equal(deleted);
  });

  it('stores a member whose id names an Object.prototype member as a plain own entry', () => {
    const state = spec.stateAfter([created(), event('MemberAdded', { userId: '__proto__', role: 'viewer' })]);
    expect(state.status === 'active' && Object.hasOwn(state.members, '__proto__')).to.equal(true);
  });
});
