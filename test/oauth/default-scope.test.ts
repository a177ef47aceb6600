import { expect } from 'chai';
import { startTestApp, type TestApp } from '../support/app.js';
import { createUser, testClientsOf } from '../support/auth.js';
import { authorize, tokenRequest } from '../support/oauth-flow.js';

const REDIRECT = 'http://127.0.0.1/callback';

describe('OAuth: an authorization request without scope', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  for (const resource of [undefined, 'mcp']) {
    it(`is granted the basic scopes, read and write itineraries${resource ? ', for /mcp' : ''}`, async () => {
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
});
