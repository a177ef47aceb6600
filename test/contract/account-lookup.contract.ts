import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { freshReadModels, type ReadModelFactory } from './read-model-feed.js';

/** The one contract of AccountLookup (fed by account events). */
export function accountLookupContract(name: string, factory: ReadModelFactory): void {
  describe(`AccountLookup contract: ${name}`, function () {
    this.timeout(30_000);
    const models = freshReadModels(factory);

    it('finds a registered account by id and by email, any case, with its name and plan', async () => {
      const ann = models.feed.user();
      models.feed.register(ann, 'Ann@Example.com', 'Ann');
      await models.feed.flush();
      const expected = { id: ann.userId, email: 'ann@example.com', displayName: 'Ann', plan: 'free' };
      expect(await models.fixture.accounts.get(ann.userId)).to.deep.equal(expected);
      expect(await models.fixture.accounts.findByEmail(' ANN@example.COM ')).to.deep.equal(expected);
      expect(await models.fixture.accounts.findByEmail('nobody@example.com')).to.equal(undefined);
      expect(await models.fixture.accounts.get(randomUUID())).to.equal(undefined);
    });

    it('follows display-name and plan changes and ignores events it does not show', async () => {
      const bob = models.feed.user();
      models.feed.register(bob, 'bob@example.com', 'Bob');
      models.feed.account(bob.userId, { type: 'DisplayNameChanged', data: { displayName: 'Robert' } });
      models.feed.account(bob.userId, { type: 'PlanChanged', data: { plan: 'pro' } });
      models.feed.account(bob.userId, { type: 'AiImportsConsentChanged', data: { consent: true } });
      await models.feed.flush();
      expect(await models.fixture.accounts.get(bob.userId)).to.deep.include({ displayName: 'Robert', plan: 'pro' });
    });

    it('looks many up at once, leaving out unknown ids', async () => {
      const [ann, bob] = [models.feed.user(), models.feed.user()];
      models.feed.register(ann, 'ann@example.com', 'Ann');
      models.feed.register(bob, 'bob@example.com', 'Bob');
      await models.feed.flush();
      const found = await models.fixture.accounts.getMany([ann.userId, bob.userId, randomUUID(), ann.userId]);
      expect([...found.keys()].sort()).to.deep.equal([ann.userId, bob.userId].sort());
      expect(found.get(bob.userId)!.displayName).to.equal('Bob');
    });
  });
}
