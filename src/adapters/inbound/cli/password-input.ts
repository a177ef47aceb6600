import password from '@inquirer/password';
import { CliError } from './session.js';

/** Longer than any password we take (the domain's own limit refuses it with its message). */
const MAX_INPUT_BYTES = 4_096;

/**
 * The password for a new account, never from the command line (shell history, `ps`): asked for twice
 * with the input hidden when standard input is a terminal, else the first line of standard input
 * (`printf '%s\n' "$PASSWORD" | … accounts:create …`, a file, a secret manager's pipe).
 */
export async function readNewPassword(input: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (input.isTTY) {
    const first = await password({ message: 'Password (at least 10 characters):', mask: true });
    const again = await password({ message: 'The same password again:', mask: true });
    if (first !== again) throw new CliError('the two passwords differ', 2);
    return first;
  }
  const line = await firstLine(input);
  if (!line) throw new CliError('no password: give it on standard input (its first line), or run the command in a terminal to be asked', 2);
  return line;
}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    if (text.includes('\n') || text.length > MAX_INPUT_BYTES) break;
  }
  return text.split(/\r?\n/)[0]!.slice(0, MAX_INPUT_BYTES);
}
