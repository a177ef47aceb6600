import type { AccountReader, AccountView } from '../ports/account-reader.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { AccountRepository } from './account-repository.js';
import { toAccountProfile, toAccountView, type AccountProfile } from './account-view.js';
import type { EmailReservations } from './email-reservations.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads accounts straight from their streams: an account is a handful of events, cached by the repository. */
export class AccountQueries implements AccountReader {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly reservations: EmailReservations,
    private readonly clock: Clock,
    /** IMPORT_ALLOWANCE_PER_YEAR. */
    private readonly importAllowancePerYear: number,
  ) {}

  async get(userId: string): Promise<AccountView | undefined> {
    if (!UUID.test(userId)) return undefined;
    return toAccountView((await this.accounts.load(userId)).state);
  }

  async findByEmail(email: string): Promise<AccountView | undefined> {
    const reservation = await this.reservations.current(email);
    return reservation ? this.get(reservation.accountId) : undefined;
  }

  /** The account with this year's import allowance (GET /v1/me). */
  async profile(userId: string): Promise<AccountProfile | undefined> {
    if (!UUID.test(userId)) return undefined;
    const { state } = await this.accounts.load(userId);
    return toAccountProfile(state, this.clock.now().getUTCFullYear(), this.importAllowancePerYear);
  }
}
