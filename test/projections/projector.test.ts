import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect } from 'chai';
import { sqlitePositionOrder } from '../../src/adapters/outbound/sqlite/position-order.js';
import type { EventStore, Subscription } from '../../src/application/ports/event-store.port.js';
import { Projector, type ProjectorOptions } from '../../src/application/projections/projector.js';
import { appendMix } from '../support/event-mix.js';
import { embeddedReadModels, liveAndRebuilt, projections, silentLogger } from '../support/read-models.js';

type Env = ReturnType<typeof embeddedReadModels>;

/**
 * An event store whose subscriptions drop after `dropAfter` deliveries and, like a store that only
 * promises at-least-once, resume `rewind` events before the checkpoint asked for.
 */
function droppingStore(inner: EventStore, dropAfter: number, rewind: number): EventStore & { subscriptions: number } {
  const wrapper = Object.create(inner) as EventStore & { subscriptions: number };
  wrapper.subscriptions = 0;
  wrapper.subscribeToAll = (options, handler): Subscription => {
    wrapper.subscriptions++;
    let delivered = 0;
    let drop!: (error: Error) => void;
    const failed = new Promise<Error>((resolve) => (drop = resolve));
    const after = options.after === undefined ? undefined : Number(options.after) - rewind;
    const subscription = inner.subscribeToAll(
      { ...options, after: after === undefined || after <= 0 ? undefined : String(after) },
      async (event) => {
        if (++delivered > dropAfter) {
          const error = new Error('connection dropped');
          drop(error);
          throw error;
        }
        await handler(event);
      },
    );
    void subscription.failed.then(drop);
    return { failed, stop: () => subscription.stop() };
  };
  return wrapper;
}

const projectorOn = (env: Env, events: EventStore = env.events, options: ProjectorOptions = {}) =>
  new Projector(events, env.store, projections(), sqlitePositionOrder, silentLogger, { retryMinMs: 5, ...options });

async function expectEqualToFullRebuild(env: Env): Promise<void> {
  const { live, rebuilt } = await liveAndRebuilt(env.database, env.events);
  expect(live.docs!.length).to.be.greaterThan(0);
  for (const table of Object.keys(rebuilt)) expect(live[table], table).to.deep.equal(rebuilt[table]);
}

