/** Value types of the itinerary aggregate (docs/interface.md "Resources", docs/design.md §3). Plain JSON data. */

export interface Coordinate {
  latitude: number;
  longitude: number;
}

export interface Stop {
  id: string;
  name: string;
  address?: string;
  category?: string;
  coordinate?: Coordinate;
  startTime?: string;
  durationMinutes?: number;
  note?: string;
  phone?: string;
  bookingURL?: string;
}

/** A stored photo: the blob is served at BASE_URL/media/<mediaId>; the URL is built by adapters. */
export interface ImageRef {
  mediaId: string;
  contentType: string;
  attribution?: { text: string; url?: string };
}

export interface Day {
  id: string;
  title?: string;
  summary?: string;
  image?: ImageRef;
  stops: Stop[];
}

export interface PackingItem {
  id: string;
  name: string;
  quantity?: number;
  category?: string;
  isPacked?: boolean;
}

export interface Expense {
  id: string;
  title: string;
  amount: number;
  currency: string;
  date?: string;
  category?: string;
}

export interface Flight {
  id: string;
  airline?: string;
  flightNumber: string;
  from?: string;
  to?: string;
  departureTime?: string;
  arrivalTime?: string;
  confirmationCode?: string;
  seat?: string;
  note?: string;
}

export interface Hotel {
  id: string;
  name: string;
  address?: string;
  coordinate?: Coordinate;
  checkIn?: string;
  checkOut?: string;
  confirmationCode?: string;
  phone?: string;
  bookingURL?: string;
  note?: string;
}

export const DOCUMENT_KINDS = [
  'passport',
  'visa',
  'ticket',
  'boardingPass',
  'reservation',
  'insurance',
  'idCard',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A sealed document's record. The bytes are opaque and live in the BlobStore under blobId. */
export interface DocumentRecord {
  id: string;
  name: string;
  kind: DocumentKind;
  mimeType: string;
  size: number;
  sha256: string;
  blobId: string;
  uploadedAt: string;
}

export const ROLES = ['owner', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export type MemberRole = Exclude<Role, 'owner'>;

/**
 * A pending invitation: an address with no confirmed account was asked to join with a role. It becomes
 * a membership when that address is confirmed by its holder, unless cancelled or expired first.
 */
export interface Invitation {
  id: string;
  /** Normalised (trimmed, lower case). */
  email: string;
  role: MemberRole;
  invitedBy: string;
  sentAt: string;
  expiresAt: string;
}

export const VISIBILITIES = ['private', 'unlisted', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** Scalar fields a client may write; arrays have their own events. */
export interface ItineraryDetails {
  title: string;
  destination: string;
  origin?: string;
  summary?: string;
  center: Coordinate;
  startDate?: string;
  tags?: string[];
  bestSeason?: string;
  homeCurrency?: string;
}

export type DetailName = keyof ItineraryDetails;
export const REQUIRED_DETAILS = ['title', 'destination', 'center'] as const satisfies readonly DetailName[];
export const OPTIONAL_DETAILS = [
  'origin',
  'summary',
  'startDate',
  'tags',
  'bestSeason',
  'homeCurrency',
] as const satisfies readonly DetailName[];

/** A merge patch of details: a present key sets the value, null clears an optional field. */
export type DetailsPatch = {
  [K in DetailName]?: K extends (typeof REQUIRED_DETAILS)[number] ? ItineraryDetails[K] : ItineraryDetails[K] | null;
};

/** Who issues a command: the domain decides permissions from this and the itinerary's members. */
export interface Actor {
  userId: string;
  pro: boolean;
  firstParty: boolean;
}
