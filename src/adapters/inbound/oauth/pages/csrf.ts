import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * CSRF tokens bound to one interaction: HMAC(secret, uid). oidc-provider only hands an interaction's
 * details to a browser holding that interaction's signed cookie, so a forged cross-site POST lacks
 * either the cookie or (unable to read our pages) the token. The account pages bind theirs the same
 * way to their session's id (`account:<sid>`).
 */
export class InteractionCsrf {
  constructor(private readonly secret: string) {}

  tokenFor(uid: string): string {
    return createHmac('sha256', this.secret).update(`csrf:${uid}`).digest('base64url');
  }

  verify(uid: string, token: unknown): boolean {
    if (typeof token !== 'string') return false;
    const expected = Buffer.from(this.tokenFor(uid));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
