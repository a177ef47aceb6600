import type { Scope } from '../../../../../application/shared/auth-context.js';
import type { SchemaObject } from './openapi-types.js';

export type RawMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options';

export interface RawResponse {
  description: string;
  /** Content type of the body; absent: no body. */
  type?: string;
  schema?: SchemaObject;
  /** A JSON body's example, when its schema names no shape that has one (examples.ts). */
  example?: unknown;
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
  request?: { type: string; schema?: SchemaObject; example?: unknown };
  responses: Record<number, RawResponse>;
}

const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });
const json = (description: string, schema: SchemaObject = { type: 'object' }, example?: unknown): RawResponse => ({
  description,
  type: 'application/json',
  schema,
  ...(example === undefined ? {} : { example }),
});
const html = (description: string): RawResponse => ({ description, type: 'text/html' });
const form = { type: 'application/x-www-form-urlencoded', schema: { type: 'object' } };
const problem = (description: string): RawResponse => ({ description, type: 'application/problem+json', schema: ref('Problem') });
const redirect: RawResponse = { description: 'Redirect (303) to the next step of the authorization.' };

const OAUTH_SPEC = 'oidc-provider, configured as docs/oauth.md states';

/** Where the examples of metadata point: BASE_URL of a deployment. */
const HOST = 'https://api.example.com';
const SCOPES_SUPPORTED = ['itineraries:read', 'itineraries:write', 'documents', 'imports'];
const SERVER_METADATA = {
  issuer: HOST,
  authorization_endpoint: `${HOST}/oauth/authorize`,
  token_endpoint: `${HOST}/oauth/token`,
  registration_endpoint: `${HOST}/oauth/register`,
  revocation_endpoint: `${HOST}/oauth/revoke`,
  jwks_uri: `${HOST}/oauth/jwks`,
  response_types_supported: ['code'],
  grant_types_supported: ['authorization_code', 'refresh_token'],
  code_challenge_methods_supported: ['S256'],
  token_endpoint_auth_methods_supported: ['none'],
  scopes_supported: ['openid', 'offline_access', ...SCOPES_SUPPORTED],
};
const resourceMetadata = (resource: string) => ({
  resource,
  authorization_servers: [HOST],
  scopes_supported: SCOPES_SUPPORTED,
  bearer_methods_supported: ['header'],
  resource_name: 'Itinerary service',
});
const OAUTH_ERROR = { error: 'invalid_grant', error_description: 'grant request is invalid' };

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
  {
    method: 'delete',
    path: '/v1/me',
    tag: 'Account',
    summary: 'Delete the account (first-party apps only; the current password in the body)',
    description:
      'Deletes the itineraries the account owns, leaves those shared with it, revokes its sessions, grants and refresh tokens, releases its address and shreds its personal data (docs/oauth.md "Account deletion"). Its access tokens are refused from then on.',
    scope: 'itineraries:write',
    request: { type: 'application/json', schema: ref('AccountDeletion') },
    responses: {
      204: { description: 'Deleted.' },
      400: problem('validationFailed: currentPassword missing or not the account\'s password.'),
      401: problem('No or bad token.'),
      403: problem('insufficientScope, or forbidden: not a first-party app.'),
      429: problem('rateLimited: too many wrong passwords; Retry-After.'),
    },
  },
  {
    method: 'get',
    path: '/v1/me/apps',
    tag: 'Account',
    summary: 'The apps the caller has allowed to use the account (connected apps)',
    description: "The service's own apps only (docs/oauth.md \"Connected apps\"); another app gets 403 forbidden.",
    scope: 'itineraries:read',
    responses: { 200: json('The apps, most recently authorized first.', ref('ConnectedAppList')), 401: problem('No or bad token.'), 403: problem('insufficientScope, or forbidden for an app not our own') },
  },
  {
    method: 'delete',
    path: '/v1/me/apps/{clientId}',
    tag: 'Account',
    summary: "Take an app's access back: its grants, refresh tokens and codes for this account",
    description: "The service's own apps only. The client id is percent-encoded in the path. Access tokens the app holds end within their hour.",
    scope: 'itineraries:write',
    responses: { 204: { description: 'Revoked.' }, 401: problem('No or bad token.'), 403: problem('insufficientScope, or forbidden for an app not our own'), 404: problem('notFound: the app has no access to this account.') },
  },
];

