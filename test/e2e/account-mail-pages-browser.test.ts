import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { simpleParser } from 'mailparser';
import type { EmailVerification } from '../../src/application/account/email-verification.js';
import type { AccountReader } from '../../src/application/ports/account-reader.port.js';
import { outboxIn } from '../../src/adapters/outbound/mail/outbox-mailer.js';
import { TOKENS } from '../../src/tokens.js';
import { createUser } from '../support/auth.js';
import { appAndBrowser, browserSuite } from '../support/browser.js';

browserSuite('Email verification page in headless Chromium (the link from the embedded outbox)', function () {
  this.timeout(120_000);
  const started = appAndBrowser();

  it('opens the mailed link, shows one labelled button, confirms with it, and breaks no CSP rule', async () => {
    const { userId, email } = await createUser(started.app, { displayName: 'Vera Verify', emailVerified: false });
    await started.app.container.get<EmailVerification>(TOKENS.EmailVerification).send(userId);
    const outbox = outboxIn(started.app.dataDir);
    const [file] = await readdir(outbox);
    const mail = await simpleParser(await readFile(join(outbox, file!)));
    expect(mail.text).to.contain('Hello Vera Verify');
    const link = /(http:\/\/\S+\/oauth\/verify-email\?token=\S+)/.exec(mail.text ?? '')![1]!;

    const page = await started.browser.newPage();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirm your email address' }).waitFor();
    if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: join(process.env.SCREENSHOTS_DIR, 'verify-email-1-link.png'), fullPage: true });
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.getByRole('status').filter({ hasText: 'your email address is confirmed' }).waitFor();
    if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: join(process.env.SCREENSHOTS_DIR, 'verify-email-2-confirmed.png'), fullPage: true });
    expect(await page.title()).to.contain('Address confirmed');
    expect(cspViolations).to.deep.equal([]);
    expect((await started.app.container.get<AccountReader>(TOKENS.AccountReader).findByEmail(email))?.emailVerified).to.equal(true);
    await page.close();
  });
});
