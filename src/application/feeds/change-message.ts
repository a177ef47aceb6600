import type { ItineraryState } from '../../domain/itinerary/state.js';
import type { Actor, Role } from '../../domain/itinerary/types.js';
import { isMember, readable } from '../../domain/itinerary/permissions.js';
import { visibleData } from '../audit/history-entry.js';
import type { RecordedEvent } from '../ports/event-store.port.js';

/**
 * One change of an itinerary as the change feeds send it (live updates and webhooks): what happened,
 * who did it through which app, the revision it made (the ETag a client now holds) and the changed
 * part itself: the event's payload (docs/events.md) as this reader may see it.
 */
export interface ChangeMessage {
  itineraryId: string;
  revision: number;
  type: string;
  occurredAt: string;
  actor: { id: string };
  client: string;
  /** The payload; null when this reader may not see it (a Pro-only part, or who shares it for a non-member). */
  data: object | null;
}

/**
 * Who shares the itinerary (and who is invited) is for its members (as the member list is), and so are its sealed
 * documents (as in the itinerary view); readers of a public itinerary see the rest.
 */
const MEMBERS_ONLY = new Set([
  'MemberAdded',
  'MemberRoleChanged',
  'MemberRemoved',
  'InvitationSent',
  'InvitationCancelled',
  'InvitationAccepted',
  'DocumentAttached',
  'DocumentDetailsChanged',
  'DocumentRemoved',
]);

/** Events after which the reader's access must be checked again. */
const ACCESS_CHANGES = new Set(['MemberRemoved', 'MemberRoleChanged', 'VisibilityChanged', 'ItineraryDeleted']);

export const changesAccess = (event: RecordedEvent): boolean => ACCESS_CHANGES.has(event.type);

/** What a reader is, for redacting: their plan and whether they are the owner or a member. */
export interface ReaderView {
  pro: boolean;
  member: boolean;
}

/** The reader's role and view on the itinerary now; notFound when they may no longer read it. */
export function readerOf(state: ItineraryState, actor: Actor): { role: Role; view: ReaderView } {
  const { itinerary, role } = readable(state, actor);
  return { role, view: { pro: actor.pro, member: role === 'owner' || isMember(itinerary, actor.userId) } };
}

export function changeMessage(itineraryId: string, event: RecordedEvent, reader: ReaderView): ChangeMessage {
  const hidden = !reader.member && MEMBERS_ONLY.has(event.type);
  return {
    itineraryId,
    revision: event.revision,
    type: event.type,
    occurredAt: event.metadata.occurredAt,
    actor: { id: event.metadata.actorId },
    client: event.metadata.clientId,
    data: hidden ? null : visibleData(event, reader.pro),
  };
}
