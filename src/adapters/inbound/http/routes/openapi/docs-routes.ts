import { createRequire } from 'node:module';
import path from 'node:path';
import type { RequestHandler, Router } from 'express';
import { originOf, problemBody, sendProblem } from '../../kit/problem.js';
import type { RouteRegistry } from '../../kit/route-registry.js';
import type { HttpRouteModule } from '../../kit/route-module.js';
import { SERVICE_VERSION } from '../service-version.js';
import { openApiDocument } from './openapi-document.js';

/** Swagger UI's prebuilt files, resolved without loading its (large) bundle into the server. */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The docs page may run our own scripts and styles and call our own origin; nothing else. */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Itinerary service API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/docs/assets/docs.css">
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
</head>
<body>
<div id="docs"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/init.js"></script>
</body>
</html>
`;

/** The reference page's OAuth client: built in, public (PKCE, no secret), documented in docs/oauth.md. */
export const DOCS_CLIENT_ID = 'api-docs';
/** Where the authorization answers the reference page: Swagger UI's own redirect page, served below. */
export const DOCS_OAUTH_REDIRECT_PATH = '/docs/oauth2-redirect.html';
/** What the reference page asks for by default: enough to try every itinerary route. */
const DOCS_SCOPES = ['itineraries:read', 'itineraries:write'];

/**
 * Swagger UI's start, an external script so the CSP needs no 'unsafe-inline'. The sign-in is the
 * authorization code flow with PKCE as the built-in public client, answered at Swagger UI's own
 * redirect page; `/docs?sign-in` (the home page's sign-in link) opens the Authorize dialog at once. The
 * page moves to BASE_URL's origin when opened under another (see the script).
 *
 * "Try it out" fills every parameter with its example and sends it. For a required one that is a
 * template to replace; an optional one (`?revision=3`, `?cursor=…`, an `Idempotency-Key` reused by
 * every Execute) would silently change what the request asks for. So on this page, and only here (the
 * document at /openapi.json keeps them), an optional parameter's example moves into its description.
 */
const initScript = (baseUrl: string): string => `const ORIGIN = ${JSON.stringify(new URL(baseUrl).origin)};
// The sign-in answers at BASE_URL's redirect page, which hands the code to the page that opened it only
// when both share an origin: opened under another name (127.0.0.1 for localhost), go to BASE_URL's.
if (window.location.origin !== ORIGIN) window.location.replace(ORIGIN + window.location.pathname + window.location.search + window.location.hash);
const signIn = new URLSearchParams(window.location.search).has('sign-in');
const SPEC_PATH = '/openapi.json';
function optionalExamplesAsText(spec) {
  for (const item of Object.values(spec.paths || {})) {
    for (const operation of Object.values(item)) {
      for (const parameter of (operation && operation.parameters) || []) {
        if (parameter.required || parameter.example === undefined) continue;
        const example = typeof parameter.example === 'string' ? parameter.example : JSON.stringify(parameter.example);
        parameter.description = (parameter.description ? parameter.description + ' ' : '') + 'Example: ' + example + '.';
        delete parameter.example;
      }
    }
  }
  return spec;
}
window.ui = SwaggerUIBundle({
  url: SPEC_PATH,
  dom_id: '#docs',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  oauth2RedirectUrl: ${JSON.stringify(`${baseUrl}${DOCS_OAUTH_REDIRECT_PATH}`)},
  responseInterceptor: (response) => {
    if (response.ok && new URL(response.url, window.location.href).pathname === SPEC_PATH) {
      response.text = JSON.stringify(optionalExamplesAsText(JSON.parse(response.text)));
    }
    return response;
  },
  onComplete: () => {
    if (signIn) window.ui.authActions.showDefinitions(window.ui.authSelectors.definitionsToAuthorize());
  },
});
window.ui.initOAuth({
  clientId: ${JSON.stringify(DOCS_CLIENT_ID)},
  usePkceWithAuthorizationCodeGrant: true,
  scopes: ${JSON.stringify(DOCS_SCOPES)},
});
`;

/**
 * Swagger UI shows a client_secret field for the authorization code flow even with PKCE; our clients
 * are public and have none, so the field is hidden.
 */
const DOCS_CSS = `.auth-container .wrapper:has(input[id^="client_secret"]),.auth-container .wrapper:has(label[for^="client_secret"]){display:none}
`;

/**
 * GET /openapi.json (generated once from the route registry) and the interactive reference at /docs:
 * Swagger UI served from this origin (no CDN) under a CSP of its own.
 */
export class ApiDocsRoutes implements HttpRouteModule {
  readonly name = 'api-docs';
  readonly stage = 'raw' as const;
  private document?: string;

  constructor(
    private readonly registry: RouteRegistry,
    private readonly baseUrl: string,
  ) {}

  register(router: Router): void {
    router.get('/openapi.json', (_req, res) => {
      this.document ??= JSON.stringify(openApiDocument({ baseUrl: this.baseUrl, version: SERVICE_VERSION, routes: this.registry.list() }));
      res.set({ 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' }).type('application/json').send(this.document);
    });
    router.get('/docs', page(PAGE, 'text/html; charset=utf-8'));
    const own: Record<string, RequestHandler> = {
      'init.js': page(initScript(this.baseUrl), 'text/javascript; charset=utf-8'),
      'docs.css': page(DOCS_CSS, 'text/css; charset=utf-8'),
    };
    // Swagger UI's redirect page loads its script by a relative path, so both sit side by side.
    for (const [file, type] of [['oauth2-redirect.html', 'text/html; charset=utf-8'], ['oauth2-redirect.js', 'text/javascript; charset=utf-8']] as const) {
      router.get(`/docs/${file}`, (_req, res, next) => {
        res.set({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': DOCS_CSP, 'X-Content-Type-Options': 'nosniff' });
        res.sendFile(file, { root: SWAGGER_UI_DIR, headers: { 'Content-Type': type } }, (error) => error && next(error));
      });
    }
    router.get('/docs/assets/:file', (req, res, next) => {
      const file = String(req.params.file);
      if (Object.hasOwn(own, file)) return own[file]!(req, res, next);
      const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
      if (!type) return sendProblem(res, problemBody(originOf(res), 'notFound', 'No such asset.'));
      res.set({ 'Content-Type': type, 'Cache-Control': 'public, max-age=86400', 'Content-Security-Policy': DOCS_CSP });
      res.sendFile(file, { root: SWAGGER_UI_DIR, headers: { 'Content-Type': type } }, (error) => error && next(error));
    });
  }
}

const page =
  (body: string, type: string): RequestHandler =>
  (_req, res) => {
    res.set({ 'Content-Type': type, 'Content-Security-Policy': DOCS_CSP, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' }).send(body);
  };
