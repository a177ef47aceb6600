import { passwordSetAt } from '../../domain/account/state.js';
import { isEmail, normaliseEmail } from '../../domain/account/types.js';
import { DomainError, validationFailed } from '../../domain/shared/domain-error.js';
import type { Clock } from '../ports/clock.port.js';
import { WrongExpectedRevisionError } from '../ports/event-store.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { SignedTokens } from '../ports/signed-tokens.port.js';
import type { CommandContext } from '../shared/command-context.js';
import type { AccountRepository } from './account-repository.js';
import type { EmailReservations } from './email-reservations.js';
import type { PasswordConfirmation } from './password-confirmation.js';

const PURPOSE = 'change-email';
/** A day: the new mailbox is usually at hand, and a pending change should not linger. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

export type EmailChangeOutcome = 'changed' | 'taken' | 'invalid';

interface Link {
  accountId: string;
  /** The address asked for. */
  email: string;
  /** The address the account had when asked: freed once the change is made. */
  from: string;
}

/**
 * A new address for the account. Asking takes the current password; a link goes to the new address
 * and a notice to the current one. The account keeps its current, proved address until the link is
 * followed, so shares keep going to it, never to an address nobody proved. The link names the address
 * it was asked from and when the password last changed: a change of either (a reset after a notice
 * the owner did not expect) ends it, and so does the change it makes. Uniqueness: the new address is
 * reserved when the change is made, exactly as at sign-up, and the old one released.
 */
export class EmailChange {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly reservations: EmailReservations,
    private readonly confirmation: PasswordConfirmation,
    private readonly tokens: SignedTokens,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    /** BASE_URL: links point at its /oauth/account/email/confirm page. */
    private readonly baseUrl: string,
  ) {}

  async request(accountId: string, input: { currentPassword: string; newEmail: string }): Promise<void> {
    const account = await this.confirmation.confirm(accountId, input.currentPassword);
    const email = normaliseEmail(input.newEmail);
    if (!isEmail(email)) throw validationFailed([{ path: 'newEmail', message: 'must be an email address' }]);
    if (email === account.email) throw validationFailed([{ path: 'newEmail', message: 'is the address the account has now' }]);
    const holder = await this.reservations.current(email);
    if (holder && holder.accountId !== accountId) throw new DomainError('emailTaken', 'Another account has this address.');
    const claims = { sub: accountId, email, from: account.email, since: passwordSetAt(account) };
    const token = await this.tokens.sign(PURPOSE, claims, EMAIL_CHANGE_TTL_SECONDS);
    await this.mailer.send({
      to: email,
      subject: 'Confirm your new email address',
      text: [
        `Hello ${account.displayName},`,
        '',
        'Open this link to make this address the one of your account:',
        `${this.baseUrl}/oauth/account/email/confirm?token=${encodeURIComponent(token)}`,
        '',
        'The link works for a day. Until it is followed, your account keeps its current address.',
        'If you did not ask for it, ignore this message.',
      ].join('\n'),
    });
    await this.mailer.send({
      to: account.email,
      subject: 'A new email address was asked for your account',
      text: [
        `Hello ${account.displayName},`,
        '',
        `Someone signed in to your account asked to change its address to ${masked(email)}.`,
        'Nothing changes until a link mailed to that address is followed.',
        `If this was not you, change your password now (${this.baseUrl}/oauth/reset-password): that cancels the change.`,
      ].join('\n'),
    });
  }

  /** Whether the link still works (its page shows the button only then). */
  async isUsable(token: string): Promise<boolean> {
    return (await this.check(token)) !== undefined;
  }

  async confirm(token: string, context: Omit<CommandContext, 'actorId'>): Promise<EmailChangeOutcome> {
    const link = await this.check(token);
    if (!link) return 'invalid';
    const ctx = { ...context, actorId: link.accountId };
    const { holder, expected } = await this.reservations.holding(link.email);
    if (holder && holder.accountId !== link.accountId) return 'taken';
    if (!holder) {
      try {
        await this.reservations.claim(link.email, link.accountId, ctx, expected);
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError) return 'taken';
        throw error;
      }
    }
    await this.accounts.handle(link.accountId, { type: 'ChangeEmail', email: link.email, changedAt: this.clock.now().toISOString() }, ctx);
    await this.reservations.release(link.from, link.accountId, ctx);
    return 'changed';
  }

  private async check(token: string): Promise<Link | undefined> {
    const claims = await this.tokens.verify(PURPOSE, token);
    if (!claims?.sub || !claims.email || !claims.from || !claims.since) return undefined;
    const { state } = await this.accounts.load(claims.sub);
    if (state.status !== 'registered' || state.email !== claims.from || passwordSetAt(state) !== claims.since) return undefined;
    return { accountId: state.id, email: claims.email, from: claims.from };
  }
}


/** `a***@example.org`: enough for the owner to recognise, little for whoever else reads the old mailbox. */
const masked = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};
