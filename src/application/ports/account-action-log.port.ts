/** Actions an account may take only so often: each has its own sliding window (AccountActionRate). */
export type RatedAction = 'linkRead' | 'invitation';

/**
 * When each account took each rated action, for the sliding-window rates of AccountActionRate: fresh
 * link reads per hour, invitations per day. Shared by every API instance of a profile, and kept across
 * restarts, so that neither resets a rate.
 */
export interface AccountActionLog {
  /** The account's actions of this kind after `from`, oldest first. */
  since(action: RatedAction, accountId: string, from: Date): Promise<Date[]>;
  /** Records one at `at`; the account's actions of this kind before `forgetBefore` are no longer needed. */
  record(action: RatedAction, accountId: string, at: Date, forgetBefore: Date): Promise<void>;
}
