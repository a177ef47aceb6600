import type { AccountReader } from '../../../application/ports/account-reader.port.js';
import { ACCESS_TOKEN_TTL, resourceServerFor } from './provider.js';
import type { OidcProviderHost } from './provider-host.js';
import { API_SCOPES, resourcesOf } from './scopes.js';

export interface IssueTokenRequest {
  accountId: string;
  clientId: string;
  /** API scopes; default all. offline_access is implied by withRefreshToken. */
  scopes?: string[];
  /** BASE_URL (default) or BASE_URL/mcp. */
  resource?: string;
  withRefreshToken?: boolean;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken?: string;
  expiresIn: number;
  scope: string;
}

export class TokenRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenRequestError';
  }
}

/**
 * Issues real tokens through oidc-provider's own models (Grant, AccessToken, RefreshToken), without a
 * browser: for the operator CLI (`token:issue`) and tests. The tokens are exactly what the token
 * endpoint would issue for the same grant, including the first-party claim and 1-hour lifetime.
 */
export class TokenIssuer {
  constructor(
    private readonly host: OidcProviderHost,
    private readonly accounts: AccountReader,
    private readonly issuer: string,
  ) {}

  async issue(request: IssueTokenRequest): Promise<IssuedTokens> {
    const provider = this.host.provider;
    const resources = resourcesOf(this.issuer);
    const resource = (request.resource ?? resources.api).replace(/\/+$/, '');
    if (resource !== resources.api && resource !== resources.mcp) {
      throw new TokenRequestError(`resource must be ${resources.api} or ${resources.mcp}`);
    }
    const scopes = request.scopes ?? [...API_SCOPES];
    const unknown = scopes.filter((s) => !(API_SCOPES as readonly string[]).includes(s));
    if (unknown.length > 0) throw new TokenRequestError(`unknown scope(s) ${unknown.join(', ')}; use ${API_SCOPES.join(', ')}`);
    if (!(await this.accounts.get(request.accountId))) throw new TokenRequestError(`no account ${request.accountId}`);
    const client = await provider.Client.find(request.clientId);
    if (!client) throw new TokenRequestError(`no client ${request.clientId}`);
    if (request.withRefreshToken && !client.grantTypeAllowed('refresh_token')) {
      throw new TokenRequestError(`client ${request.clientId} may not use refresh tokens`);
    }

    const scope = scopes.join(' ');
    const grant = new provider.Grant({ accountId: request.accountId, clientId: client.clientId });
    grant.addResourceScope(resource, scope);
    if (request.withRefreshToken) grant.addOIDCScope('offline_access');
    const grantId = await grant.save();

    const resourceServerInfo = resourceServerFor(this.issuer, resource)!;
    const accessToken = await new provider.AccessToken({
      accountId: request.accountId,
      client,
      grantId,
      gty: 'authorization_code',
      scope,
      resourceServer: new provider.ResourceServer(resource, resourceServerInfo),
    }).save();

    let refreshToken: string | undefined;
    if (request.withRefreshToken) {
      refreshToken = await new provider.RefreshToken({
        accountId: request.accountId,
        client,
        grantId,
        gty: 'authorization_code',
        scope: `${scope} offline_access`,
        resource,
        iiat: Math.floor(Date.now() / 1000),
        rotations: 0,
      }).save();
    }
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL, scope };
  }
}

