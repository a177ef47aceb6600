import { Option, type Command } from 'commander';
import type { AccountCommands } from '../../../application/account/account-commands.js';
import type { AccountQueries } from '../../../application/account/account-queries.js';
import type { RegisterAccount } from '../../../application/account/register-account.js';
import { isPlan } from '../../../domain/account/types.js';
import { TOKENS } from '../../../tokens.js';
import { readNewPassword } from './password-input.js';
import { CliError, withSession } from './session.js';

const OPERATOR = { actorId: 'operator', clientId: 'cli', correlationId: '', causationId: '' };
const operatorContext = () => {
  const id = crypto.randomUUID();
  return { ...OPERATOR, correlationId: id, causationId: id };
};

export function accountCommands(program: Command): void {
  program
    .command('accounts:create')
    .description('create an account (as signing up does), its email taken as confirmed')
    .requiredOption('--email <email>', 'the account email')
    .requiredOption('--display-name <name>', 'the name shown to people the user shares with')
    .addHelpText('after', '\nThe password (at least 10 characters) is asked for in a terminal, else read from the first line of standard input.')
    // Refused with a reason rather than as an unknown option: a password in argv lands in shell history and `ps`.
    .addOption(new Option('--password <password>').hideHelp())
    .action(async (options: { email: string; displayName: string; password?: string }) => {
      if (options.password !== undefined) {
        throw new CliError('--password is not taken (shell history, ps): type the password when asked, or give it on standard input', 2);
      }
      const password = await readNewPassword();
      const created = await withSession(async ({ container }) => {
        const account = await container
          .get<RegisterAccount>(TOKENS.RegisterAccount)
          .execute({ email: options.email, password, displayName: options.displayName }, { ...operatorContext() });
        // The operator vouches for the address: no link is mailed.
        await container.get<AccountCommands>(TOKENS.AccountCommands).confirmEmail(account.accountId, operatorContext());
        return account;
      });
      console.log(JSON.stringify({ id: created.accountId, email: created.email }));
    });

  program
    .command('accounts:plan')
    .description('set the plan of an account')
    .argument('<email>', 'the account email')
    .argument('<plan>', 'free or pro')
    .action(async (email: string, plan: string) => {
      if (!isPlan(plan)) throw new CliError(`plan must be "free" or "pro", not "${plan}"`, 2);
      const profile = await withSession(async ({ container }) => {
        const account = await container.get<AccountQueries>(TOKENS.AccountQueries).findByEmail(email);
        if (!account) throw new CliError(`no account with email ${email}`);
        return container.get<AccountCommands>(TOKENS.AccountCommands).changePlan(account.id, plan, operatorContext());
      });
      console.log(JSON.stringify({ id: profile.id, email: profile.email, plan: profile.plan }));
    });
}
