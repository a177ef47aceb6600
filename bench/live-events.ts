/**
 * Live changes (Server-Sent Events) on loopback (`npm run bench:live`; also part of `npm run bench`),
 * the real app on the embedded profile:
 * - delivery latency: 100 subscribers follow one itinerary (in a child process, bench/sse-subscribers.ts);
 *   one PATCH at a time, each change's latency is from the moment its PATCH was sent to the moment
 *   each subscriber has it, on the machine's clock. Target: p99 < 200 ms.
 * - GET and PATCH of 100 itineraries (as bench/http.ts measures them) without subscribers and with
 *   100 idle ones (each following an itinerary nobody writes) and 100 idle webhook endpoints (5 users'
 *   apps, 20 each, the most an app may register for a user, each for an itinerary nobody writes): the
 *   feeds should cost them nothing.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { createUser, issueToken } from '../test/support/auth.js';
import type { ProjectionProgress } from '../src/application/ports/projection-progress.port.js';
import { TOKENS } from '../src/tokens.js';
import { MAX_ENDPOINTS } from '../src/application/feeds/webhooks/webhook-endpoints.js';
import { load } from './load-runner.js';
import { loadAverage, mergeResults, printFigure, type Target } from './results.js';

const SUBSCRIBERS = 100;
const CHANGES = Number(process.env.BENCH_CHANGES ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGETS = { deliveryP99Ms: { max: 200 } } satisfies Record<string, Target>;

const now = (): number => performance.timeOrigin + performance.now();
const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const round1 = (n: number): number => Math.round(n * 10) / 10;

function subscribers(urls: string[], token: string): Promise<{ child: ChildProcess; report(): Promise<Map<number, number[]>>; stop(): void }> {
  const child = fork(fileURLToPath(new URL('./sse-subscribers.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  const next = async <T>(type: string): Promise<T> => {
    for (;;) {
      const [message] = (await once(child, 'message')) as [{ type: string } & T];
      if (message.type === type) return message;
    }
  };
  child.send({ urls, token });
  return next('ready').then(() => ({
    child,
    report: async () => {
      const reply = next<{ arrivals: [number, number[]][] }>('report');
      child.send({ type: 'report' });
      return new Map((await reply).arrivals);
    },
    stop: () => child.send({ type: 'stop' }),
  }));
}

async function createItineraries(app: TestApp, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${app.url}/v1/itinerary`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Trip ${i}`, destination: `Lisbon ${i} ${Date.now()}`, center: { latitude: 38.7, longitude: -9.1 } }),
    });
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

async function deliveryLatency(app: TestApp, token: string): Promise<{ p50Ms: number; p99Ms: number; maxMs: number; samples: number }> {
  const [id] = await createItineraries(app, token, 1);
  const feed = await subscribers(Array.from({ length: SUBSCRIBERS }, () => `${app.url}/v1/itinerary/${id}/events`), token);
  const sentAt = new Map<number, number>();
  for (let i = 0; i < CHANGES; i++) {
    const at = now();
    const res = await fetch(`${app.url}/v1/itinerary/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': '*' },
      body: JSON.stringify({ summary: `edit ${i}` }),
    });
    if (res.status !== 200) throw new Error(`PATCH answered ${res.status}`);
    sentAt.set(Number(JSON.parse(res.headers.get('etag')!)), at);
    await res.arrayBuffer();
    // Changes a few milliseconds apart, as co-editors make them, rather than one burst.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const arrivals = await feed.report();
  feed.stop();
  const latencies: number[] = [];
  for (const [revision, at] of sentAt) {
    const got = arrivals.get(revision) ?? [];
    if (got.length !== SUBSCRIBERS) throw new Error(`revision ${revision}: ${got.length} of ${SUBSCRIBERS} subscribers got it`);
    for (const arrived of got) latencies.push(arrived - at);
  }
  latencies.sort((a, b) => a - b);
  return { p50Ms: round1(percentile(latencies, 50)), p99Ms: round1(percentile(latencies, 99)), maxMs: round1(latencies[latencies.length - 1]!), samples: latencies.length };
}

const IDLE_WEBHOOK_USERS = 5;

/** 100 webhook endpoints that never fire: every PATCH's fan-out still weighs them. Removed by remove(). */
async function idleWebhooks(app: TestApp): Promise<{ remove(): Promise<void> }> {
  const registered: { token: string; id: string }[] = [];
  for (let u = 0; u < IDLE_WEBHOOK_USERS; u++) {
    const { userId } = await createUser(app, { plan: 'pro' });
    const token = await issueToken(app, { userId });
    for (const itineraryId of await createItineraries(app, token, MAX_ENDPOINTS)) {
      const res = await fetch(`${app.url}/v1/webhooks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: `http://${IDLE_RECEIVER}/hook`, itineraryIds: [itineraryId] }),
      });
      if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
      registered.push({ token, id: ((await res.json()) as { id: string }).id });
    }
  }
  return {
    async remove() {
      for (const { token, id } of registered) {
        const res = await fetch(`${app.url}/v1/webhook/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
        if (res.status !== 204) throw new Error(`delete webhook: ${res.status}`);
      }
    },
  };
}

/** Where the idle endpoints point (allowed on loopback for the bench; nothing is ever sent there). */
const IDLE_RECEIVER = '127.0.0.1:9';

async function run(): Promise<void> {
  const app = await startTestApp({ WEBHOOK_ALLOWED_HOSTS: IDLE_RECEIVER });
  try {
    const { userId } = await createUser(app, { plan: 'pro' });
    const token = await issueToken(app, { userId });
    const latency = await deliveryLatency(app, token);
    console.log(`delivery to ${SUBSCRIBERS} subscribers, ${CHANGES} changes:`, latency);

    const ids = await createItineraries(app, token, 100);
    const idle = await createItineraries(app, token, SUBSCRIBERS);
    const paths = ids.map((id) => `/v1/itinerary/${id}`);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const common = { url: app.url, connections: 20, durationSeconds: DURATION_SECONDS, paths };
    const progress = app.container.get<ProjectionProgress>(TOKENS.ProjectionProgress);
    const scenarios = {
      get: { ...common, method: 'GET' as const, headers },
      patch: { ...common, method: 'PATCH' as const, headers: { ...headers, 'if-match': '*' } },
    };
    const best: Record<string, { requestsPerSecond: number; p99Ms: number }> = {};
    const measure = async (label: string) => {
      for (const [name, scenario] of Object.entries(scenarios)) {
        const result = await load(scenario);
        await progress.catchUp(30_000);
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label} ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        const key = `${name}${label}`;
        if (!best[key] || result.requestsPerSecond > best[key].requestsPerSecond) best[key] = { requestsPerSecond: result.requestsPerSecond, p99Ms: result.p99Ms };
      }
    };
    for (const scenario of Object.values(scenarios)) await load({ ...scenario, durationSeconds: 1 });
    // Rounds alternate without and with the idle subscribers, so drift on a shared machine hits both alike.
    for (let r = 0; r < ROUNDS; r++) {
      await measure('WithoutSubscribers');
      const feed = await subscribers(idle.map((id) => `${app.url}/v1/itinerary/${id}/events`), token);
      const hooks = await idleWebhooks(app);
      await measure('With100IdleSubscribersAnd100IdleWebhooks');
      await hooks.remove();
      feed.stop();
    }
    console.log(`\nLive changes, load average ${loadAverage().join(' ')}`);
    const pass = { deliveryP99Ms: printFigure(`delivery p99, ${SUBSCRIBERS} subscribers`, latency.p99Ms, ' ms', TARGETS.deliveryP99Ms) };
    printFigure('delivery p50', latency.p50Ms, ' ms');
    for (const [name, r] of Object.entries(best)) printFigure(`${name} (p99 ${r.p99Ms} ms)`, r.requestsPerSecond, '/s');
    mergeResults('liveEvents', {
      subscribers: SUBSCRIBERS,
      changes: CHANGES,
      delivery: latency,
      durationSeconds: DURATION_SECONDS,
      rounds: ROUNDS,
      ...best,
      loadAverage: loadAverage(),
      targets: TARGETS,
      pass,
    });
  } finally {
    await app.close();
  }
}

await run();
