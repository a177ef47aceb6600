import type { ItineraryInvitations } from '../../../../../application/sharing/invitations.js';
import type { ItineraryMembers, MemberList, MemberReference } from '../../../../../application/sharing/members.js';
import { etag } from '../../kit/preconditions.js';
import { defineRoute, type AnyRoute, type RouteResult } from '../../kit/route-definition.js';
import { invalid } from '../../kit/validation.js';
import { AddMemberDto, MemberRoleDto } from './sharing-dtos.js';

const TAG = 'Sharing';
/** docs/design.md §4: adding, re-roling and removing others is for the owner, through the service's own apps. */
const MANAGED = { role: 'owner', firstPartyOnly: true } as const;
const PARAMS = { id: 'uuid' } as const;
const MEMBER_LIST = { description: 'The owner and the members.', schema: 'MemberList', headers: ['ETag'] };

export interface MemberRouteDependencies {
  members: ItineraryMembers;
  invitations: ItineraryInvitations;
  /** The absolute URL of one member (GET, PATCH and DELETE), for Location. */
  memberUrl(itineraryId: string, userId: string): string;
}

const listResult = (status: number, list: MemberList, headers: Record<string, string> = {}): RouteResult => ({
  status,
  body: { members: list.members },
  headers: { ETag: etag(list.revision), ...headers },
});

/** Exactly one of email and userId (null counts as absent). */
function memberReference(body: AddMemberDto): MemberReference {
  const email = body.email ?? undefined;
  const userId = body.userId ?? undefined;
  if (email !== undefined && userId !== undefined) {
    throw invalid([{ path: 'userId', message: 'send email or userId, not both' }]);
  }
  if (email !== undefined) return { email };
  if (userId !== undefined) return { userId };
  throw invalid([{ path: 'email', message: 'send email or userId to name the account' }]);
}

