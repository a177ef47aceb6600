import type { Request, RequestHandler, Response, Router } from 'express';
import type { Logger as PinoLogger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../../../../../application/ports/logger.port.js';
import type { ServiceMetricsPort } from '../../../../../application/ports/service-metrics.port.js';
import type { HttpRouteModule } from '../../kit/route-module.js';
import { routeLabel } from './route-label.js';

/** Probes and scrapes come every few seconds; logging each would drown the log. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** A request's last log line, with the route it matched as a template. */
const withRoute = (req: Request, res: Response, fields: object) => ({ ...fields, route: routeLabel(req, res.statusCode) });

/**
 * First of the edge modules: one JSON log line per request (pino-http) with the request and
 * correlation ids the app already set, and the latency histogram by route template and status.
 * Only method, path (no query string), status, route and address are logged: no headers, no
 * bodies, so no token or cookie can reach the log.
 */
export class RequestTelemetry implements HttpRouteModule {
  readonly name = 'request-telemetry';
  readonly stage = 'edge' as const;

  constructor(
    private readonly logger: Logger,
    private readonly metrics: ServiceMetricsPort,
  ) {}

  register(router: Router): void {
    router.use(this.measure);
    // createLogger gives a pino logger behind the port. LOG_LEVEL=silent (tests, benchmarks) logs no
    // request line at any status, so the per-request work of pino-http is skipped altogether.
    const logger = this.logger as unknown as PinoLogger;
    if (!logger.isLevelEnabled('error')) return;
    router.use(
      pinoHttp<Request, Response>({
        logger,
        genReqId: (req) => req.requestId!,
        autoLogging: { ignore: (req) => QUIET_PATHS.has(req.path) },
        quietReqLogger: true,
        // One name for the request id on every line (pino-http's own is reqId), the one of the X-Request-Id header.
        customAttributeKeys: { reqId: 'requestId' },
        wrapSerializers: false,
        serializers: {
          req: (req: Request) => ({ method: req.method, path: req.originalUrl.split('?')[0], remoteAddress: req.ip }),
          res: (res: Response) => ({ statusCode: res.statusCode }),
        },
        // pino-http binds customProps when a request starts and again when it ends, unless both give
        // the same: the correlation id does, the route is only known at the end and goes on the last line alone.
        customProps: (req) => ({ correlationId: req.correlationId }),
        customSuccessObject: withRoute,
        customErrorObject: withRoute,
        customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      }),
    );
  }

  private readonly measure: RequestHandler = (req, res, next) => {
    const end = this.metrics.startRequest();
    res.once('finish', () => end({ method: req.method, route: routeLabel(req, res.statusCode), status: res.statusCode }));
    next();
  };
}
