import type { RateLimiterClock } from '../../src/adapters/outbound/geocoding/rate-limiter.js';

/** A clock whose sleeps only move its own time, so a rate limiter is tested without waiting. */
export function limiterClock(): RateLimiterClock & { slept: number[] } {
  let time = 1_000_000;
  const slept: number[] = [];
  return {
    slept,
    now: () => time,
    sleep: async (ms) => {
      slept.push(ms);
      time += ms;
    },
  };
}
