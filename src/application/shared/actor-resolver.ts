import type { Actor } from '../../domain/itinerary/types.js';
import type { AccountReader } from '../ports/account-reader.port.js';
import type { AuthContext } from './auth-context.js';

/** The domain's Actor for a verified caller: Pro comes from the account's plan, first-party from the token. */
export class ActorResolver {
  constructor(private readonly accounts: AccountReader) {}

  async resolve(auth: Pick<AuthContext, 'userId' | 'firstParty'>): Promise<Actor> {
    const account = await this.accounts.get(auth.userId);
    return { userId: auth.userId, pro: account?.plan === 'pro', firstParty: auth.firstParty };
  }
}
