import type { ImportPlan } from '../import/import-plan.js';

/** One link's import result, shared by every account (a re-read of a known link is free). */
export interface CachedImport {
  /** The normalised URL: the key. */
  url: string;
  /** Version of the pipeline that produced the plan; older entries are refreshed when possible. */
  pipelineVersion: number;
  storedAt: string;
  plan: ImportPlan;
}

export interface ImportCache {
  get(url: string): Promise<CachedImport | undefined>;
  /** Inserts or replaces the entry of `entry.url`. */
  put(entry: CachedImport): Promise<void>;
}
