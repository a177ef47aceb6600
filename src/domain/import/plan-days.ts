import type { Coordinate } from '../itinerary/types.js';
import { distanceKm, meanCoordinate } from './geo.js';
import { routeOrder } from './route-order.js';

/** A place to put into a day; `order` is its position in the source. */
export interface PlaceToPlan {
  order: number;
  coordinate?: Coordinate;
  /** City (and country) key the place belongs to; places of one city share days. */
  cityKey?: string;
  /** The source's own day number, if it gave one. */
  sourceDay?: number;
}

export interface PlannedGroup<T> {
  stops: T[];
  /** The source's day number, when the source's day structure was followed. */
  sourceDay?: number;
  /** True for the last group: places that could not be put on the map. */
  unplaced?: boolean;
}

export const STOPS_PER_DAY = { target: 5, max: 6 } as const;
/** A city with this few stops joins a nearby city's days (the Vatican beside Rome, Giza beside Cairo). */
const SMALL_GROUP = 2;
const MERGE_WITHIN_KM = 40;

/**
 * Splits places into days (docs/import.md: "Day N" structure in the source wins over clustering):
 * - when most places carry a source day, days follow the source, in the source's order;
 * - otherwise places are grouped by city (in the order the source first names each city), each city
 *   is cut into days of about 5 stops along a short route (route first, cluster second: contiguous
 *   stretches of one nearest-neighbour + 2-opt path are compact), and each day is ordered the same way;
 * - places without coordinates go to a last day.
 */
export function planDays<T extends PlaceToPlan>(places: readonly T[]): PlannedGroup<T>[] {
  const sorted = [...places].sort((a, b) => a.order - b.order);
  const placed = sorted.filter((place) => place.coordinate);
  const unplaced = sorted.filter((place) => !place.coordinate);
  const withDay = sorted.filter((place) => place.sourceDay !== undefined).length;
  const groups = withDay * 2 >= sorted.length && withDay > 0 ? bySourceDay(placed) : byCity(placed);
  if (unplaced.length) groups.push({ stops: unplaced, unplaced: true });
  return groups;
}

function bySourceDay<T extends PlaceToPlan>(placed: T[]): PlannedGroup<T>[] {
  const days = new Map<number, T[]>();
  for (const place of placed) {
    if (place.sourceDay === undefined) continue;
    days.set(place.sourceDay, [...(days.get(place.sourceDay) ?? []), place]);
  }
  const numbered = [...days.entries()].sort(([a], [b]) => a - b).map(([sourceDay, stops]) => ({ sourceDay, stops }));
  // A place the source did not give a day joins the day whose places are nearest to it.
  for (const place of placed.filter((p) => p.sourceDay === undefined)) {
    const nearest = minBy(numbered, (day) => distanceKm(place.coordinate!, meanCoordinate(day.stops.map((s) => s.coordinate!))!));
    if (nearest) nearest.stops.push(place);
    else numbered.push({ sourceDay: 1, stops: [place] });
  }
  return numbered;
}

function byCity<T extends PlaceToPlan>(placed: T[]): PlannedGroup<T>[] {
  const cities: T[][] = [];
  const index = new Map<string, T[]>();
  for (const place of placed) {
    const key = place.cityKey ?? `@${place.coordinate!.latitude.toFixed(1)},${place.coordinate!.longitude.toFixed(1)}`;
    let city = index.get(key);
    if (!city) {
      city = [];
      index.set(key, city);
      cities.push(city);
    }
    city.push(place);
  }
  const merged = mergeSmallCities(cities);
  return merged.flatMap((city) => splitCity(city).map((stops) => ({ stops })));
}

function mergeSmallCities<T extends PlaceToPlan>(cities: T[][]): T[][] {
  const result = cities.map((city) => [...city]);
  for (const small of result.filter((city) => city.length <= SMALL_GROUP)) {
    const centre = meanCoordinate(small.map((p) => p.coordinate!))!;
    const host = minBy(
      result.filter((city) => city !== small && city.length > SMALL_GROUP),
      (city) => distanceKm(centre, meanCoordinate(city.map((p) => p.coordinate!))!),
    );
    if (host && distanceKm(centre, meanCoordinate(host.map((p) => p.coordinate!))!) <= MERGE_WITHIN_KM) {
      host.push(...small);
      small.length = 0;
    }
  }
  return result.filter((city) => city.length > 0).map((city) => city.sort((a, b) => a.order - b.order));
}

/** One city's places in days of about five, each day in walking order. */
function splitCity<T extends PlaceToPlan>(stops: T[]): T[][] {
  const route = routeOrder(stops.map((s) => s.coordinate!)).map((i) => stops[i]!);
  const days = stops.length <= STOPS_PER_DAY.max ? 1 : Math.ceil(stops.length / STOPS_PER_DAY.target);
  const chunks: T[][] = [];
  for (let day = 0, start = 0; day < days; day++) {
    const size = Math.floor(route.length / days) + (day < route.length % days ? 1 : 0);
    chunks.push(route.slice(start, start + size));
    start += size;
  }
  return chunks.map((chunk) => {
    const first = [...chunk].sort((a, b) => a.order - b.order)[0]!;
    const ordered = [first, ...chunk.filter((s) => s !== first)];
    return routeOrder(ordered.map((s) => s.coordinate!)).map((i) => ordered[i]!);
  });
}

function minBy<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestValue = Infinity;
  for (const item of items) {
    const v = value(item);
    if (v < bestValue) {
      best = item;
      bestValue = v;
    }
  }
  return best;
}
