/** Each account's key for its personal data in the event log (docs/events.md "Personal data in the log"). */
export interface PersonalDataKeys {
  /** Forgets the key for good: what the log sealed with it reads as a deleted account's placeholders. */
  shred(accountId: string): Promise<void>;
}
