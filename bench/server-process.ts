/**
 * The service as operators run it, `node dist/main.js` as a child process (`npm run bench:process`;
 * also part of `npm run bench`), compiled first when dist/ is stale:
 * - cold start: from spawning the process to the first 200 on /healthz, on a fresh DATA_DIR and on
 *   one holding 10k itineraries (median of COLD_STARTS runs each; target <= 1.5 s);
 * - RSS with 10k itineraries: USERS accounts create 10k itineraries over HTTP, every one is read once
 *   and every owner lists all of theirs page by page; then the server's resident set (VmRSS, and its
 *   peak VmHWM) is read from /proc (target <= 250 MB).
 * The accounts and their tokens are made by the app in this process on the same DATA_DIR before the
 * child starts (as test/support/child-app.ts does).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startTestApp } from '../test/support/app.js';
import { createUser, issueToken } from '../test/support/auth.js';
import { childEnv } from '../test/support/child-app.js';
import { loadAverage, median, mergeResults, printFigure, type Target } from './results.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const MAIN = path.join(ROOT, 'dist', 'main.js');
const ITINERARIES = Number(process.env.RSS_ITINERARIES ?? 10_000);
const USERS = 50;
const CONCURRENCY = 20;
const COLD_STARTS = Number(process.env.COLD_STARTS ?? 5);
const PAGE = 100;

const PROCESS_TARGETS = {
  coldStartMs: { max: 1500 },
  rssMB: { max: 250 },
} satisfies Record<string, Target>;

/** `npm run build` when dist/ is missing or older than src/ (what `npm start` does first). */
function buildIfNeeded(): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-if-needed.mjs')], { stdio: 'inherit' });
  if (!existsSync(MAIN)) throw new Error(`no ${MAIN} after building (exit ${result.status})`);
  // tsc emits even when it reports type errors (another change in progress); the bench runs what it emitted.
  if (result.status !== 0) console.warn(`build exited with ${result.status}; measuring the JavaScript it emitted`);
}

interface Started {
  child: ChildProcess;
  url: string;
  /** Spawn to first 200 on /healthz. */
  ms: number;
  /** CPU time the process had used by then (user + system). */
  cpuMs: number;
}

/** CPU time of a process so far, from /proc (clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident set, its peak, and how much of it is anonymous memory (the heaps) rather than mapped files, in MB, from /proc. */
function memoryOf(pid: number): { rssMB: number; peakRssMB: number; anonymousMB: number; fileMB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]) / 102.4) / 10;
  return { rssMB: mb('VmRSS'), peakRssMB: mb('VmHWM'), anonymousMB: mb('RssAnon'), fileMB: mb('RssFile') };
}

async function start(dataDir: string, port: number): Promise<Started> {
  const env = childEnv(port, dataDir);
  const began = performance.now();
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the service exited while starting: ${stderr}`);
    if (performance.now() - began > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`no 200 on /healthz within 60 s: ${stderr}`);
    }
    try {
      if ((await fetch(`${env.BASE_URL}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const ms = Math.round(performance.now() - began);
  return { child, url: env.BASE_URL!, ms, cpuMs: cpuMsOf(child.pid!) };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}


/** COLD_STARTS starts on the directory `dataDir()` gives, each stopped again once it answered. */
async function coldStarts(dataDir: () => Promise<string>, port: number): Promise<{ ms: number[]; cpuMs: number[] }> {
  const ms: number[] = [];
  const cpuMs: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const started = await start(await dataDir(), port);
    ms.push(started.ms);
    cpuMs.push(started.cpuMs);
    await stop(started.child);
  }
  return { ms, cpuMs };
}

