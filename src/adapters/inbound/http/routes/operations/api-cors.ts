import type { Router } from 'express';
import cors from 'cors';
import type { OriginPolicy } from '../../kit/origin-policy.js';
import type { HttpRouteModule } from '../../kit/route-module.js';

/** What express's mount at /v1 matched: that segment in any letter case, then the end, a slash or the query. */
const API_PATH = /^\/v1(?:[/?]|$)/i;
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'If-Match', 'Idempotency-Key', 'X-Correlation-Id'];
const EXPOSED_HEADERS = [
  'ETag',
  'Location',
  'Idempotent-Replayed',
  'X-Request-Id',
  'X-Correlation-Id',
  'WWW-Authenticate',
  'Retry-After',
  'RateLimit',
  'RateLimit-Policy',
];

/**
 * CORS on /v1 for the browser apps of registered clients: the origins of their redirect URIs (the
 * same policy as /mcp and the token endpoint), never `*`. Bearer tokens, not cookies, so no
 * credentials mode. Mounted before the rate limits, so a 429 is readable by the app that got it.
 */
export class ApiCors implements HttpRouteModule {
  readonly name = 'api-cors';
  readonly stage = 'edge' as const;

  constructor(private readonly origins: OriginPolicy) {}

  register(router: Router): void {
    const withCors = cors({
      origin: (origin, callback) => {
        if (!this.origins.needsCors(origin)) return callback(null, false);
        this.origins.allows(origin).then(
          (allowed) => callback(null, allowed ? origin : false),
          (error: Error) => callback(error),
        );
      },
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ALLOWED_HEADERS,
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    });
    // Without an Origin header (servers, native apps) cors adds nothing: skip its per-request work.
    // The path is tested here, not by mounting at /v1: express would rewrite and restore every
    // request's URL for that mount, Origin or not.
    router.use((req, res, next) => (req.headers.origin === undefined || !API_PATH.test(req.url) ? next() : withCors(req, res, next)));
  }
}
