import express, { type Express } from 'express';
import type { Logger } from '../../../../application/ports/logger.port.js';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { utf8Text } from './json-body.js';
import { requestContext } from './request-context.js';
import type { HttpRouteModule } from './route-module.js';

const JSON_LIMIT = '1mb';

export interface HttpAppOptions {
  /** BASE_URL, the public origin: problem types (originOf) are pages under it. */
  origin: string;
  /** Proxy hops whose X-Forwarded-For is believed (TRUST_PROXY); 0: the TCP peer is the client. */
  trustProxy?: number;
}

/**
 * The express app: request and correlation ids, edge modules (logs, metrics, probes, headers, CORS,
 * rate limits), the declared /v1 routes, raw modules, the JSON parser, JSON modules,
 * fallback modules (405 for known paths), then problem+json for the rest.
 */
export function createHttpApp(modules: HttpRouteModule[], logger: Logger, options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', options.trustProxy ?? 0);
  app.set('query parser', 'simple');
  app.locals.origin = options.origin;
  app.use(requestContext);
  for (const module of modules.filter((m) => m.stage === 'edge')) module.register(app);
  for (const module of modules.filter((m) => m.stage === 'api')) module.register(app);
  for (const module of modules.filter((m) => m.stage === 'raw')) module.register(app);
  app.use(
    express.json({
      limit: JSON_LIMIT,
      strict: true,
      type: ['application/json', 'application/*+json'],
      verify: utf8Only,
    }),
  );
  for (const module of modules.filter((m) => m.stage === 'json')) module.register(app);
  for (const module of modules.filter((m) => m.stage === 'fallback')) module.register(app);

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}

/**
 * JSON is UTF-8 (RFC 8259 §8.1), as on the declared routes: body-parser would decode any `utf-*`
 * charset (UTF-7 and UTF-16 too) and replace bytes that are not UTF-8 with U+FFFD, so a handler could
 * store what the client never sent. Another charset is 415, bytes that are not UTF-8 are 400.
 */
function utf8Only(_req: unknown, _res: unknown, bytes: Buffer, encoding: string): void {
  if (encoding !== 'utf-8' && encoding !== 'utf8') {
    throw Object.assign(new Error(`charset ${encoding} is not supported`), { status: 415, type: 'charset.unsupported' });
  }
  try {
    utf8Text(bytes);
  } catch {
    throw Object.assign(new Error('the request body is not UTF-8'), { status: 400, type: 'entity.parse.failed' });
  }
}
