import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { startWriters } from '../support/acknowledged-writers.js';
import { childEnv, credentialsFor, startChildApp, type ChildApp } from '../support/child-app.js';
import { startReceiver, type Receiver } from '../support/webhook-receiver.js';

const WRITERS = 8;
/** Writes acknowledged before the kill; the receiver is still behind when it lands. */
const ACKNOWLEDGED = 400;
/** Deliveries in flight at once: what a kill may send twice at most. */
const CONCURRENCY = 8;

/**
 * Webhooks across a SIGKILL: the service delivers to a slow receiver while writes go on, is killed,
 * and is started again on the same data. Every acknowledged write reaches the receiver, in log order
 * per itinerary (first arrivals), and a delivery arrives twice only if it was in flight at the kill.
 */
describe('crash safety: webhook deliveries when the service is killed with SIGKILL', function () {
  this.timeout(180_000);
  let dataDir: string;
  let receiver: Receiver;
  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'webhook-crash-'));
    receiver = await startReceiver();
  });
  after(async () => {
    await receiver.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no delivery of an acknowledged write and repeats only what was in flight', async () => {
    const { port, token } = await credentialsFor(dataDir);
    const env = {
      ...childEnv(port, dataDir),
      WEBHOOK_ALLOWED_HOSTS: receiver.host,
      WEBHOOK_FIRST_RETRY_MS: '100',
      WEBHOOK_CONCURRENCY: String(CONCURRENCY),
    };
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    let app: ChildApp = await startChildApp(env);
    const registered = await fetch(`${app.url}/v1/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url: receiver.url }) });
    expect(registered.status).to.equal(201);

    const { acknowledged, stop, finished } = startWriters(app.url, token, WRITERS);
    while (acknowledged.length < ACKNOWLEDGED || receiver.received.length === 0) {
      if (app.process.exitCode !== null) throw new Error('the app exited early');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    stop();
    app.process.kill('SIGKILL');
    expect(await app.exited).to.equal('SIGKILL');
    await finished;
    const receivedAtKill = receiver.received.length;

    app = await startChildApp(env);
    try {
      const expected = new Set(acknowledged.map((a) => `${a.itineraryId}/${a.revision}`));
      const arrived = () => new Set(receiver.received.map((r) => `${r.json.data.itineraryId}/${r.json.data.revision}`));
      const deadline = Date.now() + 120_000;
      while ([...expected].some((key) => !arrived().has(key))) {
        if (Date.now() > deadline) throw new Error(`${[...expected].filter((k) => !arrived().has(k)).length} acknowledged writes never delivered`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(receivedAtKill, 'deliveries were still going on when the kill landed').to.be.below(receiver.received.length);

      // First arrivals per itinerary: its revisions in log order, none missing from the first on.
      const firstSeen = new Map<string, number[]>();
      const ids = new Set<string>();
      let repeats = 0;
      for (const r of receiver.received) {
        if (ids.has(r.id)) {
          repeats++;
          continue;
        }
        ids.add(r.id);
        const { itineraryId, revision } = r.json.data as { itineraryId: string; revision: number };
        firstSeen.set(itineraryId, [...(firstSeen.get(itineraryId) ?? []), revision]);
      }
      for (const [itineraryId, revisions] of firstSeen) {
        expect(revisions, itineraryId).to.deep.equal(revisions.map((_, i) => i));
      }
      expect(repeats, 'deliveries sent twice (only those in flight at the kill may be)').to.be.at.most(CONCURRENCY);
    } finally {
      app.process.kill('SIGTERM');
      await app.exited;
    }
  });
});
