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
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
</head>
<body>
<div id="docs"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/init.js"></script>
</body>
</html>
`;

// An external script, not an inline one, so the CSP needs no 'unsafe-inline'.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#docs',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
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
    const init = page(INIT, 'text/javascript; charset=utf-8');
    router.get('/docs/assets/:file', (req, res, next) => {
      const file = String(req.params.file);
      if (file === 'init.js') return init(req, res, next);
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
