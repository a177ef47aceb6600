/**
 * Storage for what the authorization server keeps between requests (sessions, grants, codes,
 * refresh tokens, registered clients, interactions, replay detection): one instance per model name.
 * Mirrors oidc-provider's Adapter interface without depending on it, so the store adapters
 * (SQLite, MongoDB) stay framework-free and share one contract suite.
 */
export interface OAuthPayload {
  [key: string]: unknown;
  grantId?: string;
  userCode?: string;
  uid?: string;
  /** Epoch seconds when the artifact was consumed (set by the store). */
  consumed?: number;
}

export interface OAuthModelStore {
  /** Inserts or replaces. `expiresIn` in seconds; undefined: never expires (clients). */
  upsert(id: string, payload: OAuthPayload, expiresIn?: number): Promise<void>;
  /** Undefined when absent or expired. */
  find(id: string): Promise<OAuthPayload | undefined>;
  findByUserCode(userCode: string): Promise<OAuthPayload | undefined>;
  findByUid(uid: string): Promise<OAuthPayload | undefined>;
  /** Marks as consumed (a second use of a code or rotated refresh token is detected by this). */
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  /** Removes every artifact of this model tied to the grant. */
  revokeByGrantId(grantId: string): Promise<void>;
  /** Removes every artifact of this model whose payload names the account (`accountId`): its sessions, grants, tokens. */
  revokeByAccountId(accountId: string): Promise<void>;
  /** Removes every artifact of this model whose payload names both the account and the client (`clientId`): one app's access. */
  revokeByAccountAndClient(accountId: string, clientId: string): Promise<void>;
  /** The live entries of this model whose payload names the account, oldest id first (e.g. its grants, its sessions). */
  listByAccountId(accountId: string): Promise<Array<{ id: string; payload: OAuthPayload }>>;
  /** Every live entry (operator listing of clients); not used by the authorization server itself. */
  list(): Promise<Array<{ id: string; payload: OAuthPayload }>>;
}

/** Opens the store of one model (e.g. "RefreshToken", "Client"). */
export interface OAuthStore {
  model(name: string): OAuthModelStore;
  /** Drops expired entries (the MongoDB adapter leaves this to its TTL index). */
  sweep(): Promise<number>;
}
