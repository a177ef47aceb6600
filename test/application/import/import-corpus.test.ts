import { expect } from 'chai';
import { loadCorpus, runCorpus, startCorpusRig, type CorpusFigures, type CorpusRig } from '../../support/import-corpus.js';

/**
 * Link import quality over the whole fixture corpus (test/fixtures/import, written for these tests:
 * `scripts/generate-import-fixtures.ts`), served from a loopback server and read through the real
 * reader, extractor, offline gazetteer and SQLite cache. The bar: 85% / 85% / 75%.
 */
describe('link import over the fixture corpus', function () {
  this.timeout(120_000);
  let rig: CorpusRig;
  let figures: CorpusFigures;

  before(async () => {
    rig = await startCorpusRig();
    figures = await runCorpus(rig);
  });
  after(async () => {
    await rig?.close();
  });

  it('covers at least 20 pages of every kind', () => {
    const kinds = new Map<string, number>();
    for (const entry of loadCorpus()) kinds.set(entry.kind, (kinds.get(entry.kind) ?? 0) + 1);
    expect([...kinds.keys()]).to.have.members(['blog-days', 'listicle', 'json-ld', 'microdata', 'tiktok', 'instagram', 'youtube', 'pinterest', 'road-trip']);
    for (const [kind, count] of kinds) expect(count, kind).to.be.at.least(20);
  });

  it('finds the expected places: precision and recall at least 85%, placed at least 75%', () => {
    const report = Object.entries(figures.byKind)
      .map(([kind, f]) => `${kind}: P ${(f.precision * 100).toFixed(1)} R ${(f.recall * 100).toFixed(1)} placed ${(f.placedRate * 100).toFixed(1)}`)
      .join('\n');
    expect(figures.precision, report).to.be.at.least(0.85);
    expect(figures.recall, report).to.be.at.least(0.85);
    expect(figures.placedRate, report).to.be.at.least(0.75);
  });

  it('meets the bar for each kind of page too', () => {
    for (const [kind, f] of Object.entries(figures.byKind)) {
      expect(f.precision, kind).to.be.at.least(0.85);
      expect(f.recall, kind).to.be.at.least(0.85);
      expect(f.placedRate, kind).to.be.at.least(0.75);
    }
  });

  it('follows the source\'s own days when it has them', async () => {
    const withDays = loadCorpus().filter((entry) => entry.sourceDays);
    expect(withDays.length).to.be.at.least(20);
    for (const entry of withDays) {
      const read = await rig.service.read(`${rig.server.origin}${entry.path}`);
      const placedDays = read.draft.days.filter((day) => day.stops.some((stop) => stop.coordinate));
      expect(placedDays.length, entry.id).to.equal(entry.sourceDays);
    }
  });

  it('reads every page again from the cache, free', async () => {
    const hitsBefore = rig.server.hits.length;
    for (const entry of loadCorpus().slice(0, 40)) {
      const read = await rig.service.read(`${rig.server.origin}${entry.path}?utm_source=newsletter`);
      expect(read.cached, entry.id).to.equal(true);
    }
    expect(rig.server.hits.length).to.equal(hitsBefore);
  });
});
