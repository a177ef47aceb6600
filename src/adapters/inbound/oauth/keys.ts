import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { SecretStore } from '../../../application/ports/secret-store.port.js';

export const SIGNING_ALG = 'ES256';

export interface OAuthKeys {
  /** Private signing keys (JWK, with kid); the first signs, all verify. */
  signing: JWK[];
  /** Keys for oidc-provider's signed cookies; the first signs, all verify. */
  cookies: string[];
}

/**
 * The authorization server's keys: generated on first start and persisted through the SecretStore
 * (DATA_DIR/secrets on the embedded profile, MongoDB on the distributed one), so tokens and cookies
 * stay valid across restarts and instances. Never oidc-provider's development keys.
 */
export async function loadOAuthKeys(secrets: SecretStore): Promise<OAuthKeys> {
  const signing = await secrets.getOrCreate('oauth-signing-keys', async () => ({ keys: [await newSigningKey()] }));
  const cookies = await secrets.getOrCreate('oauth-cookie-keys', async () => ({
    keys: [randomBytes(32).toString('base64url')],
  }));
  return { signing: signing.keys, cookies: cookies.keys };
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALG, use: 'sig' };
}

/** The public half of each signing key, for verifiers and /oauth/jwks. */
export const publicJwks = (keys: OAuthKeys): JWK[] =>
  keys.signing.map(({ kty, crv, x, y, n, e, kid, alg, use }) =>
    Object.fromEntries(Object.entries({ kty, crv, x, y, n, e, kid, alg, use }).filter(([, v]) => v !== undefined)),
  );
