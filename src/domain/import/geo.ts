import distance from '@turf/distance';
import type { Coordinate } from '../itinerary/types.js';

/** Great-circle distance in kilometres. */
export function distanceKm(a: Coordinate, b: Coordinate): number {
  return distance([a.longitude, a.latitude], [b.longitude, b.latitude], { units: 'kilometers' });
}

/**
 * Each item with the items within `km` of it, itself included, in the items' order: who is near whom,
 * as the rules that look for towns close together ask.
 */
export function neighbourhoods<T>(items: readonly T[], at: (item: T) => Coordinate, km: number): T[][] {
  return items.map((item) => items.filter((other) => distanceKm(at(item), at(other)) <= km));
}

/**
 * The coordinate-wise median: a centre that one far-away outlier (a place of the same name on
 * another continent) does not drag away.
 */
export function medianCoordinate(points: readonly Coordinate[]): Coordinate | undefined {
  if (points.length === 0) return undefined;
  const median = (values: number[]): number => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return { latitude: median(points.map((p) => p.latitude)), longitude: median(points.map((p) => p.longitude)) };
}

/** The mean position, rounded to about 1 m. */
export function meanCoordinate(points: readonly Coordinate[]): Coordinate | undefined {
  if (points.length === 0) return undefined;
  const round = (n: number): number => Math.round(n * 1e5) / 1e5;
  return {
    latitude: round(points.reduce((sum, p) => sum + p.latitude, 0) / points.length),
    longitude: round(points.reduce((sum, p) => sum + p.longitude, 0) / points.length),
  };
}
