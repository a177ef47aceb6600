import type { Coordinate } from '../../domain/itinerary/types.js';

/**
 * The result of reading one link, as cached and shared by every account. Ids are not part of it:
 * each read gives the draft fresh stop and day ids.
 */
export interface PlannedStop {
  name: string;
  address?: string;
  category?: string;
  coordinate?: Coordinate;
  note?: string;
}

export interface PlannedDay {
  title: string;
  summary?: string;
  stops: PlannedStop[];
}

/** docs/interface.md "Import source". */
export interface ImportSource {
  url: string;
  author?: string;
  confidence: number;
  stops: number;
  placed: number;
}

export interface ImportPlan {
  title: string;
  destination: string;
  center: Coordinate;
  summary?: string;
  tags: string[];
  days: PlannedDay[];
  source: ImportSource;
}
