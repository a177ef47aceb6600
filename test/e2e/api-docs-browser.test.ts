import { expect } from 'chai';
import { appAndBrowser, browserSuite } from '../support/browser.js';

browserSuite('API reference page (/docs) in headless Chromium', function () {
  this.timeout(60_000);
  const started = appAndBrowser();

  it('loads from our own origin under its CSP and shows the itinerary routes', async () => {
    const page = await started.browser.newPage();
    const foreign: string[] = [];
    const violations: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== started.app.url) foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Strings, not functions: this project compiles without the DOM library.
    await page.addInitScript({
      content: `window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));`,
    });

    const response = await page.goto(`${started.app.url}/docs`);
    expect(response!.status()).to.equal(200);
    expect(response!.headers()['content-security-policy']).to.contain("script-src 'self'").and.not.contain('unsafe');

    const path = page.locator('.opblock-summary-path', { hasText: '/v1/itinerary/{itineraryId}' }).first();
    await path.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.locator('.opblock-tag', { hasText: 'Itineraries' }).count()).to.be.greaterThan(0);
    const paths = await page.locator('.opblock-summary-path').allTextContents();
    expect(paths.map((p) => p.replace(/\u200b/g, ''))).to.include.members(['/v1/itinerary', '/v1/itineraries/search']);

    violations.push(...((await page.evaluate('window.cspViolations')) as string[]));
    expect(violations, 'CSP violations').to.deep.equal([]);
    expect(foreign, 'requests to other origins').to.deep.equal([]);
    expect(errors, 'console errors').to.deep.equal([]);
    await page.close();
  });
});
