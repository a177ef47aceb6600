import type { DomainEvent } from '../shared/event.js';
import type { Plan } from './types.js';

/** Every fact an account stream (`account-<uuid>`) can hold; docs/events.md "Account events". */
export type AccountEvent =
  | DomainEvent<
      'AccountRegistered',
      { accountId: string; email: string; displayName: string; passwordHash: string; registeredAt: string }
    >
  | DomainEvent<'EmailVerified', { email: string; verifiedAt: string }>
  | DomainEvent<'PasswordChanged', { passwordHash: string; changedAt: string }>
  | DomainEvent<'EmailChanged', { email: string; changedAt: string }>
  | DomainEvent<'AccountDeleted', { deletedAt: string }>
  | DomainEvent<'DisplayNameChanged', { displayName: string }>
  | DomainEvent<'PlanChanged', { plan: Plan }>
  | DomainEvent<'AiImportsConsentChanged', { consent: boolean }>
  | DomainEvent<'LinkImportCharged', { normalizedUrl: string; year: number; chargedAt: string }>
  /** A new calendar feed key (replacing any earlier one); only its SHA-256 is kept. */
  | DomainEvent<'CalendarFeedKeyIssued', { keyHash: string; issuedAt: string }>
  | DomainEvent<'CalendarFeedKeyRevoked', { revokedAt: string }>;
