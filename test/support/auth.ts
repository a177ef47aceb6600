import { randomUUID } from 'node:crypto';
import type { AccountCommands } from '../../src/application/account/account-commands.js';
import type { RegisterAccount } from '../../src/application/account/register-account.js';
import type { ClientRegistry } from '../../src/adapters/inbound/oauth/client-registry.js';
import type { TokenIssuer } from '../../src/adapters/inbound/oauth/token-issuer.js';
import { TOKENS } from '../../src/tokens.js';
import type { TestApp } from './app.js';

export interface CreateUserOptions {
  email?: string;
  displayName?: string;
  plan?: 'free' | 'pro';
  aiImportsConsent?: boolean;
  /** Default true: the user followed the link mailed at sign-up (only confirmed addresses receive shares). */
  emailVerified?: boolean;
}

/** A password every test user gets; sign-in tests may use it. */
export const TEST_PASSWORD = 'correct horse battery staple';

/** Registers a real account (events in the app's store), optionally Pro and with AI-imports consent. */
export async function createUser(app: TestApp, options: CreateUserOptions = {}): Promise<{ userId: string; email: string }> {
  const email = options.email ?? `user-${randomUUID()}@example.test`;
  const context = { clientId: 'test', correlationId: randomUUID(), causationId: randomUUID() };
  const { accountId } = await app.container
    .get<RegisterAccount>(TOKENS.RegisterAccount)
    .execute({ email, password: TEST_PASSWORD, displayName: options.displayName ?? 'Test Traveller' }, context);
  const commands = app.container.get<AccountCommands>(TOKENS.AccountCommands);
  const operator = { ...context, actorId: accountId };
  if (options.emailVerified ?? true) await commands.confirmEmail(accountId, operator);
  if (options.plan && options.plan !== 'free') await commands.changePlan(accountId, options.plan, operator);
  if (options.aiImportsConsent !== undefined) await commands.update(accountId, { aiImportsConsent: options.aiImportsConsent }, operator);
  return { userId: accountId, email: email.trim().toLowerCase() };
}

export interface IssueTokenOptions {
  userId: string;
  /** Default: every API scope (itineraries:read, itineraries:write, documents, imports). */
  scopes?: string[];
  /** Use the app's first-party test client (default false: a third-party one). Ignored with clientId. */
  firstParty?: boolean;
  /** An existing client id (e.g. one a test registered); default: a test client made on demand. */
  clientId?: string;
  /** BASE_URL (default) or BASE_URL/mcp. */
  audience?: string;
}

const testClients = new WeakMap<TestApp, Promise<{ firstParty: string; thirdParty: string }>>();

/** The app's two test clients, created once per app (stored like `clients:add` does). */
export function testClientsOf(app: TestApp): Promise<{ firstParty: string; thirdParty: string }> {
  let clients = testClients.get(app);
  if (!clients) {
    const registry = app.container.get<ClientRegistry>(TOKENS.OAuthClients);
    const redirectUris = ['http://127.0.0.1/callback'];
    clients = Promise.all([
      registry.add({ clientId: 'test-first-party', name: 'Test first-party app', redirectUris, firstParty: true }),
      registry.add({ clientId: 'test-third-party', name: 'Test third-party app', redirectUris, firstParty: false }),
    ]).then(([first, third]) => ({ firstParty: first.clientId, thirdParty: third.clientId }));
    testClients.set(app, clients);
  }
  return clients;
}

/** A real access token, issued by the app's authorization server and accepted by its verifier. */
export async function issueToken(app: TestApp, options: IssueTokenOptions): Promise<string> {
  const clients = await testClientsOf(app);
  const clientId = options.clientId ?? (options.firstParty ? clients.firstParty : clients.thirdParty);
  const issued = await app.container.get<TokenIssuer>(TOKENS.TokenIssuer).issue({
    accountId: options.userId,
    clientId,
    scopes: options.scopes,
    resource: options.audience,
  });
  return issued.accessToken;
}

/** `{ Authorization: 'Bearer <token>' }`, to spread into fetch headers. */
export const bearer = (token: string): { Authorization: string } => ({ Authorization: `Bearer ${token}` });
