import { DomainError, type ErrorCode } from '../../domain/shared/domain-error.js';
import type { AccountActionLog, RatedAction } from '../ports/account-action-log.port.js';
import type { Clock } from '../ports/clock.port.js';

/** How often an account may take one action, and how a refusal reads. */
export interface RatePolicy {
  action: RatedAction;
  /** Actions per account in any window; 0: no limit. */
  limit: number;
  windowMs: number;
  /** The refusal's code; its details carry `limit` and `retryAfterSeconds`. */
  code: ErrorCode;
  message(limit: number, retryAfterSeconds: number): string;
}

/**
 * At most `limit` actions of a kind per account in any window (sliding: the oldest leaving the window
 * frees a slot), counted in the AccountActionLog so that every instance and every restart sees them.
 * `take` checks and counts at once (a link read costs the service whatever becomes of it); `check` and
 * `record` apart count only what was done (an invitation that changed nothing costs nothing). Two
 * requests checking at the same moment may both pass: the limit is a bound on abuse, not a ledger.
 */
export class AccountActionRate {
  constructor(
    private readonly log: AccountActionLog,
    private readonly clock: Clock,
    private readonly policy: RatePolicy,
  ) {}

  /** Throws the policy's refusal (with retryAfterSeconds) when the account has used up its window. */
  async check(accountId: string): Promise<void> {
    const { action, limit, windowMs, code, message } = this.policy;
    if (limit === 0) return;
    const now = this.clock.now().getTime();
    const recent = await this.log.since(action, accountId, new Date(now - windowMs));
    if (recent.length < limit) return;
    const freesSlot = recent[recent.length - limit]!;
    const retryAfterSeconds = Math.max(1, Math.ceil((freesSlot.getTime() + windowMs - now) / 1000));
    throw new DomainError(code, message(limit, retryAfterSeconds), { limit, retryAfterSeconds });
  }

  /** Counts one action of the account, now. */
  async record(accountId: string): Promise<void> {
    const { action, limit, windowMs } = this.policy;
    if (limit === 0) return;
    const now = this.clock.now();
    await this.log.record(action, accountId, now, new Date(now.getTime() - windowMs));
  }

  /** Counts one action, or throws the refusal without counting it. */
  async take(accountId: string): Promise<void> {
    await this.check(accountId);
    await this.record(accountId);
  }
}
