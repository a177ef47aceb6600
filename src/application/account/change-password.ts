import { validationFailed } from '../../domain/shared/domain-error.js';
import type { AccountSessions } from '../ports/account-sessions.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { CommandContext } from '../shared/command-context.js';
import type { AccountRepository } from './account-repository.js';
import type { PasswordConfirmation } from './password-confirmation.js';
import { passwordRuleError } from './register-account.js';

/**
 * A signed-in traveller chooses a new password, giving the current one. Like a reset, it ends every
 * session at the authorization server and revokes every grant and refresh token of the account: whoever
 * knew the old password is signed out everywhere. The page that asked opens a fresh session of its own.
 */
export class ChangePassword {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly confirmation: PasswordConfirmation,
    private readonly hasher: PasswordHasher,
    private readonly sessions: AccountSessions,
    private readonly clock: Clock,
  ) {}

  async execute(accountId: string, input: { currentPassword: string; newPassword: string }, context: CommandContext): Promise<void> {
    const ruleError = passwordRuleError(input.newPassword, 'newPassword');
    await this.confirmation.confirm(accountId, input.currentPassword);
    if (ruleError) throw validationFailed([ruleError]);
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.accounts.handle(accountId, { type: 'ChangePassword', passwordHash, changedAt: this.clock.now().toISOString() }, context);
    await this.sessions.revokeAll(accountId);
  }
}