const discovery: RawRoute[] = (
  [
    ['/.well-known/openid-configuration', 'OpenID Connect discovery', SERVER_METADATA],
    ['/.well-known/oauth-authorization-server', 'Authorization server metadata (RFC 8414)', SERVER_METADATA],
    ['/.well-known/oauth-protected-resource', 'Protected resource metadata of /v1 (RFC 9728)', resourceMetadata(HOST)],
    ['/.well-known/oauth-protected-resource/mcp', 'Protected resource metadata of /mcp (RFC 9728)', resourceMetadata(`${HOST}/mcp`)],
  ] as const
).map(([path, summary, example]) => ({ method: 'get', path, tag: 'Discovery', summary, responses: { 200: json('The metadata.', undefined, example) } }));

const oauth: RawRoute[] = [
  { method: 'get', path: '/oauth/authorize', tag: 'OAuth', summary: 'Authorization endpoint (code flow, PKCE S256 required)', description: OAUTH_SPEC, responses: { 303: redirect, 400: html('Error page') } },
  { method: 'post', path: '/oauth/authorize', tag: 'OAuth', summary: 'Authorization endpoint (form post)', description: OAUTH_SPEC, request: form, responses: { 303: redirect, 400: html('Error page') } },
  { method: 'post', path: '/oauth/token', tag: 'OAuth', summary: 'Token endpoint (authorization_code, refresh_token)', description: OAUTH_SPEC, request: { ...form, example: { grant_type: 'authorization_code', code: 'SplxlOBeZQQYbYS6WxSbIA', redirect_uri: 'https://app.example.com/callback', client_id: 'trip-planner-web', code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' } }, responses: { 200: json('Tokens.', undefined, { access_token: 'eyJhbGciOiJFUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiIwMTk2In0.c2lnbmF0dXJl', token_type: 'Bearer', expires_in: 3600, refresh_token: 'a4Lk2Qm9Zp0Xw3Rt7Yv1Bn5Cd8Ef6Gh', scope: 'itineraries:read itineraries:write' }), 400: json('OAuth error.', undefined, OAUTH_ERROR) } },
  { method: 'post', path: '/oauth/register', tag: 'OAuth', summary: 'Dynamic client registration (RFC 7591; public, third-party clients)', description: OAUTH_SPEC, request: { type: 'application/json', example: { client_name: 'Trip planner', redirect_uris: ['https://app.example.com/callback'], token_endpoint_auth_method: 'none' } }, responses: { 201: json('The client.', undefined, { client_id: 'k3YwVb2Zr9Qp', client_name: 'Trip planner', redirect_uris: ['https://app.example.com/callback'], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] }), 400: json('OAuth error.', undefined, { error: 'invalid_redirect_uri', error_description: 'redirect_uris must be https' }) } },
  { method: 'post', path: '/oauth/revoke', tag: 'OAuth', summary: 'Token revocation (RFC 7009; own tokens only)', description: OAUTH_SPEC, request: form, responses: { 200: { description: 'Revoked (or unknown).' } } },
  { method: 'get', path: '/oauth/jwks', tag: 'OAuth', summary: 'Public keys of access-token signatures', responses: { 200: json('JWK set.', undefined, { keys: [{ kty: 'EC', use: 'sig', kid: '6FqichWfvIkK29o-R6XXbMCgBWDmNe4ldqqhAtplpFc', alg: 'ES256', crv: 'P-256', x: 'HrcLzXdb3NCjiWdgaaFdsYGJ1MCOc6FEI1LOJWI5imo', y: 'k0aBlo1toTjLhsbDBcvHRN5MKqX_pQZLH2pWLONqpno' }] }) } },
];

const pages: RawRoute[] = [
  { method: 'get', path: '/oauth/interaction/{uid}', tag: 'OAuth pages', summary: 'Sign-in or consent page of an authorization', responses: { 200: html('The page.') } },
  { method: 'get', path: '/oauth/interaction/{uid}/signup', tag: 'OAuth pages', summary: 'Sign-up page', responses: { 200: html('The page.') } },
  ...['login', 'signup', 'consent', 'abort'].map(
    (step): RawRoute => ({ method: 'post', path: `/oauth/interaction/{uid}/${step}`, tag: 'OAuth pages', summary: `Form: ${step}`, request: form, responses: { 303: redirect, 400: html('The page with errors.') } }),
  ),
  { method: 'get', path: '/oauth/verify-email', tag: 'OAuth pages', summary: 'The page a verification link opens (query: token); it changes nothing', responses: { 200: html('A button that confirms the address.'), 400: html('No token.') } },
  { method: 'post', path: '/oauth/verify-email', tag: 'OAuth pages', summary: 'Form: confirm the email address of the token', request: form, responses: { 200: html('Confirmed (or confirmed already).'), 400: html('The link does not work: expired, changed, or for another address.') } },
  { method: 'get', path: '/oauth/verify-email/resend', tag: 'OAuth pages', summary: 'A form that mails a new verification link', responses: { 200: html('The form.') } },
  { method: 'post', path: '/oauth/verify-email/resend', tag: 'OAuth pages', summary: 'Form: mail a new verification link (the same answer whether or not an unconfirmed account has the address)', request: form, responses: { 200: html('Check your mail.'), 400: html('No email address.') } },
  { method: 'get', path: '/oauth/reset-password', tag: 'OAuth pages', summary: 'Forgot your password? A form that mails a reset link', responses: { 200: html('The form.') } },
  { method: 'post', path: '/oauth/reset-password', tag: 'OAuth pages', summary: 'Form: mail a reset link (the same answer whether or not an account has the address)', request: form, responses: { 200: html('Check your mail.'), 400: html('No email address.') } },
  { method: 'get', path: '/oauth/reset-password/new', tag: 'OAuth pages', summary: 'The page a reset link opens (query: token): the new-password form', responses: { 200: html('The form.'), 400: html('The link does not work.') } },
  { method: 'post', path: '/oauth/reset-password/new', tag: 'OAuth pages', summary: 'Form: set the new password, end every session and refresh token', request: form, responses: { 200: html('Password changed.'), 400: html('The link does not work, or the password breaks the rule.') } },
  { method: 'get', path: '/oauth/account', tag: 'Account pages', summary: 'The signed-in traveller\'s account: name, address, plan and what can be changed', responses: { 200: html('The page.'), 303: { description: 'Not signed in: to the sign-in form.' } } },
  { method: 'get', path: '/oauth/account/sign-in', tag: 'Account pages', summary: 'Sign in to the account pages', responses: { 200: html('The form.') } },
  { method: 'post', path: '/oauth/account/sign-in', tag: 'Account pages', summary: 'Form: sign in (throttled like the authorization\'s sign-in)', request: form, responses: { 303: { description: 'Signed in: to the account page.' }, 401: html('The email or password is not right.'), 429: html('Too many failures; Retry-After.') } },
  { method: 'post', path: '/oauth/account/sign-out', tag: 'Account pages', summary: 'Form: sign out of the account pages', request: form, responses: { 303: { description: 'To the sign-in form.' }, 403: html('CSRF token missing or wrong.') } },
  { method: 'post', path: '/oauth/account/verification', tag: 'Account pages', summary: 'Form: mail a new verification link to the account\'s address', request: form, responses: { 303: { description: 'To the account page.' }, 403: html('CSRF token missing or wrong.') } },
  { method: 'get', path: '/oauth/account/password', tag: 'Account pages', summary: 'The change-of-password form', responses: { 200: html('The form.'), 303: { description: 'Not signed in.' } } },
  { method: 'post', path: '/oauth/account/password', tag: 'Account pages', summary: 'Form: change the password (current one required); ends every other session, grant and refresh token', request: form, responses: { 303: { description: 'Changed: to the account page.' }, 400: html('Wrong current password, or the new one breaks the rule.'), 403: html('CSRF token missing or wrong.'), 429: html('Too many wrong current passwords; Retry-After.') } },
  { method: 'get', path: '/oauth/account/email', tag: 'Account pages', summary: 'The change-of-address form', responses: { 200: html('The form.'), 303: { description: 'Not signed in.' } } },
  { method: 'post', path: '/oauth/account/email', tag: 'Account pages', summary: 'Form: ask for a new address (current password required); mails a link to it and a notice to the current one', request: form, responses: { 200: html('Check your new mailbox.'), 400: html('Wrong current password, or not an address.'), 403: html('CSRF token missing or wrong.'), 409: html('Another account has the address.'), 429: html('Too many wrong current passwords; Retry-After.') } },
  { method: 'get', path: '/oauth/account/email/confirm', tag: 'Account pages', summary: 'The page a change-of-address link opens (query: token); it changes nothing', responses: { 200: html('A button that makes the change.'), 400: html('The link does not work.') } },
  { method: 'post', path: '/oauth/account/email/confirm', tag: 'Account pages', summary: 'Form: make the new address the account\'s (confirmed), release the old one', request: form, responses: { 200: html('Address changed.'), 400: html('The link does not work.'), 409: html('Another account took the address meanwhile.') } },
  { method: 'get', path: '/oauth/account/delete', tag: 'Account pages', summary: 'The account-deletion form', responses: { 200: html('The form.'), 303: { description: 'Not signed in.' } } },
  { method: 'post', path: '/oauth/account/delete', tag: 'Account pages', summary: 'Form: delete the account (current password required): own itineraries deleted, memberships left, sessions revoked, personal data shredded', request: form, responses: { 200: html('Account deleted.'), 400: html('Wrong current password.'), 403: html('CSRF token missing or wrong.'), 429: html('Too many wrong current passwords; Retry-After.') } },
  { method: 'get', path: '/oauth/account/apps', tag: 'Account pages', summary: 'Connected apps of the signed-in browser, each with a button that removes its access', responses: { 200: html('The page.'), 303: { description: 'Not signed in: to the sign-in.' } } },
  { method: 'post', path: '/oauth/account/apps/revoke', tag: 'Account pages', summary: "Form: remove an app's access (clientId, csrf)", request: form, responses: { 200: html('The page, saying so.'), 303: { description: 'Not signed in: to the sign-in.' }, 403: html('The form expired (CSRF).'), 404: html('The app had no access.') } },
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
    request: { type: 'application/json', example: { jsonrpc: '2.0', id: 1, method: 'tools/list' } },
    responses: {
      200: json('JSON-RPC response.', undefined, { jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'get_itinerary', inputSchema: { type: 'object' } }] } }),
      401: problem('No or bad token (WWW-Authenticate).'),
      403: json('Origin or scope refused.', undefined, { jsonrpc: '2.0', error: { code: -32000, message: 'Forbidden: requests from the origin "https://evil.example" are not allowed.' }, id: null }),
    },
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

