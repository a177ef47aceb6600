/**
 * HTTP throughput and latency on loopback (`npm run bench:http`; also part of `npm run bench`): the
 * real app (embedded profile, durable SQLite, real tokens) next to a bare Express route serving the
 * same JSON as GET itinerary, measured in the same run:
 * - GET, PATCH (If-Match: *; also with a new Idempotency-Key each) of 100 itineraries, create (POST, each a new destination), the list
 *   (first page) and a search that matches 20 of them, and MCP get_itinerary (a JSON-RPC tools/call
 *   POST to /mcp on revision 2026-07-28, with a token for the MCP resource);
 * - targets: GET >= 0.6x bare Express; PATCH >= 3,000/s with p99 <= 50 ms; the others are
 *   measured with their ratio to bare Express.
 * - a bare Express PATCH too (the same request, its JSON body parsed by express.json() and the sample
 *   answered with the new summary, nothing checked or stored): the ceiling of any Express PATCH on the
 *   machine at hand, which the absolute PATCH target does not scale with.
 * autocannon runs in a child process; the servers run in this one. Every scenario is warmed up once,
 * then scenarios alternate over rounds and each keeps its best round, so that a burst of other work
 * on a shared machine does not decide a figure. The GET target is the median over rounds of GET's
 * rate over the bare route's in the same round (the two run back to back): on a machine whose speed
 * drifts, a ratio of two figures from different moments would measure the drift. After each scenario
 * the projector catches up before the next one starts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { startTestApp } from '../test/support/app.js';
import { createUser, issueToken } from '../test/support/auth.js';
import { modernHeaders, modernMessage } from '../test/support/mcp-wire.js';
import type { ProjectionProgress } from '../src/application/ports/projection-progress.port.js';
import { TOKENS } from '../src/tokens.js';
import type { Scenario } from './http-load.js';
import { load } from './load-runner.js';
import { loadAverage, median, mergeResults, printFigure, stealMeter, type Target } from './results.js';

const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Each scenario runs this long unmeasured first, so that no figure includes the JIT compiling its code path. */
const WARMUP_SECONDS = 1;
/** GETs and PATCHes spread over this many itineraries, as many users would read and edit at once. */
const ITINERARIES = 100;
const CITIES = ['Rome', 'Paris', 'Lisbon', 'Kyoto', 'Lima'];

const HTTP_TARGETS = {
  getToBareRatio: { min: 0.6 },
  patchPerSecond: { min: 3000 },
  patchP99Ms: { max: 50 },
} satisfies Record<string, Target>;

type Result = Awaited<ReturnType<typeof load>>;

