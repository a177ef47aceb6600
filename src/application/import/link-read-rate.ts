import type { RatePolicy } from '../shared/account-action-rate.js';

/**
 * How many links an account may read fresh per hour, whatever becomes of each read: a failed read,
 * one cut off at the extraction deadline, costs the service as much as a good one, and the yearly
 * allowance charges good ones only.
 */
export const linkReadRate = (perHour: number): RatePolicy => ({
  action: 'linkRead',
  limit: perHour,
  windowMs: 3_600_000,
  code: 'importRateLimited',
  message: (limit, retryAfterSeconds) => `At most ${limit} new links may be read per hour; try again in ${retryAfterSeconds} seconds.`,
});
