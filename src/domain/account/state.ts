import type { Plan } from './types.js';

/** A deleted account keeps only its id and when: its stream stays, no command applies, the id is never reused. */
export type AccountState = { status: 'absent' } | ({ status: 'registered' } & Account) | { status: 'deleted'; id: string; deletedAt: string };

export interface Account {
  id: string;
  /** Normalised (lower-case). */
  email: string;
  /** Whether the owner of `email` proved it: only then does the account receive shares. */
  emailVerified: boolean;
  displayName: string;
  passwordHash: string;
  /** When the password last changed; undefined: never since registration. A reset link names it, so a change ends every link sent before. */
  passwordChangedAt?: string;
  plan: Plan;
  aiImportsConsent: boolean;
  registeredAt: string;
  /** Link imports charged, per UTC calendar year. */
  importsCharged: Record<number, number>;
  /** The calendar feed's current key, as its SHA-256 (hex); absent: no feed. */
  calendarFeed?: { keyHash: string; issuedAt: string };
}

export const initialAccountState = (): AccountState => ({ status: 'absent' });

/** Imports charged in the given UTC year. */
export const importsUsedIn = (account: Account, year: number): number => account.importsCharged[year] ?? 0;

/** When the password was last set: links and sessions that name it end at the next change. */
export const passwordSetAt = (account: Account): string => account.passwordChangedAt ?? account.registeredAt;
