import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { InvalidTokenError, type AccessTokenVerifier } from '../../../application/ports/access-token-verifier.port.js';
import type { SecretStore } from '../../../application/ports/secret-store.port.js';
import type { AuthContext } from '../../../application/shared/auth-context.js';
import { loadOAuthKeys, publicJwks, SIGNING_ALG } from './keys.js';
import { FIRST_PARTY } from './provider.js';
import { resourcesOf } from './scopes.js';

/** Clock skew tolerated between instances, in seconds. */
const CLOCK_TOLERANCE = 5;

/**
 * Verifies our own JWT access tokens (RFC 9068) locally with our public keys: signature, `typ`
 * at+jwt, issuer, audience (the API or its MCP endpoint, both name this service), expiry.
 * First-party comes from the token's `first_party` claim, set at issuance from the client's
 * operator-controlled metadata: no store lookup per request, so stateless API instances can verify.
 */
export class JoseAccessTokenVerifier implements AccessTokenVerifier {
  private keySet?: Promise<JWTVerifyGetKey>;

  constructor(
    private readonly secrets: SecretStore,
    private readonly issuer: string,
  ) {}

  async verify(token: string): Promise<AuthContext> {
    const { api, mcp } = resourcesOf(this.issuer);
    let payload;
    try {
      ({ payload } = await jwtVerify(token, await this.keys(), {
        issuer: this.issuer,
        audience: [api, mcp],
        typ: 'at+jwt',
        algorithms: [SIGNING_ALG],
        requiredClaims: ['sub', 'exp', 'iat', 'jti', 'client_id'],
        clockTolerance: CLOCK_TOLERANCE,
      }));
    } catch (error) {
      throw new InvalidTokenError(reason(error));
    }
    if (typeof payload.client_id !== 'string' || typeof payload.sub !== 'string') {
      throw new InvalidTokenError('The access token lacks sub or client_id.');
    }
    return {
      userId: payload.sub,
      clientId: payload.client_id,
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [],
      firstParty: payload[FIRST_PARTY] === true,
      tokenId: payload.jti,
    };
  }

  private keys(): Promise<JWTVerifyGetKey> {
    this.keySet ??= loadOAuthKeys(this.secrets).then((keys) => createLocalJWKSet({ keys: publicJwks(keys) }));
    this.keySet.catch(() => (this.keySet = undefined));
    return this.keySet;
  }
}

/** A short reason for the error_description; never the token itself. */
function reason(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'The access token has expired.';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'The access token is not for this service (wrong audience).';
    if (error.claim === 'iss') return 'The access token was not issued by this service.';
    if (error.claim === 'typ') return 'The token is not an access token (typ must be at+jwt).';
    return `The access token's ${error.claim} claim is not valid.`;
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'The access token signature is not valid.';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'The access token was not signed by a key of this service.';
  return 'The access token is malformed.';
}
