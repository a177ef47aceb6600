import type { AuthContext } from '../shared/auth-context.js';

/** Why a bearer token was refused; the HTTP and MCP adapters turn it into 401 invalid_token. */
export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

/** Verifies an access token (signature, issuer, audience, expiry) and says who is calling. */
export interface AccessTokenVerifier {
  /** `audience` is the resource the token must be for (BASE_URL or BASE_URL/mcp). */
  verify(token: string): Promise<AuthContext>;
}
