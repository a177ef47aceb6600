import { createHash } from 'node:crypto';
import type { Request, Router } from 'express';
import { ipKeyGenerator, rateLimit, type Options, type Store } from 'express-rate-limit';
import { originOf, problemBody, sendProblem } from '../../kit/problem.js';
import type { HttpRouteModule } from '../../kit/route-module.js';

export interface RateLimitSettings {
  windowSeconds: number;
  /** Requests per window per client address; 0: no limit. */
  perIp: number;
  /** Requests per window per bearer token; 0: no limit. */
  perToken: number;
}

/** A store per limiter (express-rate-limit refuses to share one); `prefix` keeps their keys apart. */
export type RateLimitStoreFactory = (prefix: string) => Store;

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;

/**
 * The bearer token's hash, never the token: a key of the store and, in MongoDB, a document id. The
 * token is not verified here (that costs a signature check): a made-up token gets its own bucket
 * and a 401, while the address limit still holds whoever sends many of them.
 */
function tokenKey(req: Request): string | undefined {
  const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
  return token === undefined ? undefined : createHash('sha256').update(token).digest('base64url').slice(0, 32);
}

/**
 * Rate limits per client address and per bearer token (express-rate-limit): RateLimit and
 * RateLimit-Policy headers (IETF draft 8) on every limited response, and 429 rateLimited as
 * problem+json with Retry-After once a limit is reached. The store decides the scope: one
 * process (embedded profile) or every instance (MongoDB, distributed profile).
 */
export class RateLimits implements HttpRouteModule {
  readonly name = 'rate-limits';
  readonly stage = 'edge' as const;

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly stores: RateLimitStoreFactory,
  ) {}

  register(router: Router): void {
    const common: Partial<Options> = {
      windowMs: this.settings.windowSeconds * 1000,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // A store that fails must not take the API down with it.
      passOnStoreError: true,
      handler: (_req, res, _next, options) => {
        const detail = `Too many requests; retry in ${res.getHeader('Retry-After') ?? options.windowMs / 1000} seconds.`;
        sendProblem(res, problemBody(originOf(res), 'rateLimited', detail));
      },
    };
    if (this.settings.perIp > 0) {
      router.use(
        rateLimit({
          ...common,
          identifier: 'per-ip',
          limit: this.settings.perIp,
          store: this.stores('ip:'),
          keyGenerator: (req) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown'),
        }),
      );
    }
    if (this.settings.perToken > 0) {
      router.use(
        rateLimit({
          ...common,
          identifier: 'per-token',
          limit: this.settings.perToken,
          store: this.stores('token:'),
          skip: (req) => tokenKey(req) === undefined,
          keyGenerator: (req) => tokenKey(req)!,
        }),
      );
    }
  }
}
