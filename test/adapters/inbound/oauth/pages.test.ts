import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { createUser, testClientsOf, TEST_PASSWORD } from '../../../support/auth.js';
import { BrowserlessUser, pkcePair } from '../../../support/oauth-flow.js';

describe('Sign-in, sign-up and consent pages', () => {
  let app: TestApp;
  let clientId: string;
  before(async () => {
    app = await startTestApp();
    clientId = (await testClientsOf(app)).thirdParty;
  });
  after(async () => {
    await app.close();
  });

  /** A browser at the sign-in page of a fresh authorization request. */
  async function atSignIn(): Promise<{ user: BrowserlessUser; page: Response; uid: string; csrf: string; html: string }> {
    const user = new BrowserlessUser(app.url);
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: 'http://127.0.0.1/callback',
      response_type: 'code',
      scope: 'itineraries:read documents',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    const page = await user.follow(`/oauth/authorize?${query}`);
    const html = await page.clone().text();
    return { user, page, html, uid: /\/oauth\/interaction\/([^/"]+)\//.exec(html)![1]!, csrf: /name="csrf" value="([^"]+)"/.exec(html)![1]! };
  }

  /** A signed-in browser at the consent page. */
  async function atConsent(): Promise<{ user: BrowserlessUser; consent: Response }> {
    const account = await createUser(app);
    const { user, page } = await atSignIn();
    return { user, consent: await user.submit(page, 'login', { email: account.email, password: TEST_PASSWORD }) };
  }

  const post = (user: BrowserlessUser, uid: string, step: string, fields: Record<string, string>) =>
    user.request(`/oauth/interaction/${uid}/${step}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('serves accessible HTML: language, viewport, labelled inputs, no script, a strict CSP', async () => {
    const { page, html } = await atSignIn();
    expect(page.status).to.equal(200);
    expect(html).to.match(/<html lang="en">/);
    expect(html).to.contain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).to.contain('<h1>Sign in</h1>');
    expect(html).to.contain('<label for="field-email">Email</label>');
    expect(html).to.match(/<input id="field-email" name="email" type="email" autocomplete="username"/);
    expect(html).to.contain('<label for="field-password">Password</label>');
    expect(html).to.not.match(/<script|style=|<style/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).to.contain("default-src 'none'").and.contain("style-src 'self'").and.contain("frame-ancestors 'none'");
    expect(csp).to.contain("form-action 'self' http://127.0.0.1");
    expect(csp).to.not.contain('unsafe-inline');
    expect(page.headers.get('cache-control')).to.equal('no-store');
    const css = await fetch(`${app.url}/oauth/assets/pages.css`);
    expect(css.headers.get('content-type')).to.contain('text/css');
    expect(await css.text()).to.contain('@media');
  });

  it('refuses a form post without the CSRF token, or with one of another interaction', async () => {
    const a = await atSignIn();
    const b = await atSignIn();
    const missing = await post(a.user, a.uid, 'login', { email: 'x@example.test', password: 'y' });
    expect(missing.status).to.equal(403);
    const foreign = await post(a.user, a.uid, 'login', { email: 'x@example.test', password: 'y', csrf: b.csrf });
    expect(foreign.status).to.equal(403);
  });

  it('refuses a form post from a browser without the interaction cookie (cross-site)', async () => {
    const { uid, csrf } = await atSignIn();
    const stranger = new BrowserlessUser(app.url);
    const res = await post(stranger, uid, 'login', { email: 'x@example.test', password: 'y', csrf });
    expect(res.status).to.equal(400);
    expect(await res.text()).to.contain('This sign-in has expired');
  });

  it('shows one generic error with role="alert" for a wrong password, keeping the email', async () => {
    const account = await createUser(app);
    const { user, uid, csrf } = await atSignIn();
    const res = await post(user, uid, 'login', { email: account.email, password: 'wrong password!', csrf });
    expect(res.status).to.equal(401);
    const html = await res.text();
    expect(html).to.contain('role="alert"').and.contain('The email or password is not right.');
    expect(html).to.contain(`value="${account.email}"`);
  });

  it('shows sign-up errors next to their fields (aria-invalid, aria-describedby) and a taken email as 409', async () => {
    const { user, uid, csrf } = await atSignIn();
    const bad = await post(user, uid, 'signup', { email: 'nope', password: 'short', displayName: '', csrf });
    expect(bad.status).to.equal(400);
    const html = await bad.text();
    expect(html).to.contain('<label for="field-displayName">Display name</label>');
    for (const name of ['email', 'password', 'displayName']) {
      expect(html).to.match(new RegExp(`id="field-${name}"[^>]*aria-describedby="[^"]*field-${name}-error"[^>]*aria-invalid="true"`));
    }
    const existing = await createUser(app);
    const taken = await post(user, uid, 'signup', { email: existing.email, password: TEST_PASSWORD, displayName: 'Someone', csrf });
    expect(taken.status).to.equal(409);
    expect(await taken.text()).to.contain('already exists');
  });

  it('lists the client and each scope asked, in words, on the consent page', async () => {
    const { consent } = await atConsent();
    const html = await consent.text();
    expect(consent.status).to.equal(200);
    expect(html).to.contain('Allow Test third-party app to use your account?');
    expect(html).to.contain('See your itineraries').and.contain('(itineraries:read)');
    expect(html).to.contain('sealed travel documents').and.contain('(documents)');
    expect(html).to.contain('is not made by us');
  });

  it('Deny ends the authorization with access_denied at the client', async () => {
    const { user, consent } = await atConsent();
    const denied = await user.submit(consent, 'abort', {});
    const location = new URL(denied.headers.get('location')!);
    expect(location.searchParams.get('error')).to.equal('access_denied');
  });
});
