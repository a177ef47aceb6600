import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Router } from 'express';
import type { HttpRouteModule } from '../http/kit/route-module.js';
import { ACCOUNT_PATH } from './pages/account-page-access.js';
import { INTERACTION_PATH } from './provider.js';
import type { OidcProviderHost } from './provider-host.js';
import { API_SCOPES, resourcesOf } from './scopes.js';

const DISCOVERY = '/.well-known/openid-configuration';
const OWN_PAGES = [INTERACTION_PATH, ACCOUNT_PATH, '/oauth/assets'];

/**
 * Mounts oidc-provider (a Koa app) before any body parser, for its own paths only: /oauth/* (less
 * our interaction pages and assets) and its discovery document. Adds the discovery documents it does
 * not serve itself: RFC 8414 (same content as OpenID discovery) and RFC 9728 for both resources.
 */
export class OAuthRoutes implements HttpRouteModule {
  readonly name = 'oauth';
  readonly stage = 'raw' as const;
  private handler?: (req: IncomingMessage, res: ServerResponse) => void;

  constructor(
    private readonly host: OidcProviderHost,
    private readonly issuer: string,
  ) {}

  register(router: Router): void {
    const { api, mcp } = resourcesOf(this.issuer);
    router.get('/.well-known/oauth-authorization-server', (req, res) => {
      req.url = DISCOVERY;
      this.provider(req, res);
    });
    router.get('/.well-known/oauth-protected-resource', this.protectedResource(api));
    router.get('/.well-known/oauth-protected-resource/mcp', this.protectedResource(mcp));
    router.use((req, res, next) => {
      const path = req.path;
      const ours = path === DISCOVERY || (path.startsWith('/oauth/') && !OWN_PAGES.some((p) => path.startsWith(`${p}/`)));
      if (!ours) return next();
      this.provider(req, res);
    });
  }

  private provider(req: IncomingMessage, res: ServerResponse): void {
    this.handler ??= this.host.provider.callback();
    this.handler(req, res);
  }

  /** RFC 9728 metadata: which authorization server issues tokens for this resource, and how to send them. */
  private protectedResource(resource: string): RequestHandler {
    const body = JSON.stringify({
      resource,
      authorization_servers: [this.issuer],
      scopes_supported: API_SCOPES,
      bearer_methods_supported: ['header'],
      resource_name: 'Itinerary service',
    });
    return (_req, res) => {
      res.set({ 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=3600' }).type('application/json').send(body);
    };
  }
}
