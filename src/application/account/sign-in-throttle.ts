import type { Clock } from '../ports/clock.port.js';

export interface ThrottleOptions {
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** Delay after the first failure beyond the free ones; doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure for this long starts afresh. */
  forgetAfterMs: number;
  /** Bounds memory under a spray of addresses: the oldest keys are forgotten first. */
  maxKeys: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  maxKeys: 100_000,
};

/**
 * Failures from one client address across all accounts (password spraying: a few guesses at each of
 * many emails). More are free than per account, since an office or a carrier's NAT puts many people
 * behind one address; success on one account does not clear it (an attacker's own account would).
 */
export const ADDRESS_THROTTLE: ThrottleOptions = { ...DEFAULT_THROTTLE, freeFailures: 20 };

interface Entry {
  failures: number;
  lastFailureAt: number;
  blockedUntil: number;
}

/**
 * Slows down password guessing per key (an email and client address, or a client address alone):
 * after a few failures each further attempt must wait an exponentially growing time. In memory, per process: a restart or another instance forgets
 * (documented in docs/oauth.md); that bounds guessing per process, which is the point.
 */
export class SignInThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly options: ThrottleOptions = DEFAULT_THROTTLE,
  ) {}

  /** Seconds to wait before this key may try again; 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const entry = this.fresh(key);
    if (!entry) return 0;
    return Math.max(0, Math.ceil((entry.blockedUntil - this.clock.now().getTime()) / 1000));
  }

  failed(key: string): void {
    const now = this.clock.now().getTime();
    const entry = this.fresh(key) ?? { failures: 0, lastFailureAt: now, blockedUntil: 0 };
    entry.failures += 1;
    entry.lastFailureAt = now;
    const beyond = entry.failures - this.options.freeFailures;
    if (beyond > 0) {
      entry.blockedUntil = now + Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (beyond - 1));
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxKeys) this.entries.delete(this.entries.keys().next().value as string);
  }

  succeeded(key: string): void {
    this.entries.delete(key);
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.clock.now().getTime() - entry.lastFailureAt > this.options.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
