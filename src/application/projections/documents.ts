import type { ItineraryState } from '../../domain/itinerary/state.js';
import type { Plan } from '../../domain/account/types.js';

/**
 * The documents the projector keeps, one per stream. `revision` is the stream revision of the last
 * event applied: an event at or below it was applied before and is ignored, which makes at-least-once
 * delivery harmless (the per-document revision guard).
 */
export interface VersionedDocument {
  id: string;
  revision: number;
}

/** An itinerary as its events leave it, folded by the domain's own `evolve`. */
export interface ItineraryDocument extends VersionedDocument {
  /** occurredAt of the last event applied. */
  updatedAt: string;
  state: ItineraryState;
}

/** What other read models need to know about an account (never its password hash). */
export interface AccountDocument extends VersionedDocument {
  /** Normalised (lower-case). */
  email: string;
  displayName: string;
  plan: Plan;
}

export interface ReadModelDocuments {
  itinerary: ItineraryDocument;
  account: AccountDocument;
}

export type ReadModelKind = keyof ReadModelDocuments;
export const READ_MODEL_KINDS = ['itinerary', 'account'] as const satisfies readonly ReadModelKind[];

/** Documents changed by a batch of events, by kind. */
export type DocumentChanges = { [K in ReadModelKind]: ReadModelDocuments[K][] };

export const noChanges = (): DocumentChanges => ({ itinerary: [], account: [] });
