import type { Router } from 'express';
import type { Logger } from '../../../../../application/ports/logger.port.js';
import type { HttpRouteModule } from '../../kit/route-module.js';

/** One readiness check: resolves with details worth showing, or throws when the component is not usable. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

/** A check that takes longer than this counts as failed: a hung store must not hang the probe. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * GET /healthz (liveness: the process answers) and GET /readyz (readiness: every check passes, 503
 * naming the failed ones otherwise). Mounted before rate limits, so probes are never throttled.
 * Neither says more than ok/failed per component: error details go to the log, not to callers.
 */
export class HealthRoutes implements HttpRouteModule {
  readonly name = 'health';
  readonly stage = 'edge' as const;

  constructor(
    private readonly checks: ReadinessCheck[],
    private readonly logger: Logger,
  ) {}

  register(router: Router): void {
    router.get('/healthz', (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    });
    router.get('/readyz', async (_req, res) => {
      const results = await Promise.all(this.checks.map((check) => this.run(check)));
      const ready = results.every((r) => r.status === 'ok');
      res
        .status(ready ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json({ status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results.map(({ name, ...rest }) => [name, rest])) });
    });
  }

  private async run({ name, check }: ReadinessCheck): Promise<{ name: string; status: 'ok' | 'failed'; details?: unknown }> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      });
      const details = await Promise.race([check(), timeout]);
      return details === undefined ? { name, status: 'ok' } : { name, status: 'ok', details };
    } catch (error) {
      this.logger.warn({ err: error, check: name }, 'readiness check failed');
      return { name, status: 'failed' };
    } finally {
      clearTimeout(timer);
    }
  }
}
