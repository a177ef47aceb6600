import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Router } from 'express';
import ipaddr from 'ipaddr.js';
import type { ServiceMetricsPort } from '../../../../../application/ports/service-metrics.port.js';
import { originOf, problemBody, sendProblem } from '../../kit/problem.js';
import type { HttpRouteModule } from '../../kit/route-module.js';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * GET /metrics in the Prometheus text format. With METRICS_TOKEN set, only `Authorization: Bearer
 * <METRICS_TOKEN>` gets it (401 otherwise); without it, only callers on the loopback interface do
 * (a 404 for everyone else, as if there were no such route): route names, error rates and latencies
 * are an attacker's map of the service.
 */
export class MetricsRoute implements HttpRouteModule {
  readonly name = 'metrics';
  readonly stage = 'edge' as const;
  private readonly token?: Buffer;

  constructor(
    private readonly metrics: ServiceMetricsPort,
    token: string | undefined,
  ) {
    this.token = token === undefined ? undefined : digest(token);
  }

  register(router: Router): void {
    router.get('/metrics', async (req, res, next) => {
      if (this.token) {
        const sent = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1];
        if (sent === undefined || !timingSafeEqual(digest(sent), this.token)) {
          return sendProblem(res, problemBody(originOf(res), 'unauthorized', 'Send the metrics token as a bearer token.'), { 'WWW-Authenticate': 'Bearer realm="metrics"' });
        }
      } else if (!fromLoopback(req)) {
        return sendProblem(res, problemBody(originOf(res), 'notFound', `No route for GET ${req.path}.`));
      }
      try {
        const { contentType, body } = await this.metrics.exposition();
        res.set({ 'Content-Type': contentType, 'Cache-Control': 'no-store' }).send(body);
      } catch (error) {
        next(error);
      }
    });
  }
}

/**
 * The TCP peer is on this host and no proxy forwarded the request (a reverse proxy on this host would
 * otherwise make everyone local; behind one, set METRICS_TOKEN).
 */
function fromLoopback(req: Request): boolean {
  if (req.get('x-forwarded-for') !== undefined || req.get('forwarded') !== undefined) return false;
  const address = req.socket.remoteAddress;
  if (!address || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
}
