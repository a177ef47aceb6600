import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { createUser, testClientsOf } from '../../../support/auth.js';
import { authorize, tokenRequest } from '../../../support/oauth-flow.js';

const REDIRECT = 'http://127.0.0.1/callback';

/** What a client is granted when it names no scope, and what its registered scope does not limit. */
describe('OAuth: default and registered scopes', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  for (const resource of [undefined, 'mcp']) {
    it(`an authorization request without scope is granted the basic ones, read and write itineraries${resource ? ', for /mcp' : ''}`, async () => {
      const { thirdParty } = await testClientsOf(app);
      const user = await createUser(app);
      const { code, verifier } = await authorize(app.url, {
        clientId: thirdParty,
        redirectUri: REDIRECT,
        email: user.email,
        scope: null,
        resource: resource ? `${app.url}/${resource}` : undefined,
      });
      const token = await tokenRequest(app.url, {
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        client_id: thirdParty,
        redirect_uri: REDIRECT,
        ...(resource ? { resource: `${app.url}/${resource}` } : {}),
      });
      expect(token.status, JSON.stringify(token.body)).to.equal(200);
      expect(String(token.body.scope).split(' ').sort()).to.deep.equal(['itineraries:read', 'itineraries:write']);
    });
  }

  it('a dynamic registration\'s scope does not cap what the traveller grants later: an MCP client registered with the basic scopes steps up to documents', async () => {
    const registered = await fetch(`${app.url}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Agent', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none', scope: 'itineraries:read itineraries:write' }),
    });
    expect(registered.status).to.equal(201);
    const { client_id: clientId } = (await registered.json()) as { client_id: string };
    const user = await createUser(app);
    const scope = 'itineraries:read itineraries:write documents';
    const { code, verifier } = await authorize(app.url, { clientId, redirectUri: REDIRECT, email: user.email, scope });
    const token = await tokenRequest(app.url, { grant_type: 'authorization_code', code, code_verifier: verifier, client_id: clientId, redirect_uri: REDIRECT });
    expect(token.status, JSON.stringify(token.body)).to.equal(200);
    expect(String(token.body.scope).split(' ')).to.include('documents');
  });
});
