import { normaliseEmail } from '../../domain/account/types.js';
import { pendingInvitations } from '../../domain/itinerary/invitations.js';
import { membersManaged } from '../../domain/itinerary/permissions.js';
import type { Actor, Invitation, MemberRole } from '../../domain/itinerary/types.js';
import type { ChangeItinerary } from '../itinerary/change-itinerary.js';
import type { ItineraryRepository } from '../itinerary/itinerary-repository.js';
import type { AccountReader } from '../ports/account-reader.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { CommandContext } from '../shared/command-context.js';
import type { AccountActionRate } from '../shared/account-action-rate.js';

/** A pending invitation as its owner sees it. */
export type InvitationView = Omit<Invitation, 'invitedBy'>;

export interface InvitationList {
  invitations: InvitationView[];
  revision: number;
}

export interface SentInvitation {
  invitation: InvitationView;
  revision: number;
}

/**
 * Invitations to addresses with no confirmed account: recorded on the itinerary (the aggregate's
 * rules: who may, how many pending, 14 days), mailed to the address, listed and cancelled by the
 * owner through a first-party app. They become memberships in InvitationAcceptance.
 */
export class ItineraryInvitations {
  constructor(
    private readonly itineraries: ItineraryRepository,
    private readonly change: ChangeItinerary,
    private readonly accounts: AccountReader,
    private readonly mailer: Mailer,
    private readonly quota: Pick<AccountActionRate, 'check' | 'record'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** BASE_URL, named in the mail. */
    private readonly baseUrl: string,
  ) {}

  /**
   * Records and mails an invitation; an address with a pending invitation keeps it (returned as it
   * is, nothing mailed again). The mail goes out beside the answer, which does not wait for it.
   */
  async invite(
    itineraryId: string,
    email: string,
    role: MemberRole,
    actor: Actor,
    context: CommandContext,
    expectedRevision?: number,
  ): Promise<SentInvitation> {
    const now = this.clock.now().getTime();
    const address = normaliseEmail(email);
    // Asking again for an address invited already costs nothing: only a new invitation counts.
    const { state: before } = await this.itineraries.load(itineraryId);
    const pendingAlready = before.status === 'active' && pendingInvitations(before, new Date(now).toISOString()).some((i) => i.email === address);
    if (!pendingAlready) await this.quota.check(actor.userId);
    const invitationId = this.ids.uuid();
    const handled = await this.change.execute(itineraryId, { type: 'InviteMember', invitationId, email, role }, actor, context, expectedRevision);
    const state = handled.state;
    if (state.status !== 'active') throw new Error('an itinerary that took an invitation is active');
    // The new invitation, or the one pending for the address already.
    const invitation = pendingInvitations(state, new Date(now).toISOString()).find((i) => i.email === address)!;
    if (handled.events.length > 0) {
      await this.quota.record(actor.userId);
      void this.mail(invitation, state.title, actor.userId);
    }
    return { invitation: viewOf(invitation), revision: handled.revision };
  }

  /** The pending invitations, oldest first: for the owner through a first-party app. */
  async list(itineraryId: string, actor: Actor): Promise<InvitationList> {
    const { state, revision } = await this.itineraries.load(itineraryId);
    const itinerary = membersManaged(state, actor);
    return { invitations: pendingInvitations(itinerary, this.clock.now().toISOString()).map(viewOf), revision };
  }

  /** The new revision. */
  async cancel(itineraryId: string, invitationId: string, actor: Actor, context: CommandContext, expectedRevision?: number): Promise<number> {
    return (await this.change.execute(itineraryId, { type: 'CancelInvitation', invitationId }, actor, context, expectedRevision)).revision;
  }

  private async mail(invitation: Invitation, title: string, ownerId: string): Promise<void> {
    try {
      const owner = await this.accounts.get(ownerId);
      const who = owner?.displayName ?? 'Someone';
      const until = new Date(invitation.expiresAt).toUTCString().slice(0, 16);
      await this.mailer.send({
        to: invitation.email,
        subject: `${who} invited you to a trip`,
        text: [
          'Hello,',
          '',
          `${who} invited you to the itinerary "${title}" on ${this.baseUrl} as ${invitation.role === 'editor' ? 'an editor' : 'a viewer'}.`,
          '',
          'To accept, create an account with this email address in an Itinerary app (or sign in, if you have one),',
          'then open the link we mail you to confirm the address. The trip is shared with you as soon as it is confirmed.',
          '',
          `The invitation is open until ${until} (UTC). If you do not know ${who}, ignore this message: nothing happens.`,
        ].join('\n'),
      });
    } catch (err) {
      this.logger.error({ err, invitationId: invitation.id }, 'invitation mail not sent');
    }
  }
}

const viewOf = ({ invitedBy: _invitedBy, ...view }: Invitation): InvitationView => view;
