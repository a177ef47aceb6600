import { expect } from 'chai';
import { createUser, TEST_PASSWORD, testClientsOf } from '../support/auth.js';
import { appAndBrowser, browserSuite, expectAccessible, screenshot } from '../support/browser.js';
import { authorize, tokenRequest } from '../support/oauth-flow.js';

const REDIRECT = 'http://127.0.0.1/callback';

browserSuite('The connected-apps page in headless Chromium', function () {
  this.timeout(120_000);
  const started = appAndBrowser();


  it('signs in, lists the apps with what each may do, and removes one with its button, breaking no CSP or accessibility rule', async () => {
    const { thirdParty, firstParty } = await testClientsOf(started.app);
    const { email } = await createUser(started.app, { displayName: 'Cleo Connected' });
    for (const [clientId, scope] of [[thirdParty, 'itineraries:read itineraries:write imports'], [firstParty, 'itineraries:read']] as const) {
      const { code, verifier } = await authorize(started.app.url, { clientId, redirectUri: REDIRECT, email, scope });
      const issued = await tokenRequest(started.app.url, { grant_type: 'authorization_code', code, code_verifier: verifier, client_id: clientId, redirect_uri: REDIRECT });
      expect(issued.status).to.equal(200);
    }

    const context = await started.browser.newContext();
    const page = await context.newPage();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto(`${started.app.url}/oauth/account/apps`);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await screenshot(page, 'connected-apps-1-sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Connected apps' }).click();

    await page.getByRole('heading', { name: 'Connected apps' }).waitFor();
    expect(new URL(page.url()).pathname).to.equal('/oauth/account/apps');
    await page.getByRole('heading', { name: 'Test third-party app' }).waitFor();
    await page.getByRole('heading', { name: 'Test first-party app' }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Build itineraries from links' }).count()).to.be.greaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'connected-apps-2-list');

    await page.getByRole('button', { name: 'Remove access for Test third-party app' }).click();
    await page.getByRole('status').filter({ hasText: 'Test third-party app no longer has access to your account.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Remove access for Test third-party app' }).count()).to.equal(0);
    expect(await page.getByRole('button', { name: 'Remove access for Test first-party app' }).count()).to.equal(1);
    await expectAccessible(page);
    await screenshot(page, 'connected-apps-3-removed');

    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'connected-apps-4-phone');
    expect(cspViolations).to.deep.equal([]);
    await context.close();
  });
});
