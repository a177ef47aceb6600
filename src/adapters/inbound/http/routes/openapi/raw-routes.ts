import type { Scope } from '../../../../../application/shared/auth-context.js';
import type { SchemaObject } from './openapi-types.js';

export type RawMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options';

interface RawResponse {
  description: string;
  /** Content type of the body; absent: no body. */
  type?: string;
  schema?: SchemaObject;
}

/**
 * A route served outside the route registry (its own express handlers or a mounted app). The
 * OpenAPI test fails when the app serves a route that neither the registry nor this list names.
 */
export interface RawRoute {
  method: RawMethod;
  /** OpenAPI template: /oauth/interaction/{uid}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Bearer token with this scope. */
  scope?: Scope;
  /** Other security requirements than a scope (an empty one `{}` for "or none"). */
  security?: Record<string, string[]>[];
  request?: { type: string; schema?: SchemaObject };
  responses: Record<number, RawResponse>;
}

const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });
const json = (description: string, schema: SchemaObject = { type: 'object' }): RawResponse => ({ description, type: 'application/json', schema });
const html = (description: string): RawResponse => ({ description, type: 'text/html' });
const form = { type: 'application/x-www-form-urlencoded', schema: { type: 'object' } };
const problem = (description: string): RawResponse => ({ description, type: 'application/problem+json', schema: ref('Problem') });
const redirect: RawResponse = { description: 'Redirect (303) to the next step of the authorization.' };

const OAUTH_SPEC = 'oidc-provider, configured as docs/oauth.md states';

const account: RawRoute[] = [
  {
    method: 'get',
    path: '/v1/me',
    tag: 'Account',
    summary: "The caller's account, plan and link-import allowance",
    scope: 'itineraries:read',
    responses: { 200: json('The account.', ref('Account')), 401: problem('No or bad token.'), 403: problem('insufficientScope') },
  },
  {
    method: 'patch',
    path: '/v1/me',
    tag: 'Account',
    summary: 'Change the display name or the AI-imports consent',
    scope: 'itineraries:write',
    request: { type: 'application/json', schema: ref('AccountPatch') },
    responses: { 200: json('The account.', ref('Account')), 400: problem('validationFailed'), 401: problem('No or bad token.'), 403: problem('insufficientScope') },
  },
];

const discovery: RawRoute[] = [
  ['/.well-known/openid-configuration', 'OpenID Connect discovery'],
  ['/.well-known/oauth-authorization-server', 'Authorization server metadata (RFC 8414)'],
  ['/.well-known/oauth-protected-resource', 'Protected resource metadata of /v1 (RFC 9728)'],
  ['/.well-known/oauth-protected-resource/mcp', 'Protected resource metadata of /mcp (RFC 9728)'],
].map(([path, summary]) => ({ method: 'get', path: path!, tag: 'Discovery', summary: summary!, responses: { 200: json('The metadata.') } }));

const oauth: RawRoute[] = [
  { method: 'get', path: '/oauth/authorize', tag: 'OAuth', summary: 'Authorization endpoint (code flow, PKCE S256 required)', description: OAUTH_SPEC, responses: { 303: redirect, 400: html('Error page') } },
  { method: 'post', path: '/oauth/authorize', tag: 'OAuth', summary: 'Authorization endpoint (form post)', description: OAUTH_SPEC, request: form, responses: { 303: redirect, 400: html('Error page') } },
  { method: 'post', path: '/oauth/token', tag: 'OAuth', summary: 'Token endpoint (authorization_code, refresh_token)', description: OAUTH_SPEC, request: form, responses: { 200: json('Tokens.'), 400: json('OAuth error.') } },
  { method: 'post', path: '/oauth/register', tag: 'OAuth', summary: 'Dynamic client registration (RFC 7591; public, third-party clients)', description: OAUTH_SPEC, request: { type: 'application/json' }, responses: { 201: json('The client.'), 400: json('OAuth error.') } },
  { method: 'post', path: '/oauth/revoke', tag: 'OAuth', summary: 'Token revocation (RFC 7009; own tokens only)', description: OAUTH_SPEC, request: form, responses: { 200: { description: 'Revoked (or unknown).' } } },
  { method: 'get', path: '/oauth/jwks', tag: 'OAuth', summary: 'Public keys of access-token signatures', responses: { 200: json('JWK set.') } },
];

