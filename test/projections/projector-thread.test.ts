import { expect } from 'chai';
import type { Worker } from 'node:worker_threads';
import { ProjectorThread } from '../../src/adapters/inbound/projector/projector-thread.js';
import type { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { TOKENS } from '../../src/tokens.js';
import { sqlitePositionOrder } from '../../src/adapters/outbound/sqlite/position-order.js';
import { call, createItinerary, traveller, type Traveller } from '../adapters/inbound/http/itinerary/support.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { appendMix } from '../support/event-mix.js';
import { embeddedReadModels, silentLogger } from '../support/read-models.js';

const titlesListed = async (app: TestApp, who: Traveller): Promise<string[]> => {
  const list = await call(app, 'GET', '/v1/itineraries', { token: who.token });
  expect(list.status).to.equal(200);
  return (list.body.items as { title: string }[]).map((item) => item.title);
};

describe('the embedded projector on its own thread (PROJECTOR_THREAD)', function () {
  this.timeout(30_000);

  for (const thread of ['true', 'false']) {
    it(`PROJECTOR_THREAD=${thread}: a list right after a write shows it, and the projector is ready`, async () => {
      const app = await startTestApp({ PROJECTOR_THREAD: thread });
      try {
        expect(app.container.get(TOKENS.RunningProjector) instanceof ProjectorThread).to.equal(thread === 'true');
        // With the thread, its connection copies the WAL into the file, not the request loop's.
        const api = app.container.get<SqliteDatabase>(TOKENS.SqliteDatabase).connection;
        expect(api.pragma('wal_autocheckpoint', { simple: true })).to.equal(thread === 'true' ? 0 : 1000);
        const owner = await traveller(app);
        await createItinerary(app, owner, { title: 'Rome in May' });
        expect(await titlesListed(app, owner)).to.deep.equal(['Rome in May']);
        const ready = await call(app, 'GET', '/readyz');
        expect(ready.status).to.equal(200);
        expect(ready.body.checks.projector.details).to.deep.equal({ inProcess: true, lag: 0 });
      } finally {
        await app.close();
      }
    });
  }

  it('starts a thread that ended on its own again, which picks up from the stored checkpoint', async () => {
    const app = await startTestApp();
    try {
      const owner = await traveller(app);
      const projector = app.container.get<ProjectorThread>(TOKENS.RunningProjector);
      await createItinerary(app, owner, { title: 'Before' });
      await (projector as unknown as { worker: Worker }).worker.terminate();
      expect(projector.running).to.equal(false);
      await createItinerary(app, owner, { title: 'After' });
      expect(await projector.catchUp(10_000)).to.equal(true);
      expect(projector.running).to.equal(true);
      expect(await titlesListed(app, owner)).to.have.members(['Before', 'After']);
    } finally {
      await app.close();
    }
  });

  it('holds no batch back while the API waits for the checkpoint (the thread hears of waiting readers)', async () => {
    const env = embeddedReadModels('projector-thread');
    const entry = new URL('../../src/projector-thread-main.ts', import.meta.url);
    const data = { dataDir: env.dir.path, logLevel: 'silent' as const, liveBatchIntervalMs: 60_000 };
    const thread = new ProjectorThread(entry, data, env.events, env.events.notifier, sqlitePositionOrder, silentLogger);
    await thread.start();
    try {
      await appendMix(env.events, { events: 5, seed: 31 });
      expect(await thread.catchUp(10_000)).to.equal(true);
      // Held back for a minute, but for the reader waiting here.
      await appendMix(env.events, { events: 5, seed: 32 });
      expect(await thread.catchUp(10_000)).to.equal(true);
    } finally {
      await thread.stop();
      await env.close();
    }
  });
});
