import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { simpleParser } from 'mailparser';
import type { EmailVerification } from '../../src/application/account/email-verification.js';
import type { AccountReader } from '../../src/application/ports/account-reader.port.js';
import { outboxIn } from '../../src/adapters/outbound/mail/outbox-mailer.js';
import { TOKENS } from '../../src/tokens.js';
import { createUser } from '../support/auth.js';
import { appAndBrowser, browserSuite, screenshot } from '../support/browser.js';

browserSuite('Pages that mailed links open, in headless Chromium (links from the embedded outbox)', function () {
  this.timeout(120_000);
  const started = appAndBrowser();

  /** The newest message in the app's outbox (file names start with the time). */
  const lastMail = async () => {
    const outbox = outboxIn(started.app.dataDir);
    const files = (await readdir(outbox)).sort();
    return simpleParser(await readFile(join(outbox, files.at(-1)!)));
  };

  it('opens the mailed link, shows one labelled button, confirms with it, and breaks no CSP rule', async () => {
    const { userId, email } = await createUser(started.app, { displayName: 'Vera Verify', emailVerified: false });
    await started.app.container.get<EmailVerification>(TOKENS.EmailVerification).send(userId);
    const mail = await lastMail();
    expect(mail.text).to.contain('Hello Vera Verify');
    const link = /(http:\/\/\S+\/oauth\/verify-email\?token=\S+)/.exec(mail.text ?? '')![1]!;

    const page = await started.browser.newPage();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirm your email address' }).waitFor();
    await screenshot(page, 'verify-email-1-link');
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.getByRole('status').filter({ hasText: 'your email address is confirmed' }).waitFor();
    await screenshot(page, 'verify-email-2-confirmed');
    expect(await page.title()).to.contain('Address confirmed');
    expect(cspViolations).to.deep.equal([]);
    expect((await started.app.container.get<AccountReader>(TOKENS.AccountReader).findByEmail(email))?.emailVerified).to.equal(true);
    await page.close();
  });

  it('asks for a reset link, opens it, refuses a short password next to its field, then sets the new one', async () => {
    const { email } = await createUser(started.app, { displayName: 'Rui Reset' });
    const page = await started.browser.newPage();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto(`${started.app.url}/oauth/reset-password`);
    await page.getByLabel('Email').fill(email);
    await screenshot(page, 'reset-1-request');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('status').filter({ hasText: 'a link to choose a new password is on its way' }).waitFor();
    await screenshot(page, 'reset-2-sent');

    const mail = await lastMail();
    expect(mail.subject).to.equal('Reset your password');
    const link = /(http:\/\/\S+\/oauth\/reset-password\/new\?token=\S+)/.exec(mail.text ?? '')![1]!;
    await page.goto(link);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByLabel('New password').getAttribute('aria-invalid')).to.equal('true');
    await screenshot(page, 'reset-3-refused');
    await page.getByLabel('New password').fill('a long enough new password');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is changed' }).waitFor();
    await screenshot(page, 'reset-4-changed');
    expect(cspViolations).to.deep.equal([]);
    await page.close();
  });
});
