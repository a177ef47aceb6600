import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import * as oidc from 'openid-client';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { browserSuite, launchChromium } from '../support/browser.js';

const TITLE = 'OAuth end to end in headless Chromium (openid-client as the third-party app)';
const PASSWORD = 'a long and winding road';

/** The app's redirect URI: a loopback server that only records where the browser landed. */
async function callbackServer(): Promise<{ url: string; next(): Promise<URL>; close(): Promise<void> }> {
  let waiting: ((url: URL) => void) | undefined;
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('You can close this window.');
    waiting?.(new URL(req.url!, `http://${req.headers.host}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/callback`,
    next: () => new Promise((resolve) => (waiting = resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

browserSuite(TITLE, function () {
  // A browser start and two sign-ins (each a 32 MiB scrypt) on a possibly busy CI machine.
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;
  let callback: Awaited<ReturnType<typeof callbackServer>>;

  before(async () => {
    app = await startTestApp();
    callback = await callbackServer();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await callback?.close();
    await app?.close();
  });

  /** Opens the authorization URL in a fresh browser; `steps` act on our pages; returns the callback URL. */
  async function authorizeInBrowser(config: oidc.Configuration, steps: (page: Page) => Promise<void>) {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callback.url,
      scope: 'itineraries:read itineraries:write',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    const cspViolations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && cspViolations.push(m.text()));
    const landed = callback.next();
    await page.goto(url.href);
    await steps(page);
    const callbackUrl = await landed;
    await context.close();
    expect(cspViolations, 'no CSP violations on our pages').to.deep.equal([]);
    return { callbackUrl, verifier, state };
  }

  async function consent(page: Page) {
    await page.getByRole('heading', { name: /Allow .*E2E Travel App.* to use your account\?/ }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).to.contain('See your itineraries');
    expect(text).to.contain('Create, change and delete your itineraries');
    await page.getByRole('button', { name: 'Allow' }).click();
  }

  it('signs up, signs in, consents, exchanges the code, calls /v1/me, refreshes; the rotated-out refresh token is refused', async () => {
    const config = await oidc.dynamicClientRegistration(
      new URL(app.url),
      { client_name: 'E2E Travel App', redirect_uris: [callback.url], token_endpoint_auth_method: 'none' },
      oidc.None(),
      { execute: [oidc.allowInsecureRequests] },
    );
    const email = `e2e-${Date.now()}@example.test`;

    // 1. A new traveller signs up (which signs them in) and consents.
    const first = await authorizeInBrowser(config, async (page) => {
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByLabel('Display name').fill('Eve Explorer');
      await page.getByRole('button', { name: 'Create account' }).click();
      await consent(page);
    });
    const signedUp = await oidc.authorizationCodeGrant(config, first.callbackUrl, {
      pkceCodeVerifier: first.verifier,
      expectedState: first.state,
    });
    expect(signedUp.access_token).to.be.a('string');

    // 2. In another browser they sign in (a wrong password first) and consent again.
    const second = await authorizeInBrowser(config, async (page) => {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: 'The email or password is not right.' }).waitFor();
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await consent(page);
    });
    const tokens = await oidc.authorizationCodeGrant(config, second.callbackUrl, {
      pkceCodeVerifier: second.verifier,
      expectedState: second.state,
    });
    expect(tokens.token_type.toLowerCase()).to.equal('bearer');
    expect(tokens.expires_in).to.equal(3600);
    expect(tokens.refresh_token).to.be.a('string');

    const me = await fetch(`${app.url}/v1/me`, { headers: bearer(tokens.access_token) });
    expect(me.status).to.equal(200);
    expect(await me.json()).to.include({ email, displayName: 'Eve Explorer', plan: 'free', aiImportsConsent: false });

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).to.be.a('string').and.not.equal(tokens.refresh_token);
    expect((await fetch(`${app.url}/v1/me`, { headers: bearer(refreshed.access_token) })).status).to.equal(200);

    let refusal: unknown;
    try {
      await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    } catch (error) {
      refusal = error;
    }
    expect(refusal, 'the rotated-out refresh token must be refused').to.be.instanceOf(oidc.ResponseBodyError);
    expect((refusal as oidc.ResponseBodyError).error).to.equal('invalid_grant');
  });
});
