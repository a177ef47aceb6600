import { expect } from 'chai';
import type { OAuthStore } from '../../../../src/application/ports/oauth-store.port.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { bearer, createUser, testClientsOf } from '../../../support/auth.js';
import { authorize, tokenRequest } from '../../../support/oauth-flow.js';

const REDIRECT = 'http://127.0.0.1/callback';

describe('OAuth code flow over HTTP', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  it('signs in, consents, exchanges the code and calls /v1/me', async () => {
    const { thirdParty } = await testClientsOf(app);
    const user = await createUser(app);
    const { code, verifier } = await authorize(app.url, { clientId: thirdParty, redirectUri: REDIRECT, email: user.email });
    const token = await tokenRequest(app.url, {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: thirdParty,
      redirect_uri: REDIRECT,
    });
    expect(token.status, JSON.stringify(token.body)).to.equal(200);
    expect(token.body).to.include({ token_type: 'Bearer', expires_in: 3600 });
    expect(token.body.refresh_token).to.be.a('string');
    const me = await fetch(`${app.url}/v1/me`, { headers: bearer(String(token.body.access_token)) });
    expect(me.status).to.equal(200);
    expect((((await me.json()) as any)).id).to.equal(user.userId);
  });

  it('lets a browser app call the token endpoint from its redirect URI origin (CORS), and no other origin', async () => {
    const { thirdParty } = await testClientsOf(app);
    const user = await createUser(app);
    const { code, verifier } = await authorize(app.url, { clientId: thirdParty, redirectUri: REDIRECT, email: user.email });
    const call = (origin: string) =>
      fetch(`${app.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, client_id: thirdParty, redirect_uri: REDIRECT }).toString(),
      });
    const foreign = await call('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).to.equal(null);
    const own = await call('http://127.0.0.1');
    expect(own.headers.get('access-control-allow-origin')).to.equal('http://127.0.0.1');
  });

  it('a refresh extends the grant to 90 days, so a grant in use never cuts its refresh tokens short', async () => {
    const { thirdParty } = await testClientsOf(app);
    const user = await createUser(app);
    const { code, verifier } = await authorize(app.url, { clientId: thirdParty, redirectUri: REDIRECT, email: user.email });
    const issued = await tokenRequest(app.url, { grant_type: 'authorization_code', code, code_verifier: verifier, client_id: thirdParty, redirect_uri: REDIRECT });
    const grants = app.container.get<OAuthStore>(TOKENS.OAuthStore).model('Grant');
    const grant = (await grants.list()).find((g) => g.payload.accountId === user.userId)!;
    // Age the grant: one minute left.
    const now = Math.floor(Date.now() / 1000);
    await grants.upsert(grant.id, { ...grant.payload, exp: now + 60 }, 60);

    const refreshed = await tokenRequest(app.url, { grant_type: 'refresh_token', refresh_token: String(issued.body.refresh_token), client_id: thirdParty });
    expect(refreshed.status).to.equal(200);
    const extended = await grants.find(grant.id);
    expect(Number(extended!.exp)).to.be.at.least(now + 90 * 24 * 3600 - 5);
  });
});
