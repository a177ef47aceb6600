import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { EventStore, RecordedEvent } from '../../src/application/ports/event-store.port.js';
import type { FeedRun, WebhookEventFeed } from '../../src/application/ports/webhook-event-feed.port.js';
import type { NewDelivery, WebhookStore } from '../../src/application/ports/webhook-store.port.js';
import { until } from '../support/until.js';
import { event } from './event-store.contract.js';

export interface WebhookEventFeedFixture {
  /** A feed of the streams starting with `streamPrefix`, under a name (checkpoint, consumer group) of its own. */
  feed: WebhookEventFeed;
  /** Where its commits store deliveries. */
  store: WebhookStore;
  /** The log it reads, to append to. */
  events: EventStore;
  streamPrefix: string;
  dispose(): Promise<void>;
}

/** A run and what it was handed, by event type (each test names its events). */
interface Recorded {
  run: FeedRun;
  seen: string[];
}

/**
 * The WebhookEventFeed port's contract (docs/change-feeds.md, "How it runs"), run against every
 * adapter: SQLite's catch-up feed always, the EventStoreDB persistent subscription with EVENTSTORE_URL.
 */
export function webhookEventFeedContract(name: string, open: () => Promise<WebhookEventFeedFixture>): void {
  describe(`WebhookEventFeed contract: ${name}`, function () {
    this.timeout(30_000);
    let fixture: WebhookEventFeedFixture;
    let runs: FeedRun[];
    beforeEach(async () => {
      fixture = await open();
      runs = [];
    });
    afterEach(async () => {
      await Promise.all(runs.map((run) => run.stop()));
      await fixture.dispose();
    });

    const stream = (): string => `${fixture.streamPrefix}${randomUUID()}`;
    const append = async (streamId: string, ...types: string[]): Promise<void> => {
      for (const type of types) await fixture.events.append(streamId, [event(type)], 'any');
    };
    /**
     * Opens a run that records each event it is handed, failing on the types in `failOn`. A feed
     * may refuse a run while the previous one's connection is going (one consumer at a time): the
     * open is tried again then, as the fan-out does.
     */
    const record = async (failOn: string[] = []): Promise<Recorded> => {
      const seen: string[] = [];
      const handler = async (e: RecordedEvent): Promise<void> => {
        seen.push(e.type);
        if (failOn.includes(e.type)) throw new Error(`handler refused ${e.type}`);
      };
      for (let attempt = 1; ; attempt++) {
        try {
          const run = await fixture.feed.open(handler);
          runs.push(run);
          return { run, seen };
        } catch (error) {
          if (attempt === 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const delivery = (endpointId: string, type: string): NewDelivery => ({
      id: `msg_${randomUUID()}`,
      endpointId,
      lane: 'lane',
      type,
      payload: JSON.stringify({ type }),
      createdAt: new Date().toISOString(),
    });

    it("begins at the log's head on its first open, then hands out its streams' events in log order", async () => {
      const [a, b] = [stream(), stream()];
      await append(a, 'Before');
      const { seen } = await record();
      await append(a, 'A1');
      await append(b, 'B1');
      await fixture.events.append(`other-${randomUUID()}`, [event('Elsewhere')], 'any');
      await append(a, 'A2', 'A3');
      await until(() => seen.length >= 4);
      expect(seen).to.deep.equal(['A1', 'B1', 'A2', 'A3']);
    });

    it('stores the deliveries of a commit, then acknowledges its events: the next run hands out only the rest, in order', async () => {
      const a = stream();
      const endpointId = randomUUID();
      const first = await record();
      await append(a, 'A1', 'A2', 'A3');
      await until(() => first.seen.length === 3);
      const stored = [delivery(endpointId, 'A1'), delivery(endpointId, 'A2')];
      await first.run.commit(stored, 2);
      expect((await fixture.store.deliveries(endpointId, { limit: 10 })).map((d) => d.id)).to.deep.equal(stored.map((d) => d.id));
      await first.run.stop();

      const second = await record();
      await append(a, 'A4');
      await until(() => second.seen.includes('A4'));
      expect(second.seen).to.deep.equal(['A3', 'A4']);
    });

    it('ends a run whose handler fails, acknowledging nothing: the next run hands its events out again, before later ones', async () => {
      const a = stream();
      const first = await record(['A2']);
      await append(a, 'A1', 'A2', 'A3');
      const error = await first.run.failed;
      expect(error.message).to.equal('handler refused A2');
      expect(first.seen).to.deep.equal(['A1', 'A2']);

      const second = await record();
      await append(a, 'A4');
      await until(() => second.seen.includes('A4'));
      expect(second.seen).to.deep.equal(['A1', 'A2', 'A3', 'A4']);
      expect(first.seen).to.deep.equal(['A1', 'A2']);
    });

    it('still stores the deliveries of a commit after stop(); what was committed before is not handed out again', async () => {
      const a = stream();
      const endpointId = randomUUID();
      const first = await record();
      await append(a, 'A1', 'A2');
      await until(() => first.seen.length === 2);
      const [d1, d2] = [delivery(endpointId, 'A1'), delivery(endpointId, 'A2')];
      await first.run.commit([d1], 1);
      await first.run.stop();
      await first.run.commit([d2], 1);
      expect((await fixture.store.deliveries(endpointId, { limit: 10 })).map((d) => d.id)).to.deep.equal([d1.id, d2.id]);

      const second = await record();
      await append(a, 'A3');
      await until(() => second.seen.includes('A3'));
      // A2's acknowledgement may have been lost with the connection (at least once); A1's was not.
      expect(second.seen.filter((type) => type !== 'A2')).to.deep.equal(['A3']);
    });
  });
}
