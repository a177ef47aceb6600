import Provider, {
  errors,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider';
import type { AccountReader } from '../../../application/ports/account-reader.port.js';
import type { LinkReader } from '../../../application/ports/link-reader.port.js';
import type { OAuthStore } from '../../../application/ports/oauth-store.port.js';
import { fetchThroughReader } from './client-metadata-fetch.js';
import { defaultScope } from './default-scope.js';
import { applyRegistrationRules } from './registration-rules.js';
import type { OAuthKeys } from './keys.js';
import { SIGNING_ALG } from './keys.js';
import { ALL_SCOPES, API_SCOPES, OIDC_SCOPES, resourcesOf } from './scopes.js';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
export const ACCESS_TOKEN_TTL = HOUR;
export const REFRESH_TOKEN_TTL = 90 * DAY;
/** How long the browser stays signed in at the authorization server (not the apps' tokens). */
const SESSION_TTL = 14 * DAY;

/** Client metadata that marks one of the service's own apps. Only operators may set it. */
export const FIRST_PARTY = 'first_party';
/** Spellings a registration request might use to claim first-party; all are refused. */
const FIRST_PARTY_CLAIMS = ['first_party', 'firstParty', 'first-party', 'firstparty'];

export const OAUTH_ROUTES = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  registration: '/oauth/register',
  revocation: '/oauth/revoke',
  jwks: '/oauth/jwks',
  // Features below are disabled; their routes are still kept under /oauth so nothing else is claimed.
  end_session: '/oauth/session/end',
  introspection: '/oauth/introspect',
  userinfo: '/oauth/userinfo',
  pushed_authorization_request: '/oauth/par',
  device_authorization: '/oauth/device/auth',
  code_verification: '/oauth/device',
  backchannel_authentication: '/oauth/backchannel',
  challenge: '/oauth/challenge',
  credential: '/oauth/credential',
} as const;

/** Interaction pages (sign-in, sign-up, consent) live under this path, served by our own routes. */
export const INTERACTION_PATH = '/oauth/interaction';

/** What every client of ours is: public (no secret), code flow, refresh tokens. */
export const publicClientDefaults = (): Omit<ClientMetadata, 'client_id'> => ({
  grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'],
  token_endpoint_auth_method: 'none',
});

export interface ProviderDependencies {
  issuer: string;
  keys: OAuthKeys;
  store: OAuthStore;
  accounts: AccountReader;
  staticClients: ClientMetadata[];
  /** Reads Client ID Metadata Documents: public https addresses only, small, quick, no redirects. */
  clientMetadataReader: LinkReader;
  renderError: NonNullable<Configuration['renderError']>;
}

/**
 * oidc-provider 9 configured as docs/design.md §5 asks. Each choice that differs from its defaults is
 * here for a reason written next to it; docs/oauth.md explains them to integrators.
 */
