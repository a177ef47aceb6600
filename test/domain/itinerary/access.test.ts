import { expect } from 'chai';
import { roleOf } from '../../../src/domain/itinerary/access.js';
import type { ItineraryCommand } from '../../../src/domain/itinerary/commands.js';
import type { Actor } from '../../../src/domain/itinerary/types.js';
import {
  command,
  created,
  day,
  documentRecord,
  editor,
  event,
  expense,
  flight,
  freeEditor,
  freeOwner,
  hotel,
  image,
  owner,
  packingItem,
  spec,
  stop,
  stranger,
  thirdPartyEditor,
  thirdPartyOwner,
  viewer,
} from './fixtures.js';

/** Who may send which command: one row per command, each checked against every kind of caller. */

const history = [
  created({
    days: [day('d1', [stop('s1')]), day('d2')],
    packing: [packingItem('p1')],
    expenses: [expense('e1')],
    flights: [flight('f1')],
    hotels: [hotel('h1')],
  }),
  event('MemberAdded', { userId: editor.userId, role: 'editor' }),
  event('MemberAdded', { userId: viewer.userId, role: 'viewer' }),
  event('MemberAdded', { userId: 'member3', role: 'viewer' }),
  event('InvitationSent', {
    invitationId: 'inv1',
    email: 'guest@example.org',
    role: 'viewer',
    invitedBy: 'owner',
    sentAt: '2025-02-28T10:00:00.000Z',
    expiresAt: '2025-03-14T10:00:00.000Z',
  }),
  event('DocumentAttached', { document: documentRecord('doc1') }),
  event('DayImageSet', { dayId: 'd1', image: image('m1') }),
  event('CoverImageSet', { image: image('cover') }),
];
const publicHistory = [...history, event('VisibilityChanged', { visibility: 'public' })];
const deletedHistory = [...history, event('ItineraryDeleted', { deletedAt: '2025-03-02T00:00:00Z' })];

/** write: owner or editor; pro: also Pro; owner: the owner only; members: the owner through a first-party app. */
type Level = 'write' | 'pro' | 'owner' | 'members';
type Case = { level: Level; by: (actor: Actor) => ItineraryCommand };

/** AcceptInvitation is no caller's: the invitations process sends it for the address's holder (invitations.test.ts). */
const CASES: Record<Exclude<ItineraryCommand['type'], 'CreateItinerary' | 'AcceptInvitation'>, Case> = {
  PatchItinerary: { level: 'write', by: (a) => command('PatchItinerary', { details: { title: 'New' } }, a) },
  DeleteItinerary: { level: 'owner', by: (a) => command('DeleteItinerary', {}, a) },
  SetDay: { level: 'write', by: (a) => command('SetDay', { day: day('d3') }, a) },
  AddStop: { level: 'write', by: (a) => command('AddStop', { dayId: 'd2', stop: stop('s2') }, a) },
  ChangeStop: { level: 'write', by: (a) => command('ChangeStop', { stopId: 's1', patch: { note: 'x' } }, a) },
  RemoveStop: { level: 'write', by: (a) => command('RemoveStop', { stopId: 's1' }, a) },
  SetDayImage: { level: 'write', by: (a) => command('SetDayImage', { dayId: 'd2', image: image('m2') }, a) },
  RemoveDayImage: { level: 'write', by: (a) => command('RemoveDayImage', { dayId: 'd1' }, a) },
  SetCoverImage: { level: 'write', by: (a) => command('SetCoverImage', { image: image('m3') }, a) },
  RemoveCoverImage: { level: 'write', by: (a) => command('RemoveCoverImage', {}, a) },
  SetPackingList: { level: 'pro', by: (a) => command('SetPackingList', { items: [] }, a) },
  AddPackingItem: { level: 'pro', by: (a) => command('AddPackingItem', { item: packingItem('p2') }, a) },
  ChangePackingItem: {
    level: 'pro',
    by: (a) => command('ChangePackingItem', { itemId: 'p1', patch: { isPacked: true } }, a),
  },
  RemovePackingItem: { level: 'pro', by: (a) => command('RemovePackingItem', { itemId: 'p1' }, a) },
  SetExpenses: { level: 'pro', by: (a) => command('SetExpenses', { expenses: [] }, a) },
  AddExpense: { level: 'pro', by: (a) => command('AddExpense', { expense: expense('e2') }, a) },
  ChangeExpense: {
    level: 'pro',
    by: (a) => command('ChangeExpense', { expenseId: 'e1', patch: { category: 'food' } }, a),
  },
  RemoveExpense: { level: 'pro', by: (a) => command('RemoveExpense', { expenseId: 'e1' }, a) },
  AddFlight: { level: 'write', by: (a) => command('AddFlight', { flight: flight('f2') }, a) },
  ChangeFlight: { level: 'write', by: (a) => command('ChangeFlight', { flightId: 'f1', patch: { seat: '12A' } }, a) },
  RemoveFlight: { level: 'write', by: (a) => command('RemoveFlight', { flightId: 'f1' }, a) },
  AddHotel: { level: 'write', by: (a) => command('AddHotel', { hotel: hotel('h2') }, a) },
  ChangeHotel: { level: 'write', by: (a) => command('ChangeHotel', { hotelId: 'h1', patch: { note: 'late' } }, a) },
  RemoveHotel: { level: 'write', by: (a) => command('RemoveHotel', { hotelId: 'h1' }, a) },
  AttachDocument: { level: 'pro', by: (a) => command('AttachDocument', { document: documentRecord('doc2') }, a) },
  ChangeDocument: { level: 'pro', by: (a) => command('ChangeDocument', { documentId: 'doc1', name: 'Visa' }, a) },
  RemoveDocument: { level: 'pro', by: (a) => command('RemoveDocument', { documentId: 'doc1' }, a) },
  AddMember: { level: 'members', by: (a) => command('AddMember', { userId: 'newbie', role: 'viewer' }, a) },
  ChangeMemberRole: {
    level: 'members',
    by: (a) => command('ChangeMemberRole', { userId: 'member3', role: 'editor' }, a),
  },
  RemoveMember: { level: 'members', by: (a) => command('RemoveMember', { userId: 'member3' }, a) },
  InviteMember: {
    level: 'members',
    by: (a) => command('InviteMember', { invitationId: 'inv2', email: 'friend@example.org', role: 'editor' }, a),
  },
  CancelInvitation: { level: 'members', by: (a) => command('CancelInvitation', { invitationId: 'inv1' }, a) },
  ChangeVisibility: { level: 'owner', by: (a) => command('ChangeVisibility', { visibility: 'public' }, a) },
};

