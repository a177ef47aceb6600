import { expect } from 'chai';
import { PENDING_INVITATIONS_LIMIT, pendingInvitations } from '../../../src/domain/itinerary/invitations.js';
import type { Actor } from '../../../src/domain/itinerary/types.js';
import { NOW, command, editor, event, owner, shared, spec, stranger, thirdPartyOwner, viewer } from './fixtures.js';

/** The account that confirmed an address: no Pro, no first-party app (the invitations process acts for it). */
const invitee = (userId: string): Actor => ({ userId, pro: false, firstParty: false });
const EXPIRES = '2025-03-15T10:00:00.000Z';
const sent = (invitationId: string, email: string, role: 'editor' | 'viewer' = 'viewer', sentAt = NOW, expiresAt = EXPIRES) =>
  event('InvitationSent', { invitationId, email, role, invitedBy: owner.userId, sentAt, expiresAt });
const later = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();

describe('Invitations', () => {
  const history = shared();

  describe('InviteMember', () => {
    it('records an invitation to the normalised address, valid 14 days', () => {
      spec
        .given(history)
        .when(command('InviteMember', { invitationId: 'i1', email: '  Bob@Example.ORG ', role: 'editor' }))
        .then([sent('i1', 'bob@example.org', 'editor')]);
    });

    it('keeps a pending invitation to the same address: nothing new (no second mail)', () => {
      spec
        .given([...history, sent('i1', 'bob@example.org')])
        .when(command('InviteMember', { invitationId: 'i2', email: 'BOB@example.org', role: 'editor' }))
        .thenNothing();
    });

    it('replaces an expired invitation to the same address with a new one', () => {
      const old = sent('i1', 'bob@example.org', 'viewer', '2025-01-01T00:00:00.000Z', '2025-01-15T00:00:00.000Z');
      const state = spec
        .given([...history, old])
        .when(command('InviteMember', { invitationId: 'i2', email: 'bob@example.org', role: 'editor' }))
        .thenState();
      expect(state.status === 'active' && Object.keys(state.invitations ?? {})).to.deep.equal(['i2']);
    });

    it('refuses a malformed address and a role that is not editor or viewer', () => {
      spec
        .given(history)
        .when(command('InviteMember', { invitationId: 'i1', email: 'not an address', role: 'owner' as never }))
        .thenThrows('validationFailed', { paths: ['email', 'role'] });
    });

    it(`allows ${PENDING_INVITATIONS_LIMIT} pending invitations; expired ones do not count`, () => {
      const full = Array.from({ length: PENDING_INVITATIONS_LIMIT }, (_, n) => sent(`i${n}`, `guest${n}@example.org`));
      spec
        .given([...history, ...full])
        .when(command('InviteMember', { invitationId: 'extra', email: 'one-more@example.org', role: 'viewer' }))
        .thenThrows('invitationsLimited');
      const expired = sent('i0', 'guest0@example.org', 'viewer', '2025-01-01T00:00:00.000Z', '2025-01-15T00:00:00.000Z');
      spec
        .given([...history, ...full.slice(1), expired])
        .when(command('InviteMember', { invitationId: 'extra', email: 'one-more@example.org', role: 'viewer' }))
        .then([sent('extra', 'one-more@example.org')]);
    });

    it('is member management: the owner through a first-party app only', () => {
      const invite = (by: Actor) => command('InviteMember', { invitationId: 'i1', email: 'bob@example.org', role: 'viewer' }, by);
      spec.given(history).when(invite(thirdPartyOwner)).thenThrows('forbidden');
      spec.given(history).when(invite(editor)).thenThrows('forbidden');
      spec.given(history).when(invite(stranger)).thenThrows('notFound');
    });
  });

  describe('CancelInvitation', () => {
    it('withdraws a pending invitation, and an expired one', () => {
      spec
        .given([...history, sent('i1', 'bob@example.org')])
        .when(command('CancelInvitation', { invitationId: 'i1' }))
        .then([event('InvitationCancelled', { invitationId: 'i1' })]);
      const expired = sent('i1', 'bob@example.org', 'viewer', '2025-01-01T00:00:00.000Z', '2025-01-15T00:00:00.000Z');
      spec
        .given([...history, expired])
        .when(command('CancelInvitation', { invitationId: 'i1' }))
        .then([event('InvitationCancelled', { invitationId: 'i1' })]);
    });

    it('is notFound for an unknown, cancelled or accepted invitation', () => {
      const cancelled = [...history, sent('i1', 'bob@example.org'), event('InvitationCancelled', { invitationId: 'i1' })];
      spec.given(cancelled).when(command('CancelInvitation', { invitationId: 'i1' })).thenThrows('notFound');
      spec.given(history).when(command('CancelInvitation', { invitationId: '__proto__' })).thenThrows('notFound');
      const accepted = [...history, sent('i1', 'bob@example.org'), event('InvitationAccepted', { invitationId: 'i1', userId: 'bob' })];
      spec.given(accepted).when(command('CancelInvitation', { invitationId: 'i1' })).thenThrows('notFound');
    });
  });

  describe('AcceptInvitation', () => {
    const pending = [...history, sent('i1', 'bob@example.org', 'editor')];
    const accept = (userId: string, email = 'bob@example.org', now = NOW) =>
      ({ ...command('AcceptInvitation', { invitationId: 'i1', email }, invitee(userId)), now }) as ReturnType<typeof command>;

    it("makes the address's confirmed holder a member with the invitation's role", () => {
      spec
        .given(pending)
        .when(accept('bob', ' BOB@example.org'))
        .then([event('InvitationAccepted', { invitationId: 'i1', userId: 'bob' }), event('MemberAdded', { userId: 'bob', role: 'editor' })]);
      const state = spec.given(pending).when(accept('bob')).thenState();
      expect(state.status === 'active' && [state.members.bob, state.invitations]).to.deep.equal(['editor', {}]);
    });

    it('starts nothing a second time, nor for a cancelled or expired invitation', () => {
      const accepted = [...pending, event('InvitationAccepted', { invitationId: 'i1', userId: 'bob' }), event('MemberAdded', { userId: 'bob', role: 'editor' })];
      spec.given(accepted).when(accept('bob')).thenNothing();
      spec.given([...pending, event('InvitationCancelled', { invitationId: 'i1' })]).when(accept('bob')).thenNothing();
      spec.given(pending).when(accept('bob', 'bob@example.org', EXPIRES)).thenNothing();
      spec.given(pending).when(accept('bob', 'bob@example.org', later(EXPIRES, 1))).thenNothing();
    });

    it('starts nothing for another address than the invited one, or on a deleted itinerary', () => {
      spec.given(pending).when(accept('mallory', 'mallory@example.org')).thenNothing();
      spec.given([...pending, event('ItineraryDeleted', { deletedAt: NOW })]).when(accept('bob')).thenNothing();
      spec.given([]).when(accept('bob')).thenNothing();
    });

    it('only closes the invitation for the owner, or for an account that is a member already (its role stays)', () => {
      spec.given(pending).when(accept(owner.userId)).then([event('InvitationAccepted', { invitationId: 'i1', userId: owner.userId })]);
      spec.given(pending).when(accept(viewer.userId)).then([event('InvitationAccepted', { invitationId: 'i1', userId: viewer.userId })]);
    });
  });

  it('lists pending invitations oldest first, leaving out expired ones', () => {
    const state = spec.stateAfter([
      ...history,
      sent('b', 'b@example.org', 'viewer', '2025-03-01T09:00:00.000Z'),
      sent('a', 'a@example.org', 'viewer', '2025-02-28T09:00:00.000Z'),
      sent('old', 'old@example.org', 'viewer', '2025-01-01T00:00:00.000Z', '2025-01-15T00:00:00.000Z'),
    ]);
    expect(state.status === 'active' && pendingInvitations(state, NOW).map((i) => i.id)).to.deep.equal(['a', 'b']);
  });
});
