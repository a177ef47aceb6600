import { DomainError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { ImportAttemptLog } from '../ports/import-attempt-log.port.js';

const HOUR_MS = 3_600_000;

export interface ImportAttemptRateDependencies {
  log: ImportAttemptLog;
  clock: Clock;
  /** Attempts per account in any hour; 0: no limit. */
  perHour: number;
}

/**
 * How many links an account may read fresh per hour, whatever becomes of each read: a failed read,
 * one cut off at the extraction deadline, costs the service as much as a good one, and the yearly
 * allowance charges good ones only. A sliding hour: the oldest attempt leaving it frees a slot.
 */
export class ImportAttemptRate {
  constructor(private readonly deps: ImportAttemptRateDependencies) {}

  /** Counts one attempt of the account, or throws importRateLimited (with retryAfterSeconds) without counting it. */
  async take(accountId: string): Promise<void> {
    const { log, clock, perHour } = this.deps;
    if (perHour === 0) return;
    const now = clock.now();
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const recent = await log.since(accountId, hourAgo);
    if (recent.length >= perHour) {
      const freesSlot = recent[recent.length - perHour]!;
      const retryAfterSeconds = Math.max(1, Math.ceil((freesSlot.getTime() + HOUR_MS - now.getTime()) / 1000));
      throw new DomainError(
        'importRateLimited',
        `At most ${perHour} new links may be read per hour; try again in ${retryAfterSeconds} seconds.`,
        { limit: perHour, retryAfterSeconds },
      );
    }
    await log.record(accountId, now, hourAgo);
  }
}
