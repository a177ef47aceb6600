import { createHash } from 'node:crypto';
import { normaliseEmail } from '../../domain/account/types.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { EventStore, ExpectedRevision } from '../ports/event-store.port.js';
import type { CommandContext } from '../shared/command-context.js';

export const EMAIL_RESERVED = 'EmailReserved';
export const EMAIL_RELEASED = 'EmailReleased';

/** An address as a stream id may hold it: the SHA-256 of its normalised form, so no address is in clear. */
export const emailKey = (email: string): string => createHash('sha256').update(normaliseEmail(email)).digest('hex');

export interface EmailReservation {
  accountId: string;
  /** Revision of the reservation event; the next claim must expect it. */
  revision: number;
  reservedAt: string;
}

/** Who holds an address now, and the revision a claim of it must expect. */
export interface EmailHolding {
  holder?: EmailReservation;
  expected: ExpectedRevision;
}

/**
 * Email uniqueness the event-sourced way: one stream per normalised email, whose latest event names
 * the account holding it (`EmailReserved`) or says nobody does any more (`EmailReleased`, after a
 * change of address or a deletion). Claiming appends with the revision read before, so of two racing
 * claims exactly one wins. The hash keeps addresses out of stream ids, and the events name only the
 * account: the address itself is in no event of these streams.
 */
export class EmailReservations {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  static streamId(email: string): string {
    return `email-${emailKey(email)}`;
  }

  async current(email: string): Promise<EmailReservation | undefined> {
    return (await this.holding(email)).holder;
  }

  async holding(email: string): Promise<EmailHolding> {
    let holder: EmailReservation | undefined;
    let expected: ExpectedRevision = 'no_stream';
    for await (const event of this.store.readStream(EmailReservations.streamId(email))) {
      expected = event.revision;
      holder =
        event.type === EMAIL_RESERVED
          ? { accountId: (event.data as { accountId: string }).accountId, revision: event.revision, reservedAt: event.metadata.occurredAt }
          : undefined;
    }
    return { holder, expected };
  }

  /**
   * Appends the reservation, expecting what `holding` read: a fresh or released address, or an orphan
   * left by a crash between the two appends of a sign-up. Throws WrongExpectedRevisionError when
   * another claim got there first.
   */
  async claim(email: string, accountId: string, context: CommandContext, expected: ExpectedRevision): Promise<void> {
    await this.append(email, EMAIL_RESERVED, accountId, context, expected);
  }

  /** Frees the address when `accountId` still holds it (an address changed, an account deleted). */
  async release(email: string, accountId: string, context: CommandContext): Promise<void> {
    const { holder } = await this.holding(email);
    if (holder?.accountId !== accountId) return;
    await this.append(email, EMAIL_RELEASED, accountId, context, holder.revision);
  }

  private async append(email: string, type: string, accountId: string, context: CommandContext, expected: ExpectedRevision): Promise<void> {
    const metadata = { ...context, occurredAt: this.clock.now().toISOString(), schemaVersion: 1 };
    await this.store.append(EmailReservations.streamId(email), [{ id: this.ids.eventId(), type, data: { accountId }, metadata }], expected);
  }
}
