/** The verified caller of a request: who, through which app, allowed to do what. */
export interface AuthContext {
  userId: string;
  clientId: string;
  scopes: string[];
  /** The app is one of the service's own (operator-configured); only those may manage members. */
  firstParty: boolean;
  /** The access token's jti, for logs and audits. */
  tokenId?: string;
}

export const SCOPES = ['itineraries:read', 'itineraries:write', 'documents', 'imports', 'offline_access'] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * What basic use needs (read and change itineraries): the scope a client is granted when it asks for
 * none, and the one /mcp's 401 suggests. Documents and imports are asked for when first needed.
 */
export const BASIC_SCOPES: readonly Scope[] = ['itineraries:read', 'itineraries:write'];
