import type { RecordedEvent, Subscription } from './event-store.port.js';
import type { NewDelivery } from './webhook-store.port.js';

/**
 * Where the webhook fan-out reads the itinerary events from (docs/change-feeds.md, "How it runs"): a
 * durable feed that hands each event out until the deliveries made of it are stored and it is
 * acknowledged. The embedded profile's is a catch-up subscription to the SQLite log with a checkpoint
 * stored in the same write as the deliveries; the distributed profile's an EventStoreDB persistent
 * subscription (a consumer group the server keeps the position of) with the deliveries in MongoDB.
 * One contract suite: test/contract/webhook-event-feed.contract.ts.
 */
export interface WebhookEventFeed {
  /**
   * Hands `handler` the events of the feed's streams not yet acknowledged, one at a time (the next
   * waits for the returned promise). The first open of a feed starts at the log's head: what was
   * written before it is never handed out. Per stream (itinerary), events come in log order, and an
   * event that a run handed out without acknowledging it is handed out again by a later run before
   * any later event of its stream. An event may come more than once (at least once): its deliveries'
   * ids make the repeat store nothing. Resolves once the run stands where it starts (whatever is
   * written after that is handed out); rejects, having handed nothing out, when it cannot start. A
   * handler error, a store error or a lost connection ends the run (`failed`); its owner opens another.
   */
  open(handler: (event: RecordedEvent) => Promise<void>): Promise<FeedRun>;
}

export interface FeedRun extends Subscription {
  /**
   * Stores `deliveries`, made of the first `events` events this run handed out since its previous
   * commit, and then acknowledges those events: once it resolves they are not handed out again
   * (EventStoreDB: unless its server lost the acknowledgement, which only repeats them). Commits run
   * one at a time. After stop() it still stores the deliveries; their events may come again.
   */
  commit(deliveries: NewDelivery[], events: number): Promise<void>;
}
