/**
 * Link import over the real-page corpus (`npm run bench:import`, also run by `npm run bench`):
 * precision, recall, placed, misplaced, refusals and time per import, overall, per language and
 * per kind of page, scored as test/fixtures/import-real/README.md says. Goals: precision >= 92 %,
 * recall >= 85 % (non-English >= 80 %), misplaced <= 2 % of placed stops, no page with places
 * refused, every page without places refused, p50 <= 150 ms. `--explain` prints every page's
 * misses and extra stops (with `--dropped` and `--kept`, every judged name); `--page ID` limits the run to pages
 * whose id contains ID; `--dump FILE` appends a JSON line per page (each label's fate, the kept stops by evidence,
 * the extras, the dropped names and why), for comparing two versions of the rules page by page.
 * `--set N` measures held-out set N (test/fixtures/import-holdout-N) and `--pages DIR` any corpus in the same
 * format: measured, not recorded.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCorpusRig } from '../test/support/import-corpus.js';
import { distanceKm } from '../src/domain/import/geo.js';
import { loadRealCorpus, namesAgree, REAL_CORPUS_ROOT, realFigures, runRealCorpus, type RealFigures, type RealPage, type RealPageScore } from '../test/support/real-corpus.js';
import { mergeResults } from './results.js';

const percent = (n: number): number => Math.round(n * 1000) / 10;
const { values: options } = parseArgs({
  options: {
    explain: { type: 'boolean', default: false },
    dropped: { type: 'boolean', default: false },
    kept: { type: 'boolean', default: false },
    channels: { type: 'boolean', default: false },
    'in-process': { type: 'boolean', default: false },
    page: { type: 'string' },
    dump: { type: 'string' },
    set: { type: 'string' },
    pages: { type: 'string' },
  },
});
const explain = options.explain;
const only = options.page;
/** Held-out set N sits beside the development corpus: test/fixtures/import-holdout-N (the first set has no number). */
const heldOutSet = (set: string): string => path.resolve(REAL_CORPUS_ROOT, '../..', set === '1' ? 'import-holdout' : `import-holdout-${set}`, 'pages');
const pagesDir = options.set ? heldOutSet(options.set) : options.pages ? path.resolve(options.pages) : REAL_CORPUS_ROOT;

function line(label: string, f: RealFigures): string {
  return (
    `${label.padEnd(18)} pages ${String(f.pages).padStart(3)}  P ${percent(f.precision).toFixed(1).padStart(5)}%  R ${percent(f.recall).toFixed(1).padStart(5)}%` +
    `  placed ${String(f.placed).padStart(4)}  misplaced ${percent(f.misplaced).toFixed(1)}%  422-with-places ${f.refusedWithPlaces}` +
    `  stops-without-places ${f.acceptedWithoutPlaces}  p50 ${f.p50Ms.toFixed(0)} ms  p95 ${f.p95Ms.toFixed(0)} ms`
  );
}

const summary = (f: RealFigures): Record<string, number> => ({
  pages: f.pages,
  precisionPercent: percent(f.precision),
  recallPercent: percent(f.recall),
  placedStops: f.placed,
  misplacedPercent: percent(f.misplaced),
  refusedWithPlaces: f.refusedWithPlaces,
  acceptedWithoutPlaces: f.acceptedWithoutPlaces,
  p50Ms: Math.round(f.p50Ms),
  p95Ms: Math.round(f.p95Ms),
});

function groups(scores: RealPageScore[], key: (s: RealPageScore) => string): Array<[string, RealFigures]> {
  const names = [...new Set(scores.map(key))].sort();
  return names.map((name) => [name, realFigures(scores.filter((s) => key(s) === name))]);
}

/** What a page's judging kept and dropped, by kind of evidence. */
type Seen = { kept: Array<{ name: string; channel: string; kind?: string }>; dropped: Array<{ name: string; reason: string }> };

/** Whether a name is a label's own or another form of it the page uses. */
const namesLabel = (label: RealPage['places'][number], name: string): boolean =>
  [label.name, ...(label.aliases ?? [])].some((alias) => namesAgree(name, alias, true));

