/**
 * HTTP throughput and latency on loopback (`npm run bench:http`; also part of `npm run bench`):
 * GET and PATCH of an itinerary on the real app (embedded profile, durable SQLite, real tokens),
 * next to a bare Express route serving the same JSON, measured in the same run. autocannon runs in a
 * child process; the servers run in this one. Targets (issue 10): GET >= 0.6x bare Express;
 * PATCH >= 3,000/s with p99 <= 50 ms.
 */
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { startTestApp } from '../test/support/app.js';
import { createUser, issueToken } from '../test/support/auth.js';
import type { Scenario } from './http-load.js';
import { load } from './load-runner.js';
import { isMain, mergeResults } from './results.js';

const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** PATCHes spread over this many itineraries, as many users would edit at once. */
const ITINERARIES = 100;

async function listen(app: express.Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer({ keepAliveTimeout: 5_000 }, app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export default async function run(): Promise<void> {
  const app = await startTestApp();
  try {
    const { userId } = await createUser(app, { plan: 'pro' });
    const token = await issueToken(app, { userId });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const ids: string[] = [];
    for (let i = 0; i < ITINERARIES; i++) {
      const res = await fetch(`${app.url}/v1/itinerary`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: `Trip ${i}`,
          destination: `City ${i}`,
          center: { latitude: 41.9, longitude: 12.5 },
          days: [{ title: 'Day 1', stops: [{ name: 'Colosseum' }, { name: 'Forum' }] }],
          packing: [{ name: 'Hat' }],
        }),
      });
      ids.push(((await res.json()) as { id: string }).id);
    }
    const sample = await (await fetch(`${app.url}/v1/itinerary/${ids[0]}`, { headers })).json();

    const bare = express();
    bare.get('/bare', (_req, res) => {
      res.json(sample);
    });
    const bareServer = await listen(bare);
    const common = { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS };
    try {
      const paths = ids.map((id) => `/v1/itinerary/${id}`);
      const scenarios: Record<string, Scenario> = {
        bareExpressGet: { ...common, url: bareServer.url, method: 'GET', paths: ['/bare'], headers: {} },
        itineraryGet: { ...common, url: app.url, method: 'GET', paths, headers },
        itineraryPatch: { ...common, url: app.url, method: 'PATCH', paths, headers: { ...headers, 'if-match': '*' } },
      };
      // Rounds alternate the scenarios and each keeps its best round, so that a burst of other work
      // on a shared machine does not decide a ratio.
      const best: Record<string, Awaited<ReturnType<typeof load>>> = {};
      for (let round = 1; round <= ROUNDS; round++) {
        for (const [name, scenario] of Object.entries(scenarios)) {
          const result = await load(scenario);
          console.log(`round ${round} ${name}`, result);
          if (!best[name] || result.requestsPerSecond > best[name].requestsPerSecond) best[name] = result;
        }
      }
      const { bareExpressGet: bareGet, itineraryGet: get, itineraryPatch: patch } = best as Required<typeof best>;
      const figures = {
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        rounds: ROUNDS,
        responseBytes: JSON.stringify(sample).length,
        bareExpressGet: bareGet,
        itineraryGet: get,
        itineraryPatch: patch,
        getToBareRatio: Math.round((get.requestsPerSecond / bareGet.requestsPerSecond) * 100) / 100,
        /** The same ratio from CPU time per request: what it would be if the server alone bound both. */
        getToBareCpuRatio: Math.round((bareGet.serverCpuMsPerRequest / get.serverCpuMsPerRequest) * 100) / 100,
        loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
        targets: { getToBareRatio: 0.6, patchPerSecond: 3000, patchP99Ms: 50 },
      };
      mergeResults('http', figures);
    } finally {
      await bareServer.close();
    }
  } finally {
    await app.close();
  }
}

if (isMain(import.meta.url)) await run();
