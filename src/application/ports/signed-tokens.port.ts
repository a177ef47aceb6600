/**
 * Short tokens the service signs into links it mails (verify an email, reset a password) and checks
 * when they come back: nobody else can make one, and each is good for one purpose until it expires.
 */
export interface SignedTokens {
  sign(purpose: string, claims: Record<string, string>, ttlSeconds: number): Promise<string>;
  /** The claims of a token this service signed for `purpose` and that has not expired; undefined otherwise. */
  verify(purpose: string, token: string): Promise<Record<string, string> | undefined>;
}
