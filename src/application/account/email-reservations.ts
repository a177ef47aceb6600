import { createHash } from 'node:crypto';
import { normaliseEmail } from '../../domain/account/types.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { EventStore, ExpectedRevision } from '../ports/event-store.port.js';
import type { CommandContext } from '../shared/command-context.js';

export const EMAIL_RESERVED = 'EmailReserved';

/** An address as a stream id may hold it: the SHA-256 of its normalised form, so no address is in clear. */
export const emailKey = (email: string): string => createHash('sha256').update(normaliseEmail(email)).digest('hex');

export interface EmailReservation {
  accountId: string;
  /** Revision of the reservation event; the next claim must expect it. */
  revision: number;
  reservedAt: string;
}

/**
 * Email uniqueness the event-sourced way: one stream per normalised email, whose latest
 * `EmailReserved` event names the account holding it. Claiming appends with the expected revision
 * read before, so of two racing sign-ups exactly one wins. The hash keeps addresses out of stream ids.
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
    let latest: EmailReservation | undefined;
    for await (const event of this.store.readStream(EmailReservations.streamId(email))) {
      if (event.type === EMAIL_RESERVED) {
        latest = {
          accountId: (event.data as { accountId: string }).accountId,
          revision: event.revision,
          reservedAt: event.metadata.occurredAt,
        };
      }
    }
    return latest;
  }

  /**
   * Appends the reservation. `after` is the reservation being replaced (an orphan left by a crash
   * between the two appends of a sign-up), or undefined for a fresh email.
   * Throws WrongExpectedRevisionError when another sign-up got there first.
   */
  async claim(email: string, accountId: string, context: CommandContext, after?: EmailReservation): Promise<void> {
    const expected: ExpectedRevision = after ? after.revision : 'no_stream';
    await this.store.append(
      EmailReservations.streamId(email),
      [
        {
          id: this.ids.eventId(),
          type: EMAIL_RESERVED,
          data: { email: normaliseEmail(email), accountId },
          metadata: { ...context, occurredAt: this.clock.now().toISOString(), schemaVersion: 1 },
        },
      ],
      expected,
    );
  }
}
