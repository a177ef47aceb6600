import { SCOPES } from '../../../application/shared/auth-context.js';

/** Scopes of this API's resources (granted per resource indicator). */
export const API_SCOPES = SCOPES.filter((s) => s !== 'offline_access');

/** Scopes the authorization server itself understands (OpenID Connect's). */
export const OIDC_SCOPES = ['openid', 'offline_access'] as const;

export const ALL_SCOPES = [...OIDC_SCOPES, ...API_SCOPES];

/** How the consent page names each scope, in words a traveller understands. */
export const SCOPE_WORDS: Record<string, string> = {
  openid: 'Know who you are on this service (your account id)',
  offline_access: 'Stay connected when you are not using the app',
  'itineraries:read': 'See your itineraries and those shared with you, and your account details',
  'itineraries:write': 'Create, change and delete your itineraries, and change your display name and AI-imports choice',
  documents: 'Upload and open the sealed travel documents attached to your itineraries',
  imports: 'Build itineraries from links you give it (uses your yearly import allowance)',
};

/** The two resource indicators (RFC 8707) that name this service: the API and its MCP endpoint. */
export const resourcesOf = (baseUrl: string): { api: string; mcp: string } => ({ api: baseUrl, mcp: `${baseUrl}/mcp` });
