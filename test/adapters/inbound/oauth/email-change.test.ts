import { expect } from 'chai';
import type { ParsedMail } from 'mailparser';
import type { AccountReader } from '../../../../src/application/ports/account-reader.port.js';
import { SignInRefused, type SignIn } from '../../../../src/application/account/sign-in.js';
import { TOKENS } from '../../../../src/tokens.js';
import { AccountPagesUser, form } from '../../../support/account-pages.js';
import { createUser, TEST_PASSWORD } from '../../../support/auth.js';
import { mailingServer } from '../../../support/mailing-app.js';
import { call, createItinerary, traveller } from '../http/itinerary/support.js';

describe('Change of email: a link to the new address, a notice to the old one, uniqueness kept', function () {
  this.timeout(60_000);
  const env = mailingServer();

  const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
  const linkIn = (mail: ParsedMail) => /(http:\/\/\S+\/oauth\/account\/email\/confirm\?token=\S+)/.exec(mail.text ?? '')![1]!;
  const account = (id: string) => env.app.container.get<AccountReader>(TOKENS.AccountReader).get(id);
  const signIn = (email: string) =>
    env.app.container.get<SignIn>(TOKENS.SignIn).execute(email, TEST_PASSWORD, '10.5.5.5').then(
      () => 'signed in',
      (error: unknown) => (error instanceof SignInRefused ? 'refused' : Promise.reject(error)),
    );

  it('keeps the proved address until the link to the new one is followed; then shares go to the new one only', async () => {
    const user = await createUser(env.app, { displayName: 'Mover Mae' });
    const other = await createUser(env.app);
    const owner = await traveller(env.app, { firstParty: true });
    const { id } = await createItinerary(env.app, owner);
    const browser = new AccountPagesUser(env.app.url);
    await browser.signIn(user.email);
    const newEmail = `moved-${Date.now()}@example.test`;
    const share = (email: string, itineraryId = id) => call(env.app, 'POST', `/v1/itinerary/${itineraryId}/members`, { token: owner.token, body: { email, role: 'viewer' } });
    // A trip shared with the new address before it is the account's: an invitation, accepted once the change is made.
    const invited = await createItinerary(env.app, owner);
    expect((await share(newEmail, invited.id)).status).to.equal(202);
    // The invitation's own mail.
    await env.smtp.mails(1);
    const mailsBefore = env.smtp.received.length;

    const wrong = await browser.post('/oauth/account/email', { newEmail, currentPassword: 'not the password' });
    expect(wrong.status).to.equal(400);
    const taken = await browser.post('/oauth/account/email', { newEmail: other.email, currentPassword: TEST_PASSWORD });
    expect(taken.status).to.equal(409);
    expect(await taken.text()).to.contain('Another account has this address.');
    const notAnAddress = await browser.post('/oauth/account/email', { newEmail: 'nope', currentPassword: TEST_PASSWORD });
    expect(notAnAddress.status).to.equal(400);
    expect(env.smtp.received, 'refusals mail nothing').to.have.length(mailsBefore);

    const asked = await browser.post('/oauth/account/email', { newEmail: newEmail.toUpperCase(), currentPassword: TEST_PASSWORD });
    expect(asked.status).to.equal(200);
    expect(await asked.text()).to.contain('Check your new mailbox');
    const mails = (await env.smtp.mails(mailsBefore + 2)).slice(mailsBefore);
    const toNew = mails.find((m) => recipient(m) === newEmail)!;
    const toOld = mails.find((m) => recipient(m) === user.email)!;
    expect(toNew.subject).to.equal('Confirm your new email address');
    expect(toOld.subject).to.equal('A new email address was asked for your account');
    expect(toOld.text).to.contain(`m***@example.test`).and.not.contain(newEmail);

    // Until the link is followed nothing changes: the old address still signs in and receives shares.
    expect(await account(user.userId)).to.include({ email: user.email, emailVerified: true });
    const link = linkIn(toNew);
    const opened = await fetch(link);
    expect(opened.status).to.equal(200);
    expect(await opened.text()).to.contain('Use this address');
    expect((await account(user.userId))?.email, 'opening the link changes nothing').to.equal(user.email);

    const token = new URL(link).searchParams.get('token')!;
    const confirmed = await fetch(`${env.app.url}/oauth/account/email/confirm`, form({ token }));
    expect(confirmed.status).to.equal(200);
    expect(await confirmed.text()).to.contain('Address changed');
    expect(await account(user.userId)).to.include({ email: newEmail, emailVerified: true });
    expect(await signIn(newEmail)).to.equal('signed in');
    expect(await signIn(user.email)).to.equal('refused');
    const toOldAddress = await share(user.email);
    expect(toOldAddress.status, 'the old address is nobody\'s now: an invitation, not a membership').to.equal(202);
    expect((await share(newEmail)).status).to.equal(201);
    const membersOf = async (itineraryId: string) =>
      ((await call(env.app, 'GET', `/v1/itinerary/${itineraryId}/members`, { token: owner.token })).body.members as { userId: string }[]).map((m) => m.userId);
    expect(await membersOf(id)).to.include(user.userId);
    for (let i = 0; i < 50 && !(await membersOf(invited.id)).includes(user.userId); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await membersOf(invited.id), 'the invitation to the new address is accepted').to.include(user.userId);

    // Used once; the old address may be taken by a new sign-up.
    expect((await fetch(`${env.app.url}/oauth/account/email/confirm`, form({ token }))).status).to.equal(400);
    const reused = await createUser(env.app, { email: user.email });
    expect(reused.userId).to.not.equal(user.userId);
  });

  it('a new password ends a pending change; a forged link changes nothing', async () => {
    const user = await createUser(env.app);
    const browser = new AccountPagesUser(env.app.url);
    await browser.signIn(user.email);
    const before = env.smtp.received.length;
    const newEmail = `pending-${Date.now()}@example.test`;
    expect((await browser.post('/oauth/account/email', { newEmail, currentPassword: TEST_PASSWORD })).status).to.equal(200);
    const mails = await env.smtp.mails(before + 2);
    const link = linkIn(mails.find((m) => recipient(m) === newEmail)!);
    const changed = await browser.post('/oauth/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'another long password' });
    expect(changed.status).to.equal(303);
    expect((await fetch(link)).status).to.equal(400);
    const token = new URL(link).searchParams.get('token')!;
    expect((await fetch(`${env.app.url}/oauth/account/email/confirm`, form({ token }))).status).to.equal(400);
    expect((await fetch(`${env.app.url}/oauth/account/email/confirm`, form({ token: `${token}x` }))).status).to.equal(400);
    expect((await account(user.userId))?.email).to.equal(user.email);
  });
});
