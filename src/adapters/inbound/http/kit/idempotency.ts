import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { Clock } from '../../../../application/ports/clock.port.js';
import type {
  IdempotencyBegin,
  IdempotencyScope,
  IdempotencyStore,
  StoredResponse,
} from '../../../../application/ports/idempotency-store.port.js';
import { HttpProblem } from './problem.js';
import { isUuid } from '../../shapes/decorators.js';
import { invalid } from './validation.js';

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

/** Scope (docs/design.md §2: user, method, path) and the store's timing rules in one place. */
export class IdempotencyGate {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly clock: Clock,
  ) {}

  scope(req: Request, userId: string, key: string): IdempotencyScope {
    return { userId, method: req.method, path: req.originalUrl.split('?')[0]!, key };
  }

  /**
   * What "the same request" means: the same query string and the same body, i.e. its bytes (JSON
   * routes) or what a raw route says its body means (an upload's fields and file hash).
   */
  fingerprint(req: Request, body: Buffer | string | undefined): string {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    return createHash('sha256').update(query).update('\n').update(body ?? Buffer.alloc(0)).digest('hex');
  }

  /** The key of one request, to begin once its fingerprint is known and finish with its response. */
  claim(req: Request, userId: string, key: string): IdempotencyClaim {
    return new IdempotencyClaim(this, req, this.scope(req, userId, key));
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

/** One request's use of its Idempotency-Key. */
export class IdempotencyClaim {
  private attemptId?: string;

  constructor(
    private readonly gate: IdempotencyGate,
    private readonly req: Request,
    private readonly scope: IdempotencyScope,
  ) {}

  /**
   * Undefined: this request is the first with its key and runs. A response: the first one's, to
   * replay. Throws idempotencyKeyInProgress (409) or idempotencyKeyReused (422).
   */
  async begin(body: Buffer | string | undefined): Promise<StoredResponse | undefined> {
    const begun = await this.gate.begin(this.scope, this.gate.fingerprint(this.req, body));
    switch (begun.outcome) {
      case 'started':
        this.attemptId = begun.attemptId;
        return undefined;
      case 'replay':
        return { ...begun.response, headers: { ...begun.response.headers, 'Idempotent-Replayed': 'true' } };
      case 'inProgress':
        throw new HttpProblem('idempotencyKeyInProgress', 'A request with this Idempotency-Key is still running; retry later.');
      case 'mismatch':
        throw new HttpProblem('idempotencyKeyReused', 'This Idempotency-Key was used with a different request.');
    }
  }

  /** Keeps the response of a request that began (and ran) for replay; nothing otherwise. */
  async finish(response: StoredResponse): Promise<void> {
    if (this.attemptId !== undefined) await this.gate.finish(this.scope, this.attemptId, response);
  }
}
