import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import {
  WrongExpectedRevisionError,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type RecordedEvent,
} from '../../src/application/ports/event-store.port.js';
import { until } from '../support/until.js';

export interface EventStoreFixture {
  store: EventStore;
  /** Closes the store and whatever the factory opened for it. */
  dispose(): Promise<void>;
}

/**
 * The one contract of the EventStore port, run against every adapter.
 * Every test writes to streams under its own random prefix and reads through that prefix, so the
 * suite also runs against a shared EventStoreDB that holds other data.
 */
export function eventStoreContract(name: string, factory: () => Promise<EventStoreFixture>): void {
  describe(`EventStore contract: ${name}`, function () {
    this.timeout(30_000);
    let fixture: EventStoreFixture;
    let store: EventStore;
    let prefix: string;
    let start: string | undefined;
    const stream = (name = 'itinerary'): string => `${prefix}${name}-${randomUUID()}`;
    const readAllOfTest = (options: { after?: string; maxCount?: number } = {}): Promise<RecordedEvent[]> =>
      collect(store.readAll({ ...options, after: options.after ?? start, streamPrefixes: [prefix] }));

    beforeEach(async () => {
      fixture = await factory();
      store = fixture.store;
      prefix = `ct${randomUUID().slice(0, 8)}`;
      start = await store.headPosition();
    });
    afterEach(() => fixture.dispose());

    describe('append and readStream', () => {
      it('reads back what was appended, with 0-based revisions and metadata intact', async () => {
        const id = stream();
        const events = [event('A', { n: 1, nested: { list: [1, 'two'] } }), event('B', { n: 2 }), event('C', {})];
        const result = await store.append(id, events, 'no_stream');
        expect(result.revision).to.equal(2);

        const read = await collect(store.readStream(id));
        expect(read.map((e) => e.revision)).to.deep.equal([0, 1, 2]);
        expect(read.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata }))).to.deep.equal(
          events,
        );
        expect(read.every((e) => e.streamId === id)).to.equal(true);
        expect(read[2]!.position).to.equal(result.position);
      });

      it('reads nothing, without error, from a stream that does not exist', async () => {
        expect(await collect(store.readStream(stream('missing')))).to.deep.equal([]);
        expect(await collect(store.readStream(stream('missing'), { fromRevision: 5 }))).to.deep.equal([]);
      });

      it('continues revisions across appends', async () => {
        const id = stream();
        await store.append(id, [event('A'), event('B')], 'no_stream');
        const second = await store.append(id, [event('C')], 1);
        expect(second.revision).to.equal(2);
        expect((await collect(store.readStream(id))).map((e) => e.type)).to.deep.equal(['A', 'B', 'C']);
      });

      it('reads a stream from a revision, up to maxCount', async () => {
        const id = stream();
        await store.append(id, Array.from({ length: 10 }, (_, n) => event(`E${n}`)), 'no_stream');
        const revisions = async (options: { fromRevision?: number; maxCount?: number }) =>
          (await collect(store.readStream(id, options))).map((e) => e.revision);
        expect(await revisions({ fromRevision: 3, maxCount: 4 })).to.deep.equal([3, 4, 5, 6]);
        expect(await revisions({ fromRevision: 8 })).to.deep.equal([8, 9]);
        expect(await revisions({ maxCount: 2 })).to.deep.equal([0, 1]);
        expect(await revisions({ fromRevision: 10 })).to.deep.equal([]);
      });

      it('reads a stream longer than one page, in order', async () => {
        const id = stream();
        for (let batch = 0; batch < 6; batch++) {
          await store.append(id, Array.from({ length: 250 }, () => event('Many')), batch === 0 ? 'no_stream' : batch * 250 - 1);
        }
        const read = await collect(store.readStream(id));
        expect(read).to.have.length(1500);
        expect(read.every((e, i) => e.revision === i)).to.equal(true);
      });

      it('treats a retry of an acknowledged append (same event ids) as done, not as a second write', async () => {
        const id = stream();
        const events = [event('A'), event('B')];
        const first = await store.append(id, events, 'no_stream');
        const retry = await store.append(id, events, 'no_stream');
        expect(retry).to.deep.equal(first);
        expect(await collect(store.readStream(id))).to.have.length(2);
      });
    });

    describe('expected revision', () => {
      it("'no_stream' succeeds on a new stream and fails on an existing one with its actual revision", async () => {
        const id = stream();
        await store.append(id, [event('A'), event('B')], 'no_stream');
        const error = await rejection(store.append(id, [event('C')], 'no_stream'));
        expect(error).to.be.instanceOf(WrongExpectedRevisionError);
        expect(error).to.include({ streamId: id, expected: 'no_stream', actual: 1 });
      });

      it('a number succeeds only when it is the current revision', async () => {
        const id = stream();
        await store.append(id, [event('A')], 'no_stream');
        expect(await rejection(store.append(id, [event('B')], 1))).to.include({ expected: 1, actual: 0 });
        await store.append(id, [event('B')], 0);
        expect(await rejection(store.append(id, [event('C')], 0))).to.include({ expected: 0, actual: 1 });
        expect((await collect(store.readStream(id))).map((e) => e.type)).to.deep.equal(['A', 'B']);
      });

      it('a number on a missing stream fails with actual -1', async () => {
        const error = await rejection(store.append(stream(), [event('A')], 0));
        expect(error).to.be.instanceOf(WrongExpectedRevisionError);
        expect(error).to.include({ expected: 0, actual: -1 });
      });

      it("'any' appends to a missing and to an existing stream", async () => {
        const id = stream();
        expect((await store.append(id, [event('A')], 'any')).revision).to.equal(0);
        expect((await store.append(id, [event('B')], 'any')).revision).to.equal(1);
      });

      it('a failed append writes nothing', async () => {
        const id = stream();
        await store.append(id, [event('A')], 'no_stream');
        await rejection(store.append(id, [event('X'), event('Y')], 5));
        expect((await collect(store.readStream(id))).map((e) => e.type)).to.deep.equal(['A']);
      });
    });

    describe('concurrency', () => {
      it('of two appends with the same expected revision, exactly one succeeds', async () => {
        const id = stream();
        await store.append(id, [event('A')], 'no_stream');
        const results = await Promise.allSettled([
          store.append(id, [event('B1')], 0),
          store.append(id, [event('B2')], 0),
        ]);
        expectExactlyOneWinner(results);
        expect(await collect(store.readStream(id))).to.have.length(2);
      });

      it("of many concurrent 'no_stream' creations, exactly one succeeds", async () => {
        const id = stream();
        const results = await Promise.allSettled(
          Array.from({ length: 20 }, (_, n) => store.append(id, [event(`Create${n}`)], 'no_stream')),
        );
        expectExactlyOneWinner(results);
        expect(await collect(store.readStream(id))).to.have.length(1);
      });

      it('a conflicting append leaves concurrent appends to other streams alone', async () => {
        const taken = stream();
        await store.append(taken, [event('A')], 'no_stream');
        const others = [stream(), stream()];
        const results = await Promise.allSettled([
          store.append(others[0]!, [event('B')], 'no_stream'),
          store.append(taken, [event('X')], 'no_stream'),
          store.append(others[1]!, [event('C')], 'no_stream'),
        ]);
        expect(results.map((r) => r.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
        for (const id of others) expect(await collect(store.readStream(id))).to.have.length(1);
      });

      it('many appenders that retry on conflict lose no event and leave no gap', async () => {
        const id = stream();
        const appenders = 10;
        const perAppender = 5;
        const appendWithRetry = async (type: string): Promise<void> => {
          for (;;) {
            const current = (await collect(store.readStream(id))).length - 1;
            try {
              await store.append(id, [event(type)], current < 0 ? 'no_stream' : current);
              return;
            } catch (error) {
              if (!(error instanceof WrongExpectedRevisionError)) throw error;
            }
          }
        };
        await Promise.all(
          Array.from({ length: appenders }, async (_, a) => {
            for (let n = 0; n < perAppender; n++) await appendWithRetry(`A${a}-${n}`);
          }),
        );
        const read = await collect(store.readStream(id));
        expect(read.map((e) => e.revision)).to.deep.equal([...Array(appenders * perAppender).keys()]);
        expect(new Set(read.map((e) => e.type)).size).to.equal(appenders * perAppender);
      });
    });

    describe('readAll', () => {
      it('returns the events of all streams in the global order they were appended', async () => {
        const a = stream('a');
        const b = stream('b');
        const written: string[] = [];
        for (let n = 0; n < 6; n++) {
          const target = n % 2 === 0 ? a : b;
          const e = event(`E${n}`);
          await store.append(target, [e], 'any');
          written.push(e.id);
        }
        const read = await readAllOfTest();
        expect(read.map((e) => e.id)).to.deep.equal(written);
        expect(read.map((e) => e.streamId)).to.deep.equal([a, b, a, b, a, b]);
      });

      it('reads strictly after a position, up to maxCount', async () => {
        const id = stream();
        await store.append(id, Array.from({ length: 8 }, (_, n) => event(`E${n}`)), 'no_stream');
        const all = await readAllOfTest();
        expect(all.map((e) => e.type)).to.deep.equal(['E0', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7']);
        const after = await readAllOfTest({ after: all[2]!.position });
        expect(after.map((e) => e.type)).to.deep.equal(['E3', 'E4', 'E5', 'E6', 'E7']);
        const limited = await readAllOfTest({ after: all[2]!.position, maxCount: 2 });
        expect(limited.map((e) => e.type)).to.deep.equal(['E3', 'E4']);
        expect(await readAllOfTest({ after: all[7]!.position })).to.deep.equal([]);
      });

      it('keeps only streams with one of the given prefixes', async () => {
        await store.append(`${prefix}itinerary-1`, [event('I')], 'no_stream');
        await store.append(`${prefix}account-1`, [event('A')], 'no_stream');
        await store.append(`${prefix}other-1`, [event('O')], 'no_stream');
        const types = async (prefixes: string[]) =>
          (await collect(store.readAll({ after: start, streamPrefixes: prefixes }))).map((e) => e.type);
        expect(await types([`${prefix}itinerary-`])).to.deep.equal(['I']);
        expect(await types([`${prefix}itinerary-`, `${prefix}account-`])).to.deep.equal(['I', 'A']);
        expect(await types([`${prefix}nothing-`])).to.deep.equal([]);
      });

      it('headPosition is the position of the last event', async () => {
        const result = await store.append(stream(), [event('A'), event('B')], 'no_stream');
        const head = await store.headPosition();
        expect(head).to.be.a('string');
        expect(await readAllOfTest({ after: head })).to.deep.equal([]);
        const last = await readAllOfTest();
        expect(last[1]!.position).to.equal(result.position);
      });
    });

    describe('subscribeToAll', () => {
      it('delivers past events (catch-up), then new ones (live), in order', async () => {
        const id = stream();
        await store.append(id, [event('E0'), event('E1'), event('E2')], 'no_stream');
        const seen: RecordedEvent[] = [];
        const subscription = store.subscribeToAll({ after: start, streamPrefixes: [prefix] }, (e) => {
          seen.push(e);
        });
        try {
          await until(() => seen.length === 3);
          await store.append(id, [event('E3')], 2);
          await store.append(stream(), [event('E4')], 'no_stream');
          await until(() => seen.length === 5);
          expect(seen.map((e) => e.type)).to.deep.equal(['E0', 'E1', 'E2', 'E3', 'E4']);
          expect(seen[3]!.revision).to.equal(3);
        } finally {
          await subscription.stop();
        }
      });

      it('starts strictly after the given checkpoint and honours the prefix filter', async () => {
        await store.append(stream(), [event('E0'), event('E1')], 'no_stream');
        const [, checkpoint] = await readAllOfTest();
        await store.append(stream('skipped'), [event('Skipped')], 'no_stream');
        await store.append(stream(), [event('E2')], 'no_stream');
        const seen: string[] = [];
        const subscription = store.subscribeToAll(
          { after: checkpoint!.position, streamPrefixes: [`${prefix}itinerary-`] },
          (e) => void seen.push(e.type),
        );
        try {
          await until(() => seen.length === 1);
          await store.append(stream(), [event('E3')], 'no_stream');
          await until(() => seen.length === 2);
          expect(seen).to.deep.equal(['E2', 'E3']);
        } finally {
          await subscription.stop();
        }
      });

      it('awaits the handler before the next event', async () => {
        await store.append(stream(), [event('E0'), event('E1'), event('E2')], 'no_stream');
        const log: string[] = [];
        const subscription = store.subscribeToAll({ after: start, streamPrefixes: [prefix] }, async (e) => {
          log.push(`start ${e.type}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          log.push(`end ${e.type}`);
        });
        try {
          await until(() => log.length === 6);
          expect(log).to.deep.equal(['start E0', 'end E0', 'start E1', 'end E1', 'start E2', 'end E2']);
        } finally {
          await subscription.stop();
        }
      });

      it('stop() resolves only after the running handler has finished, and nothing is delivered after it', async () => {
        const id = stream();
        await store.append(id, [event('E0')], 'no_stream');
        const release = deferred();
        const seen: string[] = [];
        let finished = false;
        const subscription = store.subscribeToAll({ after: start, streamPrefixes: [prefix] }, async (e) => {
          seen.push(e.type);
          await release.promise;
          finished = true;
        });
        await until(() => seen.length === 1);
        await store.append(id, [event('E1')], 0);
        let stopped = false;
        const stopping = subscription.stop().then(() => (stopped = true));
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(stopped).to.equal(false);
        release.resolve();
        await stopping;
        expect(finished).to.equal(true);
        await store.append(id, [event('E2')], 1);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(seen).to.deep.equal(['E0']);
      });

      it('ends on a handler error: `failed` resolves with it and later events are not delivered', async () => {
        await store.append(stream(), [event('E0'), event('E1'), event('E2')], 'no_stream');
        const seen: string[] = [];
        const subscription = store.subscribeToAll({ after: start, streamPrefixes: [prefix] }, (e) => {
          seen.push(e.type);
          if (e.type === 'E1') throw new Error('cannot apply E1');
        });
        const error = await subscription.failed;
        expect(error.message).to.equal('cannot apply E1');
        expect(seen).to.deep.equal(['E0', 'E1']);
        await subscription.stop();
      });

      it('loses and duplicates no event across resubscribes from the checkpoint while writes continue', async () => {
        const total = 300;
        const streams = Array.from({ length: 5 }, () => stream());
        const written: string[] = [];
        const writing = (async () => {
          for (let n = 0; n < total; n++) {
            const e = event(`E${n}`);
            await store.append(streams[n % streams.length]!, [e], 'any');
            written.push(e.id);
            if (n % 7 === 0) await new Promise((resolve) => setImmediate(resolve));
          }
        })();

        const received: string[] = [];
        let checkpoint = start;
        let resubscribes = 0;
        while (received.length < total) {
          const batch = deferred();
          let inThisSubscription = 0;
          const subscription = store.subscribeToAll({ after: checkpoint, streamPrefixes: [prefix] }, (e) => {
            received.push(e.id);
            checkpoint = e.position;
            if (++inThisSubscription === 40 || received.length === total) batch.resolve();
          });
          await Promise.race([batch.promise, subscription.failed.then((e) => Promise.reject(e))]);
          await subscription.stop();
          resubscribes++;
        }
        await writing;
        expect(resubscribes).to.be.greaterThan(3);
        expect(received).to.deep.equal(written);
      });
    });
  });
}

const metadata = (): EventMetadata => ({
  actorId: `user-${randomUUID()}`,
  clientId: 'contract-test',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
});

/** An event to append, with fresh ids. */
export const event = (type: string, data: object = {}): EventToAppend => ({ id: randomUUID(), type, data, metadata: metadata() });

const collect = async <T>(iterable: AsyncIterable<T>): Promise<T[]> => {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
};

const rejection = async (promise: Promise<unknown>): Promise<Error> => {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
};

const expectExactlyOneWinner = (results: PromiseSettledResult<unknown>[]): void => {
  expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(1);
  for (const r of results) {
    if (r.status === 'rejected') expect(r.reason).to.be.instanceOf(WrongExpectedRevisionError);
  }
};

const deferred = (): { promise: Promise<void>; resolve: () => void } => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
