import type { AccessTokenVerifier } from '../../../../application/ports/access-token-verifier.port.js';
import type { Clock } from '../../../../application/ports/clock.port.js';
import type { AuthContext } from '../../../../application/shared/auth-context.js';

/** Bounds how long a verification is reused, whatever the token's own expiry (e.g. across key rotation). */
const MAX_REUSE_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers tokens verified before, until they expire, so a client's repeated requests skip the
 * signature check (an ECDSA verify is most of the CPU a GET costs). Only successes are kept, keyed by
 * the whole token, so a hit is the very same signed bytes; the lifetime is the token's `exp` (read
 * from its payload after the inner verifier accepted it), never longer than MAX_REUSE_MS.
 */
export class CachedAccessTokenVerifier implements AccessTokenVerifier {
  private readonly verified = new Map<string, { context: AuthContext; until: number }>();

  constructor(
    private readonly inner: AccessTokenVerifier,
    private readonly clock: Clock,
  ) {}

  async verify(token: string): Promise<AuthContext> {
    const now = this.clock.now().getTime();
    const hit = this.verified.get(token);
    if (hit && hit.until > now) return hit.context;
    if (hit) this.verified.delete(token);
    const context = await this.inner.verify(token);
    const expiresAt = jwtExpiry(token);
    if (expiresAt !== undefined) {
      if (this.verified.size >= MAX_ENTRIES) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { context, until: Math.min(expiresAt, now + MAX_REUSE_MS) });
    }
    return context;
  }
}

/** The `exp` of a JWT in ms, or undefined for anything else. */
function jwtExpiry(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' && Number.isFinite(payload.exp) ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
