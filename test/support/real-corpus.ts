import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportLink } from '../../src/application/import/import-link.js';
import { distanceKm } from '../../src/domain/import/geo.js';
import { placeKey } from '../../src/domain/import/place-key.js';
import { DomainError } from '../../src/domain/shared/domain-error.js';

/** The real-page corpus: rewritten real pages with hand labels (test/fixtures/import-real/README.md). */
export const REAL_CORPUS_ROOT = path.resolve(import.meta.dirname, '../fixtures/import-real/pages');

export type LabelScale = 'poi' | 'area' | 'town';

export interface PlaceLabel {
  name: string;
  aliases?: string[];
  lat?: number;
  lng?: number;
  scale: LabelScale;
}

export interface RealPage {
  id: string;
  source: string;
  language: string;
  kind: string;
  destination?: string;
  places: PlaceLabel[];
}

/** How far from the labelled point a stop may be and still count as placed right. */
export const SCALE_KM: Record<LabelScale, number> = { poi: 2, area: 15, town: 25 };

export interface StopSeen {
  name: string;
  latitude?: number;
  longitude?: number;
}

export interface RealPageScore {
  id: string;
  language: string;
  kind: string;
  /** 200 with stops, or 422 when the import refused the page. */
  status: 200 | 422;
  stops: StopSeen[];
  matched: number;
  labels: number;
  placed: number;
  /** Matched, placed stops farther from their label than its scale. */
  misplaced: string[];
  missed: string[];
  extra: string[];
  ms: number;
}

export function loadRealCorpus(root = REAL_CORPUS_ROOT): RealPage[] {
  return readdirSync(root)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as RealPage);
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Names agree when their comparison forms are equal; loosely, when one holds the other as whole
 * words, or (in CJK scripts, written without spaces) as a substring of two characters or more.
 */
export function namesAgree(stop: string, label: string, loose: boolean): boolean {
  const a = placeKey(stop);
  const b = placeKey(label);
  if (!a || !b) return false;
  if (a === b) return true;
  if (!loose) return false;
  if (CJK.test(a) || CJK.test(b)) {
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    return short.replace(/ /g, '').length >= 2 && long.replace(/ /g, '').includes(short.replace(/ /g, ''));
  }
  return ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
}

const labelNames = (label: PlaceLabel): string[] => [label.name, ...(label.aliases ?? [])];

/** Pairs stops with labels (exact names first, then loose), each label at most once. */
export function scoreRealPage(page: RealPage, stops: StopSeen[], status: 200 | 422, ms: number): RealPageScore {
  const unmatched = new Set(stops.map((_, i) => i));
  const open = new Set(page.places);
  const pairs: Array<[StopSeen, PlaceLabel]> = [];
  for (const loose of [false, true]) {
    for (const label of [...open]) {
      const hit = [...unmatched].find((i) => labelNames(label).some((name) => namesAgree(stops[i]!.name, name, loose)));
      if (hit === undefined) continue;
      unmatched.delete(hit);
      open.delete(label);
      pairs.push([stops[hit]!, label]);
    }
  }
  // Each misplaced stop with its label and how far apart they are: "Veyrier (Veyrier, 4.2 km)".
  const misplaced = pairs
    .filter(([stop, label]) => stop.latitude !== undefined && label.lat !== undefined && label.lng !== undefined)
    .map(([stop, label]) => ({ stop, label, km: distanceKm({ latitude: stop.latitude!, longitude: stop.longitude! }, { latitude: label.lat!, longitude: label.lng! }) }))
    .filter(({ label, km }) => km > SCALE_KM[label.scale])
    .map(({ stop, label, km }) => `${stop.name} (${label.name}, ${km.toFixed(1)} km)`);
  return {
    id: page.id,
    language: page.language,
    kind: page.kind,
    status,
    stops,
    matched: pairs.length,
    labels: page.places.length,
    placed: stops.filter((stop) => stop.latitude !== undefined).length,
    misplaced,
    missed: [...open].map((label) => label.name),
    extra: [...unmatched].map((i) => stops[i]!.name),
    ms,
  };
}

export interface RealFigures {
  pages: number;
  precision: number;
  recall: number;
  placed: number;
  /** Share of placed stops that are matched and misplaced. */
  misplaced: number;
  /** Pages with places that were refused. */
  refusedWithPlaces: number;
  /** Pages without places that were given stops. */
  acceptedWithoutPlaces: number;
  p50Ms: number;
  p95Ms: number;
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export function realFigures(scores: RealPageScore[]): RealFigures {
  const sum = (pick: (s: RealPageScore) => number): number => scores.reduce((total, s) => total + pick(s), 0);
  const stops = sum((s) => s.stops.length);
  const placed = sum((s) => s.placed);
  return {
    pages: scores.length,
    precision: stops ? sum((s) => s.matched) / stops : 0,
    recall: sum((s) => s.matched) / Math.max(1, sum((s) => s.labels)),
    placed,
    misplaced: placed ? sum((s) => s.misplaced.length) / placed : 0,
    refusedWithPlaces: scores.filter((s) => s.labels > 0 && s.status === 422).length,
    acceptedWithoutPlaces: scores.filter((s) => s.labels === 0 && s.status === 200).length,
    p50Ms: percentile(scores.map((s) => s.ms), 50),
    p95Ms: percentile(scores.map((s) => s.ms), 95),
  };
}

/** Imports each page once (a fresh read: the links differ) and scores it; 422 linkUnreadable is a refusal. */
export async function runRealCorpus(service: ImportLink, origin: string, pages: RealPage[] = loadRealCorpus()): Promise<RealPageScore[]> {
  const scores: RealPageScore[] = [];
  for (const page of pages) {
    const started = performance.now();
    let stops: StopSeen[] = [];
    let status: 200 | 422 = 200;
    try {
      const read = await service.read(`${origin}/${page.id}.html`);
      stops = read.draft.days.flatMap((day) =>
        day.stops.map((stop) => ({ name: stop.name, latitude: stop.coordinate?.latitude, longitude: stop.coordinate?.longitude })),
      );
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'linkUnreadable') throw error;
      status = 422;
    }
    scores.push(scoreRealPage(page, stops, status, performance.now() - started));
  }
  return scores;
}
