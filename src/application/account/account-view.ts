import type { AccountState } from '../../domain/account/state.js';
import { importsUsedIn } from '../../domain/account/state.js';
import type { AccountView } from '../ports/account-reader.port.js';

/** The link-import allowance of the current UTC year, as GET /v1/me shows it. */
export interface ImportAllowance {
  year: number;
  limit: number;
  used: number;
  left: number;
}

export interface AccountProfile extends AccountView {
  importAllowance: ImportAllowance;
}

export const toAccountView = (state: AccountState): AccountView | undefined =>
  state.status === 'registered'
    ? {
        id: state.id,
        email: state.email,
        emailVerified: state.emailVerified,
        displayName: state.displayName,
        plan: state.plan,
        aiImportsConsent: state.aiImportsConsent,
      }
    : undefined;

export function toAccountProfile(state: AccountState, year: number, limit: number): AccountProfile | undefined {
  const view = toAccountView(state);
  if (!view || state.status !== 'registered') return undefined;
  const used = importsUsedIn(state, year);
  return { ...view, importAllowance: { year, limit, used, left: Math.max(0, limit - used) } };
}
