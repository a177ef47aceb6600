import { isEmail, normaliseEmail } from '../account/types.js';
import { DomainError } from '../shared/domain-error.js';
import type { ItineraryCommand } from './commands.js';
import type { ItineraryEvent } from './events.js';
import { isMember, membersManaged } from './permissions.js';
import type { ItineraryState } from './state.js';
import type { Invitation, MemberRole } from './types.js';
import { assertValid } from './item-changes.js';
import { choiceErrors } from './validation.js';

/** How long an invitation waits for its address to be confirmed. */
export const INVITATION_DAYS = 14;
/** Pending (unexpired) invitations an itinerary may have at once. */
export const PENDING_INVITATIONS_LIMIT = 20;

const DAY_MS = 86_400_000;
const MEMBER_ROLES: readonly MemberRole[] = ['editor', 'viewer'];

type Command<T extends ItineraryCommand['type']> = Extract<ItineraryCommand, { type: T }>;
type Active = Extract<ItineraryState, { status: 'active' }>;

/** The invitations still waiting at `now`, oldest first: an expired one is no longer pending. */
export function pendingInvitations(itinerary: Active, now: string): Invitation[] {
  return Object.values(itinerary.invitations ?? {})
    .filter((invitation) => invitation.expiresAt > now)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.id.localeCompare(b.id));
}

/**
 * The owner (through a first-party app) invites an address. An address with a pending invitation
 * keeps it (nothing new, nothing mailed again): to change its role, cancel it and invite again.
 */
export function invite(command: Command<'InviteMember'>, state: ItineraryState): ItineraryEvent[] {
  const itinerary = membersManaged(state, command.actor);
  const email = normaliseEmail(command.email);
  assertValid([
    ...(isEmail(email) ? [] : [{ path: 'email', message: 'must be an email address' }]),
    ...choiceErrors(command.role, MEMBER_ROLES, 'role'),
  ]);
  const pending = pendingInvitations(itinerary, command.now);
  if (pending.some((invitation) => invitation.email === email)) return [];
  if (pending.length >= PENDING_INVITATIONS_LIMIT) {
    throw new DomainError(
      'invitationsLimited',
      `This itinerary has ${PENDING_INVITATIONS_LIMIT} pending invitations, the most it may have; cancel one or wait for them to be accepted or to expire.`,
      { limit: PENDING_INVITATIONS_LIMIT },
    );
  }
  const expiresAt = new Date(Date.parse(command.now) + INVITATION_DAYS * DAY_MS).toISOString();
  return [
    {
      type: 'InvitationSent',
      data: { invitationId: command.invitationId, email, role: command.role, invitedBy: command.actor.userId, sentAt: command.now, expiresAt },
    },
  ];
}

/** The owner withdraws a pending invitation (an expired one too); it can then start nothing. */
export function cancelInvitation(command: Command<'CancelInvitation'>, state: ItineraryState): ItineraryEvent[] {
  const itinerary = membersManaged(state, command.actor);
  if (!Object.hasOwn(itinerary.invitations ?? {}, command.invitationId)) {
    throw new DomainError('notFound', `Invitation "${command.invitationId}" not found.`, { id: command.invitationId });
  }
  return [{ type: 'InvitationCancelled', data: { invitationId: command.invitationId } }];
}

/**
 * The holder of the invited address confirmed it: the invitation becomes a membership with its role.
 * Anything else starts nothing, without an error, so that the process driving this may try every
 * invitation to an address any number of times: a deleted itinerary, an invitation cancelled,
 * expired or accepted already, or one to another address than the account holds now. The owner
 * invited at their own address only closes the invitation; an account already a member keeps its role.
 */
export function acceptInvitation(command: Command<'AcceptInvitation'>, state: ItineraryState): ItineraryEvent[] {
  if (state.status !== 'active') return [];
  const pending = state.invitations ?? {};
  const invitation = Object.hasOwn(pending, command.invitationId) ? pending[command.invitationId] : undefined;
  if (!invitation || invitation.expiresAt <= command.now || invitation.email !== normaliseEmail(command.email)) return [];
  const userId = command.actor.userId;
  const accepted: ItineraryEvent = { type: 'InvitationAccepted', data: { invitationId: invitation.id, userId } };
  if (userId === state.ownerId || isMember(state, userId)) return [accepted];
  return [accepted, { type: 'MemberAdded', data: { userId, role: invitation.role } }];
}
