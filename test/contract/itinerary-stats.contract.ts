import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { ReadModelFactory, ReadModelFixture } from './read-model-feed.js';
import { ReadModelFeed } from './read-model-feed.js';

/** The one contract of ItineraryStatsReader and ItineraryViewCounter. */
export function itineraryStatsContract(name: string, factory: ReadModelFactory): void {
  describe(`ItineraryStatsReader and ItineraryViewCounter contract: ${name}`, function () {
    this.timeout(30_000);
    let fixture: ReadModelFixture;
    beforeEach(async () => (fixture = await factory()));
    afterEach(() => fixture.dispose());

    it('answers zeros for an itinerary nobody viewed', async () => {
      expect(await fixture.stats.get(randomUUID())).to.deep.equal({ likesCount: 0, viewsCount: 0 });
    });

    it('counts a view at most once per user and UTC day', async () => {
      const id = randomUUID();
      const [ann, bob] = [randomUUID(), randomUUID()];
      const morning = new Date('2026-03-01T00:10:00Z');
      const evening = new Date('2026-03-01T23:50:00Z');
      const nextDay = new Date('2026-03-02T00:00:01Z');
      expect(await fixture.stats.recordView(id, ann, morning)).to.equal(true);
      expect(await fixture.stats.recordView(id, ann, evening)).to.equal(false);
      expect(await fixture.stats.recordView(id, bob, evening)).to.equal(true);
      expect(await fixture.stats.recordView(id, ann, nextDay)).to.equal(true);
      expect(await fixture.stats.get(id)).to.deep.equal({ likesCount: 0, viewsCount: 3 });
      expect((await fixture.stats.get(randomUUID())).viewsCount).to.equal(0);
    });

    it('counts concurrent views of one user on one day once', async () => {
      const id = randomUUID();
      const user = randomUUID();
      const at = new Date('2026-04-01T12:00:00Z');
      const counted = await Promise.all(Array.from({ length: 20 }, () => fixture.stats.recordView(id, user, at)));
      expect(counted.filter(Boolean)).to.have.length(1);
      expect((await fixture.stats.get(id)).viewsCount).to.equal(1);
    });

    it('keeps view counts across a rebuild of the read models (they are not derived from events)', async () => {
      const feed = new ReadModelFeed(fixture.store);
      const owner = feed.user();
      const id = feed.create(owner);
      await feed.flush();
      await fixture.stats.recordView(id, randomUUID(), new Date());
      const target = await fixture.rebuilds.prepare();
      await target.switchOver();
      expect((await fixture.stats.get(id)).viewsCount).to.equal(1);
    });
  });
}
