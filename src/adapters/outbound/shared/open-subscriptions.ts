import type { Subscription } from '../../../application/ports/event-store.port.js';

/** The subscriptions a store has handed out and not yet seen end, so that close() can stop them. */
export class OpenSubscriptions {
  private readonly open = new Set<Subscription>();

  track(subscription: Subscription): Subscription {
    this.open.add(subscription);
    const forget = (): void => void this.open.delete(subscription);
    void subscription.failed.then(forget);
    return { failed: subscription.failed, stop: () => subscription.stop().finally(forget) };
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.open].map((subscription) => subscription.stop()));
    this.open.clear();
  }
}
