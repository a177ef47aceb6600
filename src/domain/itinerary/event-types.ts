import type { ItineraryEventType } from './events.js';

/** Every itinerary event type, checked complete by the compiler (a new event must be added here). */
const TYPES: Record<ItineraryEventType, true> = {
  ItineraryCreated: true,
  DetailsChanged: true,
  DaysReplaced: true,
  DaySet: true,
  StopAdded: true,
  StopChanged: true,
  StopRemoved: true,
  DayImageSet: true,
  DayImageRemoved: true,
  CoverImageSet: true,
  CoverImageRemoved: true,
  PackingListReplaced: true,
  PackingItemAdded: true,
  PackingItemChanged: true,
  PackingItemRemoved: true,
  ExpensesReplaced: true,
  ExpenseAdded: true,
  ExpenseChanged: true,
  ExpenseRemoved: true,
  FlightsReplaced: true,
  FlightAdded: true,
  FlightChanged: true,
  FlightRemoved: true,
  HotelsReplaced: true,
  HotelAdded: true,
  HotelChanged: true,
  HotelRemoved: true,
  DocumentAttached: true,
  DocumentDetailsChanged: true,
  DocumentRemoved: true,
  MemberAdded: true,
  MemberRoleChanged: true,
  MemberRemoved: true,
  InvitationSent: true,
  InvitationCancelled: true,
  InvitationAccepted: true,
  VisibilityChanged: true,
  ItineraryDeleted: true,
};

export const ITINERARY_EVENT_TYPES = Object.keys(TYPES) as ItineraryEventType[];

export const isItineraryEventType = (type: string): type is ItineraryEventType => Object.hasOwn(TYPES, type);
