import { once } from 'node:events';

/** Writes one line to stdout, waiting when the pipe is full, so exporting millions of events holds little memory. */
export async function writeLine(line: string): Promise<void> {
  if (!process.stdout.write(`${line}\n`)) await once(process.stdout, 'drain');
}
