import { normaliseEmail } from '../../domain/account/types.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { AccountRepository } from './account-repository.js';
import type { EmailReservations } from './email-reservations.js';
import { PASSWORD_MAX_LENGTH } from './register-account.js';
import type { SignInThrottle } from './sign-in-throttle.js';

/** One message for unknown email and wrong password alike: the page must not tell which. */
export class SignInRefused extends Error {
  constructor() {
    super('The email or password is not right.');
    this.name = 'SignInRefused';
  }
}

export class SignInThrottled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many failed attempts. Try again in ${retryAfterSeconds} seconds.`);
    this.name = 'SignInThrottled';
  }
}

/** Checks an email and password; returns the account id. */
export class SignIn {
  private dummyHash?: Promise<string>;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly reservations: EmailReservations,
    private readonly hasher: PasswordHasher,
    /** Per email and client address: guessing one account's password. */
    private readonly throttle: SignInThrottle,
    /** Per client address across emails: spraying a few guesses at many accounts. */
    private readonly addressThrottle: SignInThrottle,
  ) {}

  async execute(email: string, password: string, clientIp: string): Promise<string> {
    const key = `${normaliseEmail(email)}|${clientIp}`;
    const wait = Math.max(this.throttle.retryAfterSeconds(key), this.addressThrottle.retryAfterSeconds(clientIp));
    if (wait > 0) throw new SignInThrottled(wait);

    const accountId = await this.verify(normaliseEmail(email), password);
    if (!accountId) {
      this.throttle.failed(key);
      this.addressThrottle.failed(clientIp);
      throw new SignInRefused();
    }
    this.throttle.succeeded(key);
    return accountId;
  }

  private async verify(email: string, password: string): Promise<string | undefined> {
    if (password.length > PASSWORD_MAX_LENGTH) return undefined;
    const reservation = await this.reservations.current(email);
    const state = reservation ? (await this.accounts.load(reservation.accountId)).state : undefined;
    if (state?.status !== 'registered') {
      // Spend the same KDF time as for a real account, so timing does not reveal which emails exist.
      await this.hasher.verify(password, await (this.dummyHash ??= this.hasher.hash('not a real password')));
      return undefined;
    }
    return (await this.hasher.verify(password, state.passwordHash)) ? state.id : undefined;
  }
}
