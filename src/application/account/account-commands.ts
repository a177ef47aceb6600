import { DomainError } from '../../domain/shared/domain-error.js';
import type { AccountCommand } from '../../domain/account/commands.js';
import { accountDecider } from '../../domain/account/decider.js';
import type { Plan } from '../../domain/account/types.js';
import type { Clock } from '../ports/clock.port.js';
import type { CommandContext } from '../shared/command-context.js';
import type { AccountRepository } from './account-repository.js';
import { toAccountProfile, type AccountProfile } from './account-view.js';

/** The account's changes after sign-up: the user's own (name, consent), the operator's (plan), import charges. */
export class AccountCommands {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
    /** IMPORT_ALLOWANCE_PER_YEAR. */
    private readonly importAllowancePerYear: number,
  ) {}

  /** Applies a PATCH /v1/me: each present field in turn; returns the resulting profile. */
  async update(
    accountId: string,
    changes: { displayName?: string; aiImportsConsent?: boolean },
    context: CommandContext,
  ): Promise<AccountProfile> {
    if (changes.displayName !== undefined) {
      await this.accounts.handle(accountId, { type: 'ChangeDisplayName', displayName: changes.displayName }, context);
    }
    if (changes.aiImportsConsent !== undefined) {
      await this.accounts.handle(accountId, { type: 'SetAiImportsConsent', consent: changes.aiImportsConsent }, context);
    }
    return this.profileOf(accountId);
  }

  /** An operator vouches for the account's current email (accounts:create): as if its link had been followed. */
  async confirmEmail(accountId: string, context: CommandContext): Promise<AccountProfile> {
    const { state } = await this.accounts.load(accountId);
    if (state.status === 'registered') {
      await this.accounts.handle(accountId, { type: 'VerifyEmail', email: state.email, verifiedAt: this.clock.now().toISOString() }, context);
    }
    return this.profileOf(accountId);
  }

  async changePlan(accountId: string, plan: Plan, context: CommandContext): Promise<AccountProfile> {
    await this.accounts.handle(accountId, { type: 'ChangePlan', plan }, context);
    return this.profileOf(accountId);
  }

  /**
   * Charges one link import to the account's yearly allowance; throws importAllowanceExceeded when
   * it is used up. The import pipeline calls it only for a link nobody imported before.
   */
  async chargeLinkImport(accountId: string, normalizedUrl: string, context: CommandContext): Promise<AccountProfile> {
    await this.accounts.handle(accountId, this.chargeCommand(normalizedUrl), context);
    return this.profileOf(accountId);
  }

  /**
   * Throws what chargeLinkImport would (importAllowanceExceeded, notFound) without charging: the
   * import checks it before fetching a link nobody has read, and charges once the read succeeded.
   */
  async assertLinkImportAllowed(accountId: string, normalizedUrl: string): Promise<void> {
    const { state } = await this.accounts.load(accountId);
    accountDecider.decide(this.chargeCommand(normalizedUrl), state);
  }

  private chargeCommand(normalizedUrl: string): AccountCommand {
    return {
      type: 'ChargeLinkImport',
      normalizedUrl,
      chargedAt: this.clock.now().toISOString(),
      allowance: this.importAllowancePerYear,
    };
  }

  private async profileOf(accountId: string): Promise<AccountProfile> {
    const { state } = await this.accounts.load(accountId);
    const profile = toAccountProfile(state, this.clock.now().getUTCFullYear(), this.importAllowancePerYear);
    if (!profile) throw new DomainError('notFound', 'No such account.');
    return profile;
  }
}
