import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { ParsedMail } from 'mailparser';
import type { AccountCommands } from '../../../../src/application/account/account-commands.js';
import type { AccountReader } from '../../../../src/application/ports/account-reader.port.js';
import type { EventStore } from '../../../../src/application/ports/event-store.port.js';
import type { ProcessCheckpoints } from '../../../../src/application/ports/process-checkpoints.port.js';
import { INVITATION_PROCESS, inviteeStream } from '../../../../src/application/sharing/invitation-acceptance.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { createUser, issueToken, testClientsOf } from '../../../support/auth.js';
import { authorize, tokenRequest } from '../../../support/oauth-flow.js';
import { mailingApp } from '../../../support/mailing-app.js';
import type { LoopbackSmtpServer } from '../../../support/smtp-server.js';
import { call, createItinerary, expectProblem, traveller, type Traveller } from './itinerary/support.js';

const REDIRECT = 'http://127.0.0.1/callback';

/** Sharing with an address that has no confirmed account: an invitation, through real SMTP on loopback. */
describe('Invitations: share with a new address, sign up, confirm, and the itinerary is shared', function () {
  this.timeout(90_000);
  const env = mailingApp();
  let smtp: LoopbackSmtpServer;
  let app: TestApp;
  let owner: Traveller;
  before(() => void ({ smtp, app, owner } = env));

  const share = (id: string, email: string, role = 'editor', token = owner.token) =>
    call(app, 'POST', `/v1/itinerary/${id}/members`, { token, body: { email, role } });
  const invitations = (id: string, token = owner.token) => call(app, 'GET', `/v1/itinerary/${id}/invitations`, { token });
  const mailTo = async (address: string): Promise<ParsedMail> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = (await smtp.mails(smtp.received.length)).filter((m) => (m.to && 'text' in m.to ? m.to.text : '') === address);
      if (found.length > 0) return found.at(-1)!;
      expect(Date.now(), `a mail to ${address}`).to.be.below(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const mailsTo = async (address: string) =>
    (await smtp.mails(smtp.received.length)).filter((m) => (m.to && 'text' in m.to ? m.to.text : '') === address);
  /** Signs up through the real pages and follows the verification link mailed to the address. */
  async function signUpAndConfirm(email: string, displayName: string): Promise<{ userId: string; token: string }> {
    const { thirdParty } = await testClientsOf(app);
    const { code, verifier } = await authorize(app.url, { clientId: thirdParty, redirectUri: REDIRECT, email, displayName });
    const issued = await tokenRequest(app.url, { grant_type: 'authorization_code', code, code_verifier: verifier, client_id: thirdParty, redirect_uri: REDIRECT });
    const verification = await waitFor(async () => (await mailsTo(email)).find((m) => m.subject === 'Confirm your email address'));
    const link = /(http:\/\/\S+\/oauth\/verify-email\?token=\S+)/.exec(verification.text ?? '')![1]!;
    const confirmed = await fetch(`${app.url}/oauth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token')! }).toString(),
    });
    expect(confirmed.status).to.equal(200);
    const account = await app.container.get<AccountReader>(TOKENS.AccountReader).findByEmail(email);
    return { userId: account!.id, token: String(issued.body.access_token) };
  }

  it('mails the invitation, lists it as pending, and makes the new account an editor once it confirms the address', async () => {
    const { id } = await createItinerary(app, owner, { title: 'Lisbon in spring' });
    const email = `Grace.${randomUUID()}@Example.test`;
    const address = email.toLowerCase();
    const invited = await share(id, email);
    expect(invited.status, invited.text).to.equal(202);
    expect(invited.headers.get('etag')).to.match(/^"\d+"$/);
    const { invitation } = invited.body as { invitation: Record<string, string> };
    expect(invitation).to.include({ email: address, role: 'editor' });
    expect(Date.parse(invitation.expiresAt!) - Date.parse(invitation.sentAt!)).to.equal(14 * 86_400_000);

    const mail = await mailTo(address);
    expect(mail.subject).to.equal('Olivia Owner invited you to a trip');
    expect(mail.text).to.contain('"Lisbon in spring"').and.contain('as an editor').and.contain('confirm the address');
    const pending = await invitations(id);
    expect(pending.status).to.equal(200);
    expect(pending.body).to.deep.equal({ invitations: [invitation] });

    // Shared again before the address is confirmed: the same invitation, no second mail.
    const again = await share(id, email, 'viewer');
    expect(again.status).to.equal(202);
    expect(again.body.invitation).to.deep.equal(invitation);

    const grace = await signUpAndConfirm(address, 'Grace Guest');
    const readable = await waitFor(async () => {
      const reply = await call(app, 'GET', `/v1/itinerary/${id}`, { token: grace.token });
      return reply.status === 200 ? reply : undefined;
    });
    expect(readable.body).to.include({ title: 'Lisbon in spring', role: 'editor' });
    const members = await call(app, 'GET', `/v1/itinerary/${id}/members`, { token: owner.token });
    expect(members.body.members.map((m: { displayName: string; role: string }) => `${m.role} ${m.displayName}`)).to.deep.equal(['owner Olivia Owner', 'editor Grace Guest']);
    expect((await invitations(id)).body).to.deep.equal({ invitations: [] });
    expect((await mailsTo(address)).filter((m) => m.subject?.includes('invited you'))).to.have.length(1);
    // In the history, the invited address is not shown (the owner's invitation list is where it is).
    const history = await call(app, 'GET', `/v1/itinerary/${id}/history`, { token: owner.token });
    const sent = history.body.items.find((e: { type: string }) => e.type === 'InvitationSent');
    expect(sent.data).to.include({ role: 'editor' }).and.not.have.property('email');
    expect(history.body.items.map((e: { type: string }) => e.type)).to.include.members(['InvitationAccepted', 'MemberAdded']);
  });

  it('starts nothing once cancelled: the address confirmed later gets no access', async () => {
    const { id } = await createItinerary(app, owner);
    const address = `henry.${randomUUID()}@example.test`;
    const { invitation } = (await share(id, address, 'viewer')).body as { invitation: { id: string } };
    const cancelled = await call(app, 'DELETE', `/v1/itinerary/${id}/invitation/${invitation.id}`, { token: owner.token });
    expect(cancelled.status).to.equal(204);
    expect(cancelled.headers.get('etag')).to.match(/^"\d+"$/);
    expect((await invitations(id)).body).to.deep.equal({ invitations: [] });
    expectProblem(await call(app, 'DELETE', `/v1/itinerary/${id}/invitation/${invitation.id}`, { token: owner.token }), 404, 'notFound');

    const henry = await signUpAndConfirm(address, 'Henry Late');
    await pause(500);
    expectProblem(await call(app, 'GET', `/v1/itinerary/${id}`, { token: henry.token }), 404, 'notFound');
    expect((await call(app, 'GET', `/v1/itinerary/${id}/members`, { token: owner.token })).body.members).to.have.length(1);
  });

  it('invites an existing account whose address is unconfirmed, and shares once that account confirms it', async () => {
    const { id } = await createItinerary(app, owner);
    const unconfirmed = await createUser(app, { displayName: 'Ulla Unconfirmed', emailVerified: false });
    const invited = await share(id, unconfirmed.email, 'viewer');
    expect(invited.status, 'the same answer as for an address with no account').to.equal(202);
    const token = await issueToken(app, { userId: unconfirmed.userId });
    expectProblem(await call(app, 'GET', `/v1/itinerary/${id}`, { token }), 404, 'notFound');

    const context = { actorId: unconfirmed.userId, clientId: 'test', correlationId: randomUUID(), causationId: randomUUID() };
    await app.container.get<AccountCommands>(TOKENS.AccountCommands).confirmEmail(unconfirmed.userId, context);
    const readable = await waitFor(async () => {
      const reply = await call(app, 'GET', `/v1/itinerary/${id}`, { token });
      return reply.status === 200 ? reply : undefined;
    });
    expect(readable.body.role).to.equal('viewer');
  });

  it('is member management: other apps, members and strangers may not invite, list or cancel', async () => {
    const { id } = await createItinerary(app, owner);
    const address = `ivy.${randomUUID()}@example.test`;
    const thirdParty = await issueToken(app, { userId: owner.userId });
    expectProblem(await share(id, address, 'viewer', thirdParty), 403, 'forbidden');
    const { invitation } = (await share(id, address)).body as { invitation: { id: string } };
    expectProblem(await invitations(id, thirdParty), 403, 'forbidden');
    expectProblem(await call(app, 'DELETE', `/v1/itinerary/${id}/invitation/${invitation.id}`, { token: thirdParty }), 403, 'forbidden');
    const stranger = await traveller(app, { firstParty: true });
    expectProblem(await invitations(id, stranger.token), 404, 'notFound');
    expectProblem(await share(id, 'not an address'), 400, 'validationFailed');
  });

  it('limits invitations: 20 pending per itinerary, 30 a day per owner (429 invitationsLimited); asking again for a pending address costs nothing', async () => {
    const busy = await traveller(app, { displayName: 'Busy Owner', firstParty: true });
    const [first, second] = [await createItinerary(app, busy), await createItinerary(app, busy)];
    const address = (n: number) => `guest-${n}-${randomUUID()}@example.test`;
    const sent: string[] = [];
    for (let n = 0; n < 20; n++) {
      sent.push(address(n));
      expect((await share(first.id, sent[n]!, 'viewer', busy.token)).status).to.equal(202);
    }
    const full = await share(first.id, address(20), 'viewer', busy.token);
    expectProblem(full, 429, 'invitationsLimited');
    expect(full.headers.get('retry-after'), 'waiting does not help: cancelling does').to.equal(null);
    for (let n = 20; n < 30; n++) expect((await share(second.id, address(n), 'viewer', busy.token)).status).to.equal(202);
    const daily = await share(second.id, address(30), 'viewer', busy.token);
    expectProblem(daily, 429, 'invitationsLimited');
    expect(Number(daily.headers.get('retry-after'))).to.be.within(86_000, 86_400);
    expect((await share(first.id, sent[0]!, 'viewer', busy.token)).status, 'a pending address: the same invitation').to.equal(202);
    expect((await invitations(first.id, busy.token)).body.invitations).to.have.length(20);
  });

  it('survives restarts: a confirmation made while the process was not running is acted on when it runs again', async () => {
    const { id } = await createItinerary(app, owner);
    const address = `jade.${randomUUID()}@example.test`;
    expect((await share(id, address, 'viewer')).status).to.equal(202);
    await mailTo(address);
    const restart = async (settings: Record<string, string>) => {
      await app.stop();
      app = env.app = await startTestApp({ SMTP_URL: smtp.url, PORT: new URL(app.url).port, ...settings }, app.dataDir);
    };
    // Without the projector (nor the invitations process, which runs beside it), the address is confirmed.
    await restart({ RUN_PROJECTOR: 'false' });
    const jade = await signUpAndConfirm(address, 'Jade Later');
    await pause(500);
    expectProblem(await call(app, 'GET', `/v1/itinerary/${id}`, { token: jade.token }), 404, 'notFound');
    await restart({});
    const readable = await waitFor(async () => {
      const reply = await call(app, 'GET', `/v1/itinerary/${id}`, { token: jade.token });
      return reply.status === 200 ? reply : undefined;
    });
    expect(readable.body.role).to.equal('viewer');

    // Handling every event again (its checkpoint lost) changes nothing: each step is idempotent.
    const revision = readable.headers.get('etag');
    const noted = await readAll(app, inviteeStream(address));
    await app.container.get<ProcessCheckpoints>(TOKENS.ProcessCheckpoints).save(INVITATION_PROCESS, '0');
    await restart({});
    await waitFor(async () => ((await app.container.get<ProcessCheckpoints>(TOKENS.ProcessCheckpoints).load(INVITATION_PROCESS)) !== '0' ? true : undefined));
    await pause(500);
    expect((await call(app, 'GET', `/v1/itinerary/${id}`, { token: jade.token })).headers.get('etag')).to.equal(revision);
    expect(await readAll(app, inviteeStream(address))).to.deep.equal(noted);
  });
});

const readAll = async (app: TestApp, stream: string) => {
  const events = [];
  for await (const event of app.container.get<EventStore>(TOKENS.EventStore).readStream(stream)) events.push(event.id);
  return events;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` gives something (10 s at most): the invitations process acts beside the request. */
async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    expect(Date.now(), 'waited 10 s').to.be.below(deadline);
    await pause(50);
  }
}