/** Trip views served without a token (docs/trip-views.md). */
const tripViews: RawRoute[] = [
  {
    method: 'get',
    path: '/calendar/{file}',
    tag: 'Calendar feed',
    summary: "A user's calendar feed (capability URL <key>.ics, from POST /v1/me/calendar-feed)",
    description: 'RFC 5545; strong ETag and Last-Modified, 304 to If-None-Match or If-Modified-Since; 404 once rotated or revoked.',
    responses: { 200: { description: 'The calendar.', type: 'text/calendar' }, 304: { description: 'Not modified.' }, 404: problem('notFound') },
  },
  {
    method: 'get',
    path: '/t/{itineraryId}',
    tag: 'Trip page',
    summary: 'The trip page of a public or unlisted itinerary (no token)',
    description: 'Server-rendered HTML: cover, days, stops, an SVG overview map, Open Graph and Twitter meta, schema.org Trip JSON-LD. Private, deleted or unknown: 404. Counts a view.',
    responses: { 200: html('The page.'), 404: html('No shared itinerary at this address.') },
  },
];

const servicePages: RawRoute[] = [
  { method: 'get', path: '/', tag: 'Operations', summary: 'Home page: links to the reference, this document, sign-in and the error codes', description: 'HTML; a client that prefers `application/json` gets the links as JSON.', responses: { 200: { description: 'The page (or the links as JSON).', type: 'text/html' } } },
  { method: 'get', path: '/problems', tag: 'Problems', summary: 'Every error code, with its status and meaning', responses: { 200: html('The list.') } },
  { method: 'get', path: '/problems/{code}', tag: 'Problems', summary: 'The page a problem’s `type` names: what the code means, its typical cause, what to do', responses: { 200: html('The page.'), 404: problem('notFound: no such code.') } },
];

