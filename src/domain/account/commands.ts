import type { Plan } from './types.js';

/**
 * What callers ask of an account. The password arrives already hashed: the domain never sees a
 * secret, and decide stays pure. Times are passed in so decide stays deterministic.
 */
export type AccountCommand =
  | {
      type: 'RegisterAccount';
      accountId: string;
      email: string;
      displayName: string;
      passwordHash: string;
      registeredAt: string;
    }
  /** The owner of `email` followed a link sent to it (or an operator vouched for it). */
  | { type: 'VerifyEmail'; email: string; verifiedAt: string }
  /** A new password, already hashed (a reset through a mailed link, or a change given the current one). */
  | { type: 'ChangePassword'; passwordHash: string; changedAt: string }
  /** The account's address becomes `email`, whose owner followed a link mailed to it. */
  | { type: 'ChangeEmail'; email: string; changedAt: string }
  /** The owner closes the account; only a tombstone stays. */
  | { type: 'DeleteAccount'; deletedAt: string }
  | { type: 'ChangeDisplayName'; displayName: string }
  | { type: 'ChangePlan'; plan: Plan }
  | { type: 'SetAiImportsConsent'; consent: boolean }
  | {
      type: 'ChargeLinkImport';
      normalizedUrl: string;
      chargedAt: string;
      /** Imports allowed per UTC calendar year (configuration, IMPORT_ALLOWANCE_PER_YEAR). */
      allowance: number;
    }
  /** A new key for the calendar feed, already hashed (the domain never sees the key); ends the one before. */
  | { type: 'IssueCalendarFeedKey'; keyHash: string; issuedAt: string }
  | { type: 'RevokeCalendarFeedKey'; revokedAt: string };