/** docs/interface.md "Sharing": who shares an itinerary, and with which role. */
export const memberRoutes = (deps: MemberRouteDependencies): AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: '/v1/itinerary/{id}/members',
    tag: TAG,
    summary: 'List the owner and the members',
    description:
      'Each with userId, displayName and role; the owner first, then editors and viewers by name. For the owner ' +
      'and members only: a reader of a public or unlisted itinerary gets 403.',
    scope: 'itineraries:read',
    access: { role: 'viewer', membersOnly: true },
    params: PARAMS,
    responses: { 200: MEMBER_LIST },
    errors: ['notFound', 'forbidden'],
    handler: async ({ params, actor }) => listResult(200, await deps.members.list(params.id!, actor)),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/itinerary/{id}/member/{userId}',
    tag: TAG,
    summary: 'Read one member (or the owner)',
    description:
      'userId, displayName and role of one person of the list (the Location of an added member). As the list: ' +
      'for the owner and members only (a reader of a public or unlisted itinerary gets 403); ETag: the ' +
      "itinerary's revision.",
    scope: 'itineraries:read',
    access: { role: 'viewer', membersOnly: true },
    params: PARAMS,
    responses: { 200: { description: 'The member.', schema: 'Member', headers: ['ETag'] } },
    errors: ['notFound', 'forbidden'],
    handler: async ({ params, actor }) => {
      const { member, revision } = await deps.members.get(params.id!, params.userId!, actor);
      return { status: 200, body: member, headers: { ETag: etag(revision) } };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/itinerary/{id}/members',
    tag: TAG,
    summary: 'Add a member, or set the role of one',
    description:
      'Body: email or userId of an account, and role (editor or viewer). 201 with Location when the account ' +
      'became a member, 200 when it was one already (its role is now the one sent); either way the body is ' +
      'the member list. An email with no confirmed account is invited: 202 with the invitation (mailed to the ' +
      'address; the membership starts when the address is confirmed; docs/sharing.md "Invitations"). An ' +
      'unknown userId is 404. If-Match is optional; when sent it must be current.',
    scope: 'itineraries:write',
    access: MANAGED,
    params: PARAMS,
    ifMatch: 'optional',
    idempotent: true,
    body: AddMemberDto,
    responses: {
      201: { ...MEMBER_LIST, description: 'Added: the member list.', headers: ['ETag', 'Location'] },
      200: { ...MEMBER_LIST, description: 'Already a member, now with the role sent: the member list.' },
      202: { description: 'Invited (or invited already): the pending invitation.', schema: 'InvitationSent', headers: ['ETag'] },
    },
    errors: ['notFound', 'forbidden', 'validationFailed', 'invitationsLimited'],
    handler: async ({ params, body, actor, command, expectedRevision }) => {
      const who = memberReference(body);
      const added = await deps.members.add(params.id!, who, body.role, actor, command, expectedRevision);
      if (added.outcome === 'invited') return { status: 202, body: { invitation: added.invitation }, headers: { ETag: etag(added.revision) } };
      if (added.outcome === 'updated') return listResult(200, added);
      return listResult(201, added, { Location: deps.memberUrl(params.id!, added.userId) });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/itinerary/{id}/invitations',
    tag: TAG,
    summary: 'List the pending invitations',
    description:
      'Invitations to addresses with no confirmed account yet, oldest first; an expired, cancelled or accepted ' +
      'one is not listed. For the owner through a first-party app (the addresses are not the members\' to see).',
    scope: 'itineraries:read',
    access: MANAGED,
    params: PARAMS,
    responses: { 200: { description: 'The pending invitations.', schema: 'InvitationList', headers: ['ETag'] } },
    errors: ['notFound', 'forbidden'],
    handler: async ({ params, actor }) => {
      const list = await deps.invitations.list(params.id!, actor);
      return { status: 200, body: { invitations: list.invitations }, headers: { ETag: etag(list.revision) } };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/v1/itinerary/{id}/invitation/{invitationId}',
    tag: TAG,
    summary: 'Cancel an invitation',
    description:
      'A cancelled invitation starts nothing, even when its address is confirmed later (an expired one may be ' +
      'cancelled too). If-Match is optional; when sent it must be current.',
    scope: 'itineraries:write',
    access: MANAGED,
    params: PARAMS,
    ifMatch: 'optional',
    responses: { 204: { description: 'Cancelled.', headers: ['ETag'] } },
    errors: ['notFound', 'forbidden'],
    handler: async ({ params, actor, command, expectedRevision }) => {
      const revision = await deps.invitations.cancel(params.id!, params.invitationId!, actor, command, expectedRevision);
      return { status: 204, headers: { ETag: etag(revision) } };
    },
  }),
  defineRoute({
    method: 'PATCH',
    path: '/v1/itinerary/{id}/member/{userId}',
    tag: TAG,
    summary: "Change a member's role",
    description:
      "Body: role (editor or viewer). The owner's own role cannot be changed (400). No If-Match (docs/interface.md). " +
      'The response has no body; its ETag is the new revision.',
    scope: 'itineraries:write',
    access: MANAGED,
    params: PARAMS,
    idempotent: true,
    body: MemberRoleDto,
    responses: { 204: { description: 'Changed (or already so).', headers: ['ETag'] } },
    errors: ['notFound', 'forbidden', 'validationFailed'],
    handler: async ({ params, body, actor, command }) => {
      const revision = await deps.members.changeRole(params.id!, params.userId!, body.role, actor, command);
      return { status: 204, headers: { ETag: etag(revision) } };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/v1/itinerary/{id}/member/{userId}',
    tag: TAG,
    summary: 'Remove a member, or leave',
    description:
      'The owner removes a member (through a first-party app); a member removes themselves (leaves) from any ' +
      'app. The owner cannot be removed (400). If-Match is optional; when sent it must be current.',
    scope: 'itineraries:write',
    access: MANAGED,
    params: PARAMS,
    ifMatch: 'optional',
    responses: { 204: { description: 'Removed.', headers: ['ETag'] } },
    errors: ['notFound', 'forbidden', 'validationFailed'],
    handler: async ({ params, actor, command, expectedRevision }) => {
      const revision = await deps.members.remove(params.id!, params.userId!, actor, command, expectedRevision);
      return { status: 204, headers: { ETag: etag(revision) } };
    },
  }),
];
