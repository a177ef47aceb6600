import type { Router } from 'express';
import { layout, pageHeaders } from '../../kit/pages/html.js';
import { originOf, PROBLEMS_PATH } from '../../kit/problem.js';
import type { HttpRouteModule } from '../../kit/route-module.js';
import { SERVICE_VERSION } from '../service-version.js';

/** Where the reference page opens its sign-in dialog by itself. */
export const SIGN_IN_PATH = '/docs?sign-in';

const PAGE = layout(
  'Itinerary service',
  `<h1>Itinerary service</h1>
<p>An API for travel itineraries (days, stops, bookings, packing, expenses, sealed documents, sharing, import from a link) for travellers’ apps and AI agents.</p>
<ul class="links">
<li><a href="/docs">API reference</a>: every route, with “Try it out” against this server.</li>
<li><a href="${SIGN_IN_PATH}">Sign in or create an account</a>, in the API reference, to try the routes with your own token.</li>
<li><a href="/oauth/account">Your account</a>: password, email address, connected apps, deletion.</li>
<li><a href="/openapi.json">OpenAPI document</a> (OpenAPI 3.1), to generate a client.</li>
<li><a href="${PROBLEMS_PATH}">Error codes</a>: what each means and what to do.</li>
</ul>
<h2>For your app</h2>
<p>Apps get tokens with OAuth 2.0 (authorization code with PKCE): the metadata is at <a href="/.well-known/oauth-authorization-server"><code>/.well-known/oauth-authorization-server</code></a>, and apps register themselves at <code>POST /oauth/register</code>. AI agents use the MCP endpoint <code>/mcp</code>.</p>`,
);

/**
 * GET /: a small page for people (what this is, where the reference, the OpenAPI document, sign-in
 * and the error codes are) under the pages' CSP; a client that prefers JSON gets the same links as
 * JSON. Anything that accepts both (a browser, curl by default) gets the page.
 */
export class HomePage implements HttpRouteModule {
  readonly name = 'home-page';
  readonly stage = 'raw' as const;

  register(router: Router): void {
    router.get('/', (req, res) => {
      res.vary('Accept');
      if (req.accepts(['html', 'json']) === 'json') {
        const origin = originOf(res);
        return res.set('Cache-Control', 'no-cache').json({
          name: 'Itinerary service',
          version: SERVICE_VERSION,
          links: {
            docs: `${origin}/docs`,
            openapi: `${origin}/openapi.json`,
            signIn: `${origin}${SIGN_IN_PATH}`,
            problems: `${origin}${PROBLEMS_PATH}`,
            authorizationServer: `${origin}/.well-known/oauth-authorization-server`,
            protectedResource: `${origin}/.well-known/oauth-protected-resource`,
            mcp: `${origin}/mcp`,
          },
        });
      }
      res.set({ ...pageHeaders(), 'Cache-Control': 'no-cache' }).type('html').send(PAGE);
    });
  }
}