const pages: RawRoute[] = [
  { method: 'get', path: '/oauth/interaction/{uid}', tag: 'OAuth pages', summary: 'Sign-in or consent page of an authorization', responses: { 200: html('The page.') } },
  { method: 'get', path: '/oauth/interaction/{uid}/signup', tag: 'OAuth pages', summary: 'Sign-up page', responses: { 200: html('The page.') } },
  ...['login', 'signup', 'consent', 'abort'].map(
    (step): RawRoute => ({ method: 'post', path: `/oauth/interaction/{uid}/${step}`, tag: 'OAuth pages', summary: `Form: ${step}`, request: form, responses: { 303: redirect, 400: html('The page with errors.') } }),
  ),
  { method: 'get', path: '/oauth/verify-email', tag: 'OAuth pages', summary: 'The page a verification link opens (query: token); it changes nothing', responses: { 200: html('A button that confirms the address.'), 400: html('No token.') } },
  { method: 'post', path: '/oauth/verify-email', tag: 'OAuth pages', summary: 'Form: confirm the email address of the token', request: form, responses: { 200: html('Confirmed (or confirmed already).'), 400: html('The link does not work: expired, changed, or for another address.') } },
  { method: 'get', path: '/oauth/reset-password', tag: 'OAuth pages', summary: 'Forgot your password? A form that mails a reset link', responses: { 200: html('The form.') } },
  { method: 'post', path: '/oauth/reset-password', tag: 'OAuth pages', summary: 'Form: mail a reset link (the same answer whether or not an account has the address)', request: form, responses: { 200: html('Check your mail.'), 400: html('No email address.') } },
  { method: 'get', path: '/oauth/reset-password/new', tag: 'OAuth pages', summary: 'The page a reset link opens (query: token): the new-password form', responses: { 200: html('The form.'), 400: html('The link does not work.') } },
  { method: 'post', path: '/oauth/reset-password/new', tag: 'OAuth pages', summary: 'Form: set the new password, end every session and refresh token', request: form, responses: { 200: html('Password changed.'), 400: html('The link does not work, or the password breaks the rule.') } },
  { method: 'get', path: '/oauth/assets/pages.css', tag: 'OAuth pages', summary: "The pages' stylesheet", responses: { 200: { description: 'CSS', type: 'text/css' } } },
];

const mcp: RawRoute[] = [
  {
    method: 'post',
    path: '/mcp',
    tag: 'MCP',
    summary: 'Model Context Protocol over Streamable HTTP (stateless, JSON responses)',
    description: 'JSON-RPC 2.0 messages; tools and their scopes in docs/mcp.md. Bearer token with audience BASE_URL or BASE_URL/mcp.',
    scope: 'itineraries:read',
    request: { type: 'application/json' },
    responses: { 200: json('JSON-RPC response.'), 401: json('No or bad token (WWW-Authenticate).'), 403: json('Origin or scope refused.') },
  },
  { method: 'options', path: '/mcp', tag: 'MCP', summary: 'CORS preflight (registered client origins)', responses: { 204: { description: 'Allowed.' } } },
];

const media: RawRoute[] = [
  {
    method: 'get',
    path: '/media/{mediaId}',
    tag: 'Media',
    summary: 'A stored image (capability URL, immutable)',
    responses: { 200: { description: 'The image.', type: 'image/*' }, 304: { description: 'Not modified.' }, 404: problem('notFound') },
  },
];

const servicePages: RawRoute[] = [
  { method: 'get', path: '/', tag: 'Operations', summary: 'Home page: links to the reference, this document, sign-in and the error codes', description: 'HTML; a client that prefers `application/json` gets the links as JSON.', responses: { 200: { description: 'The page (or the links as JSON).', type: 'text/html' } } },
  { method: 'get', path: '/problems', tag: 'Problems', summary: 'Every error code, with its status and meaning', responses: { 200: html('The list.') } },
  { method: 'get', path: '/problems/{code}', tag: 'Problems', summary: 'The page a problem’s `type` names: what the code means, its typical cause, what to do', responses: { 200: html('The page.'), 404: problem('notFound: no such code.') } },
];

const operations: RawRoute[] = [
  { method: 'get', path: '/healthz', tag: 'Operations', summary: 'Liveness: the process serves requests', responses: { 200: json('{"status":"ok"}') } },
  { method: 'get', path: '/readyz', tag: 'Operations', summary: 'Readiness: event store, read models and projector', responses: { 200: json('Every check passed.'), 503: json('A check failed, or the service is shutting down.') } },
  {
    method: 'get',
    path: '/metrics',
    tag: 'Operations',
    summary: 'Prometheus metrics',
    description: 'Bearer METRICS_TOKEN when it is set; otherwise loopback callers only (docs/operations.md).',
    security: [{ metricsToken: [] }, {}],
    responses: { 200: { description: 'Prometheus text format.', type: 'text/plain' }, 401: problem('unauthorized'), 404: problem('Not served to this caller.') },
  },
  { method: 'get', path: '/openapi.json', tag: 'Operations', summary: 'This document', responses: { 200: json('OpenAPI 3.1.') } },
  ...['/favicon.svg', '/favicon.ico'].map(
    (path): RawRoute => ({ method: 'get', path, tag: 'Operations', summary: "The pages' icon (SVG)", responses: { 200: { description: 'SVG', type: 'image/svg+xml' } } }),
  ),
  { method: 'get', path: '/docs', tag: 'Operations', summary: 'Interactive API reference (Swagger UI, served from this origin)', responses: { 200: html('The page.') } },
  ...['/docs/oauth2-redirect.html', '/docs/oauth2-redirect.js'].map(
    (path): RawRoute => ({ method: 'get', path, tag: 'Operations', summary: "Swagger UI's OAuth redirect page (and its script): where the reference page's sign-in answers", responses: { 200: { description: 'The file.' } } }),
  ),
  { method: 'get', path: '/docs/assets/{file}', tag: 'Operations', summary: 'Scripts and styles of the reference page', responses: { 200: { description: 'The file.' }, 404: problem('notFound') } },
];

/** Every route the app serves besides the declared /v1 routes, in the order the document lists them. */
export const RAW_ROUTES: readonly RawRoute[] = [...account, ...discovery, ...oauth, ...pages, ...mcp, ...media, ...servicePages, ...operations];