/** The command is accepted and changes the itinerary. */
const succeeds = (cmd: ItineraryCommand): void => {
  expect(spec.given(history).when(cmd).thenState()).to.not.deep.equal(spec.stateAfter(history));
};

describe('Itinerary access rules', () => {
  for (const [type, { level, by }] of Object.entries(CASES)) {
    describe(type, () => {
      it('is notFound on an itinerary that does not exist', () => {
        spec.given([]).when(by(owner)).thenThrows('notFound');
      });
      it('is notFound on a deleted itinerary', () => {
        spec.given(deletedHistory).when(by(owner)).thenThrows('notFound');
      });
      it('is notFound for a stranger on a private itinerary (existence is not leaked)', () => {
        spec.given(history).when(by(stranger)).thenThrows('notFound');
      });
      it('is forbidden for a viewer', () => {
        spec.given(history).when(by(viewer)).thenThrows('forbidden');
      });
      it('is forbidden for a signed-in stranger on a public itinerary (a reader, not a writer)', () => {
        spec.given(publicHistory).when(by(stranger)).thenThrows('forbidden');
      });
      it('is allowed for the owner', () => {
        succeeds(by(owner));
      });

      if (level === 'write' || level === 'pro') {
        it('is allowed for an editor', () => {
          succeeds(by(editor));
        });
      } else {
        it('is forbidden for an editor', () => {
          spec.given(history).when(by(editor)).thenThrows('forbidden');
        });
      }

      if (level === 'pro') {
        it('needs Pro: subscriptionRequired for a free editor and a free owner', () => {
          spec.given(history).when(by(freeEditor)).thenThrows('subscriptionRequired');
          spec.given(history).when(by(freeOwner)).thenThrows('subscriptionRequired');
        });
      } else {
        it('does not need Pro', () => {
          succeeds(by(freeOwner));
        });
      }

      if (level === 'members') {
        it("is forbidden for the owner through another app's token", () => {
          spec.given(history).when(by(thirdPartyOwner)).thenThrows('forbidden');
        });
      } else {
        it("is allowed through another app's token", () => {
          succeeds(by(level === 'owner' ? thirdPartyOwner : thirdPartyEditor));
        });
      }
    });
  }
});

describe('roleOf', () => {
  const state = spec.stateAfter(history);
  it('names the owner, and members by their role', () => {
    expect(roleOf(state, owner.userId)).to.equal('owner');
    expect(roleOf(state, editor.userId)).to.equal('editor');
    expect(roleOf(state, viewer.userId)).to.equal('viewer');
  });
  it('gives strangers nothing on a private itinerary', () => {
    expect(roleOf(state, stranger.userId)).to.equal(undefined);
  });
  it('makes any signed-in user a viewer of an unlisted or public itinerary', () => {
    for (const visibility of ['unlisted', 'public'] as const) {
      const open = spec.stateAfter([...history, event('VisibilityChanged', { visibility })]);
      expect(roleOf(open, stranger.userId)).to.equal('viewer');
      expect(roleOf(open, editor.userId)).to.equal('editor');
    }
  });
  it('gives nobody a role on an absent or deleted itinerary', () => {
    expect(roleOf(spec.stateAfter([]), owner.userId)).to.equal(undefined);
    expect(roleOf(spec.stateAfter(deletedHistory), owner.userId)).to.equal(undefined);
  });
  it('is not fooled by user ids that name Object.prototype members', () => {
    expect(roleOf(state, 'constructor')).to.equal(undefined);
    expect(roleOf(state, '__proto__')).to.equal(undefined);
  });
});
