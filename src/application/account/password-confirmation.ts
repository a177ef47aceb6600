import type { Account } from '../../domain/account/state.js';
import { DomainError, validationFailed } from '../../domain/shared/domain-error.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { AccountRepository } from './account-repository.js';
import { PASSWORD_MAX_LENGTH } from './register-account.js';
import { SignInThrottled } from './sign-in.js';
import type { SignInThrottle } from './sign-in-throttle.js';

/**
 * The current password, asked again before a change that matters (a new password or address, deletion):
 * a session left open on a shared computer, or a stolen access token, is not enough for those. Failures
 * are throttled per account as sign-in's are, so a session cannot be used to guess the password.
 */
export class PasswordConfirmation {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {}

  /**
   * The account when `password` is its current one. Otherwise validationFailed on `path` (the form's
   * field), SignInThrottled after too many failures, notFound for an account that is gone.
   */
  async confirm(accountId: string, password: string, path = 'currentPassword'): Promise<Account> {
    const key = `confirm|${accountId}`;
    const wait = this.throttle.retryAfterSeconds(key);
    if (wait > 0) throw new SignInThrottled(wait);
    const { state } = await this.accounts.load(accountId);
    if (state.status !== 'registered') throw new DomainError('notFound', 'No such account.');
    if (password === '') throw validationFailed([{ path, message: 'is required' }]);
    if (password.length > PASSWORD_MAX_LENGTH || !(await this.hasher.verify(password, state.passwordHash))) {
      this.throttle.failed(key);
      throw validationFailed([{ path, message: 'is not the password of this account' }]);
    }
    this.throttle.succeeded(key);
    return state;
  }
}
