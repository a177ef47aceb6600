import { isMember, membersManaged, readable } from '../../domain/itinerary/permissions.js';
import type { ItineraryState } from '../../domain/itinerary/state.js';
import type { Actor, MemberRole, Role } from '../../domain/itinerary/types.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { ChangeItinerary } from '../itinerary/change-itinerary.js';
import type { ItineraryRepository } from '../itinerary/itinerary-repository.js';
import type { AccountLookup } from '../ports/account-lookup.port.js';
import type { AccountReader } from '../ports/account-reader.port.js';
import type { CommandContext } from '../shared/command-context.js';
import type { ItineraryInvitations, SentInvitation } from './invitations.js';

export interface MemberView {
  userId: string;
  displayName: string;
  role: Role;
}

/** The people of an itinerary at one revision (the ETag): the owner first, then members by name. */
export interface MemberList {
  members: MemberView[];
  revision: number;
}

/** Who to add: an account's email address or its id. */
export type MemberReference = { email: string } | { userId: string };

/** What adding did: the account became (or already was) a member, or its address was invited. */
export type AddOutcome = (MemberList & { outcome: 'added' | 'updated'; userId: string }) | (SentInvitation & { outcome: 'invited' });

const ROLE_ORDER: Record<Role, number> = { owner: 0, editor: 1, viewer: 2 };

/**
 * Member management over the itinerary aggregate, whose decide enforces who may do what:
 * adding, re-roling and removing others is for the owner through a first-party app; a member may
 * leave from any app. Read from the stream, so a list right after a change shows it.
 */
export class ItineraryMembers {
  constructor(
    private readonly itineraries: ItineraryRepository,
    private readonly change: ChangeItinerary,
    private readonly accounts: AccountReader,
    private readonly lookup: AccountLookup,
    private readonly invitations: ItineraryInvitations,
  ) {}

  /** Members only: a reader of a public or unlisted itinerary is not told who shares it (forbidden). */
  async list(itineraryId: string, actor: Actor): Promise<MemberList> {
    const loaded = await this.itineraries.load(itineraryId);
    const { itinerary, role } = readable(loaded.state, actor);
    if (role !== 'owner' && !isMember(itinerary, actor.userId)) {
      throw new DomainError('forbidden', 'Only the owner and the members see who shares this itinerary.');
    }
    return { members: await this.describe(loaded.state), revision: loaded.revision };
  }

  /** One of the people the list shows (the owner too), with the list's revision; as the list, members only. */
  async get(itineraryId: string, userId: string, actor: Actor): Promise<{ member: MemberView; revision: number }> {
    const { members, revision } = await this.list(itineraryId, actor);
    const member = members.find((m) => m.userId === userId);
    if (member === undefined) throw new DomainError('notFound', `Member "${userId}" not found.`, { id: userId });
    return { member, revision };
  }

  /**
   * Adds an account as editor or viewer, or sets the role of one already a member. The account is
   * looked up only once the caller is known to manage the members, so nobody else learns whether an
   * address has an account. An address with no confirmed account is invited instead (invitations.ts):
   * whoever signed up with it first must not receive what is shared with it before proving it is
   * theirs, and the answer is the same whether it has an unconfirmed account or none.
   */
  async add(
    itineraryId: string,
    who: MemberReference,
    role: MemberRole,
    actor: Actor,
    context: CommandContext,
    expectedRevision?: number,
  ): Promise<AddOutcome> {
    membersManaged((await this.itineraries.load(itineraryId)).state, actor);
    const account = 'email' in who ? await this.accounts.findByEmail(who.email) : await this.accounts.get(who.userId);
    if (!account?.emailVerified) {
      if ('email' in who) return { outcome: 'invited', ...(await this.invitations.invite(itineraryId, who.email, role, actor, context, expectedRevision)) };
      throw new DomainError('notFound', 'No account with a confirmed email has this id.');
    }
    const handled = await this.change.execute(
      itineraryId,
      { type: 'AddMember', userId: account.id, role },
      actor,
      context,
      expectedRevision,
    );
    return {
      outcome: handled.events.some((e) => e.type === 'MemberAdded') ? 'added' : 'updated',
      userId: account.id,
      members: await this.describe(handled.state),
      revision: handled.revision,
    };
  }

  /** The new revision. The owner's own role is not a member's role and cannot be changed (validationFailed). */
  async changeRole(
    itineraryId: string,
    userId: string,
    role: MemberRole,
    actor: Actor,
    context: CommandContext,
  ): Promise<number> {
    return (await this.change.execute(itineraryId, { type: 'ChangeMemberRole', userId, role }, actor, context)).revision;
  }

  /** The owner removes a member, or a member leaves (userId is their own). The new revision. */
  async remove(
    itineraryId: string,
    userId: string,
    actor: Actor,
    context: CommandContext,
    expectedRevision?: number,
  ): Promise<number> {
    const draft = { type: 'RemoveMember', userId } as const;
    return (await this.change.execute(itineraryId, draft, actor, context, expectedRevision)).revision;
  }

  /**
   * Display names from the account lookup (one read for all); an account it has not caught up with
   * yet (just registered) is read from its stream.
   */
  private async describe(state: ItineraryState): Promise<MemberView[]> {
    if (state.status !== 'active') return [];
    const roles: [string, Role][] = [[state.ownerId, 'owner'], ...Object.entries(state.members)];
    const known = await this.lookup.getMany(roles.map(([userId]) => userId));
    const members = await Promise.all(
      roles.map(async ([userId, role]) => {
        const displayName = known.get(userId)?.displayName ?? (await this.accounts.get(userId))?.displayName ?? '';
        return { userId, displayName, role };
      }),
    );
    return members.sort(
      (a, b) =>
        ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
        a.displayName.localeCompare(b.displayName) ||
        (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
    );
  }
}
