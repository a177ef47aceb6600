/**
 * MCP throughput and latency on loopback (`npm run bench:mcp`; also part of `npm run bench`): the cost
 * of a stateless POST /mcp (a new SDK server per request, token verification, JSON-RPC checks) for
 * tools/list and a get_itinerary tools/call on revision 2026-07-28 (JSON answers), and a ping and the
 * same call on 2025-06-18 (answers on an event stream), next to GET /v1/itinerary/{id} of the same
 * itinerary in the same run. Goal: get_itinerary at 0.5x the REST GET or better. autocannon runs in a
 * child process (bench/http-load.ts).
 */
import { startTestApp } from '../test/support/app.js';
import { createUser, issueToken } from '../test/support/auth.js';
import { modernHeaders, modernMessage } from '../test/support/mcp-wire.js';
import type { Scenario } from './http-load.js';
import { load } from './load-runner.js';
import { mergeResults } from './results.js';

const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const rpc = (method: string, params?: object) => JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });

async function run(): Promise<void> {
  const app = await startTestApp();
  try {
    const { userId } = await createUser(app, { plan: 'pro' });
    const token = await issueToken(app, { userId, audience: `${app.url}/mcp` });
    const auth = { authorization: `Bearer ${token}` };
    const created = await fetch(`${app.url}/v1/itinerary`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Rome',
        destination: 'Rome',
        center: { latitude: 41.9, longitude: 12.5 },
        days: [{ title: 'Day 1', stops: [{ name: 'Colosseum' }, { name: 'Forum' }] }],
      }),
    });
    const { id } = (await created.json()) as { id: string };
    const common = { url: app.url, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS };
    const mcp = (body: string): Scenario => ({
      ...common,
      method: 'POST',
      paths: ['/mcp'],
      headers: {
        ...auth,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
      },
      body,
    });
    const modern = (method: string, params?: Record<string, unknown>): Scenario => {
      const message = modernMessage(method, params);
      const scenario = mcp(JSON.stringify(message));
      return { ...scenario, headers: { ...scenario.headers, ...modernHeaders(message) } };
    };
    const rest = await load({ ...common, method: 'GET', paths: [`/v1/itinerary/${id}`], headers: auth });
    console.log('GET /v1/itinerary/{id}', rest);
    const list = await load(modern('tools/list'));
    console.log('MCP 2026-07-28 tools/list', list);
    const get = await load(modern('tools/call', { name: 'get_itinerary', arguments: { itineraryId: id } }));
    console.log('MCP 2026-07-28 tools/call get_itinerary', get);
    const ping = await load(mcp(rpc('ping')));
    console.log('MCP 2025-06-18 ping', ping);
    const legacyGet = await load(mcp(rpc('tools/call', { name: 'get_itinerary', arguments: { itineraryId: id } })));
    console.log('MCP 2025-06-18 tools/call get_itinerary', legacyGet);
    mergeResults('mcp', {
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      restGet: rest,
      mcpPing: ping,
      mcpToolsList: list,
      mcpGetItinerary: get,
      mcpLegacyGetItinerary: legacyGet,
      getItineraryToRestRatio: Math.round((get.requestsPerSecond / rest.requestsPerSecond) * 100) / 100,
      getItineraryCpuToRestCpu: Math.round((get.serverCpuMsPerRequest / rest.serverCpuMsPerRequest) * 100) / 100,
    });
  } finally {
    await app.close();
  }
}

await run();
