import { itineraryDecider } from '../../../src/domain/itinerary/decider.js';
import type { ItineraryCommand } from '../../../src/domain/itinerary/commands.js';
import type { ItineraryEvent, ItineraryEventType } from '../../../src/domain/itinerary/events.js';
import type {
  Actor,
  Day,
  DocumentRecord,
  Expense,
  Flight,
  Hotel,
  PackingItem,
  Stop,
} from '../../../src/domain/itinerary/types.js';
import { deciderSpec } from '../../support/decider-spec.js';

/** Shared cast and props of the itinerary tests. */

export const spec = deciderSpec(itineraryDecider);

export const NOW = '2025-03-01T10:00:00.000Z';
export const ITINERARY_ID = '6f1c3a52-0a4e-4c7e-9a59-6f7f4d1f0a11';

const actor = (userId: string, pro = true, firstParty = true): Actor => ({ userId, pro, firstParty });
export const owner = actor('owner');
export const editor = actor('editor');
export const viewer = actor('viewer');
export const stranger = actor('stranger');
export const freeOwner = actor('owner', false);
export const freeEditor = actor('editor', false);
export const thirdPartyOwner = actor('owner', true, false);
export const thirdPartyEditor = actor('editor', true, false);

type CommandType = ItineraryCommand['type'];
type Body<T extends CommandType> = Omit<Extract<ItineraryCommand, { type: T }>, 'type' | 'actor' | 'now'>;

/** A command of `type`, issued by `by` (the owner unless said) at NOW. */
export const command = <T extends CommandType>(type: T, body: Body<T>, by: Actor = owner): ItineraryCommand =>
  ({ type, actor: by, now: NOW, ...body }) as ItineraryCommand;

export const event = <T extends ItineraryEventType>(
  type: T,
  data: Extract<ItineraryEvent, { type: T }>['data'],
): ItineraryEvent => ({ type, data }) as ItineraryEvent;

export const rome = { latitude: 41.9028, longitude: 12.4964 };

export const stop = (id: string, more: Partial<Stop> = {}): Stop => ({ id, name: `Stop ${id}`, ...more });
export const day = (id: string, stops: Stop[] = [], more: Partial<Day> = {}): Day => ({ id, stops, ...more });
export const packingItem = (id: string, more: Partial<PackingItem> = {}): PackingItem => ({
  id,
  name: `Item ${id}`,
  ...more,
});
export const expense = (id: string, more: Partial<Expense> = {}): Expense => ({
  id,
  title: `Expense ${id}`,
  amount: 12.5,
  currency: 'EUR',
  ...more,
});
export const flight = (id: string, more: Partial<Flight> = {}): Flight => ({ id, flightNumber: 'AZ 611', ...more });
export const hotel = (id: string, more: Partial<Hotel> = {}): Hotel => ({ id, name: `Hotel ${id}`, ...more });
export const documentRecord = (id: string, more: Partial<DocumentRecord> = {}): DocumentRecord => ({
  id,
  name: 'Passport scan',
  kind: 'passport',
  mimeType: 'application/octet-stream',
  size: 2048,
  sha256: 'a'.repeat(64),
  blobId: `blob-${id}`,
  uploadedAt: NOW,
  ...more,
});
export const image = (mediaId: string) => ({ mediaId, contentType: 'image/jpeg' });

/** An itinerary as created by the owner, with one day holding one stop, and nothing else. */
export const created = (more: Partial<Extract<ItineraryEvent, { type: 'ItineraryCreated' }>['data']> = {}) =>
  event('ItineraryCreated', {
    itineraryId: ITINERARY_ID,
    ownerId: owner.userId,
    createdAt: NOW,
    title: 'Rome in spring',
    destination: 'Rome',
    center: rome,
    days: [day('d1', [stop('s1')])],
    packing: [],
    expenses: [],
    flights: [],
    hotels: [],
    ...more,
  });

/** Created, with an editor and a viewer (both through first-party apps). */
export const shared = (more: Parameters<typeof created>[0] = {}): ItineraryEvent[] => [
  created(more),
  event('MemberAdded', { userId: editor.userId, role: 'editor' }),
  event('MemberAdded', { userId: viewer.userId, role: 'viewer' }),
];
