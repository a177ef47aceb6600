import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Container } from 'inversify';
import type { Lifecycle } from './application/ports/lifecycle.port.js';
import type { Logger } from './application/ports/logger.port.js';
import type { HttpRouteModule } from './adapters/inbound/http/kit/route-module.js';
import { createHttpApp } from './adapters/inbound/http/kit/app.js';
import { answerClientErrors } from './adapters/inbound/http/kit/client-errors.js';
import { createContainer, lifecycles } from './composition/container.js';
import type { Config } from './config/config.js';
import { TOKENS } from './tokens.js';

export interface RunningServer {
  url: string;
  container: Container;
  /**
   * Graceful: stops accepting, lets in-flight requests finish for up to SHUTDOWN_DEADLINE_SECONDS
   * (then closes the connections still open, a slow upload's say), then stops every component.
   */
  close(): Promise<void>;
}

export async function startServer(config: Config): Promise<RunningServer> {
  const container = await createContainer(config);
  const logger = container.get<Logger>(TOKENS.Logger);
  const started: Lifecycle[] = [];
  for (const component of lifecycles(container)) {
    await component.start();
    started.push(component);
  }
  const modules = container.isBound(TOKENS.HttpRoutes) ? container.getAll<HttpRouteModule>(TOKENS.HttpRoutes) : [];
  const server = http.createServer({ keepAliveTimeout: 5_000 }, createHttpApp(modules, logger, { origin: config.baseUrl, trustProxy: config.trustProxy }));
  answerClientErrors(server, config.baseUrl);
  server.listen(config.port, config.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  logger.info({ url, baseUrl: config.baseUrl, dataDir: config.dataDir }, 'listening');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const component of started) component.drain?.();
      const deadline = setTimeout(() => {
        logger.warn({ deadlineSeconds: config.shutdownDeadlineSeconds }, 'shutdown deadline passed: closing the connections still open');
        server.closeAllConnections();
      }, config.shutdownDeadlineSeconds * 1000);
      await drained;
      clearTimeout(deadline);
      for (const component of started.reverse()) {
        try {
          await component.stop();
        } catch (err) {
          logger.error({ err, component: component.name }, 'stop failed');
        }
      }
      await container.unbindAllAsync();
      logger.info('stopped');
    })());
  return { url, container, close };
}
