import type { Evidence } from '../ports/place-extractor.port.js';

/**
 * How far a mention of each kind is trusted: `reliability` feeds the confidence figure, `tier`
 * decides precedence (a lower tier's duplicate is merged into the higher one).
 */
export const EVIDENCE: Record<Evidence, { tier: number; reliability: number }> = {
  jsonld: { tier: 0, reliability: 0.95 },
  microdata: { tier: 0, reliability: 0.9 },
  maplink: { tier: 0, reliability: 0.9 },
  chapters: { tier: 1, reliability: 0.8 },
  caption: { tier: 1, reliability: 0.75 },
  feed: { tier: 1, reliability: 0.75 },
  article: { tier: 1, reliability: 0.7 },
  llm: { tier: 2, reliability: 0.65 },
  text: { tier: 3, reliability: 0.55 },
};

/**
 * In [0, 1]: how the places were found (mean reliability of the kept stops' evidence) times how
 * many of them could be put on the map.
 */
export function importConfidence(stops: ReadonlyArray<{ evidence: Evidence; placed: boolean }>): number {
  if (stops.length === 0) return 0;
  const reliability = stops.reduce((sum, stop) => sum + EVIDENCE[stop.evidence].reliability, 0) / stops.length;
  const placedRatio = stops.filter((stop) => stop.placed).length / stops.length;
  return Math.round(reliability * (0.4 + 0.6 * placedRatio) * 100) / 100;
}
