import type { Clock } from '../../../../application/ports/clock.port.js';
import type { IdempotencyStore } from '../../../../application/ports/idempotency-store.port.js';
import type { Lifecycle } from '../../../../application/ports/lifecycle.port.js';
import type { Logger } from '../../../../application/ports/logger.port.js';

const EVERY_MS = 60 * 60 * 1000;

/** Deletes expired Idempotency-Key records hourly (expired ones are already ignored; this reclaims space). */
export class IdempotencyPurge implements Lifecycle {
  readonly name = 'idempotency-purge';
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly store: IdempotencyStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.timer = setInterval(() => {
      this.store.purgeExpired(this.clock.now()).catch((err: unknown) => this.logger.warn({ err }, 'idempotency purge failed'));
    }, EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
  }
}
