import { DomainError, validationFailed, type FieldError } from '../shared/domain-error.js';
import type { AccountCommand } from './commands.js';
import type { AccountEvent } from './events.js';
import { importsUsedIn, type Account, type AccountState } from './state.js';
import { DISPLAY_NAME_MAX_LENGTH, isDisplayName, isEmail, isPlan, normaliseEmail, utcYearOf } from './types.js';

export function decide(command: AccountCommand, state: AccountState): AccountEvent[] {
  if (command.type === 'RegisterAccount') return register(command, state);
  if (state.status !== 'registered') throw new DomainError('notFound', 'No such account.');
  switch (command.type) {
    case 'VerifyEmail':
      // A link sent to an address the account no longer has proves nothing about the current one.
      if (normaliseEmail(command.email) !== state.email) {
        throw validationFailed([{ path: 'token', message: 'was sent to another email address than the account has now' }]);
      }
      return state.emailVerified ? [] : [{ type: 'EmailVerified', data: { email: state.email, verifiedAt: command.verifiedAt } }];
    case 'ChangePassword':
      if (command.passwordHash === '') throw validationFailed([{ path: 'password', message: 'is required' }]);
      return [{ type: 'PasswordChanged', data: { passwordHash: command.passwordHash, changedAt: command.changedAt } }];
    case 'ChangeEmail': {
      const email = normaliseEmail(command.email);
      if (!isEmail(email)) throw validationFailed([{ path: 'email', message: 'must be an email address' }]);
      return email === state.email ? [] : [{ type: 'EmailChanged', data: { email, changedAt: command.changedAt } }];
    }
    case 'DeleteAccount':
      return [{ type: 'AccountDeleted', data: { deletedAt: command.deletedAt } }];
    case 'ChangeDisplayName': {
      const displayName = command.displayName.trim();
      if (!isDisplayName(displayName)) throw invalidDisplayName('displayName');
      return displayName === state.displayName ? [] : [{ type: 'DisplayNameChanged', data: { displayName } }];
    }
    case 'ChangePlan':
      if (!isPlan(command.plan)) throw validationFailed([{ path: 'plan', message: 'must be "free" or "pro"' }]);
      return command.plan === state.plan ? [] : [{ type: 'PlanChanged', data: { plan: command.plan } }];
    case 'SetAiImportsConsent':
      if (typeof command.consent !== 'boolean') {
        throw validationFailed([{ path: 'aiImportsConsent', message: 'must be true or false' }]);
      }
      return command.consent === state.aiImportsConsent
        ? []
        : [{ type: 'AiImportsConsentChanged', data: { consent: command.consent } }];
    case 'ChargeLinkImport':
      return chargeLinkImport(command, state);
    case 'IssueCalendarFeedKey':
      if (!/^[0-9a-f]{64}$/.test(command.keyHash)) throw validationFailed([{ path: 'keyHash', message: 'must be a SHA-256 in hex' }]);
      return [{ type: 'CalendarFeedKeyIssued', data: { keyHash: command.keyHash, issuedAt: command.issuedAt } }];
    case 'RevokeCalendarFeedKey':
      return state.calendarFeed ? [{ type: 'CalendarFeedKeyRevoked', data: { revokedAt: command.revokedAt } }] : [];
    default:
      return exhaustive(command);
  }
}

function register(command: Extract<AccountCommand, { type: 'RegisterAccount' }>, state: AccountState): AccountEvent[] {
  if (state.status !== 'absent') throw new DomainError('conflict', 'This account is already registered.');
  const email = normaliseEmail(command.email);
  const displayName = command.displayName.trim();
  const errors: FieldError[] = [];
  if (!isEmail(email)) errors.push({ path: 'email', message: 'must be an email address' });
  if (!isDisplayName(displayName)) errors.push(displayNameError('displayName'));
  if (command.passwordHash === '') errors.push({ path: 'password', message: 'is required' });
  if (errors.length > 0) throw validationFailed(errors);
  return [
    {
      type: 'AccountRegistered',
      data: {
        accountId: command.accountId,
        email,
        displayName,
        passwordHash: command.passwordHash,
        registeredAt: command.registeredAt,
      },
    },
  ];
}

function chargeLinkImport(
  command: Extract<AccountCommand, { type: 'ChargeLinkImport' }>,
  account: Account,
): AccountEvent[] {
  if (command.normalizedUrl.trim() === '') throw validationFailed([{ path: 'url', message: 'is required' }]);
  const year = utcYearOf(command.chargedAt);
  const used = importsUsedIn(account, year);
  if (used + 1 > command.allowance) {
    throw new DomainError(
      'importAllowanceExceeded',
      `The yearly allowance of ${command.allowance} link imports for ${year} is used up.`,
      { year, limit: command.allowance, used },
    );
  }
  return [{ type: 'LinkImportCharged', data: { normalizedUrl: command.normalizedUrl, year, chargedAt: command.chargedAt } }];
}

const displayNameError = (path: string): FieldError => ({
  path,
  message: `must be 1 to ${DISPLAY_NAME_MAX_LENGTH} characters, without control characters`,
});

const invalidDisplayName = (path: string): DomainError => validationFailed([displayNameError(path)]);

const exhaustive = (command: never): never => {
  throw new Error(`unhandled command ${JSON.stringify(command)}`);
};
