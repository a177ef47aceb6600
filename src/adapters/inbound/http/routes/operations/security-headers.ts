import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Router } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { HttpRouteModule } from '../../kit/route-module.js';

/**
 * A CSP for what most responses are (JSON): nothing may load. Pages that need more set their own
 * CSP, which replaces this one: the pages (http/kit/pages/html.ts: OAuth, home and problem pages), the API reference
 * (openapi/docs-routes.ts) and media (media-handler.ts).
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
  // Apps often run the authorization in a popup and read the result through window.opener;
  // COOP same-origin on our pages would cut that link.
  crossOriginOpenerPolicy: false,
};

/** Where every response is JSON (or an image or event stream), never a page a browser renders. */
const API_PATH = /^\/(?:v1|mcp)(?:[/?]|$)/i;

/**
 * Of helmet's headers, those that mean something for a response that is not an HTML document (the
 * set OWASP's REST Security Cheat Sheet asks of APIs, with CORP). The others (Origin-Agent-Cluster,
 * Referrer-Policy, X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-XSS-Protection) only change how a browser treats a page; left off the API's responses, they save
 * every request a quarter of its header bytes.
 */
const API_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]);

/**
 * helmet's security headers on every response: all of them on pages and whatever else is served
 * outside the API, those that matter to JSON on /v1 and /mcp. With static options helmet sets the
 * same headers on every response, so they are taken from it once and set in one step, instead of
 * running its dozen middlewares per request.
 */
export class SecurityHeaders implements HttpRouteModule {
  readonly name = 'security-headers';
  readonly stage = 'edge' as const;

  register(router: Router): void {
    const headers = helmetHeaders(OPTIONS);
    const apiHeaders = headers.filter(([name]) => API_HEADERS.has(name.toLowerCase()));
    const setHeaders: RequestHandler = (req, res, next) => {
      for (const [name, value] of API_PATH.test(req.url) ? apiHeaders : headers) res.setHeader(name, value);
      next();
    };
    router.use(setHeaders);
  }
}

/** The headers helmet sets with `options`, in its order (it also removes X-Powered-By, which express does not send here). */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}
