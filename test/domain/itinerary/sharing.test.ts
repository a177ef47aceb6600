import { expect } from 'chai';
import {
  ITINERARY_ID,
  NOW,
  command,
  editor,
  event,
  owner,
  shared,
  spec,
  stranger,
  thirdPartyEditor,
  viewer,
} from './fixtures.js';

const history = shared();

describe('Members', () => {
  describe('AddMember', () => {
    it('adds a member with a role', () => {
      spec
        .given(history)
        .when(command('AddMember', { userId: 'friend', role: 'editor' }))
        .then([event('MemberAdded', { userId: 'friend', role: 'editor' })]);
    });

    it("changes an existing member's role instead of failing (idempotent upsert)", () => {
      spec
        .given(history)
        .when(command('AddMember', { userId: viewer.userId, role: 'editor' }))
        .then([event('MemberRoleChanged', { userId: viewer.userId, role: 'editor' })]);
      spec
        .given(history)
        .when(command('AddMember', { userId: viewer.userId, role: 'viewer' }))
        .thenNothing();
    });

    it('refuses the owner as a member (validationFailed on userId)', () => {
      spec
        .given(history)
        .when(command('AddMember', { userId: owner.userId, role: 'editor' }))
        .thenThrows('validationFailed', { paths: ['userId'] });
    });

    it('refuses the owner role, unknown roles and blank user ids', () => {
      spec
        .given(history)
        .when(command('AddMember', { userId: ' ', role: 'owner' as never }))
        .thenThrows('validationFailed', { paths: ['userId', 'role'] });
    });
  });

  describe('ChangeMemberRole', () => {
    it("changes a member's role", () => {
      spec
        .given(history)
        .when(command('ChangeMemberRole', { userId: editor.userId, role: 'viewer' }))
        .then([event('MemberRoleChanged', { userId: editor.userId, role: 'viewer' })]);
      expect(membersAfter(command('ChangeMemberRole', { userId: editor.userId, role: 'viewer' }))).to.deep.equal({
        [editor.userId]: 'viewer',
        [viewer.userId]: 'viewer',
      });
    });

    it('emits nothing for the role the member already has', () => {
      spec
        .given(history)
        .when(command('ChangeMemberRole', { userId: editor.userId, role: 'editor' }))
        .thenNothing();
    });

    it('is notFound for someone who is not a member', () => {
      spec
        .given(history)
        .when(command('ChangeMemberRole', { userId: 'nobody', role: 'editor' }))
        .thenThrows('notFound', { message: /Member "nobody"/ });
    });

    it("refuses to change the owner's role", () => {
      spec
        .given(history)
        .when(command('ChangeMemberRole', { userId: owner.userId, role: 'viewer' }))
        .thenThrows('validationFailed', { paths: ['userId'] });
    });

    it('refuses unknown roles', () => {
      spec
        .given(history)
        .when(command('ChangeMemberRole', { userId: editor.userId, role: 'admin' as never }))
        .thenThrows('validationFailed', { paths: ['role'] });
    });
  });

  describe('RemoveMember', () => {
    it('lets the owner remove a member', () => {
      spec
        .given(history)
        .when(command('RemoveMember', { userId: viewer.userId }))
        .then([event('MemberRemoved', { userId: viewer.userId })]);
      expect(membersAfter(command('RemoveMember', { userId: viewer.userId }))).to.deep.equal({
        [editor.userId]: 'editor',
      });
    });

    it("lets any member leave, even through another app's token", () => {
      spec
        .given(history)
        .when(command('RemoveMember', { userId: viewer.userId }, viewer))
        .then([event('MemberRemoved', { userId: viewer.userId })]);
      spec
        .given(history)
        .when(command('RemoveMember', { userId: editor.userId }, thirdPartyEditor))
        .then([event('MemberRemoved', { userId: editor.userId })]);
    });

    it('does not let a member remove someone else', () => {
      spec
        .given(history)
        .when(command('RemoveMember', { userId: viewer.userId }, editor))
        .thenThrows('forbidden');
    });

    it('does not let a non-member of a public itinerary "leave" it', () => {
      const open = [...history, event('VisibilityChanged', { visibility: 'public' })];
      spec
        .given(open)
        .when(command('RemoveMember', { userId: stranger.userId }, stranger))
        .thenThrows('forbidden');
    });

    it('refuses to remove the owner', () => {
      spec
        .given(history)
        .when(command('RemoveMember', { userId: owner.userId }))
        .thenThrows('validationFailed', { paths: ['userId'] });
    });

    it('is notFound for someone who is not a member', () => {
      spec
        .given(history)
        .when(command('RemoveMember', { userId: 'nobody' }))
        .thenThrows('notFound');
    });

    it('takes away the access of a member who leaves a private itinerary', () => {
      const left = [...history, event('MemberRemoved', { userId: viewer.userId })];
      spec
        .given(left)
        .when(command('RemoveMember', { userId: viewer.userId }, viewer))
        .thenThrows('notFound');
    });
  });
});

describe('ChangeVisibility', () => {
  it('changes the visibility', () => {
    for (const visibility of ['unlisted', 'public'] as const) {
      spec
        .given(history)
        .when(command('ChangeVisibility', { visibility }))
        .then([event('VisibilityChanged', { visibility })]);
    }
    expect(
      spec
        .given(history)
        .when(command('ChangeVisibility', { visibility: 'public' }))
        .thenState(),
    ).to.include({
      visibility: 'public',
    });
  });

  it('emits nothing for the current visibility', () => {
    spec
      .given(history)
      .when(command('ChangeVisibility', { visibility: 'private' }))
      .thenNothing();
  });

  it('refuses unknown values', () => {
    spec
      .given(history)
      .when(command('ChangeVisibility', { visibility: 'secret' as never }))
      .thenThrows('validationFailed', { paths: ['visibility'] });
  });
});

describe('DeleteItinerary', () => {
  it('deletes the itinerary; afterwards every command is notFound', () => {
    spec
      .given(history)
      .when(command('DeleteItinerary', {}))
      .then([event('ItineraryDeleted', { deletedAt: NOW })]);
    const deleted = [...history, event('ItineraryDeleted', { deletedAt: NOW })];
    expect(spec.stateAfter(deleted)).to.deep.equal({ status: 'deleted', id: ITINERARY_ID, ownerId: owner.userId });
    spec.given(deleted).when(command('DeleteItinerary', {})).thenThrows('notFound');
  });
});

function membersAfter(cmd: Parameters<ReturnType<typeof spec.given>['when']>[0]) {
  const state = spec.given(history).when(cmd).thenState();
  return state.status === 'active' ? state.members : undefined;
}
