import type { Command } from 'commander';
import type { AccountQueries } from '../../../application/account/account-queries.js';
import type { TokenIssuer } from '../oauth/token-issuer.js';
import { TOKENS } from '../../../tokens.js';
import { CliError, withSession } from './session.js';

export function tokenCommands(program: Command): void {
  program
    .command('token:issue')
    .description('issue a real access token (and a refresh token with --refresh) for an account and client, for scripts and smoke tests')
    .option('--email <email>', 'the account (or use --account)')
    .option('--account <id>', 'the account id')
    .requiredOption('--client <clientId>', 'an existing client')
    .option('--scope <scopes>', 'space-separated API scopes (default: all)')
    .option('--resource <url>', 'BASE_URL (default) or BASE_URL/mcp')
    .option('--refresh', 'also issue a refresh token (90 days)', false)
    .action(async (options: { email?: string; account?: string; client: string; scope?: string; resource?: string; refresh: boolean }) => {
      if (!options.email === !options.account) throw new CliError('give exactly one of --email or --account', 2);
      const tokens = await withSession(
        async ({ container }) => {
          let accountId = options.account;
          if (options.email) {
            const account = await container.get<AccountQueries>(TOKENS.AccountQueries).findByEmail(options.email);
            if (!account) throw new CliError(`no account with email ${options.email}`);
            accountId = account.id;
          }
          return container.get<TokenIssuer>(TOKENS.TokenIssuer).issue({
            accountId: accountId!,
            clientId: options.client,
            scopes: options.scope?.split(/\s+/).filter(Boolean),
            resource: options.resource,
            withRefreshToken: options.refresh,
          });
        },
        { needsOAuth: true },
      );
      console.log(
        JSON.stringify({
          access_token: tokens.accessToken,
          token_type: 'Bearer',
          expires_in: tokens.expiresIn,
          scope: tokens.scope,
          ...(tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
        }),
      );
    });
}
