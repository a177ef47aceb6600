import 'reflect-metadata';
import { once } from 'node:events';
import http from 'node:http';
import type { Lifecycle } from './application/ports/lifecycle.port.js';
import type { Logger } from './application/ports/logger.port.js';
import { Projector } from './application/projections/projector.js';
import { createContainer } from './composition/container.js';
import type { Config } from './config/config.js';
import { runProcess, type Running } from './process-main.js';
import { TOKENS } from './tokens.js';

/**
 * `npm run projector` / `node dist/projector-main.js`: the projector as its own process (distributed
 * profile: one per deployment). It serves GET /healthz on HOST:PORT with its lag, for health checks:
 * 503 once five runs in a row failed (the projector keeps retrying meanwhile).
 * It also delivers the webhooks (fan-out from the log and dispatcher), unless RUN_WEBHOOKS=false.
 * SIGTERM/SIGINT: commits what was delivered, stores the checkpoint and exits 0.
 */
const UNHEALTHY_AFTER_FAILURES = 5;

async function startProjector(config: Config): Promise<Running> {
  const container = await createContainer(config);
  const logger = container.get<Logger>(TOKENS.Logger);
  const projector = container.get(Projector);
  await projector.start();
  // One delivering process per deployment, like the projector: here, unless told otherwise.
  const webhooks = process.env.RUN_WEBHOOKS?.trim() && !config.webhooks.run ? undefined : container.get<Lifecycle>(TOKENS.Webhooks);
  await webhooks?.start();

  const health = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/healthz') {
      res.writeHead(404).end();
      return;
    }
    projector.lag().then(
      (lag) => {
        // A projector that keeps failing (store unreachable, an event it cannot apply) is unhealthy.
        const failures = projector.consecutiveFailures;
        const status = failures < UNHEALTHY_AFTER_FAILURES ? 'ok' : 'failing';
        res
          .writeHead(status === 'ok' ? 200 : 503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status, consecutiveFailures: failures, lag }));
      },
      (error: unknown) => {
        logger.error({ err: error }, 'health check failed');
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'unavailable' }));
      },
    );
  });
  health.listen(config.port, config.host);
  await once(health, 'listening');
  logger.info({ host: config.host, port: config.port }, 'projector running');

  return {
    close: async () => {
      health.close();
      await webhooks?.stop();
      await projector.stop();
      await container.unbindAllAsync();
      logger.info('projector stopped');
    },
  };
}

runProcess(startProjector, { runProjector: true, projectorThread: false });
