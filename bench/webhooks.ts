/**
 * Webhook delivery throughput on loopback (`npm run bench:webhooks`; also part of `npm run bench`),
 * the real app on the embedded profile and a receiver in a child process (bench/webhook-receiver.ts)
 * answering 204 at once:
 * - 10 endpoints of one user, 50 itineraries; 500 changes (10 per itinerary) are written while
 *   delivery is off (RUN_WEBHOOKS=false), then the service starts with it on: the fan-out catches up
 *   from its checkpoint and stores 5,000 deliveries, the dispatcher sends them, each lane (endpoint and
 *   itinerary) in log order. Deliveries per second from the first one received to the last (the
 *   service's start, about a second on a busy machine, is reported beside). Target: >= 1,000 deliveries/s.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort, startTestApp } from '../test/support/app.js';
import { createUser, issueToken } from '../test/support/auth.js';
import { loadAverage, mergeResults, printFigure, type Target } from './results.js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const ENDPOINTS = 10;
const ITINERARIES = 50;
const CHANGES_PER_ITINERARY = 10;
const TARGETS = { deliveriesPerSecond: { min: 1_000 } } satisfies Record<string, Target>;

const now = (): number => performance.timeOrigin + performance.now();

interface Report {
  count: number;
  firstAt: number;
  lastAt: number;
}

async function run(): Promise<void> {
  const receiver = fork(fileURLToPath(new URL('./webhook-receiver.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  const [{ port: receiverPort }] = (await once(receiver, 'message')) as [{ port: number }];
  const report = async (): Promise<Report> => {
    receiver.send({ type: 'report' });
    for (;;) {
      const [message] = (await once(receiver, 'message')) as [{ type: string } & Report];
      if (message.type === 'report') return message;
    }
  };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-webhooks-'));
  const env = (run: boolean) => ({ PORT: String(port), WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiverPort}`, RUN_WEBHOOKS: String(run) });
  const port = await freePort();
  try {
    // 1. Endpoints and itineraries, delivered (a warm-up), and the fan-out's checkpoint stored.
    let app = await startTestApp(env(true), dataDir);
    const { userId } = await createUser(app, { plan: 'pro' });
    const token = await issueToken(app, { userId });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (let i = 0; i < ENDPOINTS; i++) {
      const res = await fetch(`${app.url}/v1/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url: `http://127.0.0.1:${receiverPort}/hook/${i}` }) });
      if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    }
    const ids: string[] = [];
    for (let i = 0; i < ITINERARIES; i++) {
      const res = await fetch(`${app.url}/v1/itinerary`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: `Trip ${i}`, destination: `Porto ${i} ${Date.now()}`, center: { latitude: 41.1, longitude: -8.6 } }),
      });
      ids.push(((await res.json()) as { id: string }).id);
    }
    const warmUp = ENDPOINTS * ITINERARIES;
    while ((await report()).count < warmUp) await new Promise((resolve) => setTimeout(resolve, 50));
    await app.stop();
    receiver.send({ type: 'reset' });

    // 2. The changes, written while nothing delivers.
    app = await startTestApp(env(false), dataDir);
    for (let round = 0; round < CHANGES_PER_ITINERARY; round++) {
      await Promise.all(
        ids.map(async (id, i) => {
          const res = await fetch(`${app.url}/v1/itinerary/${id}`, {
            method: 'PATCH',
            headers: { ...headers, 'if-match': '*' },
            body: JSON.stringify({ summary: `change ${round} of ${i}` }),
          });
          if (res.status !== 200) throw new Error(`PATCH: ${res.status}`);
          await res.arrayBuffer();
        }),
      );
    }
    await app.stop();

    // 3. Delivery on: fan-out from the checkpoint and dispatch, timed to the last delivery received.
    const expected = ENDPOINTS * ITINERARIES * CHANGES_PER_ITINERARY;
    const startedAt = now();
    app = await startTestApp(env(true), dataDir);
    let last: Report;
    do {
      await new Promise((resolve) => setTimeout(resolve, 20));
      last = await report();
    } while (last.count < expected && now() - startedAt < 120_000);
    await app.close();
    const delivered = last.count;
    const seconds = (last.lastAt - last.firstAt) / 1000;
    const withStart = (last.lastAt - startedAt) / 1000;
    const perSecond = Math.round(delivered / seconds);
    console.log(`\nWebhooks, load average ${loadAverage().join(' ')}: ${delivered} deliveries in ${seconds.toFixed(2)} s, ${withStart.toFixed(2)} s with the service's start`);
    const pass = { deliveriesPerSecond: printFigure('webhook deliveries to loopback', perSecond, '/s', TARGETS.deliveriesPerSecond) };
    mergeResults('webhooks', {
      endpoints: ENDPOINTS,
      itineraries: ITINERARIES,
      deliveries: delivered,
      seconds: Math.round(seconds * 100) / 100,
      secondsWithServiceStart: Math.round(withStart * 100) / 100,
      deliveriesPerSecond: perSecond,
      complete: delivered === expected,
      loadAverage: loadAverage(),
      targets: TARGETS,
      pass,
    });
  } finally {
    receiver.send({ type: 'stop' });
    await rm(dataDir, { recursive: true, force: true });
  }
}

await run();
