import type { ItineraryEvent } from './events.js';
import type { Itinerary, ItineraryState } from './state.js';
import type { Day, DetailsPatch, MemberRole } from './types.js';

type Active = Extract<ItineraryState, { status: 'active' }>;

/**
 * The itinerary after one more event. Pure: returns new objects, never mutates `state`.
 * Only ItineraryCreated applies to an absent stream; decide never emits anything else for a
 * non-active itinerary, so such an event (corrupt history) leaves the state as it is rather than throw.
 */
export function evolve(state: ItineraryState, event: ItineraryEvent): ItineraryState {
  if (event.type === 'ItineraryCreated') {
    const { itineraryId, ...rest } = event.data;
    return { status: 'active', ...rest, id: itineraryId, visibility: 'private', members: {}, documents: [] };
  }
  if (state.status !== 'active') return state;
  return applyToActive(state, event);
}

function applyToActive(s: Active, e: Exclude<ItineraryEvent, { type: 'ItineraryCreated' }>): ItineraryState {
  switch (e.type) {
    case 'DetailsChanged':
      return applyDetails(s, e.data.changes);
    case 'DaysReplaced':
      return { ...s, days: e.data.days };
    case 'DaySet':
      return { ...s, days: upsert(s.days, e.data.day) };
    case 'StopAdded':
      return mapDay(s, e.data.dayId, (day) => ({ ...day, stops: [...day.stops, e.data.stop] }));
    case 'StopChanged':
      return mapDay(s, e.data.dayId, (day) => ({ ...day, stops: replace(day.stops, e.data.stop) }));
    case 'StopRemoved':
      return mapDay(s, e.data.dayId, (day) => ({ ...day, stops: without(day.stops, e.data.stopId) }));
    case 'DayImageSet':
      return mapDay(s, e.data.dayId, (day) => ({ ...day, image: e.data.image }));
    case 'DayImageRemoved':
      return mapDay(s, e.data.dayId, withoutImage);
    case 'CoverImageSet':
      return { ...s, cover: e.data.image };
    case 'CoverImageRemoved': {
      const next = { ...s };
      delete next.cover;
      return next;
    }
    case 'PackingListReplaced':
      return { ...s, packing: e.data.items };
    case 'PackingItemAdded':
      return { ...s, packing: [...s.packing, e.data.item] };
    case 'PackingItemChanged':
      return { ...s, packing: replace(s.packing, e.data.item) };
    case 'PackingItemRemoved':
      return { ...s, packing: without(s.packing, e.data.itemId) };
    case 'ExpensesReplaced':
      return { ...s, expenses: e.data.expenses };
    case 'ExpenseAdded':
      return { ...s, expenses: [...s.expenses, e.data.expense] };
    case 'ExpenseChanged':
      return { ...s, expenses: replace(s.expenses, e.data.expense) };
    case 'ExpenseRemoved':
      return { ...s, expenses: without(s.expenses, e.data.expenseId) };
    case 'FlightsReplaced':
      return { ...s, flights: e.data.flights };
    case 'FlightAdded':
      return { ...s, flights: [...s.flights, e.data.flight] };
    case 'FlightChanged':
      return { ...s, flights: replace(s.flights, e.data.flight) };
    case 'FlightRemoved':
      return { ...s, flights: without(s.flights, e.data.flightId) };
    case 'HotelsReplaced':
      return { ...s, hotels: e.data.hotels };
    case 'HotelAdded':
      return { ...s, hotels: [...s.hotels, e.data.hotel] };
    case 'HotelChanged':
      return { ...s, hotels: replace(s.hotels, e.data.hotel) };
    case 'HotelRemoved':
      return { ...s, hotels: without(s.hotels, e.data.hotelId) };
    case 'DocumentAttached':
      return { ...s, documents: [...s.documents, e.data.document] };
    case 'DocumentDetailsChanged':
      return {
        ...s,
        documents: s.documents.map((d) =>
          d.id === e.data.documentId ? { ...d, name: e.data.name, kind: e.data.kind } : d,
        ),
      };
    case 'DocumentRemoved':
      return { ...s, documents: without(s.documents, e.data.documentId) };
    case 'MemberAdded':
    case 'MemberRoleChanged':
      return { ...s, members: withMember(s.members, e.data.userId, e.data.role) };
    case 'MemberRemoved':
      return {
        ...s,
        members: Object.fromEntries(Object.entries(s.members).filter(([userId]) => userId !== e.data.userId)),
      };
    case 'InvitationSent': {
      const { invitationId, ...invitation } = e.data;
      // A new invitation to an address replaces an older one to it (which had expired).
      const others = Object.entries(s.invitations ?? {}).filter(([, pending]) => pending.email !== invitation.email);
      return { ...s, invitations: Object.fromEntries([...others, [invitationId, { id: invitationId, ...invitation }]]) };
    }
    case 'InvitationCancelled':
    case 'InvitationAccepted':
      return {
        ...s,
        invitations: Object.fromEntries(Object.entries(s.invitations ?? {}).filter(([id]) => id !== e.data.invitationId)),
      };
    case 'VisibilityChanged':
      return { ...s, visibility: e.data.visibility };
    case 'ItineraryDeleted':
      return { status: 'deleted', id: s.id, ownerId: s.ownerId };
    default:
      return unreachable(e);
  }
}

function unreachable(event: never): never {
  throw new Error(`Unknown itinerary event: ${JSON.stringify(event)}`);
}

function applyDetails(s: Active, changes: DetailsPatch): Active {
  const next: Record<string, unknown> = { ...s };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete next[name];
    else if (value !== undefined) next[name] = value;
  }
  return next as unknown as Active;
}

const replace = <T extends { id: string }>(items: readonly T[], item: T): T[] =>
  items.map((existing) => (existing.id === item.id ? item : existing));

const upsert = <T extends { id: string }>(items: readonly T[], item: T): T[] =>
  items.some((existing) => existing.id === item.id) ? replace(items, item) : [...items, item];

const without = <T extends { id: string }>(items: readonly T[], id: string): T[] => items.filter((i) => i.id !== id);

const mapDay = (s: Active, dayId: string, change: (day: Day) => Day): Active => ({
  ...s,
  days: s.days.map((day) => (day.id === dayId ? change(day) : day)),
});

function withoutImage(day: Day): Day {
  const next = { ...day };
  delete next.image;
  return next;
}

/** Defined as an own property even for a userId like "__proto__". */
const withMember = (members: Itinerary['members'], userId: string, role: MemberRole): Itinerary['members'] =>
  Object.fromEntries([...Object.entries(members).filter(([id]) => id !== userId), [userId, role]]);