export function createOidcProvider(deps: ProviderDependencies): Provider {
  const resources = resourcesOf(deps.issuer);

  const configuration: Configuration = {
    adapter: (name: string) => deps.store.model(name),
    clients: deps.staticClients,
    clientDefaults: { ...publicClientDefaults(), id_token_signed_response_alg: SIGNING_ALG },
    // Every client is public (browser, mobile, agent apps): PKCE protects the code, not a secret.
    clientAuthMethods: ['none'],
    responseTypes: ['code'],
    // Browser apps call the token and revocation endpoints cross-origin: allow the origins of their
    // own registered redirect URIs, nothing else.
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    // The API scopes too: dynamic registration checks a client's `scope` against this list, and MCP
    // clients register with the protected resource's scopes_supported.
    scopes: [...OIDC_SCOPES, ...API_SCOPES],
    claims: { openid: ['sub'] },
    jwks: { keys: deps.keys.signing as never },
    cookies: {
      keys: deps.keys.cookies,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    enabledJWA: {
      idTokenSigningAlgValues: [SIGNING_ALG],
      authorizationSigningAlgValues: [SIGNING_ALG],
    },
    pkce: { required: () => true },
    routes: OAUTH_ROUTES,
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // Off: /v1 and /mcp take plain Bearer tokens (docs/interface.md "Authentication"); see docs/oauth.md.
      dPoP: { enabled: false },
      registration: {
        enabled: true,
        initialAccessToken: false,
        // No registration management endpoint: a registered client cannot later change itself.
        issueRegistrationAccessToken: false,
      },
      // Client ID Metadata Documents: an https client_id names a JSON document of the client's metadata,
      // read when the client first appears and kept as long as its Cache-Control says (30 s to a day).
      // oidc-provider checks it (client_id equal to its URL, no secrets, https URIs) and every
      // authorization request's redirect_uri against it.
      clientIdMetadataDocument: {
        enabled: true,
        ack: 'draft-02',
        allowClient: (_ctx, client) => client.tokenEndpointAuthMethod === 'none' && !isFirstParty(client.metadata()),
        cacheDuration: { min: 30, max: 86_400 },
      },
      // A public client may revoke only its own tokens (anyone holding one could otherwise revoke it).
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      introspection: { enabled: false },
      // No userinfo: with it on, openid-only requests would get opaque tokens for /oauth/userinfo.
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // A client that names no resource gets a token for the API itself.
        defaultResource: (_ctx, _client, oneOf) =>
          oneOf ? (oneOf.find((r) => audienceOf(deps.issuer, r) === resources.api) ?? oneOf[0]!) : resources.api,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          const info = resourceServerFor(deps.issuer, indicator);
          if (!info) throw new errors.InvalidTarget(`unknown resource; use ${resources.api} or ${resources.mcp}`);
          return info;
        },
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      // Each rotation starts a fresh 90 days; the grant slides along (see extendGrant below).
      RefreshToken: REFRESH_TOKEN_TTL,
      Grant: REFRESH_TOKEN_TTL,
      Session: SESSION_TTL,
    },
    // Plain OAuth clients get a refresh token without asking for offline_access or prompt=consent.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Tokens outlive the browser session at the authorization server: signing out there is not
    // revoking an app's access.
    expiresWithSession: () => false,
    extraClientMetadata: {
      properties: [FIRST_PARTY],
      validator: (ctx, key, value, metadata) => {
        if (key !== FIRST_PARTY) return;
        // MCP clients register with the scope of their first 401 (the basic ones) and step up later to
        // documents or imports: a registered scope would cap them below what the traveller consents to.
        // What an app may do is the traveller's consent, so a registration's scope restricts nothing.
        if (ctx?.oidc?.route === 'registration') {
          delete (metadata as { scope?: string }).scope;
          applyRegistrationRules(metadata as Record<string, unknown>);
        }
        const body = ctx?.oidc?.route === 'registration' ? (ctx.oidc.body as Record<string, unknown> | undefined) : undefined;
        if (body && FIRST_PARTY_CLAIMS.some((claim) => claim in body)) {
          throw new errors.InvalidClientMetadata('first-party clients are configured by the operator, not registered');
        }
        if (value !== undefined && typeof value !== 'boolean') {
          throw new errors.InvalidClientMetadata(`${FIRST_PARTY} must be a boolean`);
        }
      },
    },
    extraTokenClaims: async (_ctx, token) => {
      const client = await provider.Client.find(token.clientId!);
      return { [FIRST_PARTY]: isFirstParty(client?.metadata()) };
    },
    findAccount: async (_ctx, sub) => {
      const account = await deps.accounts.get(sub);
      return account ? { accountId: account.id, claims: () => ({ sub: account.id }) } : undefined;
    },
    renderError: deps.renderError,
    // Only Client ID Metadata Documents are fetched: through the link reader's SSRF guard.
    fetch: fetchThroughReader(deps.clientMetadataReader),
  };

  const provider = new Provider(deps.issuer, configuration);
  provider.use(defaultScope(OAUTH_ROUTES.authorization));
  provider.use(extendGrant);
  provider.use(completeDiscovery);
  return provider;
}

/** BASE_URL or BASE_URL/mcp (a trailing slash tolerated), else undefined. */
const audienceOf = (issuer: string, indicator: string): string | undefined => {
  const { api, mcp } = resourcesOf(issuer);
  const normalised = indicator.replace(/\/+$/, '');
  return normalised === api || normalised === mcp ? normalised : undefined;
};

/** Both resources name this one service: same scopes, 1-hour JWT access tokens (RFC 9068). */
export function resourceServerFor(issuer: string, indicator: string): ResourceServer | undefined {
  const audience = audienceOf(issuer, indicator);
  if (!audience) return undefined;
  return {
    audience,
    scope: API_SCOPES.join(' '),
    accessTokenTTL: ACCESS_TOKEN_TTL,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: SIGNING_ALG } },
  };
}

export const isFirstParty = (metadata: Record<string, unknown> | undefined): boolean => metadata?.[FIRST_PARTY] === true;

/**
 * A code exchanged or a successful refresh extends its grant to the new refresh token's expiry, so an
 * app in regular use stays connected; one unused for 90 days must sign in again. The grant's expiry
 * thus also tells when the app was last given tokens (the connected-apps list shows it).
 */
async function extendGrant(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  await next();
  const grant = ctx.oidc?.entities.Grant;
  const issued = ctx.oidc?.entities.RotatedRefreshToken ?? ctx.oidc?.entities.AuthorizationCode;
  if (ctx.oidc?.route !== 'token' || ctx.status !== 200 || !issued || !grant) return;
  grant.exp = Math.floor(Date.now() / 1000) + REFRESH_TOKEN_TTL;
  await grant.save();
}

/** Discovery lists the API scopes too, not only the OpenID ones oidc-provider knows as its own. */
async function completeDiscovery(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  await next();
  if (ctx.oidc?.route === 'discovery' && ctx.status === 200 && ctx.body && typeof ctx.body === 'object') {
    (ctx.body as Record<string, unknown>).scopes_supported = ALL_SCOPES;
  }
}
