import type {
  Day,
  DocumentRecord,
  Expense,
  Flight,
  Hotel,
  ImageRef,
  Invitation,
  ItineraryDetails,
  MemberRole,
  PackingItem,
  Visibility,
} from './types.js';

/** The itinerary as its events leave it. `status` tells the three lives of a stream apart. */
export type ItineraryState =
  | { status: 'absent' }
  | { status: 'deleted'; id: string; ownerId: string }
  | ({ status: 'active' } & Itinerary);

export interface Itinerary extends ItineraryDetails {
  id: string;
  ownerId: string;
  createdAt: string;
  visibility: Visibility;
  /** Members other than the owner. */
  members: Record<string, MemberRole>;
  /** Pending invitations by id (absent in states stored before invitations existed: none). */
  invitations?: Record<string, Invitation>;
  cover?: ImageRef;
  days: Day[];
  packing: PackingItem[];
  expenses: Expense[];
  flights: Flight[];
  hotels: Hotel[];
  documents: DocumentRecord[];
}

export const initialItineraryState = (): ItineraryState => ({ status: 'absent' });
