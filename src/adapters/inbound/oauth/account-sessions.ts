import type { AccountSessions } from '../../../application/ports/account-sessions.port.js';
import type { OAuthStore } from '../../../application/ports/oauth-store.port.js';

/**
 * The models of oidc-provider that hold an account's sign-ins: browser sessions at the authorization
 * server, grants (an app's consent), refresh tokens and codes not yet exchanged. Access tokens are JWTs
 * that are not stored: they end within their hour.
 */
const SIGNED_IN_MODELS = ['Session', 'Grant', 'RefreshToken', 'AuthorizationCode'];

/** Ends an account's sign-ins by removing what oidc-provider stored for it. */
export class OidcAccountSessions implements AccountSessions {
  constructor(private readonly store: OAuthStore) {}

  async revokeAll(accountId: string): Promise<void> {
    for (const model of SIGNED_IN_MODELS) await this.store.model(model).revokeByAccountId(accountId);
  }
}
