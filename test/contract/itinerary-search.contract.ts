import { expect } from 'chai';
import type { ItineraryListItem } from '../../src/application/ports/itinerary-list.port.js';
import { InvalidCursorError } from '../../src/application/shared/page.js';
import { freshReadModels, type ReadModelFactory } from './read-model-feed.js';

/** The one contract of ItinerarySearchReader. Terms are whole words: prefix matching is not promised. */
export function itinerarySearchContract(name: string, factory: ReadModelFactory): void {
  describe(`ItinerarySearchReader contract: ${name}`, function () {
    this.timeout(30_000);
    const models = freshReadModels(factory);

    const ids = async (userId: string, text: string, limit = 20): Promise<string[]> =>
      (await models.fixture.search.search({ userId, text, limit })).items.map((i) => i.id);

    const publicTrip = (owner = models.feed.user(), details = {}, stops: string[] = []): string => {
      const id = models.feed.create(owner, details, stops);
      models.feed.run(id, owner, { type: 'ChangeVisibility', visibility: 'public' });
      return id;
    };

    it('finds by title, destination, tag, summary and stop name, without regard to case or diacritics', async () => {
      const id = publicTrip(models.feed.user(), {
        title: 'Alpine weekend',
        destination: 'Zürich',
        tags: ['chocolate'],
        summary: 'Lakes and trams',
      }, ['Kunsthaus']);
      publicTrip(models.feed.user(), { title: 'Something else', destination: 'Oslo' });
      await models.feed.flush();
      const stranger = models.feed.user().userId;
      for (const text of ['alpine', 'ZURICH', 'zürich', 'chocolate', 'trams', 'kunsthaus']) {
        expect(await ids(stranger, text), text).to.deep.equal([id]);
      }
    });

    it('needs every term to match', async () => {
      const rome = publicTrip(models.feed.user(), { title: 'Rome food tour', destination: 'Rome' });
      publicTrip(models.feed.user(), { title: 'Rome by bike', destination: 'Rome' });
      await models.feed.flush();
      expect(await ids(models.feed.user().userId, 'rome food')).to.deep.equal([rome]);
      expect(await ids(models.feed.user().userId, 'rome nothing')).to.deep.equal([]);
    });

    it("finds public itineraries for anyone, the caller's own and shared ones of any visibility, never others' unlisted or private ones", async () => {
      const [ann, bob] = [models.feed.user(), models.feed.user()];
      const open = publicTrip(ann, { title: 'Lisbon public' });
      const own = models.feed.create(ann, { title: 'Lisbon private' });
      const unlisted = models.feed.create(ann, { title: 'Lisbon unlisted' });
      models.feed.run(unlisted, ann, { type: 'ChangeVisibility', visibility: 'unlisted' });
      const shared = models.feed.create(ann, { title: 'Lisbon shared' });
      models.feed.run(shared, ann, { type: 'AddMember', userId: bob.userId, role: 'viewer' });
      await models.feed.flush();

      expect((await ids(ann.userId, 'lisbon')).sort()).to.deep.equal([open, own, unlisted, shared].sort());
      expect((await ids(bob.userId, 'lisbon')).sort()).to.deep.equal([open, shared].sort());
      expect(await ids(models.feed.user().userId, 'lisbon')).to.deep.equal([open]);

      const byId = new Map((await models.fixture.search.search({ userId: bob.userId, text: 'lisbon', limit: 10 })).items.map((i) => [i.id, i]));
      expect(byId.get(open)!.role).to.equal('viewer');
      expect(byId.get(shared)!.role).to.equal('viewer');
      const annSees = (await models.fixture.search.search({ userId: ann.userId, text: 'lisbon', limit: 10 })).items;
      expect(annSees.every((i) => i.role === 'owner')).to.equal(true);
    });

    it('ranks a title match above a summary match', async () => {
      const inSummary = publicTrip(models.feed.user(), { title: 'Coastal drive', summary: 'Ends with a day in Porto' });
      const inTitle = publicTrip(models.feed.user(), { title: 'Porto in three days', summary: 'Port wine cellars' });
      await models.feed.flush();
      expect(await ids(models.feed.user().userId, 'porto')).to.deep.equal([inTitle, inSummary]);
    });

    it('pages through all matches exactly once', async () => {
      const made = Array.from({ length: 7 }, (_, n) => publicTrip(models.feed.user(), { title: `Kyoto trip ${n}` }));
      await models.feed.flush();
      const user = models.feed.user().userId;
      const seen: ItineraryListItem[] = [];
      let cursor: string | undefined;
      do {
        const page = await models.fixture.search.search({ userId: user, text: 'kyoto', limit: 3, ...(cursor ? { cursor } : {}) });
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.map((i) => i.id).sort()).to.deep.equal([...made].sort());
    });

    it('reflects changes and deletions, and treats query syntax as plain words', async () => {
      const ann = models.feed.user();
      const id = publicTrip(ann, { title: 'Hanoi street food' });
      await models.feed.flush();
      models.feed.run(id, ann, { type: 'PatchItinerary', details: { title: 'Saigon street food' } });
      await models.feed.flush();
      expect(await ids(ann.userId, 'hanoi')).to.deep.equal([]);
      expect(await ids(ann.userId, 'saigon')).to.deep.equal([id]);
      for (const text of ['"saigon', 'saigon*', 'saigon:', '(saigon)', '-saigon', '^saigon', '{saigon} +']) {
        expect(await ids(ann.userId, text), text).to.include(id);
      }
      expect(await ids(ann.userId, '!!! ???')).to.deep.equal([]);
      models.feed.run(id, ann, { type: 'DeleteItinerary' });
      await models.feed.flush();
      expect(await ids(ann.userId, 'saigon')).to.deep.equal([]);
    });

    it('refuses a cursor it did not issue', async () => {
      let error: unknown;
      try {
        await models.fixture.search.search({ userId: 'u', text: 'x', limit: 5, cursor: Buffer.from('["list","a","b"]').toString('base64url') });
      } catch (e) {
        error = e;
      }
      expect(error).to.be.instanceOf(InvalidCursorError);
    });
  });
}