/** Runs `task` for 0..count-1, CONCURRENCY at a time. */
async function pool(count: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function expectOk(res: Response, what: string): Promise<any> {
  const body = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${body}`);
  return body ? JSON.parse(body) : undefined;
}

async function run(): Promise<void> {
  buildIfNeeded();
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-process-'));
    dirs.push(dir);
    return dir;
  };
  try {
    const port = await freePort();
    const fresh = await coldStarts(tempDir, port);

    const dataDir = await tempDir();
    const setup = await startTestApp(childEnv(port, dataDir), dataDir);
    const tokens: string[] = [];
    try {
      for (let u = 0; u < USERS; u++) tokens.push(await issueToken(setup, { userId: (await createUser(setup, { plan: 'pro' })).userId }));
    } finally {
      await setup.stop();
    }
    const server = await start(dataDir, port);
    let memory = { rssMB: 0, peakRssMB: 0, anonymousMB: 0, fileMB: 0 };
    const created = performance.now();
    try {
      const headers = (i: number) => ({ authorization: `Bearer ${tokens[i % USERS]}`, 'content-type': 'application/json' });
      const ids: string[] = [];
      await pool(ITINERARIES, async (i) => {
        const res = await fetch(`${server.url}/v1/itinerary`, {
          method: 'POST',
          headers: headers(i),
          body: JSON.stringify({
            title: `Trip ${i}`,
            destination: `Town ${i}`,
            summary: 'Two days of museums, markets and a long walk by the river.',
            center: { latitude: 41.9, longitude: 12.5 },
            startDate: '2027-05-01',
            tags: ['city', 'food'],
            days: [
              { title: 'Day 1', stops: [{ name: 'Old town' }, { name: 'Market hall' }, { name: 'Cathedral' }] },
              { title: 'Day 2', stops: [{ name: 'Museum' }, { name: 'River walk' }] },
            ],
            packing: [{ name: 'Umbrella' }, { name: 'Walking shoes' }],
          }),
        });
        ids[i] = ((await expectOk(res, 'create')) as { id: string }).id;
      });
      const createSeconds = (performance.now() - created) / 1000;
      await pool(ITINERARIES, async (i) => void (await expectOk(await fetch(`${server.url}/v1/itinerary/${ids[i]}`, { headers: headers(i) }), 'get')));
      await pool(USERS, async (u) => {
        let cursor: string | undefined;
        do {
          const query = `limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
          const page = (await expectOk(await fetch(`${server.url}/v1/itineraries?${query}`, { headers: headers(u) }), 'list')) as {
            nextCursor?: string;
          };
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
      });
      memory = memoryOf(server.child.pid!);
      console.log(`created ${ITINERARIES} itineraries in ${createSeconds.toFixed(1)} s, read each once, listed them all`);
    } finally {
      await stop(server.child);
    }
    const withData = await coldStarts(async () => dataDir, port);

    console.log(`\nService process (node dist/main.js), load average ${loadAverage().join(' ')}`);
    const coldFresh = median(fresh.ms);
    const coldData = median(withData.ms);
    const pass = {
      coldStartFresh: printFigure('cold start, fresh DATA_DIR (median)', coldFresh, ' ms', PROCESS_TARGETS.coldStartMs),
      coldStartWithData: printFigure(`cold start, ${ITINERARIES} itineraries (median)`, coldData, ' ms', PROCESS_TARGETS.coldStartMs),
      rss: printFigure(`RSS with ${ITINERARIES} itineraries`, memory.rssMB, ' MB', PROCESS_TARGETS.rssMB),
    };
    printFigure('peak RSS (VmHWM)', memory.peakRssMB, ' MB');
    printFigure('RSS: anonymous (heaps) / mapped files', memory.anonymousMB, ` / ${memory.fileMB} MB`);
    mergeResults('coldStart', {
      command: 'node dist/main.js',
      freshMedianMs: coldFresh,
      freshRunsMs: fresh.ms,
      freshCpuMs: fresh.cpuMs,
      withDataMedianMs: coldData,
      withDataRunsMs: withData.ms,
      withDataCpuMs: withData.cpuMs,
      withDataItineraries: ITINERARIES,
      target: PROCESS_TARGETS.coldStartMs,
      pass: pass.coldStartFresh && pass.coldStartWithData,
      loadAverage: loadAverage(),
    });
    mergeResults('rss', {
      itineraries: ITINERARIES,
      users: USERS,
      after: 'creates, one GET of each, every list page (limit 100)',
      ...memory,
      target: PROCESS_TARGETS.rssMB,
      pass: pass.rss,
      loadAverage: loadAverage(),
    });
  } finally {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

await run();
