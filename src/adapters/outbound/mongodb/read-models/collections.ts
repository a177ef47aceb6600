import type { Collection, Db } from 'mongodb';
import type { ItineraryState } from '../../../../domain/itinerary/state.js';
import type { Plan } from '../../../../domain/account/types.js';
import type { ItinerarySummary, Membership, SearchText } from '../../../../application/projections/itinerary-summary.js';

/** Read models are disposable: bumping this makes the projector drop and rebuild them on its next start. */
export const READ_MODEL_SCHEMA_VERSION = 1;

export type CollectionSetName = 'live' | 'next';

/** One itinerary: the projector's folded state plus what lists and search read (absent once deleted). */
export interface ItineraryReadDocument {
  _id: string;
  revision: number;
  updatedAt: string;
  state: ItineraryState;
  active: boolean;
  summary?: ItinerarySummary;
  members: Membership[];
  visibility?: ItinerarySummary['visibility'];
  search?: SearchText;
  /** Words of `search`, lower-cased without diacritics: every search term must be one of them. */
  words: string[];
}

export interface AccountReadDocument {
  _id: string;
  revision: number;
  email: string;
  displayName: string;
  plan: Plan;
}

export interface CheckpointDocument {
  _id: CollectionSetName;
  position: string | null;
  generation: number;
  schemaVersion: number;
}

export interface ViewDayDocument {
  _id: string;
  itineraryId: string;
  userId: string;
  day: string;
  /** A TTL index removes day markers once they can no longer deduplicate anything. */
  expireAt: Date;
}

export interface ViewCountDocument {
  _id: string;
  views: number;
}

/** One user's like of one itinerary; `_id` is `<itineraryId>|<userId>`, so a second like is the same document. */
export interface LikeDocument {
  _id: string;
  itineraryId: string;
  userId: string;
  likedAt: Date;
}

/** The rebuilt collections of a set; checkpoints, view counts and likes are not derived from events. */
export const REBUILT = ['itineraries', 'accounts'] as const;

export const collectionName = (base: (typeof REBUILT)[number], set: CollectionSetName): string =>
  `rm_${base}${set === 'live' ? '' : '_next'}`;

export interface ReadModelCollections {
  itineraries: Collection<ItineraryReadDocument>;
  accounts: Collection<AccountReadDocument>;
}

export const readModelCollections = (db: Db, set: CollectionSetName): ReadModelCollections => ({
  itineraries: db.collection<ItineraryReadDocument>(collectionName('itineraries', set)),
  accounts: db.collection<AccountReadDocument>(collectionName('accounts', set)),
});

export const checkpoints = (db: Db): Collection<CheckpointDocument> =>
  db.collection<CheckpointDocument>('projection_checkpoints');
export const viewDays = (db: Db): Collection<ViewDayDocument> => db.collection<ViewDayDocument>('itinerary_view_days');
export const viewCounts = (db: Db): Collection<ViewCountDocument> =>
  db.collection<ViewCountDocument>('itinerary_view_counts');
export const likes = (db: Db): Collection<LikeDocument> => db.collection<LikeDocument>('itinerary_likes');

/** Indexes of a set of read-model collections (createIndex is a no-op when one exists). */
export async function ensureReadModelIndexes(db: Db, set: CollectionSetName): Promise<void> {
  const { itineraries, accounts } = readModelCollections(db, set);
  await itineraries.createIndex({ 'members.userId': 1, updatedAt: -1, _id: -1 }, { name: 'by_member' });
  await itineraries.createIndex(
    {
      'search.title': 'text',
      'search.destination': 'text',
      'search.tags': 'text',
      'search.summary': 'text',
      'search.stops': 'text',
    },
    {
      name: 'search',
      weights: { 'search.title': 10, 'search.destination': 8, 'search.tags': 5, 'search.summary': 2, 'search.stops': 3 },
      default_language: 'none',
    },
  );
  await accounts.createIndex({ email: 1 }, { name: 'by_email' });
}

export async function ensureSharedIndexes(db: Db): Promise<void> {
  await viewDays(db).createIndex({ expireAt: 1 }, { name: 'expire', expireAfterSeconds: 0 });
  await likes(db).createIndex({ itineraryId: 1 }, { name: 'by_itinerary' });
}
