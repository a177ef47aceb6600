import type { Coordinate } from '../../../domain/itinerary/types.js';

export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

const KM_PER_DEGREE = 111.32;

/** The box `sideKm` wide centred on a coordinate (longitude degrees shrink towards the poles). */
export function boxAround(center: Coordinate, sideKm: number): Box {
  const halfLat = sideKm / 2 / KM_PER_DEGREE;
  const halfLon = Math.min(180, halfLat / Math.max(Math.cos((center.latitude * Math.PI) / 180), 0.01));
  return {
    west: Math.max(-180, center.longitude - halfLon),
    south: Math.max(-90, center.latitude - halfLat),
    east: Math.min(180, center.longitude + halfLon),
    north: Math.min(90, center.latitude + halfLat),
  };
}

export function inBox(box: Box, point: Coordinate): boolean {
  return point.latitude >= box.south && point.latitude <= box.north && point.longitude >= box.west && point.longitude <= box.east;
}

/** `west,south,east,north` with about 1 m of precision, as Nominatim's viewbox takes it. */
export const boxParameter = (box: Box): string => [box.west, box.south, box.east, box.north].map((n) => n.toFixed(5)).join(',');
