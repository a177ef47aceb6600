/**
 * When each account began its fresh link reads, for link import's hourly attempt rate
 * (ImportAttemptRate). Shared by every API instance of a profile.
 */
export interface ImportAttemptLog {
  /** The account's attempts after `from`, oldest first. */
  since(accountId: string, from: Date): Promise<Date[]>;
  /** Records an attempt at `at`; the account's attempts before `forgetBefore` are no longer needed. */
  record(accountId: string, at: Date, forgetBefore: Date): Promise<void>;
}