async function listen(app: express.Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer({ keepAliveTimeout: 5_000 }, app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const itineraryBody = (i: number | string, city: string) =>
  JSON.stringify({
    title: `Trip ${i} to ${city}`,
    destination: `${city} ${i}`,
    center: { latitude: 41.9, longitude: 12.5 },
    days: [{ title: 'Day 1', stops: [{ name: 'Colosseum' }, { name: 'Forum' }] }],
    packing: [{ name: 'Hat' }],
  });

async function run(): Promise<void> {
  const app = await startTestApp();
  try {
    const { userId } = await createUser(app, { plan: 'pro' });
    const token = await issueToken(app, { userId });
    const mcpToken = await issueToken(app, { userId, audience: `${app.url}/mcp` });
    // Creates go to another account, so that the list and search above do not grow from round to round.
    const creator = await createUser(app, { plan: 'pro' });
    const creatorToken = await issueToken(app, { userId: creator.userId });
    const json = { 'content-type': 'application/json' };
    const headers = { authorization: `Bearer ${token}`, ...json };
    const ids: string[] = [];
    for (let i = 0; i < ITINERARIES; i++) {
      const res = await fetch(`${app.url}/v1/itinerary`, { method: 'POST', headers, body: itineraryBody(i, CITIES[i % CITIES.length]!) });
      ids.push(((await res.json()) as { id: string }).id);
    }
    const sample = (await (await fetch(`${app.url}/v1/itinerary/${ids[0]}`, { headers })).json()) as Record<string, unknown>;
    const mcpCall = modernMessage('tools/call', { name: 'get_itinerary', arguments: { itineraryId: ids[0] } });

    const bare = express();
    bare.get('/bare', (_req, res) => {
      res.json(sample);
    });
    bare.patch('/bare', express.json(), (req, res) => {
      res.json({ ...sample, summary: (req.body as { summary: string }).summary });
    });
    const bareServer = await listen(bare);
    const common = { url: app.url, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS };
    try {
      const paths = ids.map((id) => `/v1/itinerary/${id}`);
      const scenarios: Record<string, Scenario> = {
        bareExpressGet: { ...common, url: bareServer.url, method: 'GET', paths: ['/bare'], headers: {} },
        itineraryGet: { ...common, method: 'GET', paths, headers },
        bareExpressPatch: { ...common, url: bareServer.url, method: 'PATCH', paths: ['/bare'], headers: json },
        itineraryPatch: { ...common, method: 'PATCH', paths, headers: { ...headers, 'if-match': '*' } },
        itineraryPatchWithIdempotencyKey: { ...common, method: 'PATCH', paths, headers: { ...headers, 'if-match': '*' }, idempotencyKeys: true },
        itineraryCreate: {
          ...common,
          method: 'POST',
          paths: ['/v1/itinerary'],
          headers: { authorization: `Bearer ${creatorToken}`, ...json },
          body: itineraryBody('{n}', 'Oslo'),
        },
        itineraryList: { ...common, method: 'GET', paths: ['/v1/itineraries'], headers },
        itinerarySearch: { ...common, method: 'GET', paths: ['/v1/itineraries/search?query=rome'], headers },
        // On the current protocol revision, 2026-07-28 (bench:mcp also measures the older one).
        mcpGetItinerary: {
          ...common,
          method: 'POST',
          paths: ['/mcp'],
          headers: {
            authorization: `Bearer ${mcpToken}`,
            ...json,
            accept: 'application/json, text/event-stream',
            ...modernHeaders(mcpCall),
          },
          body: JSON.stringify(mcpCall),
        },
      };
      // BENCH_SCENARIOS=itineraryGet,bareExpressGet runs only those (to measure one change quickly); nothing is recorded then.
      const only = process.env.BENCH_SCENARIOS?.split(',');
      if (only) for (const name of Object.keys(scenarios)) if (!only.includes(name)) delete scenarios[name];
      const progress = app.container.get<ProjectionProgress>(TOKENS.ProjectionProgress);
      // The projector's catch-up after a write scenario is that scenario's work, not the next one's.
      const settle = () => progress.catchUp(30_000);
      for (const scenario of Object.values(scenarios)) {
        await load({ ...scenario, durationSeconds: WARMUP_SECONDS });
        await settle();
      }
      const best: Record<string, Result> = {};
      const getToBareByRound: number[] = [];
      const patchToBarePatchByRound: number[] = [];
      const stolen = stealMeter();
      for (let round = 1; round <= ROUNDS; round++) {
        const thisRound: Record<string, Result> = {};
        for (const [name, scenario] of Object.entries(scenarios)) {
          const result = await load(scenario);
          await settle();
          console.log(`round ${round} ${name}`, result);
          if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
          thisRound[name] = result;
          if (!best[name] || result.requestsPerSecond > best[name].requestsPerSecond) best[name] = result;
        }
        if (thisRound.itineraryGet && thisRound.bareExpressGet)
          getToBareByRound.push(thisRound.itineraryGet.requestsPerSecond / thisRound.bareExpressGet.requestsPerSecond);
        if (thisRound.itineraryPatch && thisRound.bareExpressPatch)
          patchToBarePatchByRound.push(thisRound.itineraryPatch.requestsPerSecond / thisRound.bareExpressPatch.requestsPerSecond);
      }
      if (only) {
        const figures = Object.entries(best).map(([name, r]) => `${name} ${r.requestsPerSecond}/s p99 ${r.p99Ms} ms cpu ${r.serverCpuMsPerRequest} ms`);
        console.log(`\n${figures.join('\n')}\nGET/bare by round ${getToBareByRound.map((r) => r.toFixed(2)).join(' ')}\nPATCH/bare PATCH by round ${patchToBarePatchByRound.map((r) => r.toFixed(2)).join(' ')}`);
        return;
      }
      const stolenPercent = stolen();
      const getToBare = Math.round(median(getToBareByRound) * 100) / 100;
      const patchToBarePatch = Math.round(median(patchToBarePatchByRound) * 100) / 100;
      const bareGet = best.bareExpressGet!;
      const ratio = (r: Result) => Math.round((r.requestsPerSecond / bareGet.requestsPerSecond) * 100) / 100;
      const cpuRatio = (r: Result) => Math.round((bareGet.serverCpuMsPerRequest / r.serverCpuMsPerRequest) * 100) / 100;
      const measured = Object.fromEntries(
        Object.entries(best).map(([name, r]) => [name, { ...r, toBareRatio: ratio(r), toBareCpuRatio: cpuRatio(r) }]),
      );
      const get = best.itineraryGet!;
      const patch = best.itineraryPatch!;
      console.log(`\nHTTP, best of ${ROUNDS} rounds of ${DURATION_SECONDS} s, ${CONNECTIONS} connections, load average ${loadAverage().join(' ')}`);
      console.log(`GET / bare Express by round: ${getToBareByRound.map((r) => r.toFixed(2)).join(' ')}`);
      console.log(`PATCH / bare Express PATCH by round: ${patchToBarePatchByRound.map((r) => r.toFixed(2)).join(' ')}`);
      if (stolenPercent !== undefined) console.log(`CPU time the host took from this machine (steal) during the rounds: ${stolenPercent} %`);
      const pass = {
        getToBareRatio: printFigure('GET itinerary / bare Express (median of rounds)', getToBare, 'x', HTTP_TARGETS.getToBareRatio),
        patchPerSecond: printFigure('PATCH itinerary', patch.requestsPerSecond, '/s', HTTP_TARGETS.patchPerSecond),
        patchP99Ms: printFigure('PATCH itinerary p99', patch.p99Ms, ' ms', HTTP_TARGETS.patchP99Ms),
      };
      printFigure('bare Express PATCH (ceiling)', best.bareExpressPatch!.requestsPerSecond, '/s');
      printFigure('PATCH / bare Express PATCH (median)', patchToBarePatch, 'x');
      for (const [name, r] of Object.entries(measured)) {
        printFigure(`${name} (p99 ${r.p99Ms} ms, ${r.toBareRatio}x bare)`, r.requestsPerSecond, '/s');
      }
      mergeResults('http', {
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        rounds: ROUNDS,
        responseBytes: JSON.stringify(sample).length,
        ...measured,
        /** Median over rounds of GET's rate over the bare route's in the same round (the target). */
        getToBareRatio: getToBare,
        getToBareByRound: getToBareByRound.map((r) => Math.round(r * 100) / 100),
        /** Median over rounds of PATCH's rate over the bare Express PATCH's in the same round (no target). */
        patchToBarePatchRatio: patchToBarePatch,
        patchToBarePatchByRound: patchToBarePatchByRound.map((r) => Math.round(r * 100) / 100),
        /** The same ratio from CPU time per request: what it would be if the server alone bound both. */
        getToBareCpuRatio: cpuRatio(get),
        loadAverage: loadAverage(),
        /** Share of the machine's CPU time its hypervisor took during the rounds (Linux steal), in percent. */
        stolenCpuPercent: stolenPercent ?? 'not measured',
        targets: HTTP_TARGETS,
        pass,
      });
    } finally {
      await bareServer.close();
    }
  } finally {
    await app.close();
  }
}

await run();
