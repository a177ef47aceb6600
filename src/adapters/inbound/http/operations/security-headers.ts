import type { Router } from 'express';
import helmet from 'helmet';
import type { HttpRouteModule } from '../route-module.js';

/**
 * helmet's security headers on every response, with a CSP for what most responses are (JSON): nothing
 * may load. Pages that need more set their own CSP, which replaces this one: the OAuth pages
 * (oauth/pages/html.ts), the API reference (openapi/docs-routes.ts) and media (media-handler.ts).
 */
export class SecurityHeaders implements HttpRouteModule {
  readonly name = 'security-headers';
  readonly stage = 'edge' as const;

  register(router: Router): void {
    router.use(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
        },
        // Apps often run the authorization in a popup and read the result through window.opener;
        // COOP same-origin on our pages would cut that link.
        crossOriginOpenerPolicy: false,
      }),
    );
  }
}
