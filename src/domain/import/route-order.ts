import type { Coordinate } from '../itinerary/types.js';
import { distanceKm } from './geo.js';

/**
 * A short walking order through points that starts at `points[0]`: nearest neighbour, then 2-opt
 * moves until none shortens the open path. Deterministic: ties keep the earlier index.
 * Returns indexes into `points`.
 */
export function routeOrder(points: readonly Coordinate[]): number[] {
  const n = points.length;
  if (n <= 2) return points.map((_, i) => i);
  const d = points.map((a) => points.map((b) => distanceKm(a, b)));
  const order = [0];
  const left = new Set(points.map((_, i) => i).slice(1));
  while (left.size) {
    const last = order[order.length - 1]!;
    let best = -1;
    for (const candidate of left) if (best === -1 || d[last]![candidate]! < d[last]![best]!) best = candidate;
    order.push(best);
    left.delete(best);
  }
  // Reversing order[i..j] swaps edges (i-1,i) and (j,j+1) for (i-1,j) and (i,j+1); an open path has no edge after the end.
  for (let improved = true, rounds = 0; improved && rounds < 50; rounds++) {
    improved = false;
    for (let i = 1; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = order[i - 1]!, b = order[i]!, c = order[j]!, e = order[j + 1];
        const before = d[a]![b]! + (e === undefined ? 0 : d[c]![e]!);
        const after = d[a]![c]! + (e === undefined ? 0 : d[b]![e]!);
        if (after < before - 1e-9) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return order;
}

/** Length in km of a path through the points in order. */
export function pathKm(points: readonly Coordinate[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceKm(points[i - 1]!, points[i]!);
  return total;
}
