import { expect } from 'chai';
import { appAndBrowser, browserSuite, watchPage } from '../support/browser.js';

browserSuite('API reference page (/docs) in headless Chromium', function () {
  this.timeout(60_000);
  const started = appAndBrowser();

  it('loads from our own origin under its CSP and shows the itinerary routes', async () => {
    const page = await started.browser.newPage();
    const { foreign, errors, cspViolations } = await watchPage(page, started.app.url);

    const response = await page.goto(`${started.app.url}/docs`);
    expect(response!.status()).to.equal(200);
    expect(response!.headers()['content-security-policy']).to.contain("script-src 'self'").and.not.contain('unsafe');

    const path = page.locator('.opblock-summary-path', { hasText: '/v1/itinerary/{itineraryId}' }).first();
    await path.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.locator('.opblock-tag', { hasText: 'Itineraries' }).count()).to.be.greaterThan(0);
    const paths = await page.locator('.opblock-summary-path').allTextContents();
    expect(paths.map((p) => p.replace(/\u200b/g, ''))).to.include.members(['/v1/itinerary', '/v1/itineraries/search']);

    expect(await cspViolations(), 'CSP violations').to.deep.equal([]);
    expect(foreign, 'requests to other origins').to.deep.equal([]);
    expect(errors, 'console errors').to.deep.equal([]);
    await page.close();
  });
});
