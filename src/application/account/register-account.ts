import { accountDecider } from '../../domain/account/decider.js';
import type { AccountCommand } from '../../domain/account/commands.js';
import { normaliseEmail } from '../../domain/account/types.js';
import { DomainError, validationFailed, type FieldError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import { WrongExpectedRevisionError } from '../ports/event-store.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { CommandContext } from '../shared/command-context.js';
import type { AccountRepository } from './account-repository.js';
import type { EmailReservation, EmailReservations } from './email-reservations.js';

export interface Registration {
  email: string;
  password: string;
  displayName: string;
}

export const PASSWORD_MIN_LENGTH = 10;
/** Bounds the KDF's input so a huge "password" cannot become a CPU sink. */
export const PASSWORD_MAX_LENGTH = 512;

/** The one rule a new password meets (sign-up, reset, change), reported under the form's field `path`. */
export const passwordRuleError = (password: string, path: string): FieldError | undefined =>
  password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH
    ? { path, message: `must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters` }
    : undefined;

/** Far longer than a sign-up takes between its two appends, so an in-flight one is never taken over. */
const ORPHAN_AFTER_MS = 10 * 60_000;

const emailTaken = (): DomainError => new DomainError('emailTaken', 'An account with this email already exists.');

/**
 * Sign-up: validate, hash, reserve the email (the uniqueness point), then write the account stream.
 * Every check that can fail without I/O runs before the reservation, so a refused sign-up never holds
 * an email. A reservation whose account stream is still absent 10 minutes later (a crash in between)
 * may be claimed again.
 */
export class RegisterAccount {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly reservations: EmailReservations,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(input: Registration, context: Omit<CommandContext, 'actorId'>): Promise<{ accountId: string; email: string }> {
    const accountId = this.ids.uuid();
    const email = normaliseEmail(input.email);
    // Every field problem at once, before the (slow) KDF runs.
    const errors = this.fieldErrors(accountId, email, input.displayName);
    const passwordError = passwordRuleError(input.password, 'password');
    if (passwordError) errors.push(passwordError);
    if (errors.length > 0) throw validationFailed(errors);
    const command: AccountCommand = {
      type: 'RegisterAccount',
      accountId,
      email,
      displayName: input.displayName,
      passwordHash: await this.hasher.hash(input.password),
      registeredAt: this.clock.now().toISOString(),
    };

    const ctx: CommandContext = { ...context, actorId: accountId };
    const { holder, expected } = await this.reservations.holding(command.email);
    if (holder && !(await this.isOrphan(holder))) throw emailTaken();
    try {
      await this.reservations.claim(command.email, accountId, ctx, expected);
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw emailTaken();
      throw error;
    }
    await this.accounts.handle(accountId, command, ctx, { mustNotExist: true });
    return { accountId, email: command.email };
  }

  /** A reservation whose account stream is still absent long after: its sign-up died in between. */
  private async isOrphan(reservation: EmailReservation): Promise<boolean> {
    const age = this.clock.now().getTime() - Date.parse(reservation.reservedAt);
    if (age < ORPHAN_AFTER_MS) return false;
    return (await this.accounts.load(reservation.accountId)).state.status === 'absent';
  }

  private fieldErrors(accountId: string, email: string, displayName: string): FieldError[] {
    const probe: AccountCommand = { type: 'RegisterAccount', accountId, email, displayName, passwordHash: '-', registeredAt: '' };
    try {
      accountDecider.decide(probe, accountDecider.initialState());
      return [];
    } catch (error) {
      if (error instanceof DomainError && Array.isArray(error.details.errors)) return [...(error.details.errors as FieldError[])];
      throw error;
    }
  }
}
