import { DomainError } from '../shared/domain-error.js';
import { roleOf } from './access.js';
import type { ItineraryState } from './state.js';
import type { Actor, Role } from './types.js';

/** Guards run first by every command on an existing itinerary (docs/design.md §4 "Roles", "Pro"). */

export type ActiveItinerary = Extract<ItineraryState, { status: 'active' }>;

const forbidden = (message: string): DomainError => new DomainError('forbidden', message);

/** The itinerary and the actor's role on it; absent, deleted and unseen ones are all just notFound. */
export function readable(state: ItineraryState, actor: Actor): { itinerary: ActiveItinerary; role: Role } {
  const role = roleOf(state, actor.userId);
  if (state.status !== 'active' || role === undefined) throw new DomainError('notFound', 'Itinerary not found.');
  return { itinerary: state, role };
}

/** Content writes: owner or editor. */
export function writable(state: ItineraryState, actor: Actor): ActiveItinerary {
  const { itinerary, role } = readable(state, actor);
  if (role === 'viewer') throw forbidden('Only the owner and editors may change this itinerary.');
  return itinerary;
}

/** The Pro features of an itinerary's content, as subscriptionRequired names them. */
export const PACKING = 'Packing lists';
export const EXPENSES = 'Expenses';

export function requirePro(actor: Actor, feature: string): void {
  if (!actor.pro) throw new DomainError('subscriptionRequired', `${feature} need a Pro subscription.`);
}

/** Content writes that are also Pro features (packing, expenses, sealed documents). */
export function proWritable(state: ItineraryState, actor: Actor, feature: string): ActiveItinerary {
  const itinerary = writable(state, actor);
  requirePro(actor, feature);
  return itinerary;
}

const SEALED_DOCUMENTS = 'Sealed documents';

/** Attaching, renaming and removing sealed documents: owner or editor, with Pro. */
export const documentsWritable = (state: ItineraryState, actor: Actor): ActiveItinerary =>
  proWritable(state, actor, SEALED_DOCUMENTS);

/**
 * Reading sealed documents (the list and the bytes): the owner and the members, with Pro. A reader
 * of a public or unlisted itinerary is no member: forbidden.
 */
export function documentsReadable(state: ItineraryState, actor: Actor): ActiveItinerary {
  const { itinerary, role } = readable(state, actor);
  if (role !== 'owner' && !isMember(itinerary, actor.userId)) {
    throw forbidden('Only the owner and the members see the documents of this itinerary.');
  }
  requirePro(actor, SEALED_DOCUMENTS);
  return itinerary;
}

/** Deleting, visibility: the owner only. */
export function owned(state: ItineraryState, actor: Actor): ActiveItinerary {
  const { itinerary, role } = readable(state, actor);
  if (role !== 'owner') throw forbidden('Only the owner may do this.');
  return itinerary;
}

/** Adding, re-roling and removing members: the owner, and only through the service's own apps. */
export function membersManaged(state: ItineraryState, actor: Actor): ActiveItinerary {
  const itinerary = owned(state, actor);
  if (!actor.firstParty) throw forbidden("Members can be managed only from the service's own apps.");
  return itinerary;
}

export const isMember = (itinerary: ActiveItinerary, userId: string): boolean =>
  Object.hasOwn(itinerary.members, userId);
