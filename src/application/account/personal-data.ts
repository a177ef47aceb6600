import { ACCOUNT_STREAM_PREFIX } from './account-repository.js';

/**
 * Which fields of account events are personal data, sealed in the event log with the account's own key
 * (docs/events.md "Personal data in the log"), and what replay sees of them once the key is gone.
 * The email reservation streams hold no address (email-reservations.ts), itinerary events hold ids.
 */
export const PERSONAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  AccountRegistered: ['email', 'displayName', 'passwordHash'],
  EmailVerified: ['email'],
  EmailChanged: ['email'],
  DisplayNameChanged: ['displayName'],
  PasswordChanged: ['passwordHash'],
};

/** What a sealed field reads as after its account was deleted: no address, a name that says so, no password. */
export const SHREDDED: Readonly<Record<string, string>> = {
  email: '',
  displayName: 'Deleted account',
  passwordHash: '',
};

/** The account a stream belongs to, when it is an account stream. */
export const accountOfStream = (streamId: string): string | undefined =>
  streamId.startsWith(ACCOUNT_STREAM_PREFIX) ? streamId.slice(ACCOUNT_STREAM_PREFIX.length) : undefined;
