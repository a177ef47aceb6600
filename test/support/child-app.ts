import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, startTestApp } from './app.js';
import { createUser, issueToken } from './auth.js';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ChildApp {
  url: string;
  process: ChildProcess;
  /** Everything the process wrote to stdout so far (JSON log lines). */
  stdout(): string;
  /** Resolves with the exit code, or the signal that ended the process. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Settings shared by the in-process setup and the child, so both are one service (issuer, keys, data). */
export const childEnv = (port: number, dataDir: string): Record<string, string> => ({
  HOST: '127.0.0.1',
  PORT: String(port),
  BASE_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_IP: '0',
  RATE_LIMIT_PER_TOKEN: '0',
});

/**
 * A user with a Pro plan and an access token for the service on `dataDir`, made by the app in this
 * process, which then stops: the child started afterwards on the same data accepts the token.
 */
export async function credentialsFor(dataDir: string): Promise<{ port: number; userId: string; token: string }> {
  const port = await freePort();
  const setup = await startTestApp(childEnv(port, dataDir), dataDir);
  try {
    const { userId } = await createUser(setup, { plan: 'pro' });
    return { port, userId, token: await issueToken(setup, { userId }) };
  } finally {
    await setup.stop();
  }
}

/** `npm start` as a child process (src/main.ts through tsx), resolved once /healthz answers. */
export async function startChildApp(env: Record<string, string>): Promise<ChildApp> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const url = env.BASE_URL!;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the app exited while starting: ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not answer /healthz in time: ${stderr}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, process: child, stdout: () => stdout, exited };
}
