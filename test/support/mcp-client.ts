import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { TEST_PASSWORD } from './auth.js';
import { BrowserlessUser } from './oauth-flow.js';

const CLIENT_INFO = { name: 'itinerary-tests', version: '1.0.0' };

/** An SDK client on /mcp with a token we already hold (issueToken). */
export async function connectWithToken(baseUrl: string, token: string): Promise<Client> {
  const client = new Client(CLIENT_INFO);
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

/**
 * The SDK's OAuthClientProvider for a test: it keeps what the SDK hands it in memory, and "redirects
 * the user" by signing in and consenting over plain HTTP (our own forms), keeping the code.
 */
export class HeadlessOAuthProvider implements OAuthClientProvider {
  readonly redirectUrl = 'http://127.0.0.1/mcp-callback';
  /** Every authorization URL the SDK sent the user to. */
  readonly authorizationUrls: URL[] = [];
  code?: string;
  /** The redirect's whole query (code, state, iss): the v2 SDK checks the issuer (RFC 9207). */
  callback?: URLSearchParams;
  private discovery?: unknown;
  private information?: OAuthClientInformationMixed;
  private saved?: OAuthTokens;
  private verifier?: string;

  constructor(
    private readonly baseUrl: string,
    private readonly email: string,
    /** Asks for these scopes rather than the ones the SDK chose (an app that knows all it will need). */
    private readonly scope?: string,
    /** An https URL serving this client's metadata: the SDK then uses it as client_id, registering nothing. */
    readonly clientMetadataUrl?: string,
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'MCP test client',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      ...(this.scope ? { scope: this.scope } : {}),
    };
  }

  clientInformation() {
    return this.information;
  }
  saveClientInformation(information: OAuthClientInformationMixed) {
    this.information = information;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  saveDiscoveryState(state: unknown) {
    this.discovery = state;
  }
  discoveryState() {
    return this.discovery as never;
  }
  codeVerifier() {
    if (!this.verifier) throw new Error('no PKCE verifier saved');
    return this.verifier;
  }

  async redirectToAuthorization(url: URL): Promise<void> {
    this.authorizationUrls.push(new URL(url));
    if (this.scope) url.searchParams.set('scope', this.scope);
    const user = new BrowserlessUser(this.baseUrl);
    let page = await user.follow(url.href);
    page = await user.submit(page, 'login', { email: this.email, password: TEST_PASSWORD });
    if (page.status === 200) page = await user.submit(page, 'consent', {});
    const location = page.headers.get('location');
    const callback = location ? new URL(location).searchParams : undefined;
    const code = callback?.get('code');
    if (!code) {
      throw new Error(`no authorization code: ${page.status} ${location ?? (await page.text()).slice(0, 300)}`);
    }
    this.code = code;
    this.callback = callback;
  }
}

/**
 * What a real MCP client does against /mcp: the first request gets a 401, the SDK discovers the
 * authorization server from it, registers dynamically, sends the user to authorize with PKCE and the
 * resource parameter; then the app finishes with the code and connects again.
 */
export async function connectWithOAuth(baseUrl: string, provider: HeadlessOAuthProvider): Promise<Client> {
  const url = new URL(`${baseUrl}/mcp`);
  const first = new StreamableHTTPClientTransport(url, { authProvider: provider });
  try {
    await new Client(CLIENT_INFO).connect(first);
    throw new Error('expected the first connection to need authorization');
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
  }
  await first.finishAuth(provider.code!);
  const client = new Client(CLIENT_INFO);
  await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
  return client;
}
