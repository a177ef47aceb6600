import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Options, Store } from 'express-rate-limit';

export interface RateLimitStoreFixture {
  /** A store with this key prefix, initialised with a window of `windowMs`. */
  store(prefix: string, windowMs: number): Store;
  dispose(): Promise<void>;
}

const init = (store: Store, windowMs: number): Store => {
  void store.init?.({ windowMs } as Options);
  return store;
};

/** What the rate limits need of a store (express-rate-limit's Store), whichever profile keeps the counts. */
export function rateLimitStoreContract(name: string, fixture: () => Promise<RateLimitStoreFixture>): void {
  describe(`rate-limit store contract: ${name}`, () => {
    let f: RateLimitStoreFixture;
    beforeEach(async () => (f = await fixture()));
    afterEach(() => f.dispose());

    it('counts hits per key within a window that ends at one reset time', async () => {
      const store = init(f.store('ip:', 60_000), 60_000);
      const key = randomUUID();
      // Copies: the memory store hands out its own live record.
      const first = { ...(await store.increment(key)) };
      const second = { ...(await store.increment(key)) };
      expect([first.totalHits, second.totalHits]).to.deep.equal([1, 2]);
      expect(second.resetTime?.getTime()).to.equal(first.resetTime?.getTime());
      expect(first.resetTime!.getTime() - Date.now()).to.be.within(50_000, 60_000);
      expect((await store.increment(randomUUID())).totalHits, 'another key').to.equal(1);
    });

    it('keeps concurrent hits apart: none is lost', async () => {
      const store = init(f.store('ip:', 60_000), 60_000);
      const key = randomUUID();
      await Promise.all(Array.from({ length: 20 }, () => store.increment(key)));
      expect((await store.increment(key)).totalHits).to.equal(21);
    });

    it('starts a new window once the last one has passed', async () => {
      const store = init(f.store('ip:', 200), 200);
      const key = randomUUID();
      await store.increment(key);
      await store.increment(key);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await store.increment(key)).totalHits).to.equal(1);
    });

    it('decrements and resets a key; prefixes keep two limiters apart', async () => {
      const byIp = init(f.store('ip:', 60_000), 60_000);
      const byToken = init(f.store('token:', 60_000), 60_000);
      const key = randomUUID();
      await byIp.increment(key);
      await byIp.increment(key);
      await byIp.decrement(key);
      expect((await byIp.increment(key)).totalHits).to.equal(2);
      expect((await byToken.increment(key)).totalHits).to.equal(1);
      await byIp.resetKey(key);
      expect((await byIp.increment(key)).totalHits).to.equal(1);
    });
  });
}
