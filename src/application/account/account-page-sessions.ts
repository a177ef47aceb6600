import { passwordSetAt } from '../../domain/account/state.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { SignedTokens } from '../ports/signed-tokens.port.js';
import type { AccountRepository } from './account-repository.js';

const PURPOSE = 'account-page';
/** A signed-in account page lasts half an hour: long enough to change a few things, short on a shared computer. */
export const PAGE_SESSION_TTL_SECONDS = 30 * 60;

export interface PageSession {
  accountId: string;
  /** This session's own id: the pages' CSRF tokens are bound to it. */
  sid: string;
}

/**
 * Sessions of the account pages (a signed token the pages keep in a cookie). A session names when the
 * password last changed, so a new password, set here or through a reset link, ends every session
 * opened before it; a deleted account has none.
 */
export class AccountPageSessions {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: SignedTokens,
    private readonly ids: IdGenerator,
  ) {}

  async open(accountId: string): Promise<string> {
    const { state } = await this.accounts.load(accountId);
    if (state.status !== 'registered') throw new Error(`account ${accountId} cannot open a session`);
    return this.tokens.sign(PURPOSE, { sub: accountId, since: passwordSetAt(state), sid: this.ids.uuid() }, PAGE_SESSION_TTL_SECONDS);
  }

  async resume(token: string): Promise<PageSession | undefined> {
    const claims = await this.tokens.verify(PURPOSE, token);
    if (!claims?.sub || !claims.sid || !claims.since) return undefined;
    const { state } = await this.accounts.load(claims.sub);
    if (state.status !== 'registered' || passwordSetAt(state) !== claims.since) return undefined;
    return { accountId: state.id, sid: claims.sid };
  }
}

