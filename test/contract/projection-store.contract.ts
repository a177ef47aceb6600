import { expect } from 'chai';
import { ProjectionGenerationChangedError } from '../../src/application/ports/projection-store.port.js';
import { noChanges } from '../../src/application/projections/documents.js';
import { ProjectionWriter } from '../../src/application/projections/projection-writer.js';
import { projections } from '../support/read-models.js';
import { freshReadModels, type ReadModelFactory } from './read-model-feed.js';

/** The one contract of ProjectionStore and ReadModelRebuilds: checkpoints, the revision guard, generations, blue/green. */
export function projectionStoreContract(name: string, factory: ReadModelFactory): void {
  describe(`ProjectionStore contract: ${name}`, function () {
    this.timeout(30_000);
    const models = freshReadModels(factory);

    const titles = async (userId: string) => (await models.fixture.list.list({ userId, limit: 50 })).items.map((i) => i.title);

    it('starts with no position, then stores the position of each committed batch', async () => {
      const start = await models.fixture.store.readCheckpoint();
      expect(start.position).to.equal(undefined);
      expect(start.generation).to.be.a('number');
      models.feed.create(models.feed.user());
      const batch = await models.feed.flush();
      expect(await models.fixture.store.readCheckpoint()).to.deep.equal({
        position: batch[batch.length - 1]!.position,
        generation: start.generation,
      });
    });

    it('loads what it stored, and never lets an older revision overwrite a newer one', async () => {
      const ann = models.feed.user();
      const id = models.feed.create(ann, { title: 'Old' });
      await models.feed.flush();
      const [old] = await models.fixture.store.load('itinerary', [id, 'missing']);
      expect(old).to.include({ id, revision: 0 });
      models.feed.run(id, ann, { type: 'PatchItinerary', details: { title: 'New' } });
      await models.feed.flush();

      const { generation } = await models.fixture.store.readCheckpoint();
      await models.fixture.store.commit({ ...noChanges(), itinerary: [old!] }, { position: '999', generation });
      const [current] = await models.fixture.store.load('itinerary', [id]);
      expect(current!.revision).to.equal(1);
      expect(await titles(ann.userId)).to.deep.equal(['New']);
    });

    it('makes a redelivered batch harmless (at-least-once delivery)', async () => {
      const ann = models.feed.user();
      const id = models.feed.create(ann, { title: 'Stops' }, ['One']);
      models.feed.run(id, ann, { type: 'PatchItinerary', details: { summary: 'twice?' } });
      const events = [...models.feed.recorded];
      await models.feed.flush();
      const { generation } = await models.fixture.store.readCheckpoint();
      // A fresh writer has no cache: only the stored revisions stand between the replay and a double apply.
      await new ProjectionWriter(models.fixture.store, projections(), generation).apply(events);
      const page = await models.fixture.list.list({ userId: ann.userId, limit: 5 });
      expect(page.items).to.have.length(1);
      expect(page.items[0]).to.include({ stopCount: 1 });
      const [doc] = await models.fixture.store.load('itinerary', [id]);
      expect(doc!.revision).to.equal(1);
    });

    it('refuses a commit from a stale generation and writes none of it', async () => {
      const { generation } = await models.fixture.store.readCheckpoint();
      const ann = models.feed.user();
      models.feed.create(ann, { title: 'Never' });
      const events = [...models.feed.recorded];
      let error: unknown;
      try {
        await new ProjectionWriter(models.fixture.store, projections(), generation - 1).apply(events);
      } catch (e) {
        error = e;
      }
      expect(error).to.be.instanceOf(ProjectionGenerationChangedError);
      expect(await titles(ann.userId)).to.deep.equal([]);
      expect((await models.fixture.store.readCheckpoint()).position).to.equal(undefined);
    });

    it('rebuilds aside and switches: readers see the old models until the switch, then the rebuilt ones', async () => {
      const ann = models.feed.user();
      const id = models.feed.create(ann, { title: 'Before' });
      const events = [...models.feed.recorded];
      await models.feed.flush();
      const live = await models.fixture.store.readCheckpoint();

      const target = await models.fixture.rebuilds.prepare();
      const aside = await target.store.readCheckpoint();
      expect(aside.position).to.equal(undefined);
      expect(aside.generation).to.equal(live.generation + 1);
      models.feed.run(id, ann, { type: 'PatchItinerary', details: { title: 'After' } });
      const rebuilt = [...events, ...models.feed.recorded];
      await new ProjectionWriter(target.store, projections(), aside.generation).apply(rebuilt);
      expect(await titles(ann.userId)).to.deep.equal(['Before']);

      await target.switchOver();
      expect(await titles(ann.userId)).to.deep.equal(['After']);
      expect(await models.fixture.store.readCheckpoint()).to.deep.equal({
        position: rebuilt[rebuilt.length - 1]!.position,
        generation: live.generation + 1,
      });
      let error: unknown;
      try {
        await models.fixture.store.commit(noChanges(), { position: '1', generation: live.generation });
      } catch (e) {
        error = e;
      }
      expect(error).to.be.instanceOf(ProjectionGenerationChangedError);
    });

    it('discards an abandoned rebuild without touching the live models', async () => {
      const ann = models.feed.user();
      models.feed.create(ann, { title: 'Live' });
      await models.feed.flush();
      const before = await models.fixture.store.readCheckpoint();
      const target = await models.fixture.rebuilds.prepare();
      await target.discard();
      const again = await models.fixture.rebuilds.prepare();
      await again.discard();
      expect(await titles(ann.userId)).to.deep.equal(['Live']);
      expect(await models.fixture.store.readCheckpoint()).to.deep.equal(before);
    });
  });
}
