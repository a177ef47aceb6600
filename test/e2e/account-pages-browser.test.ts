import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { simpleParser } from 'mailparser';
import { outboxIn } from '../../src/adapters/outbound/mail/outbox-mailer.js';
import { createUser, TEST_PASSWORD } from '../support/auth.js';
import { appAndBrowser, browserSuite, expectAccessible, screenshot, watchPage, type PageWatch } from '../support/browser.js';

const NEW_PASSWORD = 'a fresh and long password';

browserSuite('The account pages in headless Chromium: password, address, deletion, a new verification link', function () {
  this.timeout(180_000);
  const started = appAndBrowser();

  /** The text of the newest mail in the outbox sent to `to`. */
  const mailTo = async (to: string) => {
    const outbox = outboxIn(started.app.dataDir);
    for (const file of (await readdir(outbox)).sort().reverse()) {
      const mail = await simpleParser(await readFile(join(outbox, file)));
      if (mail.to && 'text' in mail.to && mail.to.text === to) return mail.text ?? '';
    }
    throw new Error(`no mail to ${to}`);
  };
  const clean = async (watch: PageWatch) => {
    expect(await watch.cspViolations(), 'CSP violations').to.deep.equal([]);
    expect(watch.foreign, 'requests to other origins').to.deep.equal([]);
    // A refused form answers 400 on purpose; Chromium logs that as a failed load.
    expect(watch.errors.filter((e) => !/status of 400/.test(e)), 'page errors').to.deep.equal([]);
  };

  it('signs in, changes the password, then the address through the mailed link, then deletes the account', async () => {
    const { email } = await createUser(started.app, { displayName: 'Ines Account' });
    const context = await started.browser.newContext();
    const page = await context.newPage();
    const watch = await watchPage(page, started.app.url);

    await page.goto(`${started.app.url}/oauth/account`);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await page.locator('dd').first().textContent()).to.equal('Ines Account');
    await expectAccessible(page);
    await screenshot(page, 'account-1-overview');

    await page.getByRole('link', { name: 'Change your password' }).click();
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByLabel('Current password').getAttribute('aria-invalid')).to.equal('true');
    await expectAccessible(page);
    await screenshot(page, 'account-2-password-refused');
    await page.getByLabel('Current password').fill(TEST_PASSWORD);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is changed' }).waitFor();
    await screenshot(page, 'account-3-password-changed');

    const newEmail = `ines.new-${Date.now()}@example.test`;
    await page.getByRole('link', { name: 'Change your email address' }).click();
    await page.getByLabel('New email address').fill(newEmail);
    await page.getByLabel('Current password').fill(NEW_PASSWORD);
    await expectAccessible(page);
    await screenshot(page, 'account-4-email-form');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('heading', { name: 'Check your new mailbox' }).waitFor();
    await screenshot(page, 'account-5-email-sent');
    expect(await mailTo(email)).to.contain('asked to change its address');
    const link = /(http:\/\/\S+\/oauth\/account\/email\/confirm\?token=\S+)/.exec(await mailTo(newEmail))![1]!;
    await page.goto(link);
    await page.getByRole('button', { name: 'Use this address' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'account-6-email-link');
    await page.getByRole('button', { name: 'Use this address' }).click();
    await page.getByRole('status').filter({ hasText: 'Your account now has this address' }).waitFor();
    await screenshot(page, 'account-7-email-changed');
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await page.getByText(newEmail).waitFor();

    await page.getByRole('link', { name: 'Delete your account' }).click();
    await page.getByRole('heading', { name: 'Delete your account' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'account-8-delete-form');
    await page.getByLabel('Current password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByRole('status').filter({ hasText: 'Your account is deleted' }).waitFor();
    await screenshot(page, 'account-9-deleted');
    await page.goto(`${started.app.url}/oauth/account`);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await clean(watch);
    await context.close();
  });

  it('asks for a new verification link on its own form, and fits a phone', async () => {
    const { email } = await createUser(started.app, { displayName: 'Una Unconfirmed', emailVerified: false });
    const context = await started.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const watch = await watchPage(page, started.app.url);
    await page.goto(`${started.app.url}/oauth/verify-email/resend`);
    await page.getByLabel('Email').fill(email);
    await expectAccessible(page);
    await screenshot(page, 'account-10-resend-phone');
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByRole('status').filter({ hasText: 'a new link is on its way' }).waitFor();
    await screenshot(page, 'account-11-resent-phone');
    expect(await mailTo(email)).to.contain('/oauth/verify-email?token=');

    await page.goto(`${started.app.url}/oauth/account/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Send a new link' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'account-12-unconfirmed-phone');
    await clean(watch);
    await context.close();
  });
});
