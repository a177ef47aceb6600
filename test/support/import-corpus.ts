import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GazetteerGeocoder } from '../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';
import { HtmlPlaceExtractor } from '../../src/adapters/outbound/extraction/html-place-extractor.js';
import { WebLinkReader } from '../../src/adapters/outbound/web/link-reader.js';
import { PooledGeocoder } from '../../src/adapters/outbound/import-pool/pooled-geocoder.js';
import { PooledPlaceExtractor } from '../../src/adapters/outbound/import-pool/pooled-place-extractor.js';
import { WorkerPool } from '../../src/adapters/outbound/import-pool/worker-pool.js';
import { silentLogger } from './read-models.js';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteImportCache } from '../../src/adapters/outbound/sqlite/import-cache.js';
import { ImportLink, type ImportLinkDependencies, type ImportRead } from '../../src/application/import/import-link.js';
import type { Geocoder } from '../../src/application/ports/geocoder.port.js';
import { placeKey } from '../../src/domain/import/place-key.js';
import { startFixtureServer, type FixtureServer } from './fixture-server.js';
import { tempDir } from './temp-dir.js';
import { loadConfig } from '../../src/config/config.js';

export const CORPUS_ROOT = path.resolve(import.meta.dirname, '../fixtures/import');

export interface CorpusEntry {
  id: string;
  kind: string;
  path: string;
  expected: Array<{ name: string; aka?: string[] }>;
  sourceDays?: number;
}

export interface PageScore {
  id: string;
  kind: string;
  stops: string[];
  missed: string[];
  extra: string[];
  placed: number;
  matched: number;
  expected: number;
  ms: number;
}

export interface CorpusFigures {
  pages: number;
  precision: number;
  recall: number;
  placedRate: number;
  p50Ms: number;
  p95Ms: number;
  byKind: Record<string, { pages: number; precision: number; recall: number; placedRate: number }>;
  scores: PageScore[];
}

export const loadCorpus = (): CorpusEntry[] => JSON.parse(readFileSync(path.join(CORPUS_ROOT, 'manifest.json'), 'utf8'));

/**
 * A stop is the expected place if their names (or another name of it) agree, ignoring accents and
 * case; `loose` also accepts one name inside the other ("Sunset at Park Güell").
 */
function matches(stop: string, expected: { name: string; aka?: string[] }, loose: boolean): boolean {
  const stopKey = placeKey(stop);
  return [expected.name, ...(expected.aka ?? [])].some((name) => {
    const key = placeKey(name);
    return key === stopKey || (loose && (` ${stopKey} `.includes(` ${key} `) || ` ${key} `.includes(` ${stopKey} `)));
  });
}

export function scorePage(entry: CorpusEntry, read: ImportRead, ms: number): PageScore {
  const stops = read.draft.days.flatMap((day) => day.stops);
  const unmatched = new Set(stops.map((_, i) => i));
  const missed = new Set(entry.expected);
  // Exact names first, so that "Covent Garden" is not taken by "Dishoom Covent Garden".
  for (const loose of [false, true]) {
    for (const expected of missed) {
      const hit = [...unmatched].find((i) => matches(stops[i]!.name, expected, loose));
      if (hit === undefined) continue;
      unmatched.delete(hit);
      missed.delete(expected);
    }
  }
  return {
    id: entry.id,
    kind: entry.kind,
    stops: stops.map((stop) => stop.name),
    missed: [...missed].map((expected) => expected.name),
    extra: [...unmatched].map((i) => stops[i]!.name),
    placed: stops.filter((stop) => stop.coordinate).length,
    matched: entry.expected.length - missed.size,
    expected: entry.expected.length,
    ms,
  };
}

function figures(scores: PageScore[]): { precision: number; recall: number; placedRate: number } {
  const sum = (pick: (s: PageScore) => number): number => scores.reduce((total, s) => total + pick(s), 0);
  const stops = sum((s) => s.stops.length);
  return {
    precision: stops ? sum((s) => s.matched) / stops : 0,
    recall: sum((s) => s.matched) / Math.max(1, sum((s) => s.expected)),
    placedRate: stops ? sum((s) => s.placed) / stops : 0,
  };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** An import service over the fixture server, as production wires it (offline: no LLM, no online geocoder). */
export interface CorpusRig {
  server: FixtureServer;
  service: ImportLink;
  close(): Promise<void>;
}

export interface CorpusRigOptions {
  /** Where the pages are (default: the generated corpus). */
  pages?: string;
  /** Extraction and the gazetteer on worker pools, as the service runs them (default: in process). */
  pooled?: boolean;
  /** The extraction task's deadline on the pool, when not the service's own (default: the service's). */
  deadlineMs?: number;
  geocoder?: Geocoder;
  onJudged?: ImportLinkDependencies['onJudged'];
}

const WORKER_ENTRY = new URL('../../src/import-worker-main.ts', import.meta.url);

export async function startCorpusRig(options: CorpusRigOptions = {}): Promise<CorpusRig> {
  const server = await startFixtureServer(options.pages ?? path.join(CORPUS_ROOT, 'pages'));
  const dir = tempDir('import-corpus');
  const database = SqliteDatabase.open(path.join(dir.path, 'corpus.db'));
  // The service's own limits for its extraction thread, its defaults read as the service reads them.
  const limits = loadConfig({}).importPool;
  const pools = options.pooled
    ? {
        extraction: new WorkerPool({ name: 'extraction', entry: WORKER_ENTRY, threads: limits.threads, deadlineMs: options.deadlineMs ?? limits.deadlineMs, maxQueue: limits.maxQueue, maxOldGenerationSizeMb: limits.memoryMb }, silentLogger),
        gazetteer: new WorkerPool({ name: 'gazetteer', entry: WORKER_ENTRY, threads: 1, deadlineMs: 15_000, maxQueue: 256, maxOldGenerationSizeMb: 512 }, silentLogger),
      }
    : undefined;
  let id = 0;
  const service = new ImportLink({
    reader: new WebLinkReader({ allowedHosts: [server.hostPort] }),
    extractor: pools ? new PooledPlaceExtractor(pools.extraction) : new HtmlPlaceExtractor(),
    geocoder: options.geocoder ?? (pools ? new PooledGeocoder(pools.gazetteer) : new GazetteerGeocoder()),
    cache: new SqliteImportCache(database),
    clock: { now: () => new Date() },
    ids: { uuid: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}` },
    onJudged: options.onJudged,
  });
  return {
    server,
    service,
    close: async () => {
      await server.close();
      await pools?.extraction.stop();
      await pools?.gazetteer.stop();
      database.close();
      dir.remove();
    },
  };
}

/** Imports every page of the corpus once (fresh reads) and scores the result. */
export async function runCorpus(rig: CorpusRig, entries: CorpusEntry[] = loadCorpus()): Promise<CorpusFigures> {
  const scores: PageScore[] = [];
  for (const entry of entries) {
    const started = performance.now();
    const read = await rig.service.read(`${rig.server.origin}${entry.path}`);
    scores.push(scorePage(entry, read, performance.now() - started));
  }
  const kinds = [...new Set(scores.map((s) => s.kind))];
  return {
    pages: scores.length,
    ...figures(scores),
    p50Ms: percentile(scores.map((s) => s.ms), 50),
    p95Ms: percentile(scores.map((s) => s.ms), 95),
    byKind: Object.fromEntries(kinds.map((kind) => {
      const of = scores.filter((s) => s.kind === kind);
      return [kind, { pages: of.length, ...figures(of) }];
    })),
    scores,
  };
}
