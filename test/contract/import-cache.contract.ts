import { expect } from 'chai';
import type { ImportCache } from '../../src/application/ports/import-cache.port.js';
import type { ImportPlan } from '../../src/application/import/import-plan.js';

export interface ImportCacheFixture {
  cache: ImportCache;
  dispose(): Promise<void>;
}

/** A plan as the import pipeline makes them, titled `title`. */
export const samplePlan = (title: string): ImportPlan => ({
  title,
  destination: 'Lisbon, Portugal',
  center: { latitude: 38.71, longitude: -9.14 },
  summary: 'Three days',
  tags: ['lisbon'],
  days: [
    {
      title: 'Belém',
      summary: '2 stops',
      stops: [
        { name: 'Belém Tower', category: 'sight', coordinate: { latitude: 38.6916, longitude: -9.216 } },
        { name: 'Cervejaria Ramiro', note: 'Not found on the map.' },
      ],
    },
  ],
  source: { url: 'https://example.com/lisbon', author: 'Ana', confidence: 0.81, stops: 2, placed: 1 },
});

/** The ImportCache port's contract, run against every adapter. */
export function importCacheContract(name: string, open: () => Promise<ImportCacheFixture>): void {
  describe(`ImportCache contract: ${name}`, () => {
    let fixture: ImportCacheFixture;
    beforeEach(async () => {
      fixture = await open();
    });
    afterEach(async () => {
      await fixture.dispose();
    });
    const unique = (path: string): string => `https://example.com/${path}-${Math.random().toString(36).slice(2)}`;

    it('returns undefined for a link nobody imported', async () => {
      expect(await fixture.cache.get(unique('never'))).to.equal(undefined);
    });

    it('returns the stored entry as it was stored', async () => {
      const url = unique('lisbon');
      const entry = { url, pipelineVersion: 1, storedAt: '2026-01-02T03:04:05.000Z', plan: samplePlan('Lisbon in 3 days') };
      await fixture.cache.put(entry);
      expect(await fixture.cache.get(url)).to.deep.equal(entry);
    });

    it('replaces the entry of the same link', async () => {
      const url = unique('kyoto');
      await fixture.cache.put({ url, pipelineVersion: 1, storedAt: '2026-01-01T00:00:00.000Z', plan: samplePlan('old') });
      await fixture.cache.put({ url, pipelineVersion: 2, storedAt: '2026-02-01T00:00:00.000Z', plan: samplePlan('new') });
      const found = await fixture.cache.get(url);
      expect(found?.pipelineVersion).to.equal(2);
      expect(found?.plan.title).to.equal('new');
    });

    it('keeps links apart, exactly as given', async () => {
      const url = unique('a');
      await fixture.cache.put({ url, pipelineVersion: 1, storedAt: '2026-01-01T00:00:00.000Z', plan: samplePlan('a') });
      expect(await fixture.cache.get(`${url}/`)).to.equal(undefined);
      expect(await fixture.cache.get(url.toUpperCase())).to.equal(undefined);
    });
  });
}
