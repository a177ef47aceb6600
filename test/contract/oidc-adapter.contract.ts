import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Clock } from '../../src/application/ports/clock.port.js';
import { ManualClock } from '../support/manual-clock.js';
import type { OAuthStore } from '../../src/application/ports/oauth-store.port.js';

export interface OAuthStoreFixture {
  store: OAuthStore;
  dispose(): Promise<void>;
}


/**
 * The OAuth store's contract (what oidc-provider's Adapter interface needs, plus listing), run
 * against every adapter. Ids are random per test, so a shared database is fine.
 */
export function oauthStoreContract(name: string, open: (clock: Clock) => Promise<OAuthStoreFixture>): void {
  describe(`OAuth store (oidc-provider adapter) contract: ${name}`, () => {
    let fixture: OAuthStoreFixture;
    let clock: ManualClock;
    beforeEach(async () => {
      clock = new ManualClock();
      fixture = await open(clock);
    });
    afterEach(async () => {
      await fixture.dispose();
    });
    const id = () => randomUUID();
    const model = (kind: string) => fixture.store.model(`${kind}${randomUUID().slice(0, 8)}`);

    it('finds what was upserted, and nothing for an unknown id', async () => {
      const tokens = model('RefreshToken');
      const key = id();
      await tokens.upsert(key, { accountId: 'a', grantId: 'g', scope: 'x y' }, 60);
      expect(await tokens.find(key)).to.deep.equal({ accountId: 'a', grantId: 'g', scope: 'x y' });
      expect(await tokens.find(id())).to.equal(undefined);
    });

    it('keeps models apart: one id in two models is two entries', async () => {
      const key = id();
      const a = model('Session');
      const b = model('Interaction');
      await a.upsert(key, { which: 'a' }, 60);
      await b.upsert(key, { which: 'b' }, 60);
      expect(await a.find(key)).to.deep.equal({ which: 'a' });
      expect(await b.find(key)).to.deep.equal({ which: 'b' });
    });

    it('expires an entry after expiresIn seconds; without expiresIn it never expires', async () => {
      const codes = model('AuthorizationCode');
      const [short, forever] = [id(), id()];
      await codes.upsert(short, { n: 1 }, 10);
      await codes.upsert(forever, { n: 2 });
      clock.advance(9);
      expect(await codes.find(short)).to.deep.equal({ n: 1 });
      clock.advance(2);
      expect(await codes.find(short)).to.equal(undefined);
      await fixture.store.sweep();
      expect(await codes.find(short)).to.equal(undefined);
      clock.advance(10 * 365 * 24 * 3600);
      expect(await codes.find(forever)).to.deep.equal({ n: 2 });
    });

    it('replaces the payload and the expiry on a second upsert', async () => {
      const sessions = model('Session');
      const key = id();
      await sessions.upsert(key, { v: 1 }, 10);
      await sessions.upsert(key, { v: 2 }, 100);
      clock.advance(50);
      expect(await sessions.find(key)).to.deep.equal({ v: 2 });
    });

    it('marks an entry consumed with the time of the first consume', async () => {
      const codes = model('AuthorizationCode');
      const key = id();
      await codes.upsert(key, { grantId: 'g' }, 60);
      await codes.consume(key);
      const consumed = (await codes.find(key))!.consumed;
      expect(consumed).to.equal(Math.floor(clock.now().getTime() / 1000));
      clock.advance(5);
      await codes.consume(key);
      expect((await codes.find(key))!.consumed).to.equal(consumed);
    });

    it('finds by uid and by user code, only while live', async () => {
      const sessions = model('Session');
      const uid = id();
      await sessions.upsert(id(), { uid, accountId: 'a' }, 10);
      expect(await sessions.findByUid(uid)).to.deep.include({ accountId: 'a' });
      expect(await sessions.findByUid(id())).to.equal(undefined);
      const devices = model('DeviceCode');
      await devices.upsert(id(), { userCode: 'ABCD-EFGH', grantId: 'g' }, 10);
      expect(await devices.findByUserCode('ABCD-EFGH')).to.deep.include({ grantId: 'g' });
      clock.advance(11);
      expect(await sessions.findByUid(uid)).to.equal(undefined);
      expect(await devices.findByUserCode('ABCD-EFGH')).to.equal(undefined);
    });

    it('destroys one entry', async () => {
      const tokens = model('AccessToken');
      const [gone, kept] = [id(), id()];
      await tokens.upsert(gone, { n: 1 }, 60);
      await tokens.upsert(kept, { n: 2 }, 60);
      await tokens.destroy(gone);
      expect(await tokens.find(gone)).to.equal(undefined);
      expect(await tokens.find(kept)).to.deep.equal({ n: 2 });
    });

    it('revokes every entry of the model tied to a grant, and nothing else', async () => {
      const tokens = model('RefreshToken');
      const other = model('AuthorizationCode');
      const grant = id();
      const [a, b, c, d] = [id(), id(), id(), id()];
      await tokens.upsert(a, { grantId: grant }, 60);
      await tokens.upsert(b, { grantId: grant }, 60);
      await tokens.upsert(c, { grantId: id() }, 60);
      await other.upsert(d, { grantId: grant }, 60);
      await tokens.revokeByGrantId(grant);
      expect(await tokens.find(a)).to.equal(undefined);
      expect(await tokens.find(b)).to.equal(undefined);
      expect(await tokens.find(c)).to.not.equal(undefined);
      expect(await other.find(d), 'other models revoke through their own call').to.not.equal(undefined);
    });

    it('revokes every entry of the model that names an account, and nothing else', async () => {
      const sessions = model('Session');
      const other = model('Grant');
      const account = id();
      const [a, b, c, d, e] = [id(), id(), id(), id(), id()];
      await sessions.upsert(a, { accountId: account, grantId: id() }, 60);
      await sessions.upsert(b, { accountId: account }, 60);
      await sessions.upsert(c, { accountId: id() }, 60);
      await sessions.upsert(e, { kind: 'no account at all' }, 60);
      await other.upsert(d, { accountId: account }, 60);
      await sessions.revokeByAccountId(account);
      expect(await sessions.find(a)).to.equal(undefined);
      expect(await sessions.find(b)).to.equal(undefined);
      expect(await sessions.find(c)).to.not.equal(undefined);
      expect(await sessions.find(e)).to.not.equal(undefined);
      expect(await other.find(d), 'other models revoke through their own call').to.not.equal(undefined);
    });

    it("revokes one app's entries of an account: the account's other apps and other accounts keep theirs", async () => {
      const grants = model('Grant');
      const other = model('RefreshToken');
      const [account, someone] = [id(), id()];
      const [a, b, c, d, e] = [id(), id(), id(), id(), id()];
      await grants.upsert(a, { accountId: account, clientId: 'app' }, 60);
      await grants.upsert(b, { accountId: account, clientId: 'other-app' }, 60);
      await grants.upsert(c, { accountId: someone, clientId: 'app' }, 60);
      await grants.upsert(e, { clientId: 'app' }, 60);
      await other.upsert(d, { accountId: account, clientId: 'app' }, 60);
      await grants.revokeByAccountAndClient(account, 'app');
      expect(await grants.find(a)).to.equal(undefined);
      expect(await grants.find(b)).to.not.equal(undefined);
      expect(await grants.find(c)).to.not.equal(undefined);
      expect(await grants.find(e)).to.not.equal(undefined);
      expect(await other.find(d), 'other models revoke through their own call').to.not.equal(undefined);
    });

    it("lists the live entries of one model that name an account, with their payloads", async () => {
      const grants = model('Grant');
      const other = model('Session');
      const account = id();
      const [a, b, c, d, e] = [id(), id(), id(), id(), id()];
      await grants.upsert(a, { accountId: account, clientId: 'x' }, 60);
      await grants.upsert(b, { accountId: account, clientId: 'y' }, 600);
      await grants.upsert(c, { accountId: id() }, 60);
      await grants.upsert(e, { accountId: account }, 5);
      await other.upsert(d, { accountId: account }, 60);
      await grants.consume(b);
      clock.advance(10);
      const listed = await grants.listByAccountId(account);
      expect(listed.map((entry) => entry.id)).to.have.members([a, b]);
      expect(listed.find((entry) => entry.id === a)!.payload).to.deep.equal({ accountId: account, clientId: 'x' });
      expect(listed.find((entry) => entry.id === b)!.payload.consumed).to.be.a('number');
      expect(await grants.listByAccountId(id())).to.deep.equal([]);
    });

    it('lists the live entries of one model', async () => {
      const clients = model('Client');
      const [x, y, z] = [id(), id(), id()];
      await clients.upsert(x, { client_id: x });
      await clients.upsert(y, { client_id: y });
      await clients.upsert(z, { client_id: z }, 5);
      clock.advance(6);
      const listed = await clients.list();
      expect(listed.map((e) => e.id)).to.have.members([x, y]);
      expect(listed.find((e) => e.id === x)!.payload).to.deep.equal({ client_id: x });
    });
  });
}
