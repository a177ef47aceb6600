import type { Command } from 'commander';
import type { ClientRegistry } from '../oauth/client-registry.js';
import { TOKENS } from '../../../tokens.js';
import { withSession } from './session.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function clientCommands(program: Command): void {
  program
    .command('clients:add')
    .description('register an OAuth client (public, code flow with PKCE); only operators can make first-party ones')
    .requiredOption('--name <name>', 'shown on the consent page')
    .requiredOption('--redirect-uri <uri>', 'an exact redirect URI (repeat for several)', collect)
    .option('--first-party', "one of the service's own apps (may manage itinerary members)", false)
    .option('--client-id <id>', 'choose the client id (default: a new UUID)')
    .action(async (options: { name: string; redirectUri: string[]; firstParty: boolean; clientId?: string }) => {
      const added = await withSession(
        ({ container }) =>
          container.get<ClientRegistry>(TOKENS.OAuthClients).add({
            name: options.name,
            redirectUris: options.redirectUri,
            firstParty: options.firstParty,
            clientId: options.clientId,
          }),
        { needsOAuth: true },
      );
      console.log(JSON.stringify(added));
    });

  program
    .command('clients:list')
    .description('list clients: from CLIENTS_FILE, added by operators, and registered dynamically')
    .option('--json', 'one JSON array instead of a table')
    .action(async (options: { json?: boolean }) => {
      const clients = await withSession(({ container }) => container.get<ClientRegistry>(TOKENS.OAuthClients).list(), { needsOAuth: true });
      if (options.json) return console.log(JSON.stringify(clients, null, 2));
      if (clients.length === 0) return console.log('no clients');
      for (const c of clients) {
        console.log(`${c.clientId}\t${c.firstParty ? 'first-party' : 'third-party'}\t${c.source}\t${c.name}\t${c.redirectUris.join(' ')}`);
      }
    });
}
