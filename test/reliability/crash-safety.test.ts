import { randomUUID } from 'node:crypto';
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
import { childEnv, credentialsFor, startChildApp } from '../support/child-app.js';
import { projections, snapshotReadModels } from '../support/read-models.js';

/** Writes the clients must see acknowledged before the kill; more are in flight when it lands. */
const ACKNOWLEDGED = 5_000;
const WRITERS = 24;

interface Acknowledged {
  itineraryId: string;
  revision: number;
  summary: string;
}

describe('crash safety: the app killed with SIGKILL during acknowledged writes', function () {
  this.timeout(120_000);
  let dataDir: string;
  before(async () => (dataDir = await mkdtemp(path.join(os.tmpdir(), 'crash-safety-'))));
  after(() => rm(dataDir, { recursive: true, force: true }));

  it(`keeps every one of ${ACKNOWLEDGED} acknowledged writes, and its read models equal a full rebuild after restart`, async () => {
    const { port, token } = await credentialsFor(dataDir);
    const env = childEnv(port, dataDir);
    const app = await startChildApp(env);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

    // Each writer creates an itinerary, then patches it with the ETag it was given, recording each
    // acknowledgement as the client saw it, until the connection dies under it.
    const acknowledged: Acknowledged[] = [];
    let killed = false;
    const writer = async (n: number): Promise<void> => {
      try {
        const created = await fetch(`${app.url}/v1/itinerary`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ title: `Writer ${n}`, destination: `Crash ${randomUUID()}`, center: { latitude: 1, longitude: 2 } }),
        });
        expect(created.status).to.equal(201);
        const itineraryId = ((await created.json()) as { id: string }).id;
        let etag = created.headers.get('etag')!;
        acknowledged.push({ itineraryId, revision: Number(JSON.parse(etag)), summary: '' });
        for (let i = 0; !killed; i++) {
          const summary = `writer ${n} write ${i}`;
          const res = await fetch(`${app.url}/v1/itinerary/${itineraryId}`, {
            method: 'PATCH',
            headers: { ...headers, 'If-Match': etag },
            body: JSON.stringify({ summary }),
          });
          expect(res.status, await res.clone().text()).to.equal(200);
          await res.arrayBuffer();
          etag = res.headers.get('etag')!;
          acknowledged.push({ itineraryId, revision: Number(JSON.parse(etag)), summary });
        }
      } catch (error) {
        if (!killed) throw error;
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
    while (acknowledged.length < ACKNOWLEDGED) {
      if (app.process.exitCode !== null) throw new Error('the app exited early');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    killed = true;
    app.process.kill('SIGKILL');
    expect(await app.exited).to.equal('SIGKILL');
    await Promise.all(writers);
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
