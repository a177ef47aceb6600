import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type {
  IdempotencyScope,
  IdempotencyStore,
  IdempotencyTimes,
  StoredResponse,
} from '../../src/application/ports/idempotency-store.port.js';

export interface IdempotencyStoreFixture {
  store: IdempotencyStore;
  dispose(): Promise<void>;
}

const T0 = Date.parse('2025-03-01T10:00:00Z');
const LEASE = 60_000;
const TTL = 24 * 60 * 60 * 1000;
const at = (offset: number): IdempotencyTimes => ({
  now: new Date(T0 + offset),
  expiresAt: new Date(T0 + offset + TTL),
  leaseUntil: new Date(T0 + offset + LEASE),
});

const response = (status = 201): StoredResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', etag: '"0"' },
  // Bytes that are not UTF-8 text: the store must keep bytes, not strings.
  body: Uint8Array.from([0x7b, 0x22, 0xff, 0x00, 0xc3, 0x28, 0x7d]),
});

/** The one contract of the IdempotencyStore port, run against every adapter. Each test uses fresh keys. */
export function idempotencyStoreContract(name: string, factory: () => Promise<IdempotencyStoreFixture>): void {
  describe(`IdempotencyStore contract: ${name}`, function () {
    this.timeout(30_000);
    let fixture: IdempotencyStoreFixture;
    let store: IdempotencyStore;
    let scope: IdempotencyScope;
    beforeEach(async () => {
      fixture = await factory();
      store = fixture.store;
      scope = { userId: randomUUID(), method: 'POST', path: '/v1/itinerary', key: randomUUID() };
    });
    afterEach(() => fixture.dispose());

    it('starts a new key, then replays the stored response byte for byte', async () => {
      const begun = await store.begin(scope, 'fp', at(0));
      expect(begun.outcome).to.equal('started');
      if (begun.outcome !== 'started') return;
      await store.complete(scope, begun.attemptId, response());
      const again = await store.begin(scope, 'fp', at(1000));
      expect(again.outcome).to.equal('replay');
      if (again.outcome !== 'replay') return;
      expect(again.response.status).to.equal(201);
      expect(again.response.headers).to.deep.equal(response().headers);
      expect(Buffer.from(again.response.body).equals(Buffer.from(response().body))).to.equal(true);
    });

    it('answers inProgress while the first attempt holds its lease', async () => {
      expect((await store.begin(scope, 'fp', at(0))).outcome).to.equal('started');
      expect((await store.begin(scope, 'fp', at(LEASE - 1))).outcome).to.equal('inProgress');
    });

    it('answers mismatch for another fingerprint, whether in flight or completed', async () => {
      const begun = await store.begin(scope, 'fp', at(0));
      expect((await store.begin(scope, 'other', at(1))).outcome).to.equal('mismatch');
      if (begun.outcome === 'started') await store.complete(scope, begun.attemptId, response());
      expect((await store.begin(scope, 'other', at(2))).outcome).to.equal('mismatch');
    });

    it('scopes keys to user, method and path', async () => {
      await store.begin(scope, 'fp', at(0));
      for (const other of [
        { ...scope, userId: randomUUID() },
        { ...scope, method: 'PATCH' },
        { ...scope, path: '/v1/itinerary/x' },
      ]) {
        expect((await store.begin(other, 'fp', at(1))).outcome).to.equal('started');
      }
    });

    it('forgets a released attempt, so a retry runs again', async () => {
      const begun = await store.begin(scope, 'fp', at(0));
      if (begun.outcome !== 'started') expect.fail('not started');
      await store.release(scope, begun.attemptId);
      expect((await store.begin(scope, 'other', at(1))).outcome).to.equal('started');
    });

    it('lets a retry take over an attempt whose lease ran out; the stale attempt can no longer finish', async () => {
      const first = await store.begin(scope, 'fp', at(0));
      const second = await store.begin(scope, 'fp', at(LEASE + 1));
      expect(second.outcome).to.equal('started');
      if (first.outcome !== 'started' || second.outcome !== 'started') return;
      await store.complete(scope, first.attemptId, response(500));
      await store.release(scope, first.attemptId);
      await store.complete(scope, second.attemptId, response(200));
      const replay = await store.begin(scope, 'fp', at(LEASE + 2));
      expect(replay.outcome === 'replay' && replay.response.status).to.equal(200);
    });

    it('treats an expired record as absent and purges it', async () => {
      const begun = await store.begin(scope, 'fp', at(0));
      if (begun.outcome === 'started') await store.complete(scope, begun.attemptId, response());
      expect((await store.begin(scope, 'other', at(TTL + 1))).outcome).to.equal('started');
      const other = { ...scope, key: randomUUID() };
      await store.begin(other, 'fp', at(0));
      expect(await store.purgeExpired(new Date(T0 + TTL))).to.be.greaterThanOrEqual(1);
      expect((await store.begin(other, 'x', at(TTL))).outcome).to.equal('started');
    });

    it('gives exactly one start to concurrent begins of one key', async () => {
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => store.begin(scope, 'fp', at(0))));
      expect(outcomes.filter((o) => o.outcome === 'started')).to.have.length(1);
      expect(outcomes.filter((o) => o.outcome === 'inProgress')).to.have.length(19);
    });
  });
}
