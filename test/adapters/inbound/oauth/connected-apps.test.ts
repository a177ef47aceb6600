import { expect } from 'chai';
import type { ClientRegistry } from '../../../../src/adapters/inbound/oauth/client-registry.js';
import type { OAuthStore } from '../../../../src/application/ports/oauth-store.port.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { bearer, createUser, issueToken, TEST_PASSWORD, testClientsOf } from '../../../support/auth.js';
import { authorize, BrowserlessUser, tokenRequest } from '../../../support/oauth-flow.js';

const REDIRECT = 'http://127.0.0.1/callback';
const OTHER_APP = 'test-other-app';

describe('Connected apps: /v1/me/apps and the page', function () {
  this.timeout(60_000);
  let app: TestApp;
  let clients: { firstParty: string; thirdParty: string };

  before(async () => {
    app = await startTestApp();
    clients = await testClientsOf(app);
    await app.container
      .get<ClientRegistry>(TOKENS.OAuthClients)
      .add({ clientId: OTHER_APP, name: 'Other <b>trip</b> app', redirectUris: [REDIRECT], firstParty: false });
  });
  after(() => app?.close());

  /** A real code flow for the client: its grant and refresh token. */
  async function connect(email: string, clientId: string, scope = 'itineraries:read itineraries:write'): Promise<string> {
    const { code, verifier } = await authorize(app.url, { clientId, redirectUri: REDIRECT, email, scope });
    const issued = await tokenRequest(app.url, { grant_type: 'authorization_code', code, code_verifier: verifier, client_id: clientId, redirect_uri: REDIRECT });
    expect(issued.status).to.equal(200);
    return String(issued.body.refresh_token);
  }
  const refresh = (clientId: string, refreshToken: string) =>
    tokenRequest(app.url, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId });
  const api = (method: string, path: string, token: string) => fetch(`${app.url}${path}`, { method, headers: bearer(token) });

  it('lists the apps the account granted, with their scopes and times; revoking one ends its refresh token and leaves the others', async () => {
    const user = await createUser(app);
    const someoneElse = await createUser(app);
    const started = Date.now();
    const thirdRefresh = await connect(user.email, clients.thirdParty);
    const otherRefresh = await connect(user.email, OTHER_APP, 'itineraries:read documents');
    const strangersRefresh = await connect(someoneElse.email, clients.thirdParty);
    const own = await issueToken(app, { userId: user.userId, firstParty: true });

    const listed = await api('GET', '/v1/me/apps', own);
    expect(listed.status).to.equal(200);
    expect(listed.headers.get('cache-control')).to.equal('no-store');
    const { apps } = (await listed.json()) as { apps: Array<Record<string, unknown>> };
    expect(apps.map((a) => a.clientId)).to.have.members([clients.firstParty, clients.thirdParty, OTHER_APP]);
    const other = apps.find((a) => a.clientId === OTHER_APP)!;
    expect(other).to.include({ name: 'Other <b>trip</b> app', firstParty: false });
    expect(other.scopes).to.deep.equal(['itineraries:read', 'documents']);
    for (const key of ['firstAuthorizedAt', 'lastAuthorizedAt'] as const) {
      expect(Date.parse(String(other[key]))).to.be.within(started - 2_000, Date.now() + 1_000);
    }
    expect(apps.find((a) => a.clientId === clients.firstParty)).to.include({ firstParty: true });

    const revoked = await api('DELETE', `/v1/me/apps/${OTHER_APP}`, own);
    expect(revoked.status).to.equal(204);
    const refused = await refresh(OTHER_APP, otherRefresh);
    expect(refused.status).to.equal(400);
    expect(refused.body.error).to.equal('invalid_grant');
    expect((await refresh(clients.thirdParty, thirdRefresh)).status, 'another app of the account keeps its access').to.equal(200);
    expect((await refresh(clients.thirdParty, strangersRefresh)).status, "another account's grant of the same app stays").to.equal(200);
    const after = (await (await api('GET', '/v1/me/apps', own)).json()) as { apps: Array<{ clientId: string }> };
    expect(after.apps.map((a) => a.clientId)).to.have.members([clients.firstParty, clients.thirdParty]);

    const again = await api('DELETE', `/v1/me/apps/${OTHER_APP}`, own);
    expect(again.status, 'nothing left to revoke').to.equal(404);
    expect(((await again.json()) as { code: string }).code).to.equal('notFound');
  });

  it("forgets the revoked grant in the browser's session: the app's next authorization asks for consent again", async () => {
    const user = await createUser(app);
    const browser = new BrowserlessUser(app.url);
    const start = () =>
      browser.follow(
        `/oauth/authorize?${new URLSearchParams({ client_id: OTHER_APP, redirect_uri: REDIRECT, response_type: 'code', scope: 'itineraries:read', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' })}`,
      );
    const login = await start();
    const consent = await browser.submit(login, 'login', { email: user.email, password: TEST_PASSWORD });
    expect(await consent.clone().text()).to.contain('Allow');
    expect((await browser.submit(consent, 'consent', {})).headers.get('location')).to.contain('code=');
    expect((await start()).headers.get('location'), 'consented: straight back to the app').to.contain('code=');

    const own = await issueToken(app, { userId: user.userId, firstParty: true });
    expect((await api('DELETE', `/v1/me/apps/${OTHER_APP}`, own)).status).to.equal(204);
    const sessions = await app.container.get<OAuthStore>(TOKENS.OAuthStore).model('Session').listByAccountId(user.userId);
    expect(sessions.map((s) => Object.keys((s.payload.authorizations as object) ?? {}))).to.deep.equal([[]]);
    const next = await start();
    expect(next.status, 'signed in still, but consent is asked again').to.equal(200);
    expect(await next.text()).to.contain('Allow');
  });

  it('is for the service’s own apps: a third-party token gets 403, a read-only one cannot revoke, no token gets 401', async () => {
    const user = await createUser(app);
    await connect(user.email, clients.thirdParty);
    const third = await issueToken(app, { userId: user.userId });
    expect((await api('GET', '/v1/me/apps', third)).status).to.equal(403);
    const thirdRevoke = await api('DELETE', `/v1/me/apps/${clients.thirdParty}`, third);
    expect(thirdRevoke.status).to.equal(403);
    expect(((await thirdRevoke.json()) as { code: string }).code).to.equal('forbidden');
    const readOnly = await issueToken(app, { userId: user.userId, firstParty: true, scopes: ['itineraries:read'] });
    expect((await api('GET', '/v1/me/apps', readOnly)).status).to.equal(200);
    const insufficient = await api('DELETE', `/v1/me/apps/${clients.thirdParty}`, readOnly);
    expect(insufficient.status).to.equal(403);
    expect(((await insufficient.json()) as { code: string }).code).to.equal('insufficientScope');
    expect((await fetch(`${app.url}/v1/me/apps`)).status).to.equal(401);
    const own = await issueToken(app, { userId: user.userId, firstParty: true });
    expect((await api('DELETE', '/v1/me/apps/no-such-app', own)).status).to.equal(404);
  });

  describe('the page', () => {
    const form = (browser: BrowserlessUser, path: string, fields: Record<string, string>) =>
      browser.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });

    it('asks for a sign-in first, is linked from the account page, lists the apps and revokes one with its button', async () => {
      const user = await createUser(app, { displayName: 'Page <Tester>' });
      const otherRefresh = await connect(user.email, OTHER_APP);
      await connect(user.email, clients.thirdParty);
      const browser = new BrowserlessUser(app.url);

      const first = await browser.request('/oauth/account/apps');
      expect(first.status).to.equal(303);
      expect(first.headers.get('location')).to.equal('/oauth/account/sign-in');
      const signedIn = await form(browser, '/oauth/account/sign-in', { email: user.email, password: TEST_PASSWORD });
      expect(signedIn.status).to.equal(303);
      expect(await (await browser.request(signedIn.headers.get('location')!)).text()).to.contain('href="/oauth/account/apps"');

      const page = await browser.request('/oauth/account/apps');
      expect(page.status).to.equal(200);
      expect(page.headers.get('x-frame-options')).to.equal('DENY');
      const html = await page.text();
      expect(html).to.contain('Page &lt;Tester&gt;').and.contain('Other &lt;b&gt;trip&lt;/b&gt; app').and.contain('Test third-party app');
      expect(html).to.contain('Remove access for Other &lt;b&gt;trip&lt;/b&gt; app');
      const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;

      const forged = await form(browser, '/oauth/account/apps/revoke', { clientId: OTHER_APP, csrf: 'forged' });
      expect(forged.status).to.equal(403);
      expect((await refresh(OTHER_APP, otherRefresh)).status, 'a forged form revokes nothing').to.equal(200);
      const stranger = new BrowserlessUser(app.url);
      const noSession = await form(stranger, '/oauth/account/apps/revoke', { clientId: OTHER_APP, csrf });
      expect(noSession.status, 'without the session cookie the token is worth nothing').to.equal(303);

      const latest = await form(browser, '/oauth/account/apps/revoke', { clientId: OTHER_APP, csrf });
      expect(latest.status).to.equal(200);
      expect(latest.headers.get('content-security-policy')).to.contain("default-src 'none'");
      const after = await latest.text();
      expect(after).to.contain('role="status"').and.contain('Other &lt;b&gt;trip&lt;/b&gt; app no longer has access to your account.');
      expect(after).to.not.contain('Remove access for Other');
      expect(after).to.contain('Remove access for Test third-party app');
      const ended = await api('GET', '/v1/me', String((await refresh(OTHER_APP, otherRefresh)).body.access_token ?? 'none'));
      expect(ended.status, 'its refresh token no longer gives an access token').to.equal(401);
    });
  });
});
