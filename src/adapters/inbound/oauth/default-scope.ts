import type { KoaContextWithOIDC } from 'oidc-provider';
import { BASIC_SCOPES } from '../../../application/shared/auth-context.js';

/**
 * An authorization request that names no scope asks for the basic ones (RFC 6749 §3.3 lets the
 * server pick a default): oidc-provider would otherwise grant nothing and end the flow with
 * access_denied after the traveller signed in. Authorization requests are GETs only (oidc-provider
 * offers POST when asked to; we do not), so the query is all there is to complete.
 */
export const defaultScope =
  (authorizationPath: string) =>
  async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    if (ctx.method === 'GET' && ctx.path === authorizationPath) {
      const query = new URLSearchParams(ctx.querystring);
      if (!query.get('scope')?.trim()) {
        query.set('scope', BASIC_SCOPES.join(' '));
        ctx.querystring = query.toString();
      }
    }
    return next();
  };
