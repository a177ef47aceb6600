import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { SecretStore } from '../../src/application/ports/secret-store.port.js';

export interface SecretStoreFixture {
  store: SecretStore;
  dispose(): Promise<void>;
}

/** What every SecretStore adapter must do: one value per name across racing creators, read back, deleted for good. */
export function secretStoreContract(name: string, factory: () => Promise<SecretStoreFixture>): void {
  describe(`SecretStore contract: ${name}`, () => {
    let fixture: SecretStoreFixture;
    beforeEach(async () => {
      fixture = await factory();
    });
    afterEach(() => fixture.dispose());

    const fresh = () => `contract-${randomUUID()}`;

    it('creates a secret once: racing creators all get the first value, and get reads it', async () => {
      const name = fresh();
      const values = await Promise.all([1, 2, 3, 4].map((n) => fixture.store.getOrCreate(name, async () => ({ n }))));
      expect(new Set(values.map((v) => v.n)).size).to.equal(1);
      expect(await fixture.store.get(name)).to.deep.equal(values[0]);
      expect(await fixture.store.getOrCreate(name, async () => ({ n: 99 }))).to.deep.equal(values[0]);
    });

    it('get of a secret never made is undefined, and creates nothing', async () => {
      const name = fresh();
      expect(await fixture.store.get(name)).to.equal(undefined);
      expect(await fixture.store.getOrCreate(name, async () => ({ made: true }))).to.deep.equal({ made: true });
    });

    it('delete removes the secret for good (a later get is undefined); deleting again or a missing one is fine', async () => {
      const name = fresh();
      await fixture.store.getOrCreate(name, async () => ({ key: 'k' }));
      await fixture.store.delete(name);
      expect(await fixture.store.get(name)).to.equal(undefined);
      await fixture.store.delete(name);
      await fixture.store.delete(fresh());
      expect(await fixture.store.getOrCreate(name, async () => ({ key: 'new' }))).to.deep.equal({ key: 'new' });
    });
  });
}
