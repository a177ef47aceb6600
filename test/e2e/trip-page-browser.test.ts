import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { NodeResult, Result } from 'axe-core';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../support/app.js';
import { browserSuite, launchChromium, watchPage } from '../support/browser.js';
import { weekTrip } from '../support/week-trip.js';
import { call, createItinerary, traveller } from '../adapters/inbound/http/itinerary/support.js';

/**
 * Where screenshots go: docs/ when UPDATE_SCREENSHOTS=1 (then look at them and commit them), else a
 * temp directory, so that a test run never changes the repository.
 */
async function screenshotDir(): Promise<string> {
  return process.env.UPDATE_SCREENSHOTS === '1' ? path.resolve('docs') : mkdtemp(path.join(os.tmpdir(), 'trip-page-shots-'));
}

/** A screenshot of the viewport, as a small palette PNG. */
async function shoot(page: Page, file: string): Promise<number> {
  const png = await sharp(await page.screenshot()).png({ palette: true, quality: 70, compressionLevel: 9 }).toBuffer();
  await writeFile(file, png);
  return png.length;
}

/** Axe violations that matter: serious and critical ones, with what they hit. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v: Result) => v.impact === 'serious' || v.impact === 'critical')
    .map((v: Result) => `${v.id}: ${v.help} (${v.nodes.map((n: NodeResult) => n.target.join(' ')).join(', ')})`);
}

browserSuite('trip page in headless Chromium: accessible, self-contained, desktop and mobile', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;
  let id: string;

  before(async () => {
    app = await startTestApp();
    browser = await launchChromium();
    const owner = await traveller(app, { displayName: 'Olivia' });
    const created = await createItinerary(app, owner, weekTrip());
    id = created.id;
    // A cover: with no photo search configured, a picture generated for the destination.
    const covered = await call(app, 'PUT', `/v1/itinerary/${id}/cover`, { token: owner.token, headers: { 'If-Match': created.etag } });
    expect(covered.status, covered.text).to.equal(200);
    const made = await call(app, 'PUT', `/v1/itinerary/${id}/visibility`, {
      token: owner.token,
      body: { visibility: 'public' },
      headers: { 'If-Match': covered.headers.get('etag')! },
    });
    expect(made.status, made.text).to.equal(200);
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  async function open(viewport: { width: number; height: number }, isMobile: boolean) {
    const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const { foreign, errors, cspViolations } = await watchPage(page, app.url);
    const response = await page.goto(`${app.url}/t/${id}`);
    expect(response!.status()).to.equal(200);
    await page.waitForLoadState('load');
    return { context, page, foreign, errors, cspViolations };
  }

  for (const [name, viewport, isMobile] of [
    ['desktop', { width: 1280, height: 860 }, false],
    ['mobile', { width: 390, height: 844 }, true],
  ] as const) {
    it(`${name}: 0 serious axe violations, nothing blocked or fetched elsewhere, the cover loads; screenshot`, async () => {
      const { context, page, foreign, errors, cspViolations } = await open(viewport, isMobile);
      expect(await seriousViolations(page)).to.deep.equal([]);
      expect(await cspViolations()).to.deep.equal([]);
      expect(foreign, 'requests to other origins').to.deep.equal([]);
      expect(errors, 'console errors').to.deep.equal([]);
      expect(await page.evaluate(`document.querySelector('.cover img').naturalWidth`)).to.be.greaterThan(0);
      // Nothing wider than the screen: the page reads without sideways scrolling.
      expect(await page.evaluate('document.documentElement.scrollWidth')).to.be.at.most(viewport.width);
      const dir = await screenshotDir();
      expect(await shoot(page, path.join(dir, `trip-page-${name}.png`))).to.be.below(400_000);
      await page.evaluate(`document.getElementById('days-heading').scrollIntoView()`);
      expect(await shoot(page, path.join(dir, `trip-page-${name}-days.png`))).to.be.below(400_000);
      await context.close();
    });
  }

  it('prints: the print styles apply (no panel backgrounds, days not split)', async () => {
    const { context, page } = await open({ width: 1280, height: 860 }, false);
    await page.emulateMedia({ media: 'print' });
    const day = await page.evaluate(`(() => { const s = getComputedStyle(document.querySelector('.day')); return [s.backgroundColor, s.breakInside]; })()`);
    expect(day).to.deep.equal(['rgba(0, 0, 0, 0)', 'avoid']);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).to.equal('%PDF-');
    await context.close();
  });
});