const operations: RawRoute[] = [
  { method: 'get', path: '/healthz', tag: 'Operations', summary: 'Liveness: the process serves requests', responses: { 200: json('{"status":"ok"}', undefined, { status: 'ok' }) } },
  {
    method: 'get',
    path: '/readyz',
    tag: 'Operations',
    summary: 'Readiness: event store, read models and projector',
    responses: {
      200: json('Every check passed.', undefined, { status: 'ready', checks: { eventStore: { status: 'ok' }, readModels: { status: 'ok' }, projector: { status: 'ok', details: { inProcess: true, lag: 0 } } } }),
      503: json('A check failed, or the service is shutting down.', undefined, { status: 'unavailable', checks: { eventStore: { status: 'failed' }, readModels: { status: 'ok' }, projector: { status: 'ok' } } }),
    },
  },
  {
    method: 'get',
    path: '/metrics',
    tag: 'Operations',
    summary: 'Prometheus metrics',
    description: 'Bearer METRICS_TOKEN when it is set; otherwise loopback callers only (docs/operations.md).',
    security: [{ metricsToken: [] }, {}],
    responses: { 200: { description: 'Prometheus text format.', type: 'text/plain' }, 401: problem('unauthorized'), 404: problem('Not served to this caller.') },
  },
  { method: 'get', path: '/openapi.json', tag: 'Operations', summary: 'This document', responses: { 200: json('OpenAPI 3.1.', undefined, { openapi: '3.1.0', info: { title: 'Itinerary service', version: '0.1.0' }, paths: {} }) } },
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
export const RAW_ROUTES: readonly RawRoute[] = [...account, ...discovery, ...oauth, ...pages, ...mcp, ...media, ...servicePages, ...tripViews, ...operations];
