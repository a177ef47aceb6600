import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { ReadModelFeed, type ReadModelFactory, type ReadModelFixture } from './read-model-feed.js';

/** The one contract of AccountLookup (fed by account events). */
export function accountLookupContract(name: string, factory: ReadModelFactory): void {
  describe(`AccountLookup contract: ${name}`, function () {
    this.timeout(30_000);
    let fixture: ReadModelFixture;
    let feed: ReadModelFeed;
    beforeEach(async () => {
      fixture = await factory();
      feed = new ReadModelFeed(fixture.store);
    });
    afterEach(() => fixture.dispose());

    it('finds a registered account by id and by email, any case, with its name and plan', async () => {
      const ann = feed.user();
      feed.register(ann, 'Ann@Example.com', 'Ann');
      await feed.flush();
      const expected = { id: ann.userId, email: 'ann@example.com', displayName: 'Ann', plan: 'free' };
      expect(await fixture.accounts.get(ann.userId)).to.deep.equal(expected);
      expect(await fixture.accounts.findByEmail(' ANN@example.COM ')).to.deep.equal(expected);
      expect(await fixture.accounts.findByEmail('nobody@example.com')).to.equal(undefined);
      expect(await fixture.accounts.get(randomUUID())).to.equal(undefined);
    });

    it('follows display-name and plan changes and ignores events it does not show', async () => {
      const bob = feed.user();
      feed.register(bob, 'bob@example.com', 'Bob');
      feed.account(bob.userId, { type: 'DisplayNameChanged', data: { displayName: 'Robert' } });
      feed.account(bob.userId, { type: 'PlanChanged', data: { plan: 'pro' } });
      feed.account(bob.userId, { type: 'AiImportsConsentChanged', data: { consent: true } });
      await feed.flush();
      expect(await fixture.accounts.get(bob.userId)).to.deep.include({ displayName: 'Robert', plan: 'pro' });
    });

    it('looks many up at once, leaving out unknown ids', async () => {
      const [ann, bob] = [feed.user(), feed.user()];
      feed.register(ann, 'ann@example.com', 'Ann');
      feed.register(bob, 'bob@example.com', 'Bob');
      await feed.flush();
      const found = await fixture.accounts.getMany([ann.userId, bob.userId, randomUUID(), ann.userId]);
      expect([...found.keys()].sort()).to.deep.equal([ann.userId, bob.userId].sort());
      expect(found.get(bob.userId)!.displayName).to.equal('Bob');
    });
  });
}
