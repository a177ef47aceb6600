import { expect } from 'chai';
import type { AccountReader } from '../../../../src/application/ports/account-reader.port.js';
import { TOKENS } from '../../../../src/tokens.js';
import type { TestApp } from '../../../support/app.js';
import { createUser, testClientsOf } from '../../../support/auth.js';
import { authorize } from '../../../support/oauth-flow.js';
import { mailingApp } from '../../../support/mailing-app.js';
import type { LoopbackSmtpServer } from '../../../support/smtp-server.js';
import { call, createItinerary, type Traveller } from '../http/itinerary/support.js';

const REDIRECT = 'http://127.0.0.1/callback';

describe('Email verification: sign-up mails a link through SMTP; only a confirmed address receives shares', function () {
  this.timeout(60_000);
  const env = mailingApp();
  let smtp: LoopbackSmtpServer;
  let app: TestApp;
  let owner: Traveller;
  before(() => void ({ smtp, app, owner } = env));

  const share = (itineraryId: string, email: string) => call(app, 'POST', `/v1/itinerary/${itineraryId}/members`, { token: owner.token, body: { email, role: 'viewer' } });
  const form = (token: string) =>
    fetch(`${app.url}/oauth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });

  it('sends the link at sign-up; opening it changes nothing, its button confirms; then, and only then, trips can be shared with the address', async () => {
    const { thirdParty } = await testClientsOf(app);
    const email = 'new.traveller@example.test';
    await authorize(app.url, { clientId: thirdParty, redirectUri: REDIRECT, email, displayName: 'Nia New' });
    const [mail] = await smtp.mails(1);
    expect(smtp.received).to.have.length(1);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').to.equal(email);
    expect(mail!.subject).to.equal('Confirm your email address');
    const link = /(http:\/\/\S+\/oauth\/verify-email\?token=\S+)/.exec(mail!.text ?? '')?.[1];
    expect(link, mail!.text).to.be.a('string');
    const token = new URL(link!).searchParams.get('token')!;

    const { id } = await createItinerary(app, owner);
    const before = await share(id, email);
    expect(before.status, 'an unconfirmed address is invited, not shared with').to.equal(202);
    expect((await call(app, 'GET', `/v1/itinerary/${id}/members`, { token: owner.token })).body).to.deep.include({ members: [{ userId: owner.userId, displayName: 'Olivia Owner', role: 'owner' }] });

    // A mail scanner fetching the link confirms nothing.
    const opened = await fetch(link!);
    expect(opened.status).to.equal(200);
    const page = await opened.text();
    expect(page).to.contain('Confirm my address').and.contain(`value="${token}"`);
    expect(opened.headers.get('content-security-policy')).to.contain("form-action 'self'");
    expect((await share(id, email)).status, 'still only invited').to.equal(202);

    const confirmed = await form(token);
    expect(confirmed.status).to.equal(200);
    expect(await confirmed.text()).to.contain('Address confirmed');
    const account = await app.container.get<AccountReader>(TOKENS.AccountReader).findByEmail(email);
    expect(account).to.include({ email, emailVerified: true });

    // The confirmation turns the invitation into a membership (invitations.test.ts has the details).
    const deadline = Date.now() + 10_000;
    while ((await share(id, email)).status !== 200) {
      expect(Date.now(), 'the invitation was accepted').to.be.below(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // Followed again: nothing more to do, and no second event.
    const again = await form(token);
    expect(again.status).to.equal(200);
    expect(await again.text()).to.contain('confirmed already');
    // Signing in again sends no new link to a confirmed address.
    await authorize(app.url, { clientId: thirdParty, redirectUri: REDIRECT, email });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received, 'the verification link and the invitation').to.have.length(2);
  });

  it('refuses a changed, foreign or missing token with a page that says so, and confirms nothing', async () => {
    const { userId, email } = await createUser(app, { emailVerified: false });
    const readers = app.container.get<AccountReader>(TOKENS.AccountReader);
    for (const token of ['', 'not-a-token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl', 'x'.repeat(5_000)]) {
      const res = await form(token);
      expect(res.status, token.slice(0, 20)).to.equal(400);
      expect(await res.text()).to.contain('This link does not work').and.contain('href="/oauth/verify-email/resend"');
    }
    expect((await fetch(`${app.url}/oauth/verify-email`)).status).to.equal(400);
    expect((await readers.get(userId))?.emailVerified).to.equal(false);
    expect((await readers.findByEmail(email))?.emailVerified).to.equal(false);
  });

  it('sends a new link from its own form: one answer for every address, one link per account every 10 minutes, none to a confirmed address', async () => {
    const unconfirmed = await createUser(app, { emailVerified: false });
    const confirmedUser = await createUser(app);
    const resend = (email: string) =>
      fetch(`${app.url}/oauth/verify-email/resend`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      });
    const page = await fetch(`${app.url}/oauth/verify-email/resend`);
    expect(page.status).to.equal(200);
    expect(await page.text()).to.contain('<label for="field-email">Email</label>');
    const before = smtp.received.length;

    const answers = [];
    for (const email of ['nobody-at-all@example.test', confirmedUser.email, unconfirmed.email.toUpperCase()]) {
      const res = await resend(email);
      answers.push([res.status, await res.text()]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size, 'the same answer for every address').to.equal(1);
    expect(answers[0]![0]).to.equal(200);
    const mails = await smtp.mails(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').to.equal(unconfirmed.email);
    // Asked again at once: no second link.
    await resend(unconfirmed.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).to.have.length(before + 1);

    const token = new URL(/(http:\/\/\S+\/oauth\/verify-email\?token=\S+)/.exec(mail.text ?? '')![1]!).searchParams.get('token')!;
    expect((await form(token)).status).to.equal(200);
    expect((await app.container.get<AccountReader>(TOKENS.AccountReader).get(unconfirmed.userId))?.emailVerified).to.equal(true);
    expect((await resend('no address')).status).to.equal(400);
  });
});
