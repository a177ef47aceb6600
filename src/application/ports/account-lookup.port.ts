import type { Plan } from '../../domain/account/types.js';

/** An account as the account-lookup read model holds it (projected from account events). */
export interface AccountLookupEntry {
  id: string;
  email: string;
  displayName: string;
  plan: Plan;
}

/**
 * Account lookups for read paths that show many accounts at once (authors in lists, members).
 * Eventually consistent; commands that need the latest account read its stream (AccountReader).
 */
export interface AccountLookup {
  get(id: string): Promise<AccountLookupEntry | undefined>;
  findByEmail(email: string): Promise<AccountLookupEntry | undefined>;
  /** The known ones among `ids`, keyed by id. */
  getMany(ids: readonly string[]): Promise<Map<string, AccountLookupEntry>>;
}
