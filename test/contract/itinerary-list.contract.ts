import { expect } from 'chai';
import type { ItineraryListItem } from '../../src/application/ports/itinerary-list.port.js';
import { InvalidCursorError } from '../../src/application/shared/page.js';
import type { Role } from '../../src/domain/itinerary/types.js';
import { freshReadModels, type ReadModelFactory } from './read-model-feed.js';

/** The one contract of ItineraryListReader, run against every read-model store. */
export function itineraryListContract(name: string, factory: ReadModelFactory): void {
  describe(`ItineraryListReader contract: ${name}`, function () {
    this.timeout(30_000);
    const models = freshReadModels(factory);

    const all = async (userId: string, role?: Role, limit = 2): Promise<ItineraryListItem[]> => {
      const items: ItineraryListItem[] = [];
      let cursor: string | undefined;
      do {
        const page = await models.fixture.list.list({ userId, limit, ...(role ? { role } : {}), ...(cursor ? { cursor } : {}) });
        expect(page.items.length).to.be.at.most(limit);
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return items;
    };

    it("lists the caller's own and shared itineraries, newest change first, with the caller's role", async () => {
      const [ann, bob, eve] = [models.feed.user(), models.feed.user(), models.feed.user()];
      const first = models.feed.create(ann, { title: 'First', destination: 'Rome', startDate: '2026-05-01' });
      const shared = models.feed.create(bob, { title: 'Shared with Ann' });
      models.feed.run(shared, bob, { type: 'AddMember', userId: ann.userId, role: 'editor' });
      const second = models.feed.create(ann, { title: 'Second' });
      const strangers = models.feed.create(eve, { title: 'Public, not Ann’s' });
      models.feed.run(strangers, eve, { type: 'ChangeVisibility', visibility: 'public' });
      models.feed.run(first, ann, { type: 'PatchItinerary', details: { summary: 'touched last' } });
      await models.feed.flush();

      const items = await all(ann.userId);
      expect(items.map((i) => i.id)).to.deep.equal([first, second, shared]);
      expect(items.map((i) => i.role)).to.deep.equal(['owner', 'owner', 'editor']);
      const [top] = items;
      expect(top).to.include({ title: 'First', destination: 'Rome', startDate: '2026-05-01', visibility: 'private' });
      expect(top).to.include({ ownerId: ann.userId, dayCount: 1, stopCount: 0, likesCount: 0, viewsCount: 0 });
      expect(Date.parse(top!.updatedAt)).to.be.greaterThan(Date.parse(top!.createdAt));
    });

    it('filters by role', async () => {
      const [ann, bob] = [models.feed.user(), models.feed.user()];
      const own = models.feed.create(ann);
      const edits = models.feed.create(bob);
      models.feed.run(edits, bob, { type: 'AddMember', userId: ann.userId, role: 'editor' });
      const views = models.feed.create(bob);
      models.feed.run(views, bob, { type: 'AddMember', userId: ann.userId, role: 'viewer' });
      await models.feed.flush();
      expect((await all(ann.userId, 'owner')).map((i) => i.id)).to.deep.equal([own]);
      expect((await all(ann.userId, 'editor')).map((i) => i.id)).to.deep.equal([edits]);
      expect((await all(ann.userId, 'viewer')).map((i) => i.id)).to.deep.equal([views]);
      expect((await all(bob.userId, 'owner')).map((i) => i.id)).to.deep.equal([views, edits]);
    });

    it('pages through every itinerary exactly once with opaque cursors', async () => {
      const ann = models.feed.user();
      const ids = Array.from({ length: 7 }, (_, n) => models.feed.create(ann, { title: `Trip ${n}` }));
      await models.feed.flush();
      const items = await all(ann.userId, undefined, 3);
      expect(items.map((i) => i.id)).to.deep.equal([...ids].reverse());
      const firstPage = await models.fixture.list.list({ userId: ann.userId, limit: 7 });
      expect(firstPage.nextCursor).to.equal(undefined);
    });

    it('refuses a cursor it did not issue', async () => {
      for (const cursor of ['garbage', Buffer.from('["search",1,"x"]').toString('base64url')]) {
        let error: unknown;
        try {
          await models.fixture.list.list({ userId: 'u', limit: 5, cursor });
        } catch (e) {
          error = e;
        }
        expect(error).to.be.instanceOf(InvalidCursorError);
      }
    });

    it('drops deleted itineraries and removed members, and follows role changes', async () => {
      const [ann, bob] = [models.feed.user(), models.feed.user()];
      const deleted = models.feed.create(ann);
      const kept = models.feed.create(ann);
      models.feed.run(kept, ann, { type: 'AddMember', userId: bob.userId, role: 'viewer' });
      await models.feed.flush();
      expect((await all(bob.userId)).map((i) => i.role)).to.deep.equal(['viewer']);

      models.feed.run(deleted, ann, { type: 'DeleteItinerary' });
      models.feed.run(kept, ann, { type: 'ChangeMemberRole', userId: bob.userId, role: 'editor' });
      await models.feed.flush();
      expect((await all(ann.userId)).map((i) => i.id)).to.deep.equal([kept]);
      expect((await all(bob.userId)).map((i) => i.role)).to.deep.equal(['editor']);

      models.feed.run(kept, ann, { type: 'RemoveMember', userId: bob.userId });
      await models.feed.flush();
      expect(await all(bob.userId)).to.deep.equal([]);
    });

    it('shows the cover, the day and stop counts, the view count and the like count', async () => {
      const [ann, bob] = [models.feed.user(), models.feed.user()];
      const id = models.feed.create(ann, {}, ['Colosseum', 'Forum']);
      models.feed.run(id, ann, { type: 'SetCoverImage', image: { mediaId: 'cover-1', contentType: 'image/jpeg' } });
      await models.feed.flush();
      await models.fixture.stats.recordViews([{ itineraryId: id, userId: bob.userId, at: new Date('2026-01-01T10:00:00Z') }]);
      await models.fixture.stats.like(id, bob.userId, new Date('2026-01-01T10:00:00Z'));
      await models.fixture.stats.like(id, ann.userId, new Date('2026-01-01T10:00:00Z'));
      const [item] = await all(ann.userId);
      expect(item).to.deep.include({ dayCount: 1, stopCount: 2, viewsCount: 1, likesCount: 2 });
      expect(item!.cover).to.deep.equal({ mediaId: 'cover-1', contentType: 'image/jpeg' });
    });
  });
}
