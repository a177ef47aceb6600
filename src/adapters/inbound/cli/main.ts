import { Command, CommanderError } from 'commander';
import { accountCommands } from './account-commands.js';
import { auditCommands } from './audit-commands.js';
import { clientCommands } from './client-commands.js';
import { feedCommands } from './feed-commands.js';
import { projectionCommands } from './projection-commands.js';
import { CliError } from './session.js';
import { tokenCommands } from './token-commands.js';

/**
 * `npm run cli -- <command>`: operator commands on the same container and DATA_DIR as the service
 * (run it with the service's environment). Exit codes: 0 done, 1 refused, 2 bad input.
 */
const program = new Command('itinerary-cli')
  .description('Operator commands for the itinerary service (same configuration as the service: DATA_DIR, BASE_URL, ...)')
  .exitOverride()
  .showHelpAfterError();
accountCommands(program);
clientCommands(program);
tokenCommands(program);
auditCommands(program);
feedCommands(program);
projectionCommands(program);

/**
 * Exits once what was written to stdout has left the process: a pipe whose reader is slow takes
 * writes asynchronously, and exiting at once would cut the end of an export.
 */
const exitAfterOutput = (code: number): void => void process.stdout.write('', () => process.exit(code));

program.parseAsync(process.argv).then(
  () => exitAfterOutput(0),
  (error: unknown) => {
    if (error instanceof CommanderError) return exitAfterOutput(error.exitCode === 0 ? 0 : 2);
    if (error instanceof CliError) {
      console.error(`error: ${error.message}`);
      return exitAfterOutput(error.exitCode);
    }
    console.error(error);
    exitAfterOutput(1);
  },
);
