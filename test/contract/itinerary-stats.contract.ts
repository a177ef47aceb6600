import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { freshReadModels, type ReadModelFactory } from './read-model-feed.js';

/** The one contract of ItineraryStatsReader, ItineraryViewCounter and ItineraryLikes. */
export function itineraryStatsContract(name: string, factory: ReadModelFactory): void {
  describe(`ItineraryStatsReader, ItineraryViewCounter and ItineraryLikes contract: ${name}`, function () {
    this.timeout(30_000);
    const models = freshReadModels(factory);

    const view = (itineraryId: string, userId: string, at: Date) => ({ itineraryId, userId, at });

    it('answers zeros for an itinerary nobody viewed or liked', async () => {
      expect(await models.fixture.stats.get(randomUUID())).to.deep.equal({ likesCount: 0, viewsCount: 0 });
    });

    it('counts a view at most once per user and UTC day', async () => {
      const id = randomUUID();
      const [ann, bob] = [randomUUID(), randomUUID()];
      const morning = new Date('2026-03-01T00:10:00Z');
      const evening = new Date('2026-03-01T23:50:00Z');
      const nextDay = new Date('2026-03-02T00:00:01Z');
      expect(await models.fixture.stats.recordViews([view(id, ann, morning)])).to.deep.equal([true]);
      expect(await models.fixture.stats.recordViews([view(id, ann, evening)])).to.deep.equal([false]);
      expect(await models.fixture.stats.recordViews([view(id, bob, evening)])).to.deep.equal([true]);
      expect(await models.fixture.stats.recordViews([view(id, ann, nextDay)])).to.deep.equal([true]);
      expect(await models.fixture.stats.get(id)).to.deep.equal({ likesCount: 0, viewsCount: 3 });
      expect((await models.fixture.stats.get(randomUUID())).viewsCount).to.equal(0);
    });

    it('counts a batch view by view: repeats within the batch once, several itineraries apart', async () => {
      const [first, second] = [randomUUID(), randomUUID()];
      const [ann, bob] = [randomUUID(), randomUUID()];
      const at = new Date('2026-05-01T08:00:00Z');
      const later = new Date('2026-05-01T09:00:00Z');
      const counted = await models.fixture.stats.recordViews([
        view(first, ann, at),
        view(first, ann, later),
        view(first, bob, at),
        view(second, ann, at),
      ]);
      expect(counted).to.deep.equal([true, false, true, true]);
      expect((await models.fixture.stats.get(first)).viewsCount).to.equal(2);
      expect((await models.fixture.stats.get(second)).viewsCount).to.equal(1);
      expect(await models.fixture.stats.recordViews([])).to.deep.equal([]);
    });

    it('counts concurrent views of one user on one day once', async () => {
      const id = randomUUID();
      const user = randomUUID();
      const at = new Date('2026-04-01T12:00:00Z');
      const attempts = Array.from({ length: 20 }, () => models.fixture.stats.recordViews([view(id, user, at)]));
      const counted = await Promise.all(attempts);
      expect(counted.flat().filter(Boolean)).to.have.length(1);
      expect((await models.fixture.stats.get(id)).viewsCount).to.equal(1);
    });

    it('keeps one like per user: liking twice counts once, unliking takes it back, then changes nothing', async () => {
      const id = randomUUID();
      const [ann, bob] = [randomUUID(), randomUUID()];
      const at = new Date('2026-06-01T10:00:00Z');
      expect(await models.fixture.stats.like(id, ann, at)).to.equal(true);
      expect(await models.fixture.stats.like(id, ann, at)).to.equal(false);
      expect(await models.fixture.stats.like(id, bob, at)).to.equal(true);
      expect(await models.fixture.stats.get(id)).to.deep.equal({ likesCount: 2, viewsCount: 0 });
      expect(await models.fixture.stats.unlike(id, ann)).to.equal(true);
      expect(await models.fixture.stats.unlike(id, ann)).to.equal(false);
      expect(await models.fixture.stats.get(id)).to.deep.equal({ likesCount: 1, viewsCount: 0 });
      expect((await models.fixture.stats.get(randomUUID())).likesCount).to.equal(0);
    });

    it('counts concurrent likes of one user once', async () => {
      const id = randomUUID();
      const user = randomUUID();
      const liked = await Promise.all(Array.from({ length: 20 }, () => models.fixture.stats.like(id, user, new Date())));
      expect(liked.filter(Boolean)).to.have.length(1);
      expect((await models.fixture.stats.get(id)).likesCount).to.equal(1);
    });

    it('keeps view counts and likes across a rebuild of the read models (not derived from events)', async () => {
      const owner = models.feed.user();
      const id = models.feed.create(owner);
      await models.feed.flush();
      await models.fixture.stats.recordViews([view(id, randomUUID(), new Date())]);
      await models.fixture.stats.like(id, randomUUID(), new Date());
      const target = await models.fixture.rebuilds.prepare();
      await target.switchOver();
      expect(await models.fixture.stats.get(id)).to.deep.equal({ likesCount: 1, viewsCount: 1 });
    });
  });
}
