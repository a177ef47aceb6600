/** Bounds the memory of who was sent what when: the oldest are forgotten first. */
const MAX_REMEMBERED = 10_000;

/**
 * At most one message per key (an account) every `minimumMs`, in this process's memory: a page that
 * sends mail on request must not let anyone flood a mailbox by asking again and again.
 */
export class SendInterval {
  private readonly lastSent = new Map<string, number>();

  constructor(private readonly minimumMs: number) {}

  /** True, and remembered, when `key` may be sent to at `now` (epoch ms); false while too soon. */
  claim(key: string, now: number): boolean {
    if (now - (this.lastSent.get(key) ?? -Infinity) < this.minimumMs) return false;
    this.lastSent.delete(key);
    this.lastSent.set(key, now);
    if (this.lastSent.size > MAX_REMEMBERED) this.lastSent.delete(this.lastSent.keys().next().value as string);
    return true;
  }

  /** A claimed send that failed: the next ask may try again at once. */
  release(key: string): void {
    this.lastSent.delete(key);
  }
}
