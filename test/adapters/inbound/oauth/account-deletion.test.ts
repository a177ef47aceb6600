import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { RegisterAccount } from '../../../../src/application/account/register-account.js';
import { SignInRefused, type SignIn } from '../../../../src/application/account/sign-in.js';
import type { EventStore, RecordedEvent } from '../../../../src/application/ports/event-store.port.js';
import type { PositionOrder } from '../../../../src/application/ports/position-order.port.js';
import type { ProjectionProgress } from '../../../../src/application/ports/projection-progress.port.js';
import type { ReadModelRebuilds } from '../../../../src/application/ports/projection-store.port.js';
import type { Projection } from '../../../../src/application/projections/projection.js';
import { ReadModelRebuild } from '../../../../src/application/projections/rebuild.js';
import type { SqliteDatabase } from '../../../../src/adapters/outbound/sqlite/database.js';
import { TOKENS } from '../../../../src/tokens.js';
import { AccountPagesUser } from '../../../support/account-pages.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { createUser, issueToken, TEST_PASSWORD } from '../../../support/auth.js';
import { addMember, call, createItinerary, traveller, type Traveller } from '../http/itinerary/support.js';

const NAME = 'Zenobia Quillfeather';

describe('Account deletion: itineraries, memberships, sign-ins and personal data', function () {
  this.timeout(120_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.close());

  /** Every row of every table of the embedded database (events, read models, OAuth store…), as text. */
  function everyRow(only?: string): string {
    const db = app.container.get<SqliteDatabase>(TOKENS.SqliteDatabase).connection;
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all().filter(({ name }) => !only || name === only);
    return tables
      .map(({ name }) =>
        db
          .prepare(`SELECT * FROM "${name}"`)
          .all()
          .map((row) => Object.values(row as Record<string, unknown>).map((v) => (Buffer.isBuffer(v) ? v.toString('latin1') : String(v))).join('|'))
          .join('\n'),
      )
      .join('\n')
      .toLowerCase();
  }

  const events = async (): Promise<RecordedEvent[]> => {
    const found: RecordedEvent[] = [];
    for await (const event of app.container.get<EventStore>(TOKENS.EventStore).readAll()) found.push(event);
    return found;
  };
  const caughtUp = () => app.container.get<ProjectionProgress>(TOKENS.ProjectionProgress).catchUp(10_000);
  const rebuild = () =>
    new ReadModelRebuild(
      app.container.get<EventStore>(TOKENS.EventStore),
      app.container.get<ReadModelRebuilds>(TOKENS.ReadModelRebuilds),
      app.container.get<Projection[]>(TOKENS.Projections),
      app.container.get<PositionOrder>(TOKENS.PositionOrder),
    ).run();
  const signIn = (email: string) =>
    app.container.get<SignIn>(TOKENS.SignIn).execute(email, TEST_PASSWORD, '10.4.4.4').then(
      () => 'signed in',
      (error: unknown) => (error instanceof SignInRefused ? 'refused' : Promise.reject(error)),
    );

  it('DELETE /v1/me: deletes what the account owns, leaves what it shares, ends its tokens, and leaves no name or address in any table, read model, rebuild or replay', async () => {
    const email = `zenobia-${Date.now()}@example.test`;
    const { userId } = await createUser(app, { email, displayName: NAME });
    const zenobia: Traveller = { userId, token: await issueToken(app, { userId, firstParty: true }) };
    const friend = await traveller(app, { displayName: 'Friend Fernsby', firstParty: true });
    const own = await createItinerary(app, zenobia, { title: 'A trip of my own' });
    await addMember(app, own.id, zenobia, friend, 'viewer');
    const shared = await createItinerary(app, friend, { title: 'The friend trip' });
    await addMember(app, shared.id, friend, zenobia, 'editor');
    // Her name is in the read models, and only sealed in the log.
    await caughtUp();
    expect(everyRow('events')).to.contain(`account-${userId}`).and.not.contain(NAME.toLowerCase());
    expect(everyRow()).to.contain(NAME.toLowerCase());
    const members = await call(app, 'GET', `/v1/itinerary/${shared.id}/members`, { token: friend.token });
    expect(JSON.stringify(members.body)).to.contain(NAME);

    const thirdParty = await issueToken(app, { userId, firstParty: false });
    expect((await call(app, 'DELETE', '/v1/me', { token: thirdParty, body: { currentPassword: TEST_PASSWORD } })).status, 'third-party app').to.equal(403);
    expect((await call(app, 'DELETE', '/v1/me', { token: zenobia.token, body: {} })).status, 'no password').to.equal(400);
    const wrong = await call(app, 'DELETE', '/v1/me', { token: zenobia.token, body: { currentPassword: 'not it at all' } });
    expect([wrong.status, wrong.body.code]).to.deep.equal([400, 'validationFailed']);
    expect((await call(app, 'GET', `/v1/itinerary/${own.id}`, { token: friend.token })).status, 'refusals change nothing').to.equal(200);

    const deleted = await call(app, 'DELETE', '/v1/me', { token: zenobia.token, body: { currentPassword: TEST_PASSWORD } });
    expect(deleted.status, deleted.text).to.equal(204);

    expect((await call(app, 'GET', `/v1/itinerary/${own.id}`, { token: friend.token })).status, 'her own itinerary is deleted').to.equal(404);
    const left = await call(app, 'GET', `/v1/itinerary/${shared.id}/members`, { token: friend.token });
    expect(left.body.members.map((m: { userId: string }) => m.userId), 'she left the shared one').to.not.include(userId);
    expect((await call(app, 'GET', '/v1/me', { token: zenobia.token })).status, 'her token').to.equal(404);
    expect((await call(app, 'GET', '/v1/itineraries', { token: zenobia.token })).status).to.equal(404);
    expect((await call(app, 'POST', '/v1/itinerary', { token: zenobia.token, body: { title: 'x', destination: 'y', center: { latitude: 1, longitude: 1 } } })).status).to.equal(404);
    expect(await signIn(email)).to.equal('refused');
    expect(existsSync(join(app.dataDir, 'secrets', `account-key-${userId}.json`)), 'her key is destroyed').to.equal(false);

    await caughtUp();
    const rows = everyRow();
    expect(rows, 'no table holds her name').to.not.contain(NAME.toLowerCase());
    expect(rows, 'no table holds her address').to.not.contain(email);

    await rebuild();
    const rebuilt = everyRow();
    expect(rebuilt).to.not.contain(NAME.toLowerCase());
    expect(rebuilt).to.not.contain(email);

    // Replay: her stream still folds, to a tombstone, with placeholders where her data was.
    const hers = (await events()).filter((e) => e.streamId === `account-${userId}`);
    expect(hers.map((e) => e.type)).to.include.members(['AccountRegistered', 'AccountDeleted']);
    expect(hers[0]!.data).to.include({ email: '', displayName: 'Deleted account', passwordHash: '' });
    expect(JSON.stringify(hers).toLowerCase()).to.not.contain(NAME.toLowerCase()).and.not.contain(email);

    // The address is free again.
    const again = await app.container
      .get<RegisterAccount>(TOKENS.RegisterAccount)
      .execute({ email, password: TEST_PASSWORD, displayName: 'Someone new' }, { clientId: 'test', correlationId: 'c', causationId: 'c' });
    expect(again.accountId).to.not.equal(userId);
  });

  it('the page: asks for the current password, then deletes and signs out', async () => {
    const email = `page-${Date.now()}@example.test`;
    const { userId } = await createUser(app, { email, displayName: 'Page Deleter' });
    const browser = new AccountPagesUser(app.url);
    await browser.signIn(email);
    const form = await browser.request('/oauth/account/delete');
    expect(await form.text()).to.contain('Delete my account for good').and.contain('autocomplete="current-password"');
    const wrong = await browser.post('/oauth/account/delete', { currentPassword: 'nope, not it' });
    expect(wrong.status).to.equal(400);
    expect(await wrong.text()).to.contain('Current password is not the password of this account.');
    expect(await signIn(email)).to.equal('signed in');

    const done = await browser.post('/oauth/account/delete', { currentPassword: TEST_PASSWORD });
    expect(done.status).to.equal(200);
    expect(await done.text()).to.contain('Account deleted');
    expect((await browser.request('/oauth/account')).status).to.equal(303);
    expect(await signIn(email)).to.equal('refused');
    expect(existsSync(join(app.dataDir, 'secrets', `account-key-${userId}.json`))).to.equal(false);
  });
});
