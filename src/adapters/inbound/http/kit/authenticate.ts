import type { RequestHandler } from 'express';
import { InvalidTokenError, type AccessTokenVerifier } from '../../../../application/ports/access-token-verifier.port.js';
import type { AuthContext, Scope } from '../../../../application/shared/auth-context.js';
import { HttpProblem } from './problem.js';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}

/**
 * Bearer authentication (docs/design.md §2): 401 with WWW-Authenticate pointing at the protected-resource
 * metadata, adding error="invalid_token" when a token was sent but refused. `scopes`, when given, is
 * what a client should ask for to start with (RFC 6750 §3: the scope the resource needs for basic use).
 */
export function authenticate(verifier: AccessTokenVerifier, resourceMetadataUrl: string, scopes: readonly Scope[] = []): RequestHandler {
  const scope = scopes.length ? `, scope="${scopes.join(' ')}"` : '';
  const challenge = (extra = '') => `Bearer resource_metadata="${resourceMetadataUrl}"${scope}${extra}`;
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header) : null;
    if (!header) {
      return next(
        new HttpProblem('unauthorized', 'Send an access token: Authorization: Bearer <token>.', {}, {
          'WWW-Authenticate': challenge(),
        }),
      );
    }
    try {
      if (!match) throw new InvalidTokenError('The Authorization header is not a Bearer token.');
      req.auth = await verifier.verify(match[1]!);
      next();
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) return next(error);
      next(
        new HttpProblem('invalidToken', error.message, {}, {
          'WWW-Authenticate': challenge(`, error="invalid_token", error_description="${error.message.replace(/"/g, "'")}"`),
        }),
      );
    }
  };
}

/** 403 insufficientScope naming the scope the route needs (RFC 6750 §3.1). */
export function requireScope(scope: Scope, resourceMetadataUrl: string): RequestHandler {
  return (req, _res, next) => {
    if (req.auth?.scopes.includes(scope)) return next();
    next(insufficientScope(scope, `This route needs the scope "${scope}".`, resourceMetadataUrl));
  };
}

/**
 * The 403 insufficient_scope challenge. `challenge` is the scope set the client should ask for next
 * (default: the one needed); MCP clients replace their scope with it, so /mcp names the scopes
 * already granted too (MCP authorization, "Scope Challenge Handling").
 */
export function insufficientScope(
  scope: Scope,
  detail: string,
  resourceMetadataUrl: string,
  challenge: readonly string[] = [scope],
): HttpProblem {
  return new HttpProblem('insufficientScope', detail, { requiredScope: scope }, {
    'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${challenge.join(' ')}", resource_metadata="${resourceMetadataUrl}"`,
  });
}
