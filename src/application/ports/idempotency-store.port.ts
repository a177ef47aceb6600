/**
 * Remembered responses of requests sent with an Idempotency-Key (docs/design.md §2). Keys are scoped to
 * (user, method, path); a record lives until `expiresAt` (24 h). While the first request runs, its
 * record is in flight under a lease: a crashed attempt does not block the key beyond `leaseUntil`.
 */
export interface IdempotencyScope {
  userId: string;
  method: string;
  path: string;
  key: string;
}

/** A response as sent: replayed byte for byte. */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export type IdempotencyBegin =
  /** This request runs; finish it with complete() or release() and this attempt id. */
  | { outcome: 'started'; attemptId: string }
  | { outcome: 'replay'; response: StoredResponse }
  | { outcome: 'inProgress' }
  /** The key was used with another request (fingerprint). */
  | { outcome: 'mismatch' };

export interface IdempotencyTimes {
  now: Date;
  /** When a new record expires (now + 24 h). */
  expiresAt: Date;
  /** Until when a new or taken-over in-flight attempt holds the key. */
  leaseUntil: Date;
}

export interface IdempotencyStore {
  /**
   * Atomically: no live record (none, or expired) -> a new in-flight record, started. Otherwise by
   * the record: another fingerprint -> mismatch; completed -> replay; in flight within its lease ->
   * inProgress; in flight past its lease -> taken over, started.
   */
  begin(scope: IdempotencyScope, fingerprint: string, times: IdempotencyTimes): Promise<IdempotencyBegin>;
  /** Stores the response of a started attempt; ignored if the attempt lost its lease to another. */
  complete(scope: IdempotencyScope, attemptId: string, response: StoredResponse): Promise<void>;
  /** Forgets a started attempt that must not be replayed (a 5xx), so a retry runs again. */
  release(scope: IdempotencyScope, attemptId: string): Promise<void>;
  /** Deletes records expired at `now`; returns how many. */
  purgeExpired(now: Date): Promise<number>;
}
