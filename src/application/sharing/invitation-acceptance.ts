import type { Invitation } from '../../domain/itinerary/types.js';
import { ACCOUNT_STREAM_PREFIX } from '../account/account-repository.js';
import { emailKey } from '../account/email-reservations.js';
import { ITINERARY_STREAM_PREFIX, type ItineraryRepository } from '../itinerary/itinerary-repository.js';
import type { AccountReader, AccountView } from '../ports/account-reader.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { EventStore, RecordedEvent, Subscription } from '../ports/event-store.port.js';
import type { Lifecycle } from '../ports/lifecycle.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { ProcessCheckpoints } from '../ports/process-checkpoints.port.js';
import type { CommandContext } from '../shared/command-context.js';
import { idInStream } from '../projections/projection.js';

export const INVITATION_PROCESS = 'invitations';
/** The stream of the invitations sent to one address: `invitee-<sha256 of the address>`. */
export const inviteeStream = (email: string): string => `invitee-${emailKey(email)}`;
export const INVITATION_ADDRESSED = 'InvitationAddressed';

/** How often the position is stored while only events of no interest go by. */
const SAVE_EVERY_MS = 2_000;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

interface Addressed {
  itineraryId: string;
  invitationId: string;
}

/**
 * The process manager that turns invitations into memberships. It follows the event log from its
 * checkpoint (ProcessCheckpoints), so it survives restarts and misses nothing:
 * - InvitationSent: notes the invitation in the invited address's stream (`invitee-<hash>`, the index
 *   from an address to its invitations), and accepts it at once when the address already has a
 *   confirmed account (confirmed in the meantime);
 * - EmailVerified, EmailChanged (a new address, proved by its link): accepts every invitation noted
 *   for the address the account holds now.
 * Each step is idempotent (the note's event id is the invitation's id; AcceptInvitation decides
 * nothing for an invitation already accepted, cancelled, expired or to another address), so events
 * handled again after a crash change nothing.
 */
export class InvitationAcceptance implements Lifecycle {
  readonly name = 'invitation-acceptance';
  private subscription?: Subscription;
  private position?: string;
  private saved?: string;
  private saver?: NodeJS.Timeout;
  private retry?: NodeJS.Timeout;
  private failures = 0;
  private stopping = false;

  constructor(
    private readonly events: EventStore,
    private readonly checkpoints: ProcessCheckpoints,
    private readonly itineraries: ItineraryRepository,
    private readonly accounts: AccountReader,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.stopping = false;
    this.position = this.saved = await this.checkpoints.load(INVITATION_PROCESS);
    this.subscribe();
    this.saver = setInterval(() => void this.save().catch((err: unknown) => this.logger.warn({ err }, 'invitation checkpoint not stored')), SAVE_EVERY_MS);
    this.saver.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.saver);
    clearTimeout(this.retry);
    await this.subscription?.stop();
    await this.save();
  }

  private subscribe(): void {
    const subscription = this.events.subscribeToAll(
      { after: this.position, streamPrefixes: [ITINERARY_STREAM_PREFIX, ACCOUNT_STREAM_PREFIX] },
      (event) => this.handle(event),
    );
    this.subscription = subscription;
    void subscription.failed.then((err) => {
      if (this.stopping || this.subscription !== subscription) return;
      const wait = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** this.failures++);
      this.logger.error({ err, retryInMs: wait }, 'invitation process failed; resuming from its checkpoint');
      this.retry = setTimeout(() => this.subscribe(), wait);
    });
  }

  private async handle(event: RecordedEvent): Promise<void> {
    let acted = false;
    if (event.type === 'InvitationSent') acted = await this.noteSent(event);
    else if (event.type === 'EmailVerified' || event.type === 'EmailChanged') acted = await this.acceptForAccount(event);
    this.position = event.position;
    this.failures = 0;
    // What was done is stored at once; a run of other events only every few seconds.
    if (acted) await this.save();
  }

  private async noteSent(event: RecordedEvent): Promise<boolean> {
    const itineraryId = idInStream(ITINERARY_STREAM_PREFIX, event.streamId);
    if (!itineraryId) return false;
    const { invitationId, email } = event.data as Pick<Invitation, 'email'> & { invitationId: string };
    const addressed: Addressed = { itineraryId, invitationId };
    await this.events.append(
      inviteeStream(email),
      [{ id: invitationId, type: INVITATION_ADDRESSED, data: addressed, metadata: { ...contextOf(event), occurredAt: this.clock.now().toISOString(), schemaVersion: 1 } }],
      'any',
    );
    const account = await this.accounts.findByEmail(email);
    if (account?.emailVerified) await this.accept(addressed, account, event);
    return true;
  }

  private async acceptForAccount(event: RecordedEvent): Promise<boolean> {
    const accountId = idInStream(ACCOUNT_STREAM_PREFIX, event.streamId);
    const account = accountId ? await this.accounts.get(accountId) : undefined;
    // The address the account holds now, if it is still confirmed: an older one proves nothing.
    if (!account?.emailVerified) return false;
    let acted = false;
    for await (const noted of this.events.readStream(inviteeStream(account.email))) {
      if (noted.type !== INVITATION_ADDRESSED) continue;
      await this.accept(noted.data as Addressed, account, event);
      acted = true;
    }
    return acted;
  }

  private async accept({ itineraryId, invitationId }: Addressed, account: AccountView, cause: RecordedEvent): Promise<void> {
    const actor = { userId: account.id, pro: account.plan === 'pro', firstParty: false };
    const command = { type: 'AcceptInvitation', invitationId, email: account.email, actor, now: this.clock.now().toISOString() } as const;
    const handled = await this.itineraries.handle(itineraryId, command, { ...contextOf(cause), actorId: account.id });
    if (handled.events.length > 0) this.logger.info({ itineraryId, invitationId, accountId: account.id }, 'invitation accepted');
  }

  private async save(): Promise<void> {
    const position = this.position;
    if (position === undefined || position === this.saved) return;
    await this.checkpoints.save(INVITATION_PROCESS, position);
    this.saved = position;
  }
}

/** What this process writes is caused by the event it handles, in that event's correlation. */
const contextOf = (event: RecordedEvent): CommandContext => ({
  actorId: INVITATION_PROCESS,
  clientId: INVITATION_PROCESS,
  correlationId: event.metadata.correlationId,
  causationId: event.id,
});
