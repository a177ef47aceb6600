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

/** What each scope lets an app do, in words a traveller understands: the consent page and the API reference say these. */
export const SCOPE_WORDS: Readonly<Record<Scope, string>> = {
  'itineraries:read': 'See your itineraries and those shared with you, and your account details',
  'itineraries:write': 'Create, change and delete your itineraries, and change your display name and AI-imports choice',
  documents: 'Upload and open the sealed travel documents attached to your itineraries',
  imports: 'Build itineraries from links you give it (uses your yearly import allowance)',
  offline_access: 'Stay connected when you are not using the app',
};

/**
 * What basic use needs (read and change itineraries): the scope a client is granted when it asks for
 * none, and the one /mcp's 401 suggests. Documents and imports are asked for when first needed.
 */
export const BASIC_SCOPES: readonly Scope[] = ['itineraries:read', 'itineraries:write'];
