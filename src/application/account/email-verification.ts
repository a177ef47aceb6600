import type { Clock } from '../ports/clock.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { SignedTokens } from '../ports/signed-tokens.port.js';
import type { CommandContext } from '../shared/command-context.js';
import type { AccountRepository } from './account-repository.js';
import { SendInterval } from './send-interval.js';

const PURPOSE = 'verify-email';
/** Long enough to find the mail a day later; short enough that an old mailbox leak is harmless. */
export const VERIFICATION_TTL_SECONDS = 3 * 24 * 60 * 60;

/** Least time between two links to one account: signing in again and again must not flood its mailbox. */
const RESEND_AFTER_MS = 10 * 60_000;

export type VerificationOutcome = 'verified' | 'alreadyVerified' | 'invalid';

/**
 * Proof that a person owns an account's email: a signed link (account, address, expiry) is mailed
 * to the address; following it records EmailVerified. A link is good once in effect: after it the
 * address is verified and following it again changes nothing, and a link sent to an address the
 * account no longer has proves nothing.
 */
export class EmailVerification {
  private readonly interval = new SendInterval(RESEND_AFTER_MS);

  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: SignedTokens,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** BASE_URL: links point at its /oauth/verify-email page. */
    private readonly baseUrl: string,
  ) {}

  /** Mails a verification link to the account's current address, unless it is verified already or was sent one lately. */
  async send(accountId: string): Promise<void> {
    const { state } = await this.accounts.load(accountId);
    if (state.status !== 'registered' || state.emailVerified) return;
    if (!this.interval.claim(accountId, this.clock.now().getTime())) return;
    try {
      await this.mail(state.id, state.email, state.displayName);
    } catch (error) {
      this.interval.release(accountId);
      throw error;
    }
  }

  private async mail(accountId: string, email: string, displayName: string): Promise<void> {
    const token = await this.tokens.sign(PURPOSE, { sub: accountId, email }, VERIFICATION_TTL_SECONDS);
    const link = `${this.baseUrl}/oauth/verify-email?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: email,
      subject: 'Confirm your email address',
      text: [
        `Hello ${displayName},`,
        '',
        'Open this link to confirm that this address is yours. Until you do, nobody can share a trip with you.',
        link,
        '',
        'The link works for 3 days. If you did not create an account, ignore this message.',
      ].join('\n'),
    });
  }

  /** Sends, logging instead of failing: a sign-up goes on when the mail server is down (the link can be sent again). */
  async sendQuietly(accountId: string): Promise<void> {
    try {
      await this.send(accountId);
    } catch (err) {
      this.logger.error({ err, accountId }, 'verification mail not sent');
    }
  }

  async verify(token: string, context: Omit<CommandContext, 'actorId'>): Promise<VerificationOutcome> {
    const claims = await this.tokens.verify(PURPOSE, token);
    if (!claims?.sub || !claims.email) return 'invalid';
    const { state } = await this.accounts.load(claims.sub);
    if (state.status !== 'registered' || state.email !== claims.email) return 'invalid';
    if (state.emailVerified) return 'alreadyVerified';
    await this.accounts.handle(
      claims.sub,
      { type: 'VerifyEmail', email: claims.email, verifiedAt: this.clock.now().toISOString() },
      { ...context, actorId: claims.sub },
    );
    return 'verified';
  }
}
