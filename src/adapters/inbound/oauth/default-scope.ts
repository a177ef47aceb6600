import type { IncomingMessage } from 'node:http';
import { BASIC_SCOPES } from '../../../application/shared/auth-context.js';
import { OAUTH_ROUTES } from './provider.js';

/**
 * An authorization request that names no scope asks for the basic ones (RFC 6749 §3.3 lets the
 * server pick a default): oidc-provider would otherwise grant nothing and end the flow with
 * access_denied after the traveller signed in. Applies to GET, the form every client sends; a POSTed
 * request's body is oidc-provider's to read, so it must name its scope.
 */
export function applyDefaultScope(req: IncomingMessage): void {
  if (req.method !== 'GET') return;
  const url = new URL(req.url ?? '/', 'http://service.invalid');
  if (url.pathname !== OAUTH_ROUTES.authorization || url.searchParams.get('scope')?.trim()) return;
  url.searchParams.set('scope', BASIC_SCOPES.join(' '));
  req.url = `${url.pathname}${url.search}`;
}
