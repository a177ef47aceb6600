import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { NewDelivery, WebhookEndpoint, WebhookStore } from '../../src/application/ports/webhook-store.port.js';
import { laneKey } from '../../src/application/ports/webhook-store.port.js';

export interface WebhookStoreFixture {
  store: WebhookStore;
  dispose(): Promise<void>;
}

const T0 = '2026-11-28T08:00:00.000Z';
const later = (seconds: number): string => new Date(Date.parse(T0) + seconds * 1000).toISOString();

const endpoint = (more: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: randomUUID(),
  ownerId: randomUUID(),
  clientId: 'app',
  url: 'https://hooks.example.com/in',
  eventTypes: [],
  secrets: [{ secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', createdAt: T0 }],
  enabled: true,
  createdAt: T0,
  updatedAt: T0,
  ...more,
});

const newDelivery = (endpointId: string, lane: string, n: number, createdAt = T0): NewDelivery => ({
  id: `msg_${randomUUID()}`,
  endpointId,
  lane,
  type: 'DetailsChanged',
  payload: JSON.stringify({ n }),
  eventId: randomUUID(),
  createdAt,
});

/** The WebhookStore port's contract, run against every adapter (SQLite always, MongoDB with MONGODB_URL). */
export function webhookStoreContract(name: string, open: () => Promise<WebhookStoreFixture>): void {
  describe(`WebhookStore contract: ${name}`, function () {
    this.timeout(20_000);
    let fixture: WebhookStoreFixture;
    let store: WebhookStore;
    beforeEach(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterEach(() => fixture.dispose());

    it('saves, reads, lists (by owner and app, oldest first) and deletes endpoints', async () => {
      const ownerId = randomUUID();
      const first = endpoint({ ownerId, createdAt: T0 });
      const second = endpoint({ ownerId, createdAt: later(1), itineraryIds: [randomUUID()], description: 'Calendar sync' });
      const otherApp = endpoint({ ownerId, clientId: 'other-app' });
      for (const e of [second, first, otherApp]) await store.saveEndpoint(e);
      expect(await store.getEndpoint(second.id)).to.deep.equal(second);
      expect((await store.listEndpoints({ ownerId, clientId: 'app' })).map((e) => e.id)).to.deep.equal([first.id, second.id]);
      const changed = { ...first, enabled: false, disabledReason: 'failing', updatedAt: later(5) };
      await store.saveEndpoint(changed);
      expect(await store.getEndpoint(first.id)).to.deep.equal(changed);
      await store.enqueue([newDelivery(first.id, 'lane', 1)]);
      await store.deleteEndpoint(first.id);
      expect(await store.getEndpoint(first.id)).to.equal(undefined);
      expect(await store.deliveries(first.id, { limit: 10 })).to.deep.equal([]);
      expect(await store.getEndpoint('no-such-endpoint')).to.equal(undefined);
    });

    it('stores deliveries each once, in the order given: a repeated id keeps the first, and its place in the lane', async () => {
      const e = endpoint();
      await store.saveEndpoint(e);
      const [a, b, c] = [newDelivery(e.id, 'it-1', 1), newDelivery(e.id, 'it-1', 2), newDelivery(e.id, 'it-1', 3)];
      await store.enqueue([a, b]);
      await store.recordAttempt(a.id, 0, { status: 'delivered', attempts: 1, lastAttemptAt: later(1), nextAttemptAt: later(1), lastResponseStatus: 204, deliveredAt: later(1) });
      // An event met again (a run that ended before acknowledging it) comes before the ones after it.
      await store.enqueue([{ ...a, payload: 'again' }, { ...b, payload: 'again' }, c]);
      const log = await store.deliveries(e.id, { limit: 10 });
      expect(log.map((d) => d.id)).to.deep.equal([a.id, b.id, c.id]);
      expect(log[0]).to.deep.include({ payload: a.payload, status: 'delivered', attempts: 1, lastResponseStatus: 204, deliveredAt: later(1) });
      expect(log[1]).to.deep.include({ payload: b.payload, status: 'pending', attempts: 0, replays: 0, nextAttemptAt: T0 });
      expect(log[0]!.sequence).to.be.below(log[1]!.sequence);
      expect(log[1]!.sequence).to.be.below(log[2]!.sequence);
      await store.enqueue([]);
      expect(await store.deliveries(e.id, { limit: 10 })).to.have.length(3);
    });

    it('hands out the head of each lane when due, lowest sequence first, leaving busy lanes and disabled endpoints out', async () => {
      const e = endpoint();
      const off = endpoint({ enabled: false });
      await store.saveEndpoint(e);
      await store.saveEndpoint(off);
      const a1 = newDelivery(e.id, 'a', 1);
      const b1 = newDelivery(e.id, 'b', 1);
      const a2 = newDelivery(e.id, 'a', 2);
      const c1 = newDelivery(e.id, 'c', 1, later(60));
      await store.enqueue([a1, b1, a2, c1, newDelivery(off.id, 'a', 1)]);
      const ids = async (now: string, busy: string[] = [], limit = 10) =>
        (await store.due(now, limit, new Set(busy))).filter((d) => d.endpointId === e.id).map((d) => d.id);
      expect(await ids(later(1))).to.deep.equal([a1.id, b1.id]);
      expect(await ids(later(1), [], 1)).to.deep.equal([a1.id]);
      expect(await ids(later(1), [laneKey(a1)])).to.deep.equal([b1.id]);
      expect(await ids(later(61))).to.deep.equal([a1.id, b1.id, c1.id]);
      // a1 failed and waits: its lane waits with it, a2 is not handed out before it.
      await store.recordAttempt(a1.id, 0, { status: 'pending', attempts: 1, lastAttemptAt: later(1), nextAttemptAt: later(30), lastError: 'ECONNREFUSED' });
      expect(await ids(later(2))).to.deep.equal([b1.id]);
      expect(await store.nextDue()).to.equal(T0);
      await store.recordAttempt(a1.id, 0, { status: 'delivered', attempts: 2, lastAttemptAt: later(30), nextAttemptAt: later(30), lastResponseStatus: 200, deliveredAt: later(30) });
      expect(await ids(later(31))).to.deep.equal([b1.id, a2.id]);
      const stored = await store.getDelivery(e.id, a1.id);
      expect(stored).to.deep.include({ status: 'delivered', attempts: 2, lastResponseStatus: 200 });
      expect(stored).to.not.have.property('lastError');
      expect(await store.getDelivery(off.id, a1.id)).to.equal(undefined);
    });

    it('pages the delivery log by sequence and status, and requeues a range for another attempt', async () => {
      const e = endpoint();
      await store.saveEndpoint(e);
      const batch = Array.from({ length: 5 }, (_, i) => newDelivery(e.id, 'lane', i));
      await store.enqueue(batch);
      for (const d of batch) {
        await store.recordAttempt(d.id, 0, { status: 'failed', attempts: 3, lastAttemptAt: later(9), nextAttemptAt: later(9), lastResponseStatus: 500 });
      }
      const all = await store.deliveries(e.id, { limit: 10 });
      expect(all.map((d) => d.id)).to.deep.equal(batch.map((d) => d.id));
      const page = await store.deliveries(e.id, { afterSequence: all[1]!.sequence, limit: 2 });
      expect(page.map((d) => d.id)).to.deep.equal([batch[2]!.id, batch[3]!.id]);
      expect(await store.requeue(e.id, all[1]!.sequence, all[3]!.sequence, later(10))).to.equal(3);
      const pending = await store.deliveries(e.id, { limit: 10, status: 'pending' });
      expect(pending.map((d) => d.id)).to.deep.equal([batch[1]!.id, batch[2]!.id, batch[3]!.id]);
      expect(pending[0]).to.deep.include({ attempts: 0, nextAttemptAt: later(10) });
      expect((await store.due(later(10), 10, new Set())).filter((d) => d.endpointId === e.id).map((d) => d.id)).to.deep.equal([batch[1]!.id]);
      expect(await store.deliveries(e.id, { limit: 10, status: 'failed' })).to.have.length(2);
      // An attempt handed out before the replay ends after it: its outcome does not undo the replay.
      expect(pending[0]!.replays).to.equal(1);
      await store.recordAttempt(batch[1]!.id, 0, { status: 'delivered', attempts: 1, lastAttemptAt: later(11), nextAttemptAt: later(11), deliveredAt: later(11) });
      expect(await store.getDelivery(e.id, batch[1]!.id)).to.deep.include({ status: 'pending', attempts: 0 });
      await store.recordAttempt(batch[1]!.id, 1, { status: 'delivered', attempts: 1, lastAttemptAt: later(12), nextAttemptAt: later(12), deliveredAt: later(12) });
      expect(await store.getDelivery(e.id, batch[1]!.id)).to.deep.include({ status: 'delivered', deliveredAt: later(12) });
    });
  });
}
