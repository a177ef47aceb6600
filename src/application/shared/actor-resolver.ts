import type { Actor } from '../../domain/itinerary/types.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { AccountReader } from '../ports/account-reader.port.js';
import type { AuthContext } from './auth-context.js';

/** The domain's Actor for a verified caller: Pro comes from the account's plan, first-party from the token. */
export class ActorResolver {
  constructor(private readonly accounts: AccountReader) {}

  async resolve(auth: Pick<AuthContext, 'userId' | 'firstParty'>): Promise<Actor> {
    const account = await this.accounts.get(auth.userId);
    // Access tokens are not stored, so they outlive a deleted account by up to an hour: refused here.
    if (!account) throw new DomainError('notFound', 'The account of this token no longer exists.');
    return { userId: auth.userId, pro: account.plan === 'pro', firstParty: auth.firstParty };
  }
}
