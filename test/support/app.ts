import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Container } from 'inversify';
import { loadConfig, type Config } from '../../src/config/config.js';
import { startServer } from '../../src/server.js';

export interface TestApp {
  /** Where the app listens, e.g. http://127.0.0.1:40123 (also its BASE_URL). */
  url: string;
  dataDir: string;
  config: Config;
  container: Container;
  /** Stops the app; the data directory is kept so a test can restart on it. */
  stop(): Promise<void>;
  /** Stops the app and deletes its data directory. */
  close(): Promise<void>;
}

/**
 * Ports below the kernel's ephemeral range (32768-60999 here): a port taken from that range and
 * released until the app binds it may meanwhile become the source port of any outgoing connection.
 */
const FIXED_PORTS = { from: 20_000, to: 32_767 };

/** A free loopback port, so BASE_URL (the OAuth issuer) is known before the app starts. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = FIXED_PORTS.from + Math.floor(Math.random() * (FIXED_PORTS.to - FIXED_PORTS.from));
    const server = net.createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!bound) continue;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return port;
  }
}

/**
 * Starts the real app on the embedded profile in a temp DATA_DIR (or the given one, to test a restart).
 * `env` overrides any setting.
 */
export async function startTestApp(env: Record<string, string> = {}, dataDir?: string): Promise<TestApp> {
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'itinerary-test-')));
  const port = Number(env.PORT ?? (await freePort()));
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    // Tests and benchmarks send thousands of requests from one address; the rate-limit tests turn them on.
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_TOKEN: '0',
    ...env,
  });
  const server = await startServer(config);
  return {
    url: config.baseUrl,
    dataDir: dir,
    config,
    container: server.container,
    stop: () => server.close(),
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
