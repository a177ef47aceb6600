import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { SecretStore } from '../../../application/ports/secret-store.port.js';
import type { SignedTokens } from '../../../application/ports/signed-tokens.port.js';

/** Longer than any link token we sign: anything longer is not ours and is not parsed. */
const MAX_TOKEN_LENGTH = 2_048;

/**
 * Signed tokens as compact JWTs (jose), HS256 with a 256-bit key made on first start and kept in the
 * secret store (every instance signs and checks with the same one). The purpose is the audience, so a
 * token made for one link is refused by another.
 */
export class JwtSignedTokens implements SignedTokens {
  private key: Promise<Uint8Array> | undefined;

  constructor(
    private readonly secrets: SecretStore,
    private readonly issuer: string,
  ) {}

  async sign(purpose: string, claims: Record<string, string>, ttlSeconds: number): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(this.issuer)
      .setAudience(purpose)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(await this.signingKey());
  }

  async verify(purpose: string, token: string): Promise<Record<string, string> | undefined> {
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), { issuer: this.issuer, audience: purpose, algorithms: ['HS256'] });
      return Object.fromEntries(Object.entries(payload).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      return undefined;
    }
  }

  private signingKey(): Promise<Uint8Array> {
    return (this.key ??= this.secrets
      .getOrCreate('link-signing-key', async () => ({ key: randomBytes(32).toString('base64url') }))
      .then(({ key }) => Buffer.from(key, 'base64url')));
  }
}
