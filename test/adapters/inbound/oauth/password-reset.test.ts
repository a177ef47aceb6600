import { expect } from 'chai';
import { SignInRefused, type SignIn } from '../../../../src/application/account/sign-in.js';
import type { AccountReader } from '../../../../src/application/ports/account-reader.port.js';
import { TOKENS } from '../../../../src/tokens.js';
import { createUser, TEST_PASSWORD, testClientsOf } from '../../../support/auth.js';
import { authorize, BrowserlessUser, pkcePair, tokenRequest } from '../../../support/oauth-flow.js';
import { mailingServer } from '../../../support/mailing-app.js';

const REDIRECT = 'http://127.0.0.1/callback';
const NEW_PASSWORD = 'a brand new and long password';

describe('Password reset: a link through SMTP, a new password, every sign-in ended', function () {
  this.timeout(60_000);
  const env = mailingServer();

  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${env.app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const signIn = (email: string, password: string) =>
    env.app.container.get<SignIn>(TOKENS.SignIn).execute(email, password, '10.1.2.3').then(
      () => 'signed in',
      (error: unknown) => (error instanceof SignInRefused ? 'refused' : Promise.reject(error)),
    );
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('mails a link for a known address only, answering both alike; the link sets a new password once, confirms the address and revokes refresh tokens', async () => {
    const { thirdParty } = await testClientsOf(env.app);
    const user = await createUser(env.app, { emailVerified: false });
    const { code, verifier } = await authorize(env.app.url, { clientId: thirdParty, redirectUri: REDIRECT, email: user.email });
    const issued = await tokenRequest(env.app.url, { grant_type: 'authorization_code', code, code_verifier: verifier, client_id: thirdParty, redirect_uri: REDIRECT });
    expect(issued.status).to.equal(200);
    // Signing in (unconfirmed) sent a verification link: the reset mail is the next one.
    const before = (await env.smtp.mails(1)).length;

    const unknown = await post('/oauth/reset-password', { email: 'nobody-here@example.test' });
    const known = await post('/oauth/reset-password', { email: user.email.toUpperCase() });
    expect([unknown.status, known.status]).to.deep.equal([200, 200]);
    expect(await unknown.text()).to.equal(await known.text());
    const mails = await env.smtp.mails(before + 1);
    await pause(300);
    expect(env.smtp.received, 'one mail, to the known address').to.have.length(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).to.equal('Reset your password');
    const link = /(http:\/\/\S+\/oauth\/reset-password\/new\?token=\S+)/.exec(mail.text ?? '')![1]!;
    const token = new URL(link).searchParams.get('token')!;

    // Asked again at once: no second link (at most one every few minutes).
    await post('/oauth/reset-password', { email: user.email });
    await pause(300);
    expect(env.smtp.received).to.have.length(before + 1);

    const form = await fetch(link);
    expect(form.status).to.equal(200);
    expect(await form.text()).to.contain('Choose a new password').and.contain(`value="${token}"`);
    const short = await post('/oauth/reset-password/new', { token, password: 'short' });
    expect(short.status).to.equal(400);
    expect(await short.text()).to.contain('aria-invalid="true"');
    expect(await signIn(user.email, TEST_PASSWORD), 'a refused password changes nothing').to.equal('signed in');

    const changed = await post('/oauth/reset-password/new', { token, password: NEW_PASSWORD });
    expect(changed.status).to.equal(200);
    expect(await changed.text()).to.contain('Password changed');
    expect(await signIn(user.email, TEST_PASSWORD)).to.equal('refused');
    expect(await signIn(user.email, NEW_PASSWORD)).to.equal('signed in');
    const refreshed = await tokenRequest(env.app.url, { grant_type: 'refresh_token', refresh_token: String(issued.body.refresh_token), client_id: thirdParty });
    expect(refreshed.status, 'the refresh token from before the reset is revoked').to.equal(400);
    expect(refreshed.body.error).to.equal('invalid_grant');
    expect((await env.app.container.get<AccountReader>(TOKENS.AccountReader).get(user.userId))?.emailVerified, 'the link proved the address').to.equal(true);

    // Used once: the same link, opened or posted again, no longer works.
    expect((await fetch(link)).status).to.equal(400);
    const again = await post('/oauth/reset-password/new', { token, password: 'yet another long password' });
    expect(again.status).to.equal(400);
    expect(await again.text()).to.contain('This link does not work');
    expect(await signIn(user.email, NEW_PASSWORD)).to.equal('signed in');
  });

  it('refuses a missing, altered or foreign token, and a request without an address', async () => {
    for (const token of ['', 'nope', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln']) {
      expect((await fetch(`${env.app.url}/oauth/reset-password/new?token=${encodeURIComponent(token)}`)).status, token).to.equal(400);
      expect((await post('/oauth/reset-password/new', { token, password: NEW_PASSWORD })).status, token).to.equal(400);
    }
    expect((await post('/oauth/reset-password', { email: '' })).status).to.equal(400);
  });

  it('links the form from the sign-in page', async () => {
    const { thirdParty } = await testClientsOf(env.app);
    const { challenge } = pkcePair();
    const query = new URLSearchParams({ client_id: thirdParty, redirect_uri: REDIRECT, response_type: 'code', scope: 'itineraries:read', code_challenge: challenge, code_challenge_method: 'S256' });
    const signInPage = await (await new BrowserlessUser(env.app.url).follow(`/oauth/authorize?${query}`)).text();
    expect(signInPage).to.contain('<a href="/oauth/reset-password">Forgot your password?</a>');
    const page = await (await fetch(`${env.app.url}/oauth/reset-password`)).text();
    expect(page).to.contain('Reset your password').and.contain('name="email"');
  });
});
