/**
 * Waits before the next attempt after n failed ones, in multiples of the first wait (5 s by default):
 * 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, then every 8 h, until the delivery is older than
 * the give-up age (3 days): then it fails and its endpoint is disabled.
 */
const STEPS = [1, 6, 24, 120, 360, 720, 1_440, 2_880, 5_760];

export interface RetryPolicy {
  /** The wait after the first failure (5,000 ms; tests shorten it). */
  firstRetryMs: number;
  /** A delivery still failing this long after it was created is given up (3 days). */
  giveUpMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { firstRetryMs: 5_000, giveUpMs: 3 * 24 * 3_600_000 };

export const retryDelayMs = (failedAttempts: number, policy: RetryPolicy): number =>
  STEPS[Math.min(Math.max(failedAttempts, 1), STEPS.length) - 1]! * policy.firstRetryMs;

/** When to try again, or undefined when the next attempt would come after the give-up age. */
export function nextAttemptAt(createdAt: string, failedAttempts: number, now: number, policy: RetryPolicy): string | undefined {
  const next = now + retryDelayMs(failedAttempts, policy);
  return next - Date.parse(createdAt) > policy.giveUpMs ? undefined : new Date(next).toISOString();
}