/** A drop's reason without the names it quotes ("duplicate of X", "(A, B)"), so that `--channels` shows none. */
const reasonKind = (reason: string): string => reason.replace(/ \(.*\)$/, '').replace(/\b(duplicate of|the same place as|another name of) .*$/, '$1 another stop');

/**
 * `--channels`: counts only, no names, so a held-out set can say which kind of evidence fails on it
 * without showing its pages: kept stops by evidence (labelled or not; a refused page's apart), for each missed
 * label whether a candidate was dropped (and why), kept on a refused page, or none was proposed, and each misplaced stop's evidence, the
 * gazetteer's kind of match and how far off it is.
 */
function printChannels(pages: RealPage[], channels: Map<string, Seen>, scores: RealPageScore[]): void {
  const tally = new Map<string, number>();
  const add = (key: string): void => void tally.set(key, (tally.get(key) ?? 0) + 1);
  for (const page of pages) {
    const seen = channels.get(page.id) ?? { kept: [], dropped: [] };
    const score = scores.find((s) => s.id === page.id);
    // A refused page's kept names are what fell short of a trip: counted apart, its labels among them missed.
    const refused = score?.status === 422;
    const keptAs = !refused ? 'kept' : page.places.length ? 'refused, places:' : 'refused, none:  ';
    const labelled = (name: string): boolean => page.places.some((label) => namesLabel(label, name));
    for (const stop of seen.kept) add(`${keptAs} ${labelled(stop.name) ? 'labelled' : 'EXTRA   '} ${stop.channel}`);
    for (const label of page.places) {
      if (seen.kept.some((stop) => namesLabel(label, stop.name))) {
        if (refused) add(`missed ${label.scale.padEnd(4)} kept on a refused page`);
        continue;
      }
      const drop = seen.dropped.find((d) => namesLabel(label, d.name));
      add(`missed ${label.scale.padEnd(4)} ${drop ? `dropped ${reasonKind(drop.reason)}` : 'never proposed'}`);
    }
    // What keeping each kind of dropped mention would be worth: labels it would find against stops it would add.
    const recovered = new Set<string>();
    for (const drop of seen.dropped) {
      const label = page.places.find((place) => namesLabel(place, drop.name));
      const found = label && seen.kept.some((stop) => namesLabel(label, stop.name));
      const key = label ? `label ${label.name}` : `name ${drop.name.toLowerCase()}`;
      if (found || recovered.has(key) || drop.reason.includes('duplicate of')) continue;
      recovered.add(key);
      add(`if kept ${label ? 'FINDS' : 'adds '} ${reasonKind(drop.reason)}`);
    }
    for (const label of page.places) {
      const stop = score?.stops.find((placed) => placed.latitude !== undefined && namesLabel(label, placed.name));
      if (!stop || label.lat === undefined || label.lng === undefined || !score!.misplaced.some((m) => m.startsWith(`${stop.name} (`))) continue;
      const km = distanceKm({ latitude: stop.latitude!, longitude: stop.longitude! }, { latitude: label.lat, longitude: label.lng });
      const how = seen.kept.find((k) => k.name === stop.name);
      add(`misplaced ${label.scale.padEnd(4)} ${how?.channel ?? '?'} ${how?.kind ?? 'placed by the page'} ${km < 50 ? 'under 50 km' : km < 500 ? '50-500 km' : 'over 500 km'}`);
    }
  }
  for (const [key, n] of [...tally].sort()) console.log(`${String(n).padStart(4)}  ${key}`);
  console.log();
}

