import { SCOPES, SCOPE_WORDS as API_SCOPE_WORDS } from '../../../application/shared/auth-context.js';

/** Scopes of this API's resources (granted per resource indicator). */
export const API_SCOPES = SCOPES.filter((s) => s !== 'offline_access');

/** Scopes the authorization server itself understands (OpenID Connect's). */
export const OIDC_SCOPES = ['openid', 'offline_access'] as const;

export const ALL_SCOPES = [...OIDC_SCOPES, ...API_SCOPES];

/** How the consent page names each scope, in words a traveller understands: the API's, and OpenID Connect's own. */
export const SCOPE_WORDS: Record<string, string> = {
  openid: 'Know who you are on this service (your account id)',
  ...API_SCOPE_WORDS,
};

/** The two resource indicators (RFC 8707) that name this service: the API and its MCP endpoint. */
export const resourcesOf = (baseUrl: string): { api: string; mcp: string } => ({ api: baseUrl, mcp: `${baseUrl}/mcp` });