describe('Projector on the embedded profile', function () {
  this.timeout(120_000);
  let env: Env;
  beforeEach(() => {
    env = embeddedReadModels('projector');
    // Test data only: durability of the setup appends is not what these tests are about.
    env.database.connection.pragma('synchronous = OFF');
  });
  afterEach(() => env.close());

  it('catches up from the first event, then follows live appends, and equals a full rebuild', async () => {
    await appendMix(env.events, { events: 3_000, seed: 1 });
    const projector = projectorOn(env);
    await projector.start();
    expect(await projector.catchUp(30_000)).to.equal(true);
    await appendMix(env.events, { events: 500, seed: 2 });
    expect(await projector.catchUp(30_000)).to.equal(true);
    expect((await projector.lag()).distance).to.equal(0);
    await projector.stop();
    await expectEqualToFullRebuild(env);
  });

  it('resumes after a restart from its stored checkpoint, losing and repeating nothing', async () => {
    await appendMix(env.events, { events: 2_000, seed: 3 });
    const first = projectorOn(env, env.events, { batchSize: 100 });
    await first.start();
    await first.catchUp(30_000);
    await first.stop();
    const stopped = await env.store.readCheckpoint();
    expect(stopped.position).to.equal(await env.events.headPosition());

    await appendMix(env.events, { events: 1_000, seed: 4 });
    const second = projectorOn(env);
    await second.start();
    expect((await second.lag()).distance).to.be.greaterThan(0);
    await second.catchUp(30_000);
    await second.stop();
    await expectEqualToFullRebuild(env);
  });

  it('survives dropped subscriptions that redeliver events already applied', async () => {
    await appendMix(env.events, { events: 3_000, seed: 5 });
    const flaky = droppingStore(env.events, 700, 250);
    const projector = projectorOn(env, flaky, { batchSize: 300 });
    await projector.start();
    expect(await projector.catchUp(60_000)).to.equal(true);
    await projector.stop();
    expect(flaky.subscriptions).to.be.greaterThan(3);
    await expectEqualToFullRebuild(env);
  });

  it('recovers from failing commits and an unreadable checkpoint by resubscribing from the stored checkpoint', async () => {
    await appendMix(env.events, { events: 2_000, seed: 10 });
    let commits = 0;
    let reads = 0;
    const flaky = Object.create(env.store) as typeof env.store;
    flaky.commit = async (changes, checkpoint) => {
      if (++commits % 3 === 0) throw new Error('disk full (simulated)');
      return env.store.commit(changes, checkpoint);
    };
    flaky.readCheckpoint = async () => {
      if (++reads === 2) throw new Error('database locked (simulated)');
      return env.store.readCheckpoint();
    };
    const projector = new Projector(env.events, flaky, projections(), sqlitePositionOrder, silentLogger, {
      retryMinMs: 5,
      batchSize: 200,
    });
    await projector.start();
    expect(await projector.catchUp(60_000)).to.equal(true);
    await projector.stop();
    expect(commits).to.be.greaterThan(10);
    expect(reads).to.be.greaterThan(2);
    await expectEqualToFullRebuild(env);
  });

  it('a projector process killed with SIGKILL mid-stream loses nothing: the next one ends equal to a full rebuild', async () => {
    await appendMix(env.events, { events: 30_000, seed: 6 });
    const head = Number(await env.events.headPosition());
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/projector-main.ts'], {
      env: { ...process.env, DATA_DIR: env.dir.path, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    const exited = once(child, 'exit');
    let killedAt: number | undefined;
    for (let i = 0; i < 6_000 && killedAt === undefined; i++) {
      const position = Number(env.readModels.checkpointRow('live')?.position ?? 0);
      if (position > 0) {
        child.kill('SIGKILL');
        killedAt = position;
      } else await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await exited;
    expect(killedAt, 'the child projector committed a first batch').to.be.a('number');
    expect(killedAt!).to.be.lessThan(head);

    const projector = projectorOn(env);
    await projector.start();
    await projector.catchUp(60_000);
    await projector.stop();
    await expectEqualToFullRebuild(env);
  });

  it('resolves waitFor at the position of a write, and false on timeout for one not yet written', async () => {
    const projector = projectorOn(env);
    await projector.start();
    await appendMix(env.events, { events: 50, seed: 7 });
    const head = (await env.events.headPosition())!;
    expect(await projector.waitFor(head, 10_000)).to.equal(true);
    expect(await projector.waitFor(String(Number(head) + 1), 50)).to.equal(false);
    await projector.stop();
  });

  it('resubscribes when a rebuild switches the read models under it, and keeps up afterwards', async () => {
    await appendMix(env.events, { events: 1_500, seed: 8 });
    const projector = projectorOn(env);
    await projector.start();
    await projector.catchUp(30_000);
    const generation = (await env.store.readCheckpoint()).generation;
    await env.rebuild.run();
    expect((await env.store.readCheckpoint()).generation).to.equal(generation + 1);
    await appendMix(env.events, { events: 500, seed: 9 });
    expect(await projector.catchUp(30_000)).to.equal(true);
    await projector.stop();
    await expectEqualToFullRebuild(env);
  });

  it('with minBatchIntervalMs, applies what comes in soon after a batch together, no sooner than the interval', async () => {
    const batches: number[] = [];
    const projector = projectorOn(env, env.events, { minBatchIntervalMs: 300, onCheckpoint: () => void batches.push(performance.now()) });
    await projector.start();
    await appendMix(env.events, { events: 5, seed: 21 });
    expect(await projector.catchUp(30_000)).to.equal(true);
    // (Batches went at once meanwhile: catchUp waits for them.)
    const settled = batches.length;
    // 40 appends one at a time, each committed on its own turn of the event loop, as live requests come.
    await appendMix(env.events, { events: 40, seed: 22 });
    // Watched without waiting for the checkpoint: a waiting reader would have the batch go at once.
    const deadline = performance.now() + 30_000;
    while ((await projector.lag()).distance > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect((await projector.lag()).distance).to.equal(0);
    const later = batches.slice(settled);
    expect(later.length).to.be.within(1, 2);
    // Checkpoints are told as batches end; each of these small batches is applied within a few ms.
    for (let i = settled; i < batches.length; i++) expect(batches[i]! - batches[i - 1]!).to.be.at.least(250);
    await projector.stop();
    await expectEqualToFullRebuild(env);
  });

  it('holds no batch back while someone waits for the checkpoint', async () => {
    const projector = projectorOn(env, env.events, { minBatchIntervalMs: 60_000 });
    await projector.start();
    await appendMix(env.events, { events: 5, seed: 23 });
    expect(await projector.catchUp(30_000)).to.equal(true);
    // The batch of these would wait a minute; the reader waiting for them gets them now.
    await appendMix(env.events, { events: 5, seed: 24 });
    expect(await projector.catchUp(10_000)).to.equal(true);
    // With a reader waiting before they come in, too.
    const waiting = projector.waitFor(String(Number(await env.events.headPosition()) + 3), 10_000);
    await appendMix(env.events, { events: 5, seed: 25 });
    expect(await waiting).to.equal(true);
    await projector.stop();
  });
});
