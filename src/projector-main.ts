import 'reflect-metadata';
import { once } from 'node:events';
import http from 'node:http';
import type { Logger } from './application/ports/logger.port.js';
import { Projector } from './application/projections/projector.js';
import { createContainer } from './composition-root.js';
import { ConfigError, loadConfig } from './config/config.js';
import { TOKENS } from './tokens.js';

/**
 * `npm run projector` / `node dist/projector-main.js`: the projector as its own process (distributed
 * profile: one per deployment). It serves GET /healthz on HOST:PORT with its lag, for health checks.
 * SIGTERM/SIGINT: commits what was delivered, stores the checkpoint and exits 0.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = { ...loadConfig(), runProjector: true };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const container = await createContainer(config);
  const logger = container.get<Logger>(TOKENS.Logger);
  const projector = container.get(Projector);
  await projector.start();

  const health = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/healthz') {
      res.writeHead(404).end();
      return;
    }
    projector.lag().then(
      (lag) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', lag })),
      (error: unknown) => {
        logger.error({ err: error }, 'health check failed');
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'unavailable' }));
      },
    );
  });
  health.listen(config.port, config.host);
  await once(health, 'listening');
  logger.info({ host: config.host, port: config.port }, 'projector running');

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'projector stopping');
    health.close();
    projector
      .stop()
      .then(() => container.unbindAllAsync())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'projector stop failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
