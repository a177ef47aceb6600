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
import { load } from './load-runner.js';
import { isMain, mergeResults } from './results.js';

const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
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
      const bareGet = await load({ ...common, url: bareServer.url, method: 'GET', paths: ['/bare'], headers: {} });
      console.log('bare express GET', bareGet);
      const get = await load({ ...common, url: app.url, method: 'GET', paths, headers });
      console.log('GET /v1/itinerary/{id}', get);
      const patch = await load({ ...common, url: app.url, method: 'PATCH', paths, headers: { ...headers, 'if-match': '*' } });
      console.log('PATCH /v1/itinerary/{id}', patch);
      const figures = {
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        responseBytes: JSON.stringify(sample).length,
        bareExpressGet: bareGet,
        itineraryGet: get,
        itineraryPatch: patch,
        getToBareRatio: Math.round((get.requestsPerSecond / bareGet.requestsPerSecond) * 100) / 100,
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
