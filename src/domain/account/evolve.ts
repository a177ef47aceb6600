import type { AccountEvent } from './events.js';
import type { AccountState } from './state.js';

export function evolve(state: AccountState, event: AccountEvent): AccountState {
  if (event.type === 'AccountRegistered') {
    const { accountId, email, displayName, passwordHash, registeredAt } = event.data;
    return {
      status: 'registered',
      id: accountId,
      email,
      emailVerified: false,
      displayName,
      passwordHash,
      registeredAt,
      plan: 'free',
      aiImportsConsent: false,
      importsCharged: {},
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'EmailChanged':
      // The link mailed to the new address proved it.
      return { ...state, email: event.data.email, emailVerified: true };
    case 'AccountDeleted':
      return { status: 'deleted', id: state.id, deletedAt: event.data.deletedAt };
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, passwordChangedAt: event.data.changedAt };
    case 'EmailVerified':
      return event.data.email === state.email ? { ...state, emailVerified: true } : state;
    case 'DisplayNameChanged':
      return { ...state, displayName: event.data.displayName };
    case 'PlanChanged':
      return { ...state, plan: event.data.plan };
    case 'AiImportsConsentChanged':
      return { ...state, aiImportsConsent: event.data.consent };
    case 'LinkImportCharged': {
      const { year } = event.data;
      return { ...state, importsCharged: { ...state.importsCharged, [year]: (state.importsCharged[year] ?? 0) + 1 } };
    }
    case 'CalendarFeedKeyIssued':
      return { ...state, calendarFeed: { keyHash: event.data.keyHash, issuedAt: event.data.issuedAt } };
    case 'CalendarFeedKeyRevoked': {
      const { calendarFeed: _revoked, ...rest } = state;
      return rest;
    }
    default:
      return exhaustive(event);
  }
}

const exhaustive = (event: never): never => {
  throw new Error(`unhandled event ${JSON.stringify(event)}`);
};
