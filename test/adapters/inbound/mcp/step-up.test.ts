import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import { decodeJwt } from 'jose';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { createUser, issueToken } from '../../../support/auth.js';
import { HeadlessOAuthProvider } from '../../../support/mcp-client.js';

/**
 * MCP "Scope Challenge Handling" with the SDK's own client: a token without the `documents` scope
 * calls list_documents, gets the 403 insufficient_scope challenge, re-authorizes with the challenged
 * scopes (the ones it had, plus `documents`) and then succeeds.
 */
describe('MCP step-up authorization (SDK client)', function () {
  this.timeout(60_000);
  let app: TestApp;
  let client: Client | undefined;

  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await client?.close();
    await app?.close();
  });

  it('re-authorizes for the challenged scopes and retries', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const provider = new HeadlessOAuthProvider(app.url, user.email);
    // A token without `documents` and without a refresh token (a refresh could not widen it anyway).
    const scopes = ['itineraries:read', 'itineraries:write'];
    const narrow = await issueToken(app, { userId: user.userId, audience: `${app.url}/mcp`, scopes });
    provider.saveTokens({ access_token: narrow, token_type: 'Bearer' });
    const transport = new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { authProvider: provider });
    client = new Client({ name: 'step-up', version: '1.0.0' });
    await client.connect(transport);
    const created = (await client.callTool({
      name: 'create_itinerary',
      arguments: { title: 'Oslo', destination: 'Oslo', center: { latitude: 59.91, longitude: 10.75 } },
    })) as CallToolResult;
    const itineraryId = (created.structuredContent as { itinerary: { id: string } }).itinerary.id;

    const stepUp = await client.callTool({ name: 'list_documents', arguments: { itineraryId } }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(stepUp).to.be.instanceOf(UnauthorizedError);
    const [authorization] = provider.authorizationUrls;
    expect(authorization!.searchParams.get('scope')).to.equal('itineraries:read itineraries:write documents');
    expect(authorization!.searchParams.get('resource')).to.equal(`${app.url}/mcp`);

    await transport.finishAuth(provider.code!);
    expect(String(decodeJwt(provider.tokens()!.access_token).scope).split(' ')).to.include('documents');
    const listed = (await client.callTool({ name: 'list_documents', arguments: { itineraryId } })) as CallToolResult;
    expect(listed.isError).to.not.equal(true);
    expect(listed.structuredContent).to.include({ itineraryId });
  });
});
