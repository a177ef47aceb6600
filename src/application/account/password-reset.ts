import { passwordSetAt, type Account } from '../../domain/account/state.js';
import { normaliseEmail } from '../../domain/account/types.js';
import { validationFailed } from '../../domain/shared/domain-error.js';
import type { AccountSessions } from '../ports/account-sessions.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { SignedTokens } from '../ports/signed-tokens.port.js';
import type { CommandContext } from '../shared/command-context.js';
import type { AccountRepository } from './account-repository.js';
import type { EmailReservations } from './email-reservations.js';
import { passwordRuleError } from './register-account.js';
import { SendInterval } from './send-interval.js';

const PURPOSE = 'reset-password';
/** A reset link is for now, not for later: an hour. */
export const RESET_TTL_SECONDS = 60 * 60;
/** Least time between two reset links to one account. */
const RESEND_AFTER_MS = 5 * 60_000;

export type ResetOutcome = 'changed' | 'invalid';

interface Link {
  accountId: string;
  email: string;
}

/**
 * A forgotten password: a signed link mailed to the account's address, good for an hour and for one
 * change. The link names when the password last changed, so the change it makes (or any other) ends
 * it and every link sent before. Setting the new password ends every session and revokes every grant
 * and refresh token of the account (access tokens, which are not stored, end within their hour), and
 * confirms the address, which the link proved.
 */
export class PasswordReset {
  private readonly interval = new SendInterval(RESEND_AFTER_MS);

  constructor(
    private readonly accounts: AccountRepository,
    private readonly reservations: EmailReservations,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SignedTokens,
    private readonly mailer: Mailer,
    private readonly sessions: AccountSessions,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** BASE_URL: links point at its /oauth/reset-password/new page. */
    private readonly baseUrl: string,
  ) {}

  /**
   * Mails a link when an account has this address. The caller answers the same either way, so the
   * page tells nobody whether an address has an account; a failed send is logged, not shown.
   */
  async request(email: string): Promise<void> {
    try {
      const reservation = await this.reservations.current(normaliseEmail(email));
      if (!reservation) return;
      const { state } = await this.accounts.load(reservation.accountId);
      if (state.status !== 'registered' || !this.interval.claim(state.id, this.clock.now().getTime())) return;
      await this.mail(state).catch((error: unknown) => {
        this.interval.release(state.id);
        throw error;
      });
    } catch (err) {
      this.logger.error({ err }, 'password reset link not sent');
    }
  }

  private async mail(state: Account): Promise<void> {
    const since = passwordSetAt(state);
    const token = await this.tokens.sign(PURPOSE, { sub: state.id, email: state.email, since }, RESET_TTL_SECONDS);
    await this.mailer.send({
      to: state.email,
      subject: 'Reset your password',
      text: [
        `Hello ${state.displayName},`,
        '',
        'Someone, hopefully you, asked to reset the password of your account. Open this link to choose a new one:',
        `${this.baseUrl}/oauth/reset-password/new?token=${encodeURIComponent(token)}`,
        '',
        'The link works for an hour and once. Choosing a new password signs you out everywhere.',
        'If you did not ask for it, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
  }

  /** Whether the link still works (the page shows its form only then). */
  async isUsable(token: string): Promise<boolean> {
    return (await this.check(token)) !== undefined;
  }

  /** Sets the new password when the link still works; validationFailed (path password) for a bad one. */
  async reset(token: string, password: string, context: Omit<CommandContext, 'actorId'>): Promise<ResetOutcome> {
    const link = await this.check(token);
    if (!link) return 'invalid';
    const passwordError = passwordRuleError(password, 'password');
    if (passwordError) throw validationFailed([passwordError]);
    const ctx = { ...context, actorId: link.accountId };
    const now = this.clock.now().toISOString();
    await this.accounts.handle(link.accountId, { type: 'ChangePassword', passwordHash: await this.hasher.hash(password), changedAt: now }, ctx);
    await this.accounts.handle(link.accountId, { type: 'VerifyEmail', email: link.email, verifiedAt: now }, ctx);
    await this.sessions.revokeAll(link.accountId);
    return 'changed';
  }

  private async check(token: string): Promise<Link | undefined> {
    const claims = await this.tokens.verify(PURPOSE, token);
    if (!claims?.sub || !claims.email || !claims.since) return undefined;
    const { state } = await this.accounts.load(claims.sub);
    if (state.status !== 'registered' || state.email !== claims.email) return undefined;
    if (passwordSetAt(state) !== claims.since) return undefined;
    return { accountId: state.id, email: state.email };
  }
}
