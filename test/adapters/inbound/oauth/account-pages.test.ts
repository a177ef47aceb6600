import { expect } from 'chai';
import { SignInRefused, type SignIn } from '../../../../src/application/account/sign-in.js';
import { TOKENS } from '../../../../src/tokens.js';
import { AccountPagesUser, form } from '../../../support/account-pages.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { createUser, TEST_PASSWORD, testClientsOf } from '../../../support/auth.js';
import { authorize, tokenRequest } from '../../../support/oauth-flow.js';

const REDIRECT = 'http://127.0.0.1/callback';
const NEW_PASSWORD = 'a brand new and long password';

describe('Account pages: sign-in, overview, change of password', function () {
  this.timeout(60_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.close());

  const visitor = () => new AccountPagesUser(app.url);
  const signIn = (email: string, password: string) =>
    app.container.get<SignIn>(TOKENS.SignIn).execute(email, password, '10.9.8.7').then(
      () => 'signed in',
      (error: unknown) => (error instanceof SignInRefused ? 'refused' : Promise.reject(error)),
    );

  it('sends a visitor without a session to sign in, for pages and forms alike', async () => {
    const user = await createUser(app);
    const anonymous = visitor();
    for (const path of ['/oauth/account', '/oauth/account/password']) {
      const res = await anonymous.request(path);
      expect([res.status, res.headers.get('location')], path).to.deep.equal([303, '/oauth/account/sign-in']);
    }
    const forged = await anonymous.request('/oauth/account/password', form({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, csrf: 'x' }));
    expect(forged.status).to.equal(303);
    expect(await signIn(user.email, TEST_PASSWORD), 'nothing changed').to.equal('signed in');
  });

  it('signs in with a session cookie scoped to the pages, shows the account under the pages\' CSP, and signs out', async () => {
    const user = await createUser(app, { displayName: 'Ada <Lovelace>' });
    const browser = visitor();
    expect((await browser.signIn(user.email, 'not the password')).status).to.equal(401);
    const signedIn = await browser.signIn(user.email.toUpperCase());
    expect([signedIn.status, signedIn.headers.get('location')]).to.deep.equal([303, '/oauth/account']);
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('account_session='))!;
    expect(cookie).to.match(/Path=\/oauth\/account/).and.match(/HttpOnly/).and.match(/SameSite=Strict/);

    const page = await browser.request('/oauth/account');
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-security-policy')).to.contain("default-src 'none'").and.contain("form-action 'self'");
    const html = await page.text();
    expect(html).to.contain('Ada &lt;Lovelace&gt;').and.contain(user.email).and.contain('href="/oauth/account/password"');

    expect((await browser.post('/oauth/account/sign-out', {}, 'wrong')).status, 'a form without its CSRF token').to.equal(403);
    const out = await browser.post('/oauth/account/sign-out', {});
    expect(out.status).to.equal(303);
    expect((await browser.request('/oauth/account')).status).to.equal(303);
  });

  it('refuses a sign-in form posted from another site, setting no session', async () => {
    const user = await createUser(app);
    const postFrom = (site: string) => {
      const init = form({ email: user.email, password: TEST_PASSWORD });
      return fetch(`${app.url}/oauth/account/sign-in`, { ...init, headers: { ...init.headers, 'sec-fetch-site': site }, redirect: 'manual' });
    };
    for (const site of ['cross-site', 'same-site']) {
      const res = await postFrom(site);
      expect(res.status, site).to.equal(403);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('account_session=')), site).to.equal(false);
    }
    expect((await postFrom('same-origin')).status).to.equal(303);
  });

  it('reaches the account page with the session of a sign-in at the authorization server', async () => {
    const { thirdParty } = await testClientsOf(app);
    const user = await createUser(app);
    const browser = visitor();
    await authorize(app.url, { clientId: thirdParty, redirectUri: REDIRECT, email: user.email, user: browser });
    const page = await browser.request('/oauth/account');
    expect(page.status).to.equal(200);
    expect(await page.text()).to.contain(user.email);
    // Signing out here ends that sign-in too.
    expect((await browser.post('/oauth/account/sign-out', {})).status).to.equal(303);
    expect((await browser.request('/oauth/account')).status).to.equal(303);
  });

  it('changes the password given the current one, ending every other session, grant and refresh token', async () => {
    const { thirdParty } = await testClientsOf(app);
    const user = await createUser(app);
    const { code, verifier } = await authorize(app.url, { clientId: thirdParty, redirectUri: REDIRECT, email: user.email });
    const issued = await tokenRequest(app.url, { grant_type: 'authorization_code', code, code_verifier: verifier, client_id: thirdParty, redirect_uri: REDIRECT });
    expect(issued.status).to.equal(200);
    const elsewhere = visitor();
    await elsewhere.signIn(user.email);
    const browser = visitor();
    await browser.signIn(user.email);

    const form = await browser.request('/oauth/account/password');
    expect(await form.text()).to.contain('autocomplete="current-password"').and.contain('autocomplete="new-password"');
    const wrong = await browser.post('/oauth/account/password', { currentPassword: 'not the password', newPassword: NEW_PASSWORD });
    expect(wrong.status).to.equal(400);
    expect(await wrong.text()).to.contain('Current password is not the password of this account.').and.contain('aria-invalid="true"');
    const short = await browser.post('/oauth/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.status).to.equal(400);
    expect(await short.text()).to.contain('New password must be 10 to 512 characters.');
    expect((await browser.post('/oauth/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, 'forged')).status).to.equal(403);
    expect(await signIn(user.email, TEST_PASSWORD), 'refused forms change nothing').to.equal('signed in');

    const changed = await browser.post('/oauth/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect([changed.status, changed.headers.get('location')]).to.deep.equal([303, '/oauth/account?done=password']);
    const after = await browser.request('/oauth/account?done=password');
    expect(after.status, 'the page that asked keeps a fresh session').to.equal(200);
    expect(await after.text()).to.contain('Your password is changed.');
    expect((await elsewhere.request('/oauth/account')).status, 'the other session ended').to.equal(303);
    expect(await signIn(user.email, TEST_PASSWORD)).to.equal('refused');
    expect(await signIn(user.email, NEW_PASSWORD)).to.equal('signed in');
    const refreshed = await tokenRequest(app.url, { grant_type: 'refresh_token', refresh_token: String(issued.body.refresh_token), client_id: thirdParty });
    expect([refreshed.status, refreshed.body.error], 'the refresh token from before is revoked').to.deep.equal([400, 'invalid_grant']);
  });

  it('throttles wrong current passwords per account with 429 and Retry-After', async () => {
    const user = await createUser(app);
    const browser = visitor();
    await browser.signIn(user.email);
    const csrf = await browser.csrfOf('/oauth/account/password');
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 7; i++) {
      last = await browser.post('/oauth/account/password', { currentPassword: `wrong ${i}`, newPassword: NEW_PASSWORD }, csrf);
      statuses.push(last.status);
    }
    expect(statuses).to.deep.equal([400, 400, 400, 400, 400, 400, 429]);
    expect(Number(last!.headers.get('retry-after'))).to.be.greaterThan(0);
  });
});
