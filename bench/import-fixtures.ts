/**
 * Link import over the fixture corpus (`npm run bench:import-fixtures`): precision, recall and placed-rate
 * of the offline pipeline, and the time per import (fresh read through the loopback fixture server,
 * and a cached re-read). Goal: p50 <= 250 ms offline. Merges into bench/results.json.
 */
import { GazetteerGeocoder } from '../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';
import { loadCorpus, runCorpus, startCorpusRig } from '../test/support/import-corpus.js';
import { mergeResults } from './results.js';

const percent = (n: number): number => Math.round(n * 1000) / 10;
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (ms: number): number => Math.round(ms * 10) / 10;

async function benchImport(): Promise<void> {
  const geocoder = new GazetteerGeocoder();
  const loadStarted = performance.now();
  await geocoder.geocode({ name: 'Lisbon' });
  const gazetteerLoadMs = performance.now() - loadStarted;

  const rig = await startCorpusRig({ geocoder });
  try {
    const figures = await runCorpus(rig);
    const cachedMs: number[] = [];
    for (const entry of loadCorpus()) {
      const started = performance.now();
      await rig.service.read(`${rig.server.origin}${entry.path}`);
      cachedMs.push(performance.now() - started);
    }
    const results = {
      pages: figures.pages,
      precisionPercent: percent(figures.precision),
      recallPercent: percent(figures.recall),
      placedPercent: percent(figures.placedRate),
      freshP50Ms: round(figures.p50Ms),
      freshP95Ms: round(figures.p95Ms),
      cachedP50Ms: round(percentile(cachedMs, 50)),
      cachedP95Ms: round(percentile(cachedMs, 95)),
      gazetteerLoadMs: Math.round(gazetteerLoadMs),
      byKind: Object.fromEntries(
        Object.entries(figures.byKind).map(([kind, f]) => [kind, { pages: f.pages, precisionPercent: percent(f.precision), recallPercent: percent(f.recall), placedPercent: percent(f.placedRate) }]),
      ),
    };
    console.log(`link import over ${results.pages} fixture pages (offline: gazetteer, no LLM)`);
    console.log(`  precision ${results.precisionPercent}%  recall ${results.recallPercent}%  placed ${results.placedPercent}%`);
    console.log(`  fresh read p50 ${results.freshP50Ms} ms  p95 ${results.freshP95Ms} ms (goal p50 <= 250 ms)`);
    console.log(`  cached read p50 ${results.cachedP50Ms} ms  p95 ${results.cachedP95Ms} ms`);
    console.log(`  gazetteer load once per process: ${results.gazetteerLoadMs} ms`);
    for (const [kind, f] of Object.entries(results.byKind)) {
      console.log(`  ${kind.padEnd(10)} P ${f.precisionPercent}%  R ${f.recallPercent}%  placed ${f.placedPercent}%`);
    }
    mergeResults('import', results);
  } finally {
    await rig.close();
  }
}

await benchImport();
