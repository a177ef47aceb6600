import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { appAndBrowser, browserSuite } from '../support/browser.js';

const PASSWORD = 'a long and winding road';
/** Set E2E_SCREENSHOTS to a directory to keep a screenshot of each step. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function snap(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/** An operation of the reference page, by method and path (Swagger UI marks the path with data-path). */
const operation = (page: Page, method: string, route: string): Locator =>
  page.locator(`.opblock.opblock-${method}`, { has: page.locator(`.opblock-summary-path[data-path="${route}"]`) });

interface Executed {
  /** The URL Swagger UI called. */
  url: string;
  status: number;
  body: Record<string, unknown>;
  headers: string;
}

/** "Try it out" on an operation: fill its parameters and body, Execute, read the live response. */
async function tryItOut(page: Page, op: Locator, input: { params?: Record<string, string>; body?: unknown }, shot: string): Promise<Executed> {
  await op.locator('.opblock-summary').first().click();
  await op.getByRole('button', { name: 'Try it out' }).click();
  for (const [name, value] of Object.entries(input.params ?? {})) {
    await op.locator(`tr[data-param-name="${name}"] input`).fill(value);
  }
  if (input.body !== undefined) await op.locator('textarea.body-param__text').fill(JSON.stringify(input.body, null, 2));
  await op.getByRole('button', { name: 'Execute' }).click();
  const live = op.locator('.live-responses-table .response').first();
  await live.waitFor({ state: 'visible', timeout: 20_000 });
  await live.scrollIntoViewIfNeeded();
  await snap(page, shot);
  const status = Number((await live.locator('.response-col_status').innerText()).trim());
  const body = JSON.parse(await live.locator('.response-col_description .microlight').first().innerText()) as Record<string, unknown>;
  const headers = await live.locator('.response-col_description .microlight').last().innerText();
  const url = (await op.locator('.request-url pre').innerText()).trim();
  return { url, status, body, headers };
}

