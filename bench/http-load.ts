/**
 * The load generator of bench/http.ts, a child process so that autocannon never shares the event
 * loop of the server it measures. Receives one scenario over IPC, sends back the figures.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import autocannon from 'autocannon';

export interface Scenario {
  url: string;
  method: 'GET' | 'PATCH' | 'POST';
  /** Paths to cycle through, one per request. */
  paths: string[];
  headers: Record<string, string>;
  /**
   * POST: the body every request sends, with each `{n}` replaced by a number unique to the request
   * (this process's id and a counter), e.g. for creates that must not be duplicates of each other.
   * PATCH sends {"summary": "<n>"} so that each request changes the itinerary (one event).
   */
  body?: string;
  /** Send a new Idempotency-Key with every request (what a client retrying safely does). */
  idempotencyKeys?: boolean;
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  total: number;
}

const [scenario] = (await once(process, 'message')) as [Scenario];
let n = 0;
const result = await autocannon({
  url: scenario.url,
  connections: scenario.connections,
  duration: scenario.durationSeconds,
  headers: scenario.headers,
  requests: [
    {
      method: scenario.method,
      setupRequest: (request) => {
        n++;
        const path = scenario.paths[n % scenario.paths.length]!;
        if (scenario.idempotencyKeys) request = { ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } };
        if (scenario.method === 'PATCH') return { ...request, path, body: `{"summary":"edit ${n}"}` };
        if (scenario.method === 'POST') return { ...request, path, body: scenario.body?.replaceAll('{n}', `${process.pid}-${n}`) };
        return { ...request, path };
      },
    },
  ],
});
const summary: LoadResult = {
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  total: result.requests.total,
};
process.send!(summary);
