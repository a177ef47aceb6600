import type { ConnectedApp, ConnectedApps } from '../../../application/ports/connected-apps.port.js';
import type { OAuthPayload, OAuthStore } from '../../../application/ports/oauth-store.port.js';
import type { ClientRegistry } from './client-registry.js';
import { isFirstParty, REFRESH_TOKEN_TTL } from './provider.js';
import { ALL_SCOPES } from './scopes.js';

/** The models of oidc-provider that hold an app's access for an account, besides the sessions' entries. */
const ACCESS_MODELS = ['Grant', 'RefreshToken', 'AuthorizationCode'];

/** What oidc-provider stores in a Grant (its payload, as the OAuth store keeps it). */
interface GrantPayload extends OAuthPayload {
  clientId?: string;
  iat?: number;
  exp?: number;
  openid?: { scope?: string };
  resources?: Record<string, string>;
}

interface SessionPayload extends OAuthPayload {
  exp?: number;
  authorizations?: Record<string, unknown>;
}

/**
 * Connected apps read from oidc-provider's grants: one per consent an app received, each naming the
 * account, the client and the scopes per resource. A grant's expiry moves 90 days ahead whenever the
 * app is given tokens (provider.ts, extendGrant), so expiry less 90 days is when that last happened.
 */
export class OidcConnectedApps implements ConnectedApps {
  constructor(
    private readonly store: OAuthStore,
    private readonly clients: ClientRegistry,
  ) {}

  async list(accountId: string): Promise<ConnectedApp[]> {
    const byClient = new Map<string, GrantPayload[]>();
    for (const { payload } of await this.store.model('Grant').listByAccountId(accountId)) {
      const grant = payload as GrantPayload;
      if (typeof grant.clientId !== 'string') continue;
      byClient.set(grant.clientId, [...(byClient.get(grant.clientId) ?? []), grant]);
    }
    const apps = await Promise.all([...byClient].map(([clientId, grants]) => this.appOf(clientId, grants)));
    return apps.sort((a, b) => b.lastAuthorizedAt.localeCompare(a.lastAuthorizedAt) || a.clientId.localeCompare(b.clientId));
  }

  async revoke(accountId: string, clientId: string): Promise<boolean> {
    const grants = await this.store.model('Grant').listByAccountId(accountId);
    const held = grants.some(({ payload }) => payload.clientId === clientId);
    for (const model of ACCESS_MODELS) await this.store.model(model).revokeByAccountAndClient(accountId, clientId);
    await this.forgetInSessions(accountId, clientId);
    return held;
  }

  /**
   * A session remembers which grant it made for each app, so that the next authorization reuses it.
   * The grant is gone; the entry goes too, so that the app's next authorization asks for consent afresh.
   */
  private async forgetInSessions(accountId: string, clientId: string): Promise<void> {
    const sessions = this.store.model('Session');
    const now = Math.floor(Date.now() / 1000);
    for (const { id, payload } of await sessions.listByAccountId(accountId)) {
      const session = payload as SessionPayload;
      if (!session.authorizations || !(clientId in session.authorizations) || !session.exp || session.exp <= now) continue;
      const { [clientId]: _forgotten, ...authorizations } = session.authorizations;
      await sessions.upsert(id, { ...session, authorizations }, session.exp - now);
    }
  }

  private async appOf(clientId: string, grants: GrantPayload[]): Promise<ConnectedApp> {
    const client = await this.clients.find(clientId).catch(() => undefined);
    const granted = new Set<string>();
    for (const grant of grants) {
      for (const scope of [grant.openid?.scope, ...Object.values(grant.resources ?? {})].flatMap((s) => s?.split(' ') ?? [])) {
        if (scope) granted.add(scope);
      }
    }
    const first = Math.min(...grants.map((g) => g.iat ?? Number.POSITIVE_INFINITY));
    const last = Math.max(...grants.map((g) => (g.exp ? g.exp - REFRESH_TOKEN_TTL : (g.iat ?? 0))));
    return {
      clientId,
      name: client?.clientName ?? clientId,
      firstParty: isFirstParty(client?.metadata()),
      scopes: [...granted].sort((a, b) => order(a) - order(b) || a.localeCompare(b)),
      firstAuthorizedAt: new Date(first * 1000).toISOString(),
      lastAuthorizedAt: new Date(Math.max(first, last) * 1000).toISOString(),
    };
  }
}

/** Known scopes in the order the documentation lists them; unknown ones after. */
const order = (scope: string): number => {
  const index = (ALL_SCOPES as readonly string[]).indexOf(scope);
  return index === -1 ? ALL_SCOPES.length : index;
};
