import type { DomainEvent } from '../shared/event.js';
import type {
  Day,
  DetailsPatch,
  DocumentKind,
  DocumentRecord,
  Expense,
  Flight,
  Hotel,
  ImageRef,
  Invitation,
  ItineraryDetails,
  MemberRole,
  PackingItem,
  Stop,
  Visibility,
} from './types.js';

/**
 * Every fact an itinerary stream can hold. Past tense, one meaning each (docs/design.md §6).
 * Payloads are complete values, never diffs against state, so a replay needs no lookups.
 * docs/events.md is the catalogue; a changed payload gets a new schemaVersion and an upcaster.
 */
export type ItineraryEvent =
  | DomainEvent<
      'ItineraryCreated',
      ItineraryDetails & {
        itineraryId: string;
        ownerId: string;
        createdAt: string;
        days: Day[];
        packing: PackingItem[];
        expenses: Expense[];
        flights: Flight[];
        hotels: Hotel[];
      }
    >
  | DomainEvent<'DetailsChanged', { changes: DetailsPatch }>
  | DomainEvent<'DaysReplaced', { days: Day[] }>
  | DomainEvent<'DaySet', { day: Day }>
  | DomainEvent<'StopAdded', { dayId: string; stop: Stop }>
  | DomainEvent<'StopChanged', { dayId: string; stop: Stop }>
  | DomainEvent<'StopRemoved', { dayId: string; stopId: string }>
  | DomainEvent<'DayImageSet', { dayId: string; image: ImageRef }>
  | DomainEvent<'DayImageRemoved', { dayId: string; mediaId: string }>
  | DomainEvent<'CoverImageSet', { image: ImageRef }>
  | DomainEvent<'CoverImageRemoved', { mediaId: string }>
  | DomainEvent<'PackingListReplaced', { items: PackingItem[] }>
  | DomainEvent<'PackingItemAdded', { item: PackingItem }>
  | DomainEvent<'PackingItemChanged', { item: PackingItem }>
  | DomainEvent<'PackingItemRemoved', { itemId: string }>
  | DomainEvent<'ExpensesReplaced', { expenses: Expense[] }>
  | DomainEvent<'ExpenseAdded', { expense: Expense }>
  | DomainEvent<'ExpenseChanged', { expense: Expense }>
  | DomainEvent<'ExpenseRemoved', { expenseId: string }>
  | DomainEvent<'FlightsReplaced', { flights: Flight[] }>
  | DomainEvent<'FlightAdded', { flight: Flight }>
  | DomainEvent<'FlightChanged', { flight: Flight }>
  | DomainEvent<'FlightRemoved', { flightId: string }>
  | DomainEvent<'HotelsReplaced', { hotels: Hotel[] }>
  | DomainEvent<'HotelAdded', { hotel: Hotel }>
  | DomainEvent<'HotelChanged', { hotel: Hotel }>
  | DomainEvent<'HotelRemoved', { hotelId: string }>
  | DomainEvent<'DocumentAttached', { document: DocumentRecord }>
  | DomainEvent<'DocumentDetailsChanged', { documentId: string; name: string; kind: DocumentKind }>
  | DomainEvent<'DocumentRemoved', { documentId: string; blobId: string }>
  | DomainEvent<'MemberAdded', { userId: string; role: MemberRole }>
  | DomainEvent<'MemberRoleChanged', { userId: string; role: MemberRole }>
  | DomainEvent<'MemberRemoved', { userId: string }>
  | DomainEvent<'InvitationSent', Omit<Invitation, 'id'> & { invitationId: string }>
  | DomainEvent<'InvitationCancelled', { invitationId: string }>
  | DomainEvent<'InvitationAccepted', { invitationId: string; userId: string }>
  | DomainEvent<'VisibilityChanged', { visibility: Visibility }>
  | DomainEvent<'ItineraryDeleted', { deletedAt: string }>;

export type ItineraryEventType = ItineraryEvent['type'];