browserSuite('The newcomer path in headless Chromium: home page, /docs, sign-in with PKCE, Try it out', function () {
  // A browser start, a sign-up (a 32 MiB scrypt) and a dozen page steps on a possibly busy machine.
  this.timeout(120_000);
  const started = appAndBrowser();

  it('signs up and authorises from /docs, then creates, patches and reads an itinerary with "Try it out"', async () => {
    const context = await started.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    const watch = (p: Page) => {
      p.on('console', (m) => (m.type() === 'error' || m.text().includes('Content Security Policy')) && problems.push(`${p.url()}: ${m.text()}`));
      p.on('pageerror', (e) => problems.push(`${p.url()}: ${e.message}`));
    };
    watch(page);

    // The start URL of the README: the home page, then its link to the reference.
    await page.goto(`${started.app.url}/`);
    await snap(page, '1-home');
    await page.getByRole('link', { name: 'API reference' }).click();
    await page.waitForURL(`${started.app.url}/docs`);
    await operation(page, 'post', '/v1/itinerary').waitFor({ timeout: 30_000 });
    await snap(page, '2-docs');

    // Authorize: the built-in client, PKCE, no secret to type.
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    const oauth = page.locator('.auth-container', { hasText: 'authorizationCode with PKCE' });
    await oauth.waitFor();
    expect(await oauth.locator('input[id^="client_id"]').inputValue()).to.equal('api-docs');
    expect(await oauth.locator('input[id^="client_secret"]').isVisible()).to.equal(false);
    expect(await oauth.getByText('client_secret').isVisible()).to.equal(false);
    await oauth.locator('h4').first().scrollIntoViewIfNeeded();
    await snap(page, '3-authorize-dialog');
    const popupOpened = page.waitForEvent('popup');
    await oauth.getByRole('button', { name: 'Apply given OAuth2 credentials' }).click();
    const popup = await popupOpened;
    watch(popup);

    // The authorization server's own pages, in the popup: sign up (which signs in), then consent.
    await popup.getByRole('link', { name: 'Create an account' }).click();
    await popup.getByLabel('Email').fill(`newcomer-${Date.now()}@example.test`);
    await popup.getByLabel('Password').fill(PASSWORD);
    await popup.getByLabel('Display name').fill('Nina Newcomer');
    await snap(popup, '4-sign-up');
    await popup.getByRole('button', { name: 'Create account' }).click();
    await popup.getByRole('heading', { name: /Allow .*Itinerary API reference.* to use your account\?/ }).waitFor({ timeout: 30_000 });
    await snap(popup, '5-consent');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Allow' }).click();
    // Swagger UI's redirect page hands the code to the reference page and closes the popup.
    await closed;

    await snap(page, '6-after-popup');
    await oauth.getByRole('button', { name: 'Remove authorization' }).waitFor({ timeout: 20_000 });
    expect(await oauth.innerText()).to.contain('Authorized');
    await snap(page, '6-authorized');
    await page.locator('.auth-wrapper .btn-done, .modal-ux .close-modal').first().click();

    const created = await tryItOut(
      page,
      operation(page, 'post', '/v1/itinerary'),
      { body: { title: 'First trip', destination: 'Lisbon', center: { latitude: 38.7223, longitude: -9.1393 }, startDate: '2026-06-01' } },
      '7-created',
    );
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const id = created.body.id as string;
    expect(created.headers).to.match(/etag: "0"/i);
    // The reference names the itinerary's path parameter as the document does (`{itineraryId}`).
    const document = (await (await fetch(`${started.app.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    const itineraryPath = Object.keys(document.paths).find((p) => /^\/v1\/itinerary\/\{\w+\}$/.test(p))!;
    const idParam = /\{(\w+)\}/.exec(itineraryPath)![1]!;

    const patched = await tryItOut(
      page,
      operation(page, 'patch', itineraryPath),
      { params: { [idParam]: id, 'If-Match': '"0"' }, body: { title: 'First trip, longer', tags: ['food'] } },
      '8-patched',
    );
    expect(patched.status, JSON.stringify(patched.body)).to.equal(200);
    expect(patched.body).to.include({ title: 'First trip, longer' });

    const read = await tryItOut(page, operation(page, 'get', itineraryPath), { params: { [idParam]: id } }, '9-read');
    expect(read.status, JSON.stringify(read.body)).to.equal(200);
    // Optional parameters start empty: no example ?revision=3 rides along with what the user typed.
    expect(read.url).to.equal(`${started.app.url}/v1/itinerary/${id}`);
    expect(read.body).to.include({ id, title: 'First trip, longer', destination: 'Lisbon', role: 'owner' });
    expect(read.body.tags).to.deep.equal(['food']);

    expect(problems, 'console errors and CSP violations').to.deep.equal([]);
    await context.close();
  });

  it("opens the sign-in dialog at once from the home page's sign-in link (/docs?sign-in)", async () => {
    const page = await started.browser.newPage();
    await page.goto(`${started.app.url}/`);
    await page.getByRole('link', { name: 'Sign in or create an account' }).click();
    const oauth = page.locator('.auth-container', { hasText: 'authorizationCode with PKCE' });
    await oauth.waitFor({ timeout: 30_000 });
    expect(await oauth.getByRole('button', { name: 'Apply given OAuth2 credentials' }).isVisible()).to.equal(true);
    await page.close();
  });

  it('moves to the origin of BASE_URL when opened under another name, so that the sign-in can come back to it', async () => {
    const page = await started.browser.newPage();
    const other = started.app.url.replace('127.0.0.1', 'localhost');
    await page.goto(`${other}/docs?sign-in`);
    await page.waitForURL(`${started.app.url}/docs?sign-in`);
    await page.locator('.auth-container', { hasText: 'authorizationCode with PKCE' }).waitFor({ timeout: 30_000 });
    await page.close();
  });
});
