/** One-way password storage with a memory-hard KDF. The encoded form names its own parameters. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time comparison; false (never an error) for a malformed stored value. */
  verify(password: string, encoded: string): Promise<boolean>;
}
