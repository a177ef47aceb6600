import { rm } from 'node:fs/promises';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { bearer, createUser, testClientsOf } from '../../../support/auth.js';
import { authorize, tokenRequest } from '../../../support/oauth-flow.js';

const REDIRECT = 'http://127.0.0.1/callback';

describe('OAuth state across a restart', () => {
  let app: TestApp | undefined;
  let dataDir: string;
  after(async () => {
    await app?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a refresh token and an access token issued before a restart still work after it (same keys, same store)', async () => {
    app = await startTestApp();
    dataDir = app.dataDir;
    const port = new URL(app.url).port;
    const { thirdParty } = await testClientsOf(app);
    const user = await createUser(app);
    const { code, verifier } = await authorize(app.url, { clientId: thirdParty, redirectUri: REDIRECT, email: user.email });
    const issued = await tokenRequest(app.url, { grant_type: 'authorization_code', code, code_verifier: verifier, client_id: thirdParty, redirect_uri: REDIRECT });
    expect(issued.status).to.equal(200);

    await app.stop();
    app = await startTestApp({ PORT: port }, dataDir);

    expect((await fetch(`${app.url}/v1/me`, { headers: bearer(String(issued.body.access_token)) })).status).to.equal(200);
    const refreshed = await tokenRequest(app.url, { grant_type: 'refresh_token', refresh_token: String(issued.body.refresh_token), client_id: thirdParty });
    expect(refreshed.status, JSON.stringify(refreshed.body)).to.equal(200);
    const me = await fetch(`${app.url}/v1/me`, { headers: bearer(String(refreshed.body.access_token)) });
    expect((((await me.json()) as any)).id).to.equal(user.userId);
  });
});