/** `--dump FILE`: one JSON line per page, names included: for read sets only, as the held-out READMEs say. */
function dumpPages(file: string, pages: RealPage[], channels: Map<string, Seen>, scores: RealPageScore[]): void {
  for (const page of pages) {
    const seen = channels.get(page.id) ?? { kept: [], dropped: [] };
    const score = scores.find((s) => s.id === page.id)!;
    const fate = (label: RealPage['places'][number]): string => {
      if (!score.missed.includes(label.name)) return 'found';
      const drop = seen.dropped.find((d) => namesLabel(label, d.name));
      if (seen.kept.some((k) => namesLabel(label, k.name))) return score.status === 422 ? 'kept on a refused page' : 'kept, not paired';
      return drop ? `dropped ${drop.reason}` : 'never proposed';
    };
    const line = {
      id: page.id,
      language: page.language,
      kind: page.kind,
      status: score.status,
      labels: page.places.map((label) => ({ name: label.name, scale: label.scale, fate: fate(label) })),
      stops: score.stops,
      kept: seen.kept,
      extra: score.extra,
      misplaced: score.misplaced,
      dropped: seen.dropped,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}

async function benchRealImport(): Promise<void> {
  const dropped = new Map<string, string[]>();
  const kept = new Map<string, string[]>();
  const channels = new Map<string, Seen>();
  // As the service runs: extraction and the gazetteer on their worker pools (--in-process: on this thread).
  const pooled = !options['in-process'];
  const rig = await startCorpusRig({
    pages: pagesDir,
    pooled,
    onJudged: (url, judged) => {
      const id = url.slice(url.lastIndexOf('/') + 1, -'.html'.length);
      dropped.set(id, judged.dropped.map((d) => `${d.name} [${d.evidence}: ${d.reason}]`));
      kept.set(id, judged.kept.map((k) => `${k.name} [${k.evidence}${k.cue ? `/${k.cue}` : ''}${k.kind ? ` ${k.kind}` : ''}]`));
      channels.set(id, {
        kept: judged.kept.map((k) => ({ name: k.name, channel: `${k.evidence}${k.cue ? `/${k.cue}` : ''}`, kind: k.kind })),
        dropped: judged.dropped.map((d) => ({ name: d.name, reason: `${d.evidence}: ${d.reason}` })),
      });
    },
  });
  // Analysers and the gazetteer load once per thread: one warm-up read of each language outside the figures.
  const warmUp = loadRealCorpus(pagesDir).filter((page, i, all) => all.findIndex((other) => other.language === page.language) === i);
  for (const page of warmUp) await rig.service.read(`${rig.server.origin}/${page.id}.html?warm-up`).catch(() => undefined);
  try {
    const pages = loadRealCorpus(pagesDir).filter((page) => !only || page.id.includes(only));
    const scores = await runRealCorpus(rig.service, rig.server.origin, pages);
    if (explain) {
      for (const s of scores) {
        console.log(`\n${s.id} [${s.language} ${s.kind}] ${s.status} matched ${s.matched}/${s.labels} of ${s.stops.length} stops`);
        if (s.missed.length) console.log(`  missed: ${s.missed.join(' | ')}`);
        if (s.extra.length) console.log(`  extra:  ${s.extra.join(' | ')}`);
        if (s.misplaced.length) console.log(`  misplaced: ${s.misplaced.join(' | ')}`);
        if (options.dropped) console.log(`  dropped: ${(dropped.get(s.id) ?? []).join(' | ')}`);
        if (options.kept) console.log(`  kept: ${(kept.get(s.id) ?? []).join(' | ')}`);
      }
      console.log();
    }
    if (options.channels) printChannels(pages, channels, scores);
    if (options.dump) dumpPages(options.dump, pages, channels, scores);
    const overall = realFigures(scores);
    const nonEnglish = realFigures(scores.filter((s) => s.language !== 'en'));
    console.log(`link import over ${overall.pages} real pages (offline: gazetteer, no LLM, no online geocoder)`);
    console.log(line('overall', overall));
    console.log(line('non-English', nonEnglish));
    for (const [language, f] of groups(scores, (s) => s.language)) console.log(line(`  ${language}`, f));
    for (const [kind, f] of groups(scores, (s) => s.kind)) console.log(line(`  ${kind}`, f));
    console.log('goals: P >= 92%, R >= 85% (non-English >= 80%), misplaced <= 2%, 0 refused with places, 0 stops without places, p50 <= 150 ms');
    if (!only && pagesDir === REAL_CORPUS_ROOT) {
      mergeResults('importReal', {
        overall: summary(overall),
        nonEnglish: summary(nonEnglish),
        byLanguage: Object.fromEntries(groups(scores, (s) => s.language).map(([k, f]) => [k, summary(f)])),
        byKind: Object.fromEntries(groups(scores, (s) => s.kind).map(([k, f]) => [k, summary(f)])),
      });
    }
  } finally {
    await rig.close();
  }
}

await benchRealImport();
