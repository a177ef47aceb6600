import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { Clock } from '../../../application/ports/clock.port.js';
import type {
  IdempotencyBegin,
  IdempotencyScope,
  IdempotencyStore,
  StoredResponse,
} from '../../../application/ports/idempotency-store.port.js';
import { isUuid, invalid } from './validation.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Longer than any request may run; after it, a retry may take over a key left by a crashed attempt. */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;

/** The Idempotency-Key header of a request: absent, or a UUID (400 otherwise). */
export function idempotencyKey(req: Request): string | undefined {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !isUuid(key.trim())) {
    throw invalid([{ path: 'Idempotency-Key', message: 'must be a UUID' }]);
  }
  return key.trim().toLowerCase();
}

/** Scope (DESIGN.md §2: user, method, path) and the store's timing rules in one place. */
export class IdempotencyGate {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly clock: Clock,
  ) {}

  scope(req: Request, userId: string, key: string): IdempotencyScope {
    return { userId, method: req.method, path: req.originalUrl.split('?')[0]!, key };
  }

  /** What "the same request" means: the same query string and the same body bytes. */
  fingerprint(req: Request, body: Buffer | undefined): string {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    return createHash('sha256').update(query).update('\n').update(body ?? Buffer.alloc(0)).digest('hex');
  }

  begin(scope: IdempotencyScope, fingerprint: string): Promise<IdempotencyBegin> {
    const now = this.clock.now();
    return this.store.begin(scope, fingerprint, {
      now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      leaseUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
    });
  }

  /** Keeps a response for replay; 5xx responses are never kept, so a retry runs again. */
  finish(scope: IdempotencyScope, attemptId: string, response: StoredResponse): Promise<void> {
    return response.status >= 500
      ? this.store.release(scope, attemptId)
      : this.store.complete(scope, attemptId, response);
  }

}
