import { expect } from 'chai';
import type { AccountEvent } from '../../../src/domain/account/events.js';
import { accountDecider } from '../../../src/domain/account/decider.js';
import { deciderSpec } from '../../support/decider-spec.js';

const spec = deciderSpec(accountDecider);
const ACCOUNT_ID = '6f1c1f8e-3d7a-4a34-9a0e-1b3c2f9d7e01';

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: {
    accountId: ACCOUNT_ID,
    email: 'ada@example.org',
    displayName: 'Ada',
    passwordHash: 'scrypt$hash',
    registeredAt: '2025-01-02T03:04:05.000Z',
  },
};
const charged = (chargedAt: string): AccountEvent => ({
  type: 'LinkImportCharged',
  data: { normalizedUrl: `https://example.org/${chargedAt}`, year: new Date(chargedAt).getUTCFullYear(), chargedAt },
});

describe('Account aggregate', () => {
  describe('ChangeEmail', () => {
    const change = { type: 'ChangeEmail' as const, email: ' Ada.New@Example.org ', changedAt: '2025-02-01T00:00:00.000Z' };
    const changed: AccountEvent = { type: 'EmailChanged', data: { email: 'ada.new@example.org', changedAt: '2025-02-01T00:00:00.000Z' } };

    it('given an account, records the new address, normalised; the link that proved it leaves it verified', () => {
      spec.given([registered]).when(change).then([changed]);
      expect(spec.given([registered]).when(change).thenState()).to.include({ email: 'ada.new@example.org', emailVerified: true });
    });

    it('given the same address, changes nothing', () => {
      spec.given([registered]).when({ ...change, email: 'ADA@example.org' }).then([]);
    });

    it('refuses something that is not an address, and an account that does not exist', () => {
      spec.given([registered]).when({ ...change, email: 'not an address' }).thenThrows('validationFailed');
      spec.given([]).when(change).thenThrows('notFound');
    });
  });

  describe('DeleteAccount', () => {
    const remove = { type: 'DeleteAccount' as const, deletedAt: '2025-03-01T00:00:00.000Z' };
    const deleted: AccountEvent = { type: 'AccountDeleted', data: { deletedAt: '2025-03-01T00:00:00.000Z' } };

    it('given an account, leaves a tombstone with its id only', () => {
      spec.given([registered]).when(remove).then([deleted]);
      expect(spec.given([registered]).when(remove).thenState()).to.deep.equal({ status: 'deleted', id: ACCOUNT_ID, deletedAt: '2025-03-01T00:00:00.000Z' });
    });

    it('given a deleted account, every command is notFound and the id cannot be registered again', () => {
      spec.given([registered, deleted]).when(remove).thenThrows('notFound');
      spec.given([registered, deleted]).when({ type: 'ChangeDisplayName', displayName: 'Back' }).thenThrows('notFound');
      spec.given([registered, deleted]).when({ ...registered.data, type: 'RegisterAccount' } as never).thenThrows('conflict');
    });
  });

  describe('calendar feed keys', () => {
    const hash = (c: string) => c.repeat(64);
    const issue = (keyHash: string, issuedAt = '2025-03-01T00:00:00.000Z') => ({ type: 'IssueCalendarFeedKey' as const, keyHash, issuedAt });
    const issued = (keyHash: string, issuedAt = '2025-03-01T00:00:00.000Z'): AccountEvent => ({ type: 'CalendarFeedKeyIssued', data: { keyHash, issuedAt } });
    const revoke = { type: 'RevokeCalendarFeedKey' as const, revokedAt: '2025-03-02T00:00:00.000Z' };

    it('issues a key (its hash) and keeps it in the state', () => {
      spec.given([registered]).when(issue(hash('a'))).then([issued(hash('a'))]);
      expect(spec.given([registered]).when(issue(hash('a'))).thenState()).to.deep.include({ calendarFeed: { keyHash: hash('a'), issuedAt: '2025-03-01T00:00:00.000Z' } });
    });

    it('a new key replaces the one before (rotation)', () => {
      const later = '2025-03-05T00:00:00.000Z';
      expect(spec.given([registered, issued(hash('a'))]).when(issue(hash('b'), later)).thenState()).to.deep.include({
        calendarFeed: { keyHash: hash('b'), issuedAt: later },
      });
    });

    it('revokes the key; revoking none changes nothing', () => {
      spec.given([registered, issued(hash('a'))]).when(revoke).then([{ type: 'CalendarFeedKeyRevoked', data: { revokedAt: revoke.revokedAt } }]);
      expect(spec.given([registered, issued(hash('a'))]).when(revoke).thenState()).to.not.have.property('calendarFeed');
      spec.given([registered]).when(revoke).then([]);
    });

    it('refuses what is not a SHA-256, and an account that does not exist', () => {
      spec.given([registered]).when(issue('the key itself')).thenThrows('validationFailed');
      spec.given([]).when(issue(hash('a'))).thenThrows('notFound');
    });
  });

  describe('ChangePassword', () => {
    const change = { type: 'ChangePassword' as const, passwordHash: 'scrypt$new', changedAt: '2025-02-01T00:00:00.000Z' };

    it('given an account, records the new hash and when it changed', () => {
      spec.given([registered]).when(change).then([{ type: 'PasswordChanged', data: { passwordHash: 'scrypt$new', changedAt: '2025-02-01T00:00:00.000Z' } }]);
      expect(spec.given([registered]).when(change).thenState()).to.include({ passwordHash: 'scrypt$new', passwordChangedAt: '2025-02-01T00:00:00.000Z' });
    });

    it('refuses an empty hash, and an account that does not exist', () => {
      spec.given([registered]).when({ ...change, passwordHash: '' }).thenThrows('validationFailed');
      spec.given([]).when(change).thenThrows('notFound');
    });
  });

  describe('VerifyEmail', () => {
    const verify = { type: 'VerifyEmail' as const, email: 'Ada@example.org', verifiedAt: '2025-01-03T00:00:00.000Z' };
    const verified: AccountEvent = { type: 'EmailVerified', data: { email: 'ada@example.org', verifiedAt: '2025-01-03T00:00:00.000Z' } };

    it('given a new account, its email is not verified yet', () => {
      expect(spec.given([registered]).when({ type: 'ChangePlan', plan: 'free' }).thenState()).to.include({ emailVerified: false });
    });

    it('given a new account, verifies its current email (compared in lower case)', () => {
      spec.given([registered]).when(verify).then([verified]);
      expect(spec.given([registered]).when(verify).thenState()).to.include({ emailVerified: true });
    });

    it('given a verified email, a second verification changes nothing (a link followed twice)', () => {
      spec.given([registered, verified]).when(verify).then([]);
    });

    it('refuses a verification of another address than the account has', () => {
      spec.given([registered]).when({ ...verify, email: 'someone@example.org' }).thenThrows('validationFailed');
    });

    it('refuses to verify an account that does not exist', () => {
      spec.given([]).when(verify).thenThrows('notFound');
    });
  });

  describe('RegisterAccount', () => {
    const register = {
      type: 'RegisterAccount' as const,
      accountId: ACCOUNT_ID,
      email: '  Ada@Example.ORG ',
      displayName: ' Ada ',
      passwordHash: 'scrypt$hash',
      registeredAt: '2025-01-02T03:04:05.000Z',
    };

    it('given no account, registers it with the email normalised to lower case and the name trimmed', () => {
      spec.given([]).when(register).then([registered]);
    });

    it('starts on the free plan without AI-imports consent', () => {
      const state = spec.given([]).when(register).thenState();
      expect(state).to.include({ status: 'registered', plan: 'free', aiImportsConsent: false, email: 'ada@example.org' });
    });

    it('refuses a second registration of the same account', () => {
      spec.given([registered]).when(register).thenThrows('conflict');
    });

    it('refuses a malformed email, a blank display name and a missing password hash', () => {
      spec
        .given([])
        .when({ ...register, email: 'not-an-email', displayName: '   ', passwordHash: '' })
        .thenThrows('validationFailed', { paths: ['email', 'displayName', 'password'] });
    });

    it('refuses a display name longer than 80 characters', () => {
      spec.given([]).when({ ...register, displayName: 'x'.repeat(81) }).thenThrows('validationFailed', { paths: ['displayName'] });
    });
  });

  describe('commands on an account that does not exist', () => {
    for (const command of [
      { type: 'ChangeDisplayName' as const, displayName: 'B' },
      { type: 'ChangePlan' as const, plan: 'pro' as const },
      { type: 'SetAiImportsConsent' as const, consent: true },
      { type: 'ChargeLinkImport' as const, normalizedUrl: 'https://x.org/', chargedAt: '2025-01-01T00:00:00Z', allowance: 5 },
    ]) {
      it(`${command.type} is notFound`, () => {
        spec.given([]).when(command).thenThrows('notFound');
      });
    }
  });

  describe('ChangeDisplayName', () => {
    it('given an account, records the trimmed new name', () => {
      spec
        .given([registered])
        .when({ type: 'ChangeDisplayName', displayName: ' Ada L. ' })
        .then([{ type: 'DisplayNameChanged', data: { displayName: 'Ada L.' } }]);
    });
    it('does nothing when the name is unchanged', () => {
      spec.given([registered]).when({ type: 'ChangeDisplayName', displayName: 'Ada' }).thenNothing();
    });
    it('refuses a blank name', () => {
      spec.given([registered]).when({ type: 'ChangeDisplayName', displayName: ' ' }).thenThrows('validationFailed', { paths: ['displayName'] });
    });
  });

  describe('ChangePlan', () => {
    it('given a free account, moves it to pro', () => {
      spec.given([registered]).when({ type: 'ChangePlan', plan: 'pro' }).then([{ type: 'PlanChanged', data: { plan: 'pro' } }]);
    });
    it('does nothing when the plan is already the one asked', () => {
      spec.given([registered]).when({ type: 'ChangePlan', plan: 'free' }).thenNothing();
    });
    it('refuses an unknown plan', () => {
      spec.given([registered]).when({ type: 'ChangePlan', plan: 'gold' as never }).thenThrows('validationFailed', { paths: ['plan'] });
    });
    it('evolves the plan', () => {
      expect(spec.stateAfter([registered, { type: 'PlanChanged', data: { plan: 'pro' } }])).to.include({ plan: 'pro' });
    });
  });

  describe('SetAiImportsConsent', () => {
    it('given no consent, records the consent', () => {
      spec
        .given([registered])
        .when({ type: 'SetAiImportsConsent', consent: true })
        .then([{ type: 'AiImportsConsentChanged', data: { consent: true } }]);
    });
    it('given consent, withdrawing it is recorded', () => {
      spec
        .given([registered, { type: 'AiImportsConsentChanged', data: { consent: true } }])
        .when({ type: 'SetAiImportsConsent', consent: false })
        .then([{ type: 'AiImportsConsentChanged', data: { consent: false } }]);
    });
    it('does nothing when the consent is unchanged', () => {
      spec.given([registered]).when({ type: 'SetAiImportsConsent', consent: false }).thenNothing();
    });
    it('refuses a non-boolean', () => {
      spec.given([registered]).when({ type: 'SetAiImportsConsent', consent: 'yes' as never }).thenThrows('validationFailed');
    });
  });

  describe('ChargeLinkImport', () => {
    const charge = (chargedAt: string, allowance = 2) => ({
      type: 'ChargeLinkImport' as const,
      normalizedUrl: 'https://example.org/trip',
      chargedAt,
      allowance,
    });

    it('given allowance left, charges one import in the UTC year of the charge', () => {
      spec
        .given([registered])
        .when(charge('2025-12-31T23:30:00-02:00'))
        .then([
          {
            type: 'LinkImportCharged',
            data: { normalizedUrl: 'https://example.org/trip', year: 2026, chargedAt: '2025-12-31T23:30:00-02:00' },
          },
        ]);
    });

    it('allows exactly the allowance, then refuses with importAllowanceExceeded', () => {
      const error = spec
        .given([registered, charged('2025-03-01T00:00:00.000Z'), charged('2025-06-01T00:00:00.000Z')])
        .when(charge('2025-07-01T00:00:00.000Z'))
        .thenThrows('importAllowanceExceeded');
      expect(error.details).to.deep.equal({ year: 2025, limit: 2, used: 2 });
    });

    it('counts only charges of the same calendar year: a new year starts afresh', () => {
      spec
        .given([registered, charged('2025-03-01T00:00:00.000Z'), charged('2025-12-31T23:59:59.000Z')])
        .when(charge('2026-01-01T00:00:00.000Z'))
        .then([
          {
            type: 'LinkImportCharged',
            data: { normalizedUrl: 'https://example.org/trip', year: 2026, chargedAt: '2026-01-01T00:00:00.000Z' },
          },
        ]);
    });

    it('an allowance of zero refuses the first import', () => {
      spec.given([registered]).when(charge('2025-01-01T00:00:00.000Z', 0)).thenThrows('importAllowanceExceeded');
    });

    it('refuses an empty URL', () => {
      spec.given([registered]).when({ ...charge('2025-01-01T00:00:00.000Z'), normalizedUrl: ' ' }).thenThrows('validationFailed');
    });

    it('evolves the per-year count', () => {
      const state = spec.stateAfter([registered, charged('2025-03-01T00:00:00.000Z'), charged('2026-03-01T00:00:00.000Z')]);
      expect(state).to.deep.include({ importsCharged: { 2025: 1, 2026: 1 } });
    });
  });
});
