import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestApp, type TestApp } from './app.js';

/** Debian's chromium; .ci/run installs it. */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * A browser suite: without chromium it is one loud skipped test (a failure when CI=true, where the
 * browser must be there), otherwise `body` runs as the suite.
 */
export function browserSuite(title: string, body: (this: Mocha.Suite) => void): void {
  if (!existsSync(CHROMIUM) && process.env.CI !== 'true') {
    describe(title, () => {
      it.skip(`skipped: browser test (install Debian chromium at ${CHROMIUM} to run it)`);
    });
    return;
  }
  describe(title, body);
}

/** Headless chromium with no network of its own beyond what the test's pages ask for. */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`CI=true but ${CHROMIUM} is missing: apt-get install chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * In a browser suite: a test app and a browser started before its tests and closed after them. The
 * returned object's fields are set once `before` has run.
 */
export function appAndBrowser(): { app: TestApp; browser: Browser } {
  const started = {} as { app: TestApp; browser: Browser };
  before(async () => {
    started.app = await startTestApp();
    started.browser = await launchChromium();
  });
  after(async () => {
    await started.browser?.close();
    await started.app?.close();
  });
  return started;
}

/** What a page did that a test may want to refuse: requests to other origins, errors, CSP violations. */
export interface PageWatch {
  foreign: string[];
  errors: string[];
  /** The CSP violations the page reported so far ("directive blockedURI"). */
  cspViolations(): Promise<string[]>;
}

/** Watches a page from before its first navigation (call it before goto). */
export async function watchPage(page: Page, origin: string): Promise<PageWatch> {
  const watch = { foreign: [] as string[], errors: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'about:' && url.origin !== origin) watch.foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') watch.errors.push(message.text());
  });
  page.on('pageerror', (error) => watch.errors.push(error.message));
  // Strings, not functions: this project compiles without the DOM library.
  await page.addInitScript({
    content: `window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));`,
  });
  return { ...watch, cspViolations: async () => (await page.evaluate('window.cspViolations')) as string[] };
}

/** A full-page screenshot named `name`, kept only when SCREENSHOTS_DIR says where. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: join(process.env.SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}

/** axe-core's WCAG 2.1 AA rules: no violation on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).to.deep.equal([]);
}
