import type {
  Actor,
  Day,
  DetailsPatch,
  DocumentKind,
  DocumentRecord,
  Expense,
  Flight,
  Hotel,
  ImageRef,
  ItineraryDetails,
  MemberRole,
  PackingItem,
  Stop,
  Visibility,
} from './types.js';

/**
 * What callers ask of an itinerary. Ids of new items are chosen by the caller (the application
 * layer generates UUIDs where the client sent none) so that decide stays deterministic.
 * `now` is passed in for the same reason.
 */
type Cmd<Type extends string, Data extends object = object> = { type: Type; actor: Actor; now: string } & Data;

/** Partial item patches: a present key sets the value, null clears an optional field. */
export type ItemPatch<T> = { [K in Exclude<keyof T, 'id'>]?: T[K] | null };

export type ItineraryCommand =
  | Cmd<
      'CreateItinerary',
      {
        itineraryId: string;
        details: ItineraryDetails;
        days?: Day[];
        packing?: PackingItem[];
        expenses?: Expense[];
        flights?: Flight[];
        hotels?: Hotel[];
      }
    >
  | Cmd<
      'PatchItinerary',
      {
        details?: DetailsPatch;
        days?: Day[];
        packing?: PackingItem[];
        expenses?: Expense[];
        flights?: Flight[];
        hotels?: Hotel[];
      }
    >
  | Cmd<'DeleteItinerary'>
  | Cmd<'SetDay', { day: Day }>
  | Cmd<'AddStop', { dayId: string; stop: Stop }>
  | Cmd<'ChangeStop', { stopId: string; patch: ItemPatch<Stop> }>
  | Cmd<'RemoveStop', { stopId: string }>
  | Cmd<'SetDayImage', { dayId: string; image: ImageRef }>
  | Cmd<'RemoveDayImage', { dayId: string }>
  | Cmd<'SetCoverImage', { image: ImageRef }>
  | Cmd<'RemoveCoverImage'>
  | Cmd<'SetPackingList', { items: PackingItem[] }>
  | Cmd<'AddPackingItem', { item: PackingItem }>
  | Cmd<'ChangePackingItem', { itemId: string; patch: ItemPatch<PackingItem> }>
  | Cmd<'RemovePackingItem', { itemId: string }>
  | Cmd<'SetExpenses', { expenses: Expense[] }>
  | Cmd<'AddExpense', { expense: Expense }>
  | Cmd<'ChangeExpense', { expenseId: string; patch: ItemPatch<Expense> }>
  | Cmd<'RemoveExpense', { expenseId: string }>
  | Cmd<'AddFlight', { flight: Flight }>
  | Cmd<'ChangeFlight', { flightId: string; patch: ItemPatch<Flight> }>
  | Cmd<'RemoveFlight', { flightId: string }>
  | Cmd<'AddHotel', { hotel: Hotel }>
  | Cmd<'ChangeHotel', { hotelId: string; patch: ItemPatch<Hotel> }>
  | Cmd<'RemoveHotel', { hotelId: string }>
  | Cmd<'AttachDocument', { document: DocumentRecord }>
  | Cmd<'ChangeDocument', { documentId: string; name?: string; kind?: DocumentKind }>
  | Cmd<'RemoveDocument', { documentId: string }>
  | Cmd<'AddMember', { userId: string; role: MemberRole }>
  | Cmd<'ChangeMemberRole', { userId: string; role: MemberRole }>
  | Cmd<'RemoveMember', { userId: string }>
  | Cmd<'InviteMember', { invitationId: string; email: string; role: MemberRole }>
  | Cmd<'CancelInvitation', { invitationId: string }>
  /** The actor is the account that confirmed `email`, the address it holds now. */
  | Cmd<'AcceptInvitation', { invitationId: string; email: string }>
  | Cmd<'ChangeVisibility', { visibility: Visibility }>;
