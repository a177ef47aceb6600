import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { sqlitePositionOrder } from '../../src/adapters/outbound/sqlite/position-order.js';
import type { EventStore, RecordedEvent } from '../../src/application/ports/event-store.port.js';
import type { ReadModelRebuilds } from '../../src/application/ports/projection-store.port.js';
import { ReadModelRebuild } from '../../src/application/projections/rebuild.js';
import type { ProjectionProgress } from '../../src/application/ports/projection-progress.port.js';
import { TOKENS } from '../../src/tokens.js';
import { startTestApp } from '../support/app.js';
import { startWriters } from '../support/acknowledged-writers.js';
import { childEnv, credentialsFor, startChildApp } from '../support/child-app.js';
import { projections, snapshotReadModels } from '../support/read-models.js';

/** Writes the clients must see acknowledged before the kill; more are in flight when it lands. */
const ACKNOWLEDGED = 5_000;
const WRITERS = 24;

describe('crash safety: the app killed with SIGKILL during acknowledged writes', function () {
  this.timeout(120_000);
  let dataDir: string;
  before(async () => (dataDir = await mkdtemp(path.join(os.tmpdir(), 'crash-safety-'))));
  after(() => rm(dataDir, { recursive: true, force: true }));

  it(`keeps every one of ${ACKNOWLEDGED} acknowledged writes, and its read models equal a full rebuild after restart`, async () => {
    const { port, token } = await credentialsFor(dataDir);
    const env = childEnv(port, dataDir);
    const app = await startChildApp(env);
    const { acknowledged, stop, finished } = startWriters(app.url, token, WRITERS);
    while (acknowledged.length < ACKNOWLEDGED) {
      if (app.process.exitCode !== null) throw new Error('the app exited early');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    stop();
    app.process.kill('SIGKILL');
    expect(await app.exited).to.equal('SIGKILL');
    await finished;
    const count = acknowledged.length;
    expect(count).to.be.at.least(ACKNOWLEDGED);

    const restarted = await startTestApp(env, dataDir);
    try {
      const events = restarted.container.get<EventStore>(TOKENS.EventStore);
      const streams = new Map<string, RecordedEvent[]>();
      for (const { itineraryId } of acknowledged) {
        if (streams.has(itineraryId)) continue;
        const stream: RecordedEvent[] = [];
        for await (const event of events.readStream(`itinerary-${itineraryId}`)) stream.push(event);
        streams.set(itineraryId, stream);
      }
      const lost = acknowledged.filter(({ itineraryId, revision, summary }) => {
        const event = streams.get(itineraryId)![revision];
        if (!event) return true;
        return summary === '' ? event.type !== 'ItineraryCreated' : (event.data as { changes?: { summary?: string } }).changes?.summary !== summary;
      });
      expect(lost, 'acknowledged writes missing after the restart').to.deep.equal([]);

      // The projector catches up on what it had not applied; then live read models equal a rebuild.
      expect(await restarted.container.get<ProjectionProgress>(TOKENS.ProjectionProgress).catchUp(30_000)).to.equal(true);
      const database = restarted.container.get<SqliteDatabase>(TOKENS.SqliteDatabase);
      const rebuild = new ReadModelRebuild(events, restarted.container.get<ReadModelRebuilds>(TOKENS.ReadModelRebuilds), projections(), sqlitePositionOrder);
      const { target } = await rebuild.build();
      const live = snapshotReadModels(database, 'live');
      const rebuilt = snapshotReadModels(database, 'next');
      await target.discard();
      expect(live.summaries).to.have.length(WRITERS);
      for (const table of Object.keys(rebuilt)) expect(live[table], table).to.deep.equal(rebuilt[table]);
    } finally {
      await restarted.stop();
    }
  });
});
