import type { GeocodeQuery, GeocodeResult, Geocoder } from '../../../application/ports/geocoder.port.js';
import type { Coordinate } from '../../../domain/itinerary/types.js';
import type { GazetteerAnswer, GazetteerLookup, ImportTask } from './import-tasks.js';
import type { WorkerPool } from './worker-pool.js';

/** Look-ups one task carries at most, so that one page's thousands of mentions leave room for other imports' tasks. */
const BATCH_SIZE = 500;
/** Answers kept (the oldest go first): a few MB. */
const REMEMBERED = 20_000;

interface Waiting {
  lookup: GazetteerLookup;
  resolve(answer: GazetteerAnswer): void;
  reject(error: unknown): void;
}

/**
 * The offline gazetteer on a thread of its own: loading its 135,000 cities (1-2 s) and searching
 * them never run on the API's event loop. The pipeline asks about every mention at once, so the
 * look-ups asked in one turn of the event loop travel together, as one task per BATCH_SIZE. The
 * gazetteer never changes, so answers are remembered: the pipeline asks again about each mention
 * one at a time, and an answer from memory costs no turn of a busy event loop.
 */
export class PooledGeocoder implements Geocoder {
  private waiting: Waiting[] = [];
  private readonly answers = new Map<string, Promise<GazetteerAnswer>>();

  constructor(private readonly pool: WorkerPool) {}

  geocode(query: GeocodeQuery): Promise<GeocodeResult | undefined> {
    return this.lookUp({ query });
  }

  reverse(coordinate: Coordinate): Promise<GeocodeResult | undefined> {
    return this.lookUp({ coordinate });
  }

  /** One look-up like the others: it travels in the turn's batch and its answer is remembered. */
  candidates(query: GeocodeQuery, limit: number): Promise<GeocodeResult[]> {
    return this.lookUp({ candidatesOf: query, limit });
  }

  /** The answer's type follows the look-up's kind (lookUpAll in import-tasks.ts answers each in kind). */
  private lookUp(lookup: { query: GeocodeQuery } | { coordinate: Coordinate }): Promise<GeocodeResult | undefined>;
  private lookUp(lookup: { candidatesOf: GeocodeQuery; limit: number }): Promise<GeocodeResult[]>;
  private async lookUp(lookup: GazetteerLookup): Promise<GazetteerAnswer> {
    const key = JSON.stringify(lookup);
    let answer = this.answers.get(key);
    if (!answer) {
      answer = new Promise((resolve, reject) => {
        if (this.waiting.length === 0) setImmediate(() => this.send());
        this.waiting.push({ lookup, resolve, reject });
      });
      if (this.answers.size >= REMEMBERED) this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(key, answer);
      // A look-up that failed (its task cut off) is asked again next time.
      answer.catch(() => this.answers.delete(key));
    }
    // Each caller gets its own copy of a remembered answer.
    return structuredClone(await answer);
  }

  private send(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (let start = 0; start < waiting.length; start += BATCH_SIZE) {
      const batch = waiting.slice(start, start + BATCH_SIZE);
      const task: ImportTask = { type: 'lookUp', lookups: batch.map((entry) => entry.lookup) };
      this.pool.run<GazetteerAnswer[]>(task).then(
        (results) => batch.forEach((entry, i) => entry.resolve(results[i])),
        (error: unknown) => batch.forEach((entry) => entry.reject(error)),
      );
    }
  }
}
