import { DomainError } from '../../domain/shared/domain-error.js';

/** Bounds the memory of who invited when: the owners seen longest ago are forgotten first. */
const MAX_REMEMBERED = 10_000;

/**
 * At most `limit` invitations per owner in any `windowMs` (a sliding window, in this process's
 * memory): invitations mail people who never asked for it, so one account must not be able to send
 * many, whatever number of itineraries it spreads them over.
 */
export class InvitationQuota {
  private readonly sent = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Throws invitationsLimited (with retryAfterSeconds) when the owner has used up the window at `now`. */
  check(ownerId: string, now: number): void {
    const recent = this.recent(ownerId, now);
    if (recent.length < this.limit) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((recent[recent.length - this.limit]! + this.windowMs - now) / 1000));
    throw new DomainError(
      'invitationsLimited',
      `At most ${this.limit} invitations may be sent in ${this.windowMs / 3_600_000} hours; try again in ${retryAfterSeconds} seconds.`,
      { limit: this.limit, retryAfterSeconds },
    );
  }

  /** Counts one invitation sent at `now`. */
  record(ownerId: string, now: number): void {
    const recent = [...this.recent(ownerId, now), now];
    this.sent.delete(ownerId);
    this.sent.set(ownerId, recent);
    if (this.sent.size > MAX_REMEMBERED) this.sent.delete(this.sent.keys().next().value as string);
  }

  private recent(ownerId: string, now: number): number[] {
    return (this.sent.get(ownerId) ?? []).filter((at) => at > now - this.windowMs);
  }
}
